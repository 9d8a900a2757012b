// @vitest-environment jsdom
// The results on an Arabic page: every panel in the catalogue's Arabic, money as «18,268 درهم»,
// Western digits, no English sentence of the results catalogue left behind, and the parts that
// point or fill mirrored (the confidence gauge, the source panel's fit on a phone).
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMoney, formatMoneyArabic, verdictLabel } from '#core';
import { translator } from '#web/i18n/i18n.ts';
import englishCatalogue from '#web/i18n/locales/en/results.json';
import { inLanguage } from '#web/i18n/testing.tsx';
import type { Language } from '#web/i18n/languages.ts';
import type { CalculatorState } from '../../state/calculator-state.ts';
import { buildResultsModel } from '../../state/results-model.ts';
import { resultsStateInDubai } from '../../state/test-states.ts';
import { ConfidenceGauge } from './confidence-gauge.tsx';
import { ResultsStep } from './results-step.tsx';
import { viewportShift } from './source-info.tsx';

// The results send one tracking call; nothing leaves the test.
vi.mock('../../api/track-result.ts', () => ({ trackResult: vi.fn() }));

/** A Dubai family of four below Comfortable, with debts, a savings goal, a home currency and an optional cost: every panel shows. */
function familyInDubai(): CalculatorState {
  const state = resultsStateInDubai({
    grossSalary: { digits: '30000', period: 'monthly' },
    existingDebts: { digits: '2000', period: 'monthly' },
    savingsGoal: { digits: '3000', period: 'monthly' },
  });
  return {
    ...state,
    answers: {
      ...state.answers,
      household: {
        adults: '2',
        children: [
          { id: 'c1', age: 'grade1-5', curriculum: 'british' },
          { id: 'c2', age: 'grade6-8', curriculum: 'british' },
        ],
        domesticHelp: false,
      },
    },
    adjustments: {
      ...state.adjustments,
      optionalCosts: [{ id: 'cost-1', name: 'Gym/Fitness Membership', amount: 250, period: 'monthly' }],
    },
    home: { currency: 'INR', sendHome: '50000' },
  };
}

function renderResults(state: CalculatorState, language: Language) {
  return render(<MemoryRouter>{inLanguage(<ResultsStep state={state} dispatch={() => undefined} />, language)}</MemoryRouter>);
}

/** The English messages of the results catalogue with no placeholder: none of them may show on an Arabic page. */
const englishSentences = Object.values(englishCatalogue as Record<string, string>).filter(
  (message) => !message.includes('{') && message.includes(' '),
);

afterEach(cleanup);

describe('the results in Arabic', { timeout: 60_000 }, () => {
  it('say every panel in Arabic, with money in dirhams and no English sentence of the catalogue', () => {
    const state = familyInDubai();
    const model = buildResultsModel(state, 'ar');
    if (!model) throw new Error('a country was chosen');
    const { container } = renderResults(state, 'ar');
    const text = container.textContent ?? '';

    expect(screen.getByRole('heading', { name: translator('ar')(verdictLabel(model.evaluation.verdict.state)) })).toBeInTheDocument();
    for (const heading of ['تفصيل المصروفات', 'ما الذي تطلبه', 'المال الذي تحتاجه مقدمًا', 'عقدك سنة بسنة', 'مدخراتك بعملة بلدك']) {
      expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    }
    expect(screen.getByRole('radiogroup', { name: 'عرض الأرقام' })).toBeInTheDocument();
    expect(screen.getByTestId('figure-surplus')).toHaveTextContent(formatMoneyArabic(model.evaluation.surplus, 'UAE'));
    expect(screen.getByTestId('figure-expenses')).toHaveTextContent(/^[\d,]+ درهم$/);
    expect(screen.getByTestId('upfront-net')).toHaveTextContent(formatMoneyArabic(model.upfront.net, 'UAE'));
    // When the surpluses make back the cash up front, or how short the contract ends, in Arabic.
    const { payback } = model;
    if (!payback) throw new Error('a family renting in Dubai needs cash up front');
    expect(screen.getByTestId('move-payback')).toHaveTextContent(
      payback.month === null
        ? `لا يستردّ فائضك خلال مدة العقد المبلغ الذي يحتاجه الانتقال مقدّمًا (${formatMoneyArabic(payback.upfront, 'UAE')})`
        : `يُستردّ المبلغ الذي يحتاجه الانتقال مقدّمًا (${formatMoneyArabic(payback.upfront, 'UAE')}) من فائضك في الشهر ${payback.month} من العقد`,
    );
    expect(screen.getByTestId('negotiation-gap')).toHaveTextContent(/^[\d,]+ درهم شهريًا/);
    expect(screen.getByTestId('send-home-target')).toHaveTextContent(/^50,000 روبية هندية شهريًا تعادل [\d,]+ درهم بهذا السعر\.$/);
    expect(screen.getByTestId('home-rate')).toHaveTextContent(/^1 درهم = [\d.]+ روبية هندية$/);
    expect(within(screen.getByTestId('expense-Housing')).getByRole('button', { name: 'تعديل السكن' })).toBeInTheDocument();

    expect(englishSentences.filter((sentence) => text.includes(sentence))).toEqual([]);
    expect(text).not.toContain(formatMoney(model.evaluation.surplus, 'UAE'));
    expect(text).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]/);
  });

  it('opens a figure’s source in Arabic, dated in Arabic', async () => {
    const user = userEvent.setup();
    renderResults(familyInDubai(), 'ar');
    await user.click(screen.getByRole('button', { name: 'من أين يأتي رقم «الفائض»' }));
    const panel = screen.getByRole('group', { name: 'مصدر الفائض' });
    expect(panel).toHaveTextContent('الحزمة ناقص المصروفات');
    expect(within(panel).getByTestId('source-as-of')).toHaveTextContent(/^بيانات \S+ \d{4}$/);
  });

  it('leaves the English page as it was', () => {
    const state = familyInDubai();
    const model = buildResultsModel(state, 'en');
    if (!model) throw new Error('a country was chosen');
    renderResults(state, 'en');
    expect(screen.getByRole('heading', { name: 'Expense Breakdown' })).toBeInTheDocument();
    expect(screen.getByTestId('figure-surplus')).toHaveTextContent(formatMoney(model.evaluation.surplus, 'UAE'));
    expect(screen.getByTestId('upfront-weeks')).toHaveTextContent(/^That is [\d.]+ weeks? of your package\.$/);
    expect(screen.getByRole('button', { name: 'Edit Housing' })).toBeInTheDocument();
  });
});

describe('right to left', () => {
  /** The x of the gauge's first band's start: where 0 sits. */
  const zeroAt = (language: Language) => {
    const { container } = render(inLanguage(<ConfidenceGauge score={65} label="Managing" />, language));
    const d = container.querySelector('path')?.getAttribute('d') ?? '';
    cleanup();
    return Number(/^M ([\d.]+)/.exec(d)?.[1]);
  };

  it('fills the confidence gauge from the right on an Arabic page, from the left on an English one', () => {
    expect(zeroAt('en')).toBeLessThan(100);
    expect(zeroAt('ar')).toBeGreaterThan(100);
  });

  it('keeps a source panel on a 360px screen whichever side it opens towards', () => {
    expect(viewportShift({ left: -40, right: 248 }, 360)).toBe(48);
    expect(viewportShift({ left: 120, right: 408 }, 360)).toBe(-56);
    expect(viewportShift({ left: 20, right: 308 }, 360)).toBe(0);
  });
});
