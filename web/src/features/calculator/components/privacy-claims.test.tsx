// @vitest-environment jsdom
// The calculator's own pages (landing, step 1, the results' privacy line) state what leaves the
// browser in core's words, and what the app actually sends matches those words: the result record,
// page views and beacons are captured from mocked fetch/sendBeacon, the feedback body from its contract.
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { translator } from '#web/i18n/i18n.ts';
import { inLanguage } from '#web/i18n/testing.tsx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TIME_ON_PAGE_MIN_TRACKED_SECONDS } from '#contracts/analytics-limits.ts';
import { feedbackRequestSchema } from '#contracts/feedback.ts';
import { resultTrackRequestSchema } from '#contracts/results.ts';
import {
  calculatorDurationLabel,
  dataAsOf,
  dataDateLine,
  formatMonthYearArabic,
  disclosedPayloads,
  privacyDisclosure,
  timeOnPageMinimumSeconds,
  unsupportedClaims,
  type Language,
} from '#core';
import { sendPageView, sendTimeOnPage } from '#web/lib/analytics.ts';
import { trackResult } from '../api/track-result.ts';
import { useResultTracking } from '../hooks/use-result-tracking.ts';
import { initialState } from '../state/calculator-state.ts';
import type { ResultsModel } from '../state/results-model.ts';
import { Landing } from './landing.tsx';
import { landingFacts } from './landing-facts.ts';
import { PrivacyNote } from './results/privacy-note.tsx';
import { LocationStep } from './steps/location-step.tsx';

// web/src/lib/site.ts (the landing's tagline) reads the build-time SITE_URL before anything runs.
vi.hoisted(() => {
  (globalThis as Record<string, unknown>).__SITE_URL__ = 'https://salary.example/';
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const textOf = (ui: React.ReactElement, language: Language = 'en') =>
  render(<MemoryRouter>{inLanguage(ui, language)}</MemoryRouter>).container.textContent ?? '';

describe('the calculator pages say what leaves the browser in one set of words', () => {
  const pages = {
    landing: () => textOf(<Landing facts={landingFacts('en')} onStart={() => undefined} />),
    'step 1': () => textOf(<LocationStep state={initialState} dispatch={() => undefined} />),
    results: () => textOf(<PrivacyNote />),
  };

  it.each(Object.entries(pages))('%s states the canonical statement and nothing the code does not', (_name, page) => {
    const text = page();
    expect(text).toContain(translator('en')(privacyDisclosure.short));
    expect(unsupportedClaims(text)).toEqual([]);
  });

  it('dates the data on the landing and in step 1 from core, with the duration from core', () => {
    expect(pages.landing()).toContain(translator('en')(dataDateLine));
    expect(pages.landing()).toContain(translator('en')(calculatorDurationLabel));
    expect(pages['step 1']()).toContain(translator('en')(dataDateLine));
  });

  it("says it in core's Arabic words on the Arabic landing and step 1, with the data dated in Arabic", () => {
    const landing = textOf(<Landing facts={landingFacts('ar')} onStart={() => undefined} />, 'ar');
    const step1 = textOf(<LocationStep state={initialState} dispatch={() => undefined} />, 'ar');
    const month = formatMonthYearArabic(new Date(`${dataAsOf.asOf}-01T00:00:00Z`));
    for (const text of [landing, step1]) {
      expect(text).toContain(translator('ar')(privacyDisclosure.short));
      expect(text).not.toContain(translator('en')(privacyDisclosure.short));
      expect(text).toContain(`تاريخ بيانات التكاليف: ${month}`);
    }
    expect(landing).toContain('نحو دقيقتين');
  });
});

function captureFetch() {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init?: RequestInit) => {
      bodies.push(JSON.parse(String(init?.body)));
      return Promise.resolve(new Response('{}', { status: 202 }));
    }),
  );
  return bodies;
}

describe('what the app sends is what the statement names', () => {
  it('sends the verdict, country and city with a result, and nothing without a city', () => {
    const bodies = captureFetch();
    trackResult({ verdict: 'Pass', country: 'UAE', city: 'Dubai' });
    expect(bodies.map((b) => Object.keys(b as object).sort())).toEqual([[...disclosedPayloads.resultRecord].sort()]);
    expect(Object.keys(resultTrackRequestSchema.shape).sort()).toEqual([...disclosedPayloads.resultRecord].sort());

    function Probe({ model }: { model: ResultsModel }) {
      useResultTracking(model);
      return null;
    }
    const countryAverage = {
      input: { location: { country: 'UAE', city: null } },
      evaluation: { verdict: { state: 'comfortable' } },
    } as unknown as ResultsModel;
    render(<Probe model={countryAverage} />);
    expect(bodies).toHaveLength(1);
  });

  it('sends the path and referrer with a page view, and path and seconds after the threshold', () => {
    const bodies = captureFetch();
    const beacons: string[] = [];
    vi.stubGlobal('navigator', { sendBeacon: (_url: string, body: string) => beacons.push(body) > 0 });
    sendPageView('/faq', 'https://example.com/');
    sendTimeOnPage('/faq', timeOnPageMinimumSeconds);
    sendTimeOnPage('/faq', timeOnPageMinimumSeconds + 2);
    expect(bodies.map((b) => Object.keys(b as object))).toEqual([[...disclosedPayloads.pageView]]);
    expect(beacons.map((b) => Object.keys(JSON.parse(b) as object))).toEqual([[...disclosedPayloads.timeOnPage]]);
    expect(timeOnPageMinimumSeconds).toBe(TIME_ON_PAGE_MIN_TRACKED_SECONDS);
  });

  it('names every field of the feedback body', () => {
    expect(Object.keys(feedbackRequestSchema.shape).sort()).toEqual([...disclosedPayloads.feedback].sort());
  });
});
