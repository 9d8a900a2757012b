// Whatever the visitor types, and however often the Monthly/Annual toggle is switched, an amount
// shown in the period it was typed in reads back exactly as typed: in the steps, in the results
// (figures and editors) and in the PDF report's lines.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countryCodes, formatMoney, type CountryCode, type ExpenseCategoryName, type SalaryPeriod } from '#core';
import { inPeriod } from '../components/results/display-period.ts';
import { writeOfferReport } from '../report/offer-report.ts';
import type { ReportSink } from '../report/report-sink.ts';
import {
  initialState,
  moneyFields,
  shownAmount,
  type CalculatorAction,
  type CalculatorState,
  type MoneyField,
} from './calculator-state.ts';
import { calculatorReducer } from './calculator-reducer.ts';
import { buildResultsModel, monthlyAnswer, monthlyOptionalCosts, type ResultsModel } from './results-model.ts';
import { digitsIn } from './typed-amount.ts';

const period = fc.constantFrom<SalaryPeriod>('monthly', 'annual');
/** Any amount the fields accept: up to 12 digits. */
const amount = fc.oneof(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 999_999_999_999 }));
const category = fc.constantFrom<ExpenseCategoryName>('Housing', 'Groceries & Food', 'Transportation', 'Communications');

type Step =
  | { op: 'toggle'; period: SalaryPeriod }
  | { op: 'type'; field: MoneyField; amount: number }
  | { op: 'edit-expense'; category: ExpenseCategoryName; amount: number; period: SalaryPeriod }
  | { op: 'override'; amount: number; period: SalaryPeriod }
  | { op: 'optional-cost'; amount: number; period: SalaryPeriod };

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ op: fc.constant('toggle' as const), period }) },
  { weight: 4, arbitrary: fc.record({ op: fc.constant('type' as const), field: fc.constantFrom(...moneyFields), amount }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('edit-expense' as const), category, amount, period }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('override' as const), amount, period }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('optional-cost' as const), amount, period }) },
);

interface Typed {
  amount: number;
  period: SalaryPeriod;
}

/** Plays the steps through the reducer and remembers what was last typed where. */
function play(country: CountryCode, steps: readonly Step[]) {
  let state = calculatorReducer(calculatorReducer(initialState, { type: 'start' }), { type: 'set-country', country });
  const fields: Partial<Record<MoneyField, Typed>> = {};
  let edits: Partial<Record<ExpenseCategoryName, Typed>> = {};
  let override: Typed | null = null;
  const optionalCosts: Typed[] = [];
  const dispatch = (action: CalculatorAction) => (state = calculatorReducer(state, action));
  for (const s of steps) {
    if (s.op === 'toggle') {
      if (s.period !== state.answers.salaryPeriod) override = null; // the steps' toggle clears an override (spec)
      dispatch({ type: 'set-salary-period', period: s.period });
    } else if (s.op === 'type') {
      const digits = String(s.amount);
      if (s.field === 'educationAllowance' && digits !== shownAmount(state.answers, s.field)) edits = {}; // it recalculates Education
      dispatch({ type: 'set-amount', field: s.field, value: digits });
      fields[s.field] = { amount: s.amount, period: state.answers.salaryPeriod };
    } else if (s.op === 'edit-expense') {
      dispatch({ type: 'edit-expense', category: s.category, amount: { amount: s.amount, period: s.period } });
      edits[s.category] = { amount: s.amount, period: s.period };
    } else if (s.op === 'override') {
      dispatch({ type: 'set-package-override', amount: { amount: s.amount, period: s.period } });
      override = { amount: s.amount, period: s.period };
    } else {
      dispatch({
        type: 'add-optional-cost',
        item: { id: `cost-${optionalCosts.length}`, name: `Cost ${optionalCosts.length}`, amount: s.amount, period: s.period },
      });
      optionalCosts.push({ amount: s.amount, period: s.period });
    }
  }
  return { state, fields, edits, override, optionalCosts };
}

/** The report's lines, as a list instead of a PDF. */
function reportRows(state: CalculatorState, model: ResultsModel) {
  const rows: { label: string; value: string }[] = [];
  const sink: ReportSink = {
    heading: () => undefined,
    paragraph: () => undefined,
    rule: () => undefined,
    pageBreak: () => undefined,
    row: (label, value) => rows.push({ label, value }),
  };
  writeOfferReport(sink, state, model, new Date(0));
  return rows;
}

