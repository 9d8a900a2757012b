import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialAdjustments, initialAnswers, initialState, type CalculatorAnswers, type CalculatorState } from './calculator-state.ts';
import { buildResultsModel, monthlyExpenseEdits, toOfferInput } from './results-model.ts';
import type { Message } from '#core';
import { translator } from '#web/i18n/i18n.ts';

/** A source's words in English, whether or not its concept's words have moved to the catalogues. */
const sourceWords = (text: string | Message) => (typeof text === 'string' ? text : translator('en')(text));

const answers = (patch: Partial<CalculatorAnswers> = {}): CalculatorAnswers => ({
  ...initialAnswers,
  location: { country: 'UAE', city: 'Dubai', district: '' },
  ...patch,
});
const entered = (digits: string, period: 'monthly' | 'annual' = 'monthly') => ({ digits, period });

describe('toOfferInput', () => {
  it('is null before a country is chosen', () => {
    expect(toOfferInput(initialAnswers)).toBeNull();
  });

  it('blank city and district are null; blank amounts are 0', () => {
    const input = toOfferInput(answers({ location: { country: 'Qatar', city: '', district: '' } }));
    expect(input?.location).toEqual({ country: 'Qatar', city: null, district: null });
    expect(input?.financials).toEqual({ grossSalary: 0, basicSalary: null, contractYears: 2, existingDebts: 0, savingsGoal: 0 });
    expect(input?.benefits).toMatchObject({ housingAllowance: 0, educationAllowance: 0 });
  });

  it('reads each amount in the period it was typed in, exactly (an annual amount may be fractional)', () => {
    const input = toOfferInput(
      answers({
        salaryPeriod: 'monthly',
        amounts: {
          grossSalary: entered('250000', 'annual'),
          housingAllowance: entered('5000'),
          educationAllowance: entered('12000', 'annual'),
          basicSalary: entered(''),
          existingDebts: entered('1001', 'annual'),
          savingsGoal: entered(''),
        },
      }),
    );
    expect(input?.financials.grossSalary).toBe(250_000 / 12);
    expect(input?.financials.existingDebts).toBe(1_001 / 12);
    expect(input?.financials.savingsGoal).toBe(0);
    expect(input?.benefits.housingAllowance).toBe(5_000);
    expect(input?.benefits.educationAllowance).toBe(1_000);
  });

  it('leaves out children without an age, and a blank curriculum is null', () => {
    const input = toOfferInput(
      answers({
        household: {
          adults: '4',
          domesticHelp: true,
          children: [
            { id: 'a', age: '', curriculum: 'ib' },
            { id: 'b', age: 'kg', curriculum: '' },
            { id: 'c', age: 'grade9-12', curriculum: 'british' },
          ],
        },
      }),
    );
    expect(input?.household).toEqual({
      adults: 4,
      domesticHelp: true,
      children: [
        { age: 'kg', curriculum: null },
        { age: 'grade9-12', curriculum: 'british' },
      ],
    });
  });
});

