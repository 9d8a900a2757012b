// Monthly/annual conversion (spec section 4): x12 one way, /12 the other. Exact: a typed amount is
// kept in the period it was typed in and only shown converted, so rounding happens when a figure is
// formatted, never here (ADR 0003).
export const monthsPerYear = 12;

export type SalaryPeriod = 'monthly' | 'annual';

/** An amount in another period, without rounding: x12 to annual, /12 to monthly. */
export function convertPeriod(amount: number, from: SalaryPeriod, to: SalaryPeriod): number {
  if (from === to) return amount;
  return to === 'annual' ? amount * monthsPerYear : amount / monthsPerYear;
}
