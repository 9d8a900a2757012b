// What the visitor types is kept exactly as typed, together with the period it was typed in. It is
// converted (x12 or /12, never rounded) only to compute or to show it in the other period; figures
// are rounded only when formatted. So 250,000 a year stays 250,000 a year however often the
// Monthly/Annual toggle is switched, and reads 20,833 a month in the monthly view.
import { convertPeriod, type SalaryPeriod } from '#core';

/** A wizard amount field: the digits as typed (blank when empty) and the period they were typed in. */
export interface EnteredAmount {
  digits: string;
  period: SalaryPeriod;
}

/** An amount typed on the results screen, in the period it was typed in. */
export interface PeriodAmount {
  amount: number;
  period: SalaryPeriod;
}

export const blankAmount = (period: SalaryPeriod): EnteredAmount => ({ digits: '', period });

/** A typed amount in `period`: as typed in its own period, converted exactly otherwise. */
export function amountIn(typed: PeriodAmount, period: SalaryPeriod): number {
  return convertPeriod(typed.amount, typed.period, period);
}

/** A typed amount as the monthly figure the core reads (may be fractional). */
export function monthlyOf(typed: PeriodAmount): number {
  return amountIn(typed, 'monthly');
}

/** An entered amount as a number in the period it was typed in; blank counts as 0. */
export function enteredNumber(entry: EnteredAmount): number {
  return entry.digits === '' ? 0 : Number(entry.digits);
}

/** An entered amount as a period amount (blank is 0). */
export function enteredAmount(entry: EnteredAmount): PeriodAmount {
  return { amount: enteredNumber(entry), period: entry.period };
}

/** What an amount field shows in `period`: its digits as typed in its own period, else converted and rounded to whole units. */
export function digitsIn(entry: EnteredAmount, period: SalaryPeriod): string {
  if (entry.period === period || entry.digits === '') return entry.digits;
  return String(Math.round(convertPeriod(enteredNumber(entry), entry.period, period)));
}