describe('buildResultsModel', () => {
  const state: CalculatorState = {
    ...initialState,
    started: true,
    step: 5,
    answers: answers({ amounts: { ...initialAnswers.amounts, grossSalary: entered('240000', 'annual') } }),
  };

  it('counts edits, optional costs and the package override in the period they were typed in', () => {
    const model = buildResultsModel({
      ...state,
      adjustments: {
        ...initialAdjustments,
        expenseEdits: { Housing: { amount: 120_000, period: 'annual' } },
        optionalCosts: [
          { id: 'a', name: 'Gym', amount: 250, period: 'monthly' },
          { id: 'b', name: 'Club', amount: 1_200, period: 'annual' },
        ],
        packageOverride: { amount: 300_000, period: 'annual' },
      },
    });
    expect(model?.expenses.find((c) => c.category === 'Housing')?.amount).toBe(10_000);
    expect(model?.expenseEdits).toEqual({ Housing: 10_000 });
    expect(model?.evaluation.optionalCostsTotal).toBe(350);
    expect(model?.evaluation.packageAmount).toBe(25_000);
  });

  describe('the contract starts in the month the results are opened', () => {
    afterEach(() => vi.useRealTimers());
    const riyadh: CalculatorState = {
      ...state,
      answers: answers({
        location: { country: 'KSA', city: 'Riyadh', district: '' },
        amounts: { ...initialAnswers.amounts, grossSalary: entered('40000') },
        contractYears: 6,
      }),
    };
    const rentRises = (model: ReturnType<typeof buildResultsModel>) =>
      model?.projection.map((year) => year.changes.filter((change) => translator('en')(change).startsWith('Rent')).length);

    it("so Riyadh's freeze (to 24 September 2030) keeps years 1-4 of a contract opened in November 2026, and the rule, tips and PDF say so", () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(2026, 10, 15));
      const model = buildResultsModel(riyadh);
      expect(rentRises(model)).toEqual([0, 0, 0, 0, 1, 1]);
      expect(model?.rentRule.firstYear).toBe(5);
      const assumption = model?.rentRule.source.assumption;
      expect(assumption && sourceWords(assumption)).toMatch(/^Assumes the contract starts in November 2026,/);
      const buffer = model?.tips.find((tip) => tip.id === 'irregular-expense-buffer');
      expect(buffer && translator('en')(buffer.description)).toContain('annual rent increases');
    });

    it('and years 1-5 of one opened in September 2026 (its fifth year begins in September 2030, inside the freeze)', () => {
      expect(rentRises(buildResultsModel(riyadh, 'en', '2026-09'))).toEqual([0, 0, 0, 0, 0, 1]);
    });
  });

  it('an edited Housing is the rent: the cash up front and the rent rises follow it', () => {
    const model = buildResultsModel(state);
    const housing = model?.estimate.find((c) => c.category === 'Housing');
    const rent = housing?.subItems[0]?.amount ?? 0;
    // Housing typed 2,000 a month below the estimate: the rent is 2,000 lower, the rest of Housing unchanged.
    const edited = buildResultsModel({
      ...state,
      adjustments: { ...initialAdjustments, expenseEdits: { Housing: { amount: (housing?.amount ?? 0) - 2_000, period: 'monthly' } } },
    });
    const first = (m: typeof model) => m?.upfront.lines.find((line) => line.key === 'rent-first')?.amount;
    // Dubai's default: four cheques a year.
    expect(first(model)).toBe(Math.round((rent * 12) / 4));
    expect(first(edited)).toBe(Math.round(((rent - 2_000) * 12) / 4));
    expect(edited?.projection[0]?.totalExpenses).toBe((model?.projection[0]?.totalExpenses ?? 0) - 2_000);
    // The panel and the PDF say which rent the lines use, since those lines carry no "Edited" mark.
    expect(model?.upfrontFollows).toEqual({ rent: undefined, schools: false });
    expect(edited?.upfrontFollows).toEqual({ rent: rent - 2_000, schools: false });
  });

  it('an edited Education is what the schools cost: the first payments, the fee rises and the tip follow it', () => {
    // Muscat, children in Grade 6-8 and Grade 9-12: fees rise in later years and each child has school lines up front.
    const family: CalculatorState = {
      ...state,
      answers: answers({
        location: { country: 'Oman', city: 'Muscat', district: '' },
        household: {
          ...initialAnswers.household,
          adults: '2',
          children: [
            { id: 'a', age: 'grade6-8', curriculum: 'indian' },
            { id: 'b', age: 'grade9-12', curriculum: 'british' },
          ],
        },
        amounts: { ...initialAnswers.amounts, grossSalary: entered('2200') },
        contractYears: 3,
      }),
    };
    const withEducation = (amount: number) =>
      buildResultsModel({ ...family, adjustments: { ...initialAdjustments, expenseEdits: { Education: { amount, period: 'monthly' } } } });
    const model = buildResultsModel(family);
    const education = model?.estimate.find((c) => c.category === 'Education')?.amount ?? 0;
    const schoolLines = (m: typeof model) => m?.upfront.lines.filter((line) => line.key.startsWith('child-')) ?? [];
    const feeRises = (m: typeof model) =>
      m?.projection.flatMap((year) => year.changes).filter((change) => /fee/i.test(translator('en')(change))) ?? [];
    expect(schoolLines(model).length).toBeGreaterThan(0);
    expect(feeRises(model).length).toBeGreaterThan(0);
    expect(model?.tips.map((tip) => tip.id)).toContain('ask-education-allowance');

    // Set to 0: no school lines up front, no fee changes in the later years, expenses flat from year to year, no tip.
    const none = withEducation(0);
    expect(schoolLines(none)).toEqual([]);
    expect(feeRises(none)).toEqual([]);
    const expenses = none?.projection.map((year) => year.totalExpenses) ?? [];
    expect(new Set(expenses).size).toBe(1);
    expect(none?.tips.map((tip) => tip.id)).not.toContain('ask-education-allowance');

    // Half: the first term is half the model's (deposits and terms are shares of the year's tuition).
    const half = withEducation(education / 2);
    const firstTerm = (m: typeof model) => m?.upfront.lines.find((line) => line.key === 'child-1-first-term')?.amount ?? 0;
    expect(firstTerm(half)).toBeCloseTo(firstTerm(model) / 2, -1);
  });

  it('a package typed on the results moves the charges on pay: Bahrain’s 1%, the screen and the years', () => {
    // Typed BHD 36,000 a year = 3,000 a month: the line is 30, not 1% of the 2,000 entered (20).
    const bahrain: CalculatorState = {
      ...state,
      answers: answers({
        location: { country: 'Bahrain', city: 'Manama', district: '' },
        amounts: { ...initialAnswers.amounts, grossSalary: entered('2000') },
      }),
      adjustments: { ...initialAdjustments, packageOverride: { amount: 36_000, period: 'annual' } },
    };
    const line = (model: ReturnType<typeof buildResultsModel>) =>
      model?.expenses.find((c) => c.category === 'Residence & Visas')?.subItems.find((l) => l.rule?.key === 'unemployment-insurance');
    const typed = buildResultsModel(bahrain);
    expect(line(typed)?.amount).toBe(30);
    expect(line(buildResultsModel({ ...bahrain, adjustments: initialAdjustments }))?.amount).toBe(20);
    expect(typed?.projection[0]?.totalExpenses).toBe(typed?.evaluation.totalExpenses);
  });

  it('keeps monthly edits as they are', () => {
    expect(monthlyExpenseEdits({ Transportation: { amount: 90, period: 'monthly' } })).toEqual({ Transportation: 90 });
  });
});

