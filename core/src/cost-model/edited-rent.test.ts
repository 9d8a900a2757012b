import { describe, expect, it } from 'vitest';
import { projectContract } from '../contract-years/index.ts';
import type { ExpenseCategory } from './cost-constants.ts';
import { estimateExpenses } from './cost-model.ts';
import { editedMonthlyRent } from './edited-rent.ts';
import { offerInput } from '../test-support/index.ts';
import { upfrontCash } from '../cash-up-front/index.ts';

const family = offerInput({
  location: { country: 'UAE', city: 'Dubai', district: 'Jumeirah Village Circle (JVC)' },
  household: { adults: 2, children: [] },
  financials: { grossSalary: 40_000, existingDebts: 0, savingsGoal: 0 },
});
const estimate = estimateExpenses(family);
const housing = estimate.find((c) => c.category === 'Housing');
// JVC, 1BR AED 6,333 a month; 2 people rent a 1BR: AED 6,333 a month, the first line of Housing.
const modelRent = 6_333;

/** The breakdown as the results show it with Housing typed over: the model's lines under the typed amount. */
const shownWithHousing = (categories: readonly ExpenseCategory[], amount: number) =>
  categories.map((c) => (c.category === 'Housing' ? { ...c, amount } : c));

describe('editedMonthlyRent: an edited Housing is read as a change of rent', () => {
  it('puts the whole difference on the rent and leaves the other lines', () => {
    expect(housing?.subItems[0]?.amount).toBe(modelRent);
    const edited = (housing?.amount ?? 0) - 1_333;
    expect(editedMonthlyRent(family, shownWithHousing(estimate, edited))).toBe(5_000);
    expect(editedMonthlyRent(family, estimate)).toBeUndefined();
    expect(editedMonthlyRent(family, shownWithHousing(estimate, 0))).toBe(0);
    const provided = { ...family, benefits: { ...family.benefits, housing: 'provided' as const } };
    expect(editedMonthlyRent(provided, shownWithHousing(estimateExpenses(provided), 500))).toBeUndefined();
  });

  it('the cash up front and the second year follow the edited rent', () => {
    // Four cheques a year of AED 5,000 × 12 = 60,000: the first is 15,000, the deposit 5% = 3,000.
    const lines = Object.fromEntries(upfrontCash(family, { monthlyRent: 5_000 }).lines.map((line) => [line.key, line.amount]));
    expect(lines).toMatchObject({ 'rent-first': 15_000, 'rent-deposit': 3_000 });
    const model = Object.fromEntries(upfrontCash(family).lines.map((line) => [line.key, line.amount]));
    expect(model['rent-first']).toBe(Math.round((modelRent * 12) / 4));
    // At 5% a year the rent rises from AED 60,000 to 63,000 a year, AED 250 a month more, not the model's 317.
    const [, year2] = projectContract(family, { years: 2, rentIncreasePercent: 5, monthlyRent: 5_000 });
    const yearlyRent = (changes: readonly { values?: Readonly<Record<string, unknown>> | undefined }[] | undefined) =>
      changes?.[0]?.values?.amount;
    expect(yearlyRent(year2?.changes)).toEqual({ money: 63_000, country: 'UAE' });
    const [, modelYear2] = projectContract(family, { years: 2, rentIncreasePercent: 5 });
    expect(yearlyRent(modelYear2?.changes)).not.toEqual({ money: 63_000, country: 'UAE' });
  });
});
