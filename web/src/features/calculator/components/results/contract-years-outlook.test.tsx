// @vitest-environment jsdom
// The year-by-year view's outlook when no year is worse: it names the verdict that holds, and is
// green only when that verdict is Comfortable (a Not Viable offer that stays Not Viable is no good news).
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { verdictLabel } from '#core';
import { translator } from '#web/i18n/i18n.ts';
import { inLanguage } from '#web/i18n/testing.tsx';
import type { Language } from '#web/i18n/languages.ts';
import { buildResultsModel } from '../../state/results-model.ts';
import { resultsStateInDubai } from '../../state/test-states.ts';
import { ResultsStep } from './results-step.tsx';

// The results send one tracking call; nothing leaves the test.
vi.mock('../../api/track-result.ts', () => ({ trackResult: vi.fn() }));

afterEach(cleanup);

function outlookFor(gross: string, language: Language = 'en') {
  const state = resultsStateInDubai({ grossSalary: { digits: gross, period: 'monthly' } });
  const model = buildResultsModel(state);
  render(<MemoryRouter>{inLanguage(<ResultsStep state={state} dispatch={() => undefined} />, language)}</MemoryRouter>);
  return { model, outlook: screen.getByTestId('worse-year') };
}

describe('the contract outlook when the verdict holds', { timeout: 30_000 }, () => {
  it('is green and names Comfortable when a Comfortable verdict holds', () => {
    const { model, outlook } = outlookFor('60000');
    expect(model?.verdictChange).toBeUndefined();
    expect(model?.projection.map((year) => year.verdict.state)).toEqual(['comfortable', 'comfortable']);
    expect(outlook).toHaveTextContent('Your verdict, Comfortable, holds for both years.');
    expect(outlook).toHaveClass('bg-emerald-50');
  });

  it('is amber and names Not Viable when a Not Viable verdict holds, in English and Arabic', () => {
    const { model, outlook } = outlookFor('4000');
    expect(model?.verdictChange).toBeUndefined();
    expect(model?.projection.map((year) => year.verdict.state)).toEqual(['not-viable', 'not-viable']);
    expect(outlook).toHaveTextContent('Your verdict, Not Viable, holds for both years.');
    expect(outlook).toHaveClass('bg-amber-50');
    expect(outlook).not.toHaveClass('bg-emerald-50');
    cleanup();
    expect(outlookFor('4000', 'ar').outlook).toHaveTextContent(
      `يبقى الحكم (${translator('ar')(verdictLabel('not-viable'))}) على حاله طوال مدة العقد (سنتان).`,
    );
  });
});
