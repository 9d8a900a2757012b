import { convertPeriod, type SalaryPeriod } from '../../../../../../core/src/index.ts';

/** A monthly amount as shown in the chosen period. */
export function inPeriod(monthly: number, period: SalaryPeriod): number {
  return convertPeriod(monthly, 'monthly', period);
}

/** An amount typed in the chosen period, as the monthly figure the model keeps. */
export function fromPeriod(amount: number, period: SalaryPeriod): number {
  return convertPeriod(amount, period, 'monthly');
}

export function perPeriod(period: SalaryPeriod): string {
  return period === 'annual' ? 'a year' : 'a month';
}