const reportFieldLabels: Record<MoneyField, string> = {
  grossSalary: 'Gross salary',
  housingAllowance: 'Housing allowance',
  basicSalary: 'Basic salary',
  educationAllowance: 'Education allowance',
  existingDebts: 'Debt/loan payments',
  savingsGoal: 'Desired savings',
};

describe('amounts stay as typed', () => {
  it('in the steps, the results and the PDF, through any switches and edits', () => {
    fc.assert(
      fc.property(fc.constantFrom(...countryCodes), fc.array(step, { maxLength: 30 }), (country, steps) => {
        const { state, fields, edits, override, optionalCosts } = play(country, steps);
        const model = buildResultsModel(state);
        if (!model) throw new Error('a country was chosen');
        const money = (n: number) => formatMoney(n, country);
        const perPeriod = (p: SalaryPeriod) => (p === 'annual' ? 'a year' : 'a month');
        const rows = reportRows(state, model);
        const row = (label: string) => rows.find((r) => r.label === label)?.value;

        for (const field of moneyFields) {
          const typed = fields[field];
          if (!typed) continue;
          // The steps show the digits as typed whenever they show the period they were typed in.
          expect(digitsIn(state.answers.amounts[field], typed.period)).toBe(String(typed.amount));
          if (state.answers.salaryPeriod === typed.period) expect(shownAmount(state.answers, field)).toBe(String(typed.amount));
          // The core reads an exact monthly figure that reads back as typed.
          expect(money(inPeriod(monthlyAnswer(state.answers, field), typed.period))).toBe(money(typed.amount));
          const reported = row(reportFieldLabels[field]);
          if (reported !== undefined || field === 'grossSalary') expect(reported).toBe(`${money(typed.amount)} ${perPeriod(typed.period)}`);
        }

        const pkg = model.evaluation.packageAmount;
        if (override) {
          expect(money(inPeriod(pkg, override.period))).toBe(money(override.amount));
          // The package editor opens on the typed amount when it shows the period typed in.
          expect(String(Math.round(inPeriod(pkg, override.period)))).toBe(String(override.amount));
          expect(row('Package, edited on the results screen')).toBe(`${money(override.amount)} ${perPeriod(override.period)}`);
          if (override.period === state.answers.salaryPeriod) expect(row('Total package')).toBe(money(override.amount));
        } else {
          const salary = fields.grossSalary;
          const housing = fields.housingAllowance;
          if (salary && (!housing || housing.period === salary.period)) {
            expect(money(inPeriod(pkg, salary.period))).toBe(money(salary.amount + (housing?.amount ?? 0)));
          }
        }

        for (const [name, typed] of Object.entries(edits) as [ExpenseCategoryName, Typed][]) {
          const shown = model.expenses.find((c) => c.category === name);
          if (!shown) continue;
          expect(money(inPeriod(shown.amount, typed.period))).toBe(money(typed.amount));
          const reported = rows.find((r) => r.label.startsWith(`${name} (`));
          if (typed.period === state.answers.salaryPeriod) expect(reported?.value).toBe(money(typed.amount));
          else expect(reported?.label).toContain(`typed as ${money(typed.amount)} ${perPeriod(typed.period)}`);
        }

        monthlyOptionalCosts(state.adjustments.optionalCosts).forEach((item, i) => {
          const typed = optionalCosts[i];
          if (!typed) throw new Error('one typed amount per optional cost');
          expect(money(inPeriod(item.amount, typed.period))).toBe(money(typed.amount));
          const reported = rows.find((r) => r.label.startsWith(`${item.name}`) && r.label !== 'Optional costs total');
          if (typed.period === state.answers.salaryPeriod) expect(reported?.value).toBe(money(typed.amount));
          else expect(reported?.label).toContain(`typed as ${money(typed.amount)} ${perPeriod(typed.period)}`);
        });
      }),
    );
  });

  it('the example from the issue: 250,000 a year, switched back and forth, reads 250,000', () => {
    const { state } = play('UAE', [
      { op: 'toggle', period: 'annual' },
      { op: 'type', field: 'grossSalary', amount: 250_000 },
      { op: 'toggle', period: 'monthly' },
      { op: 'toggle', period: 'annual' },
    ]);
    expect(shownAmount(state.answers, 'grossSalary')).toBe('250000');
    const model = buildResultsModel(state);
    expect(model && formatMoney(inPeriod(model.evaluation.packageAmount, 'annual'), 'UAE')).toBe('AED 250,000');
    expect(model && formatMoney(inPeriod(model.evaluation.packageAmount, 'monthly'), 'UAE')).toBe('AED 20,833');
  });
});
