import { convertPeriod, type SalaryPeriod } from '#core';

/** A monthly amount as shown in the chosen period (x12 for annual; rounded only when formatted). */
export function inPeriod(monthly: number, period: SalaryPeriod): number {
  return convertPeriod(monthly, 'monthly', period);
}
