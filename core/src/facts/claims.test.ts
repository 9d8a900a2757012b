import { describe, expect, it } from 'vitest';
import meta from '../../data/meta.json' with { type: 'json' };
import { unsupportedClaims } from './claim-checks.ts';
import { dataAsOf, dataDateLine } from '../sources/index.ts';
import { privacyDisclosure, timeOnPageMinimumSeconds } from '../privacy/index.ts';
import { say } from '../test-support/index.ts';
import { calculatorDurationIso, calculatorDurationLabel, calculatorMinutes } from './product-facts.ts';
import { month } from '../language/index.ts';
import { message } from './messages.ts';

describe('the claims pages render', () => {
  it('dates the data and promises no update cadence', () => {
    expect(Object.keys(meta).sort()).toEqual(['asOf', 'asOfLabel']);
    expect(dataDateLine).toEqual({ messageId: 'sources.dataDate', values: { month: month(dataAsOf.asOf) } });
    expect(new Date(`${dataAsOf.asOf}-01T00:00:00Z`).toLocaleString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' })).toBe(
      dataAsOf.asOfLabel,
    );
  });

  it('gives one duration, in words and as ISO 8601', () => {
    expect(calculatorDurationLabel).toEqual(message('facts.duration', { minutes: calculatorMinutes }));
    expect(calculatorDurationIso).toBe(`PT${calculatorMinutes}M`);
  });

  it('never says nothing leaves the browser, and names every field that does', () => {
    const all = Object.values(privacyDisclosure)
      .map((statement) => say(statement))
      .join(' ');
    expect(all).not.toMatch(/nothing you enter leaves|never sent anywhere|nothing is sent to (?:us|our server)/i);
    for (const field of ['verdict', 'country', 'city', 'path', 'referr', 'rating', 'comment', 'location'])
      expect(say(privacyDisclosure.short)).toContain(field);
    expect(say(privacyDisclosure.pageViews)).toContain(`${timeOnPageMinimumSeconds} seconds`);
    // The short statement must not call the district private: feedback sends it.
    expect(say(privacyDisclosure.short)).not.toContain('district');
  });
});

describe('unsupportedClaims', () => {
  // The wording this project used to ship: each must be caught, or the checks prove nothing.
  it.each([
    'Cost data is dated October 2025 and updated quarterly. Nothing you enter leaves this browser.',
    'The cost data is dated <strong>October 2025</strong> and we review it <strong>quarterly</strong>.',
    'When a quarterly update changes them, the date shown across the site changes too.',
    'The date of that data is shown on the site, and we review it quarterly.',
    'Your salary and family details are never sent anywhere.',
    'On our May 2026 data, a family of four spends more.',
    'Cost data dated September 2025',
    'Data is stated as October 2025 market rates, with monthly updates.',
  ])('catches %s', (text) => {
    expect(unsupportedClaims(text)).not.toEqual([]);
  });

  it.each([
    `Cost data dated ${dataAsOf.asOfLabel}. ${say(privacyDisclosure.short)}`,
    'On our October 2025 data, a family of four in Dubai spends about AED 18,300.',
    'Petrol prices are set monthly by the UAE Fuel Price Committee.',
    'the dependant levy can be paid quarterly.',
    ...Object.values(privacyDisclosure).map((statement) => say(statement)),
  ])('passes %s', (text) => {
    expect(unsupportedClaims(text)).toEqual([]);
  });
});
