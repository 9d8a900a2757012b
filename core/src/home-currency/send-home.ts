// Issue 11: "send home each month". The visitor names an amount in their home currency; it is
// converted to the Gulf currency and checked against the monthly surplus the same way as the savings
// goal (evaluateOffer's savingsGoal: achievable when surplus ≥ target, difference = surplus − target).
import type { CountryCode } from '../countries/index.ts';
import { fromHomeCurrency, toHomeCurrency, type HomeCurrencyCode } from './home-currency.ts';

export interface SendHomeInput {
  /** The monthly surplus, local currency (negative when expenses and debts exceed the package). */
  monthlySurplus: number;
  /** What the visitor wants to send home each month, in the home currency; 0 or more. */
  targetHome: number;
  code: HomeCurrencyCode;
  country: CountryCode | undefined | null;
}

export interface SendHomeCheck {
  /** The target in the local currency, rounded to whole units like every amount the product shows. */
  targetLocal: number;
  /** True when the surplus covers the target. */
  achievable: boolean;
  /** Surplus − targetLocal, local currency: spare when ≥ 0, shortfall when < 0. */
  difference: number;
  /** The same difference in the home currency, whole units. */
  differenceHome: number;
}

/**
 * Whether the monthly surplus covers sending `targetHome` home. The target is rounded to whole local
 * units before it is compared, so the amounts shown and the answer always agree.
 */
export function sendHomeCheck({ monthlySurplus, targetHome, code, country }: SendHomeInput): SendHomeCheck {
  if (!Number.isFinite(targetHome) || targetHome < 0) throw new RangeError(`The amount to send home must be 0 or more, not ${targetHome}`);
  const targetLocal = Math.round(fromHomeCurrency(targetHome, country, code));
  const difference = monthlySurplus - targetLocal;
  return {
    targetLocal,
    achievable: monthlySurplus >= targetLocal,
    difference,
    // + 0 turns a rounded -0 into 0.
    differenceHome: Math.round(toHomeCurrency(difference, country, code)) + 0,
  };
}
