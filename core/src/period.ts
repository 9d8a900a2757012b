// Monthly/annual conversion (spec section 4): ×12 one way, ÷12 rounded the other.
export const monthsPerYear = 12;

export type SalaryPeriod = 'monthly' | 'annual';

export function monthlyToAnnual(amount: number): number {
  return amount * monthsPerYear;
}

export function annualToMonthly(amount: number): number {
  return Math.round(amount / monthsPerYear);
}

/** Converts an amount entered in one period to the other. */
export function convertPeriod(amount: number, from: SalaryPeriod, to: SalaryPeriod): number {
  if (from === to) return amount;
  return to === 'annual' ? monthlyToAnnual(amount) : annualToMonthly(amount);
}