describe('the housing answer', () => {
  const withAllowance = (housing: CalculatorAnswers['benefits']['housing']) =>
    toOfferInput(
      answers({
        benefits: { ...initialAnswers.benefits, housing },
        amounts: { ...initialAnswers.amounts, grossSalary: entered('20000'), housingAllowance: entered('6000') },
      }),
    );

  it('counts a typed allowance only while housing is a cash allowance, and keeps it as typed otherwise', () => {
    expect(withAllowance('allowance')?.benefits).toMatchObject({ housing: 'allowance', housingAllowance: 6_000 });
    expect(withAllowance('provided')?.benefits).toMatchObject({ housing: 'provided', housingAllowance: 0 });
    expect(withAllowance('none')?.benefits).toMatchObject({ housing: 'none', housingAllowance: 0 });
  });

  it('employer housing leaves no rent in the Housing category, only utilities', () => {
    const state: CalculatorState = {
      ...initialState,
      started: true,
      step: 5,
      answers: answers({
        benefits: { ...initialAnswers.benefits, housing: 'provided' },
        amounts: { ...initialAnswers.amounts, grossSalary: entered('20000') },
      }),
    };
    const housing = buildResultsModel(state)?.expenses.find((c) => c.category === 'Housing');
    const t = translator('en');
    expect(housing?.subItems.map((item) => [t(item.label), item.amount])).toEqual([
      ['Rent: home provided by your employer', 0],
      ['Utilities (Electric/Water)', expect.any(Number)],
    ]);
  });
});
