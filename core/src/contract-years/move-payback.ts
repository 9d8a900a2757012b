// When the contract's surpluses make back the cash the move needs up front. The year-by-year
// "saved so far" adds up surpluses only, so a family that spends its savings on
// rent cheques and school deposits could read it as money in hand; this joins the two moments.
import type { ContractYear } from './contract-projection.ts';

export interface MovePayback {
  /** The cash needed up front, net of the relocation allowance; local currency. */
  upfront: number;
  /**
   * The month of the contract (1 = the first) from which the surpluses so far stay at or above the
   * cash up front to the contract's end; null when the contract ends short of it.
   */
  month: number | null;
  /** The savings at the end of the contract with the cash up front taken off; negative when short. */
  atEnd: number;
  /** The end-of-service benefit for completing the contract, paid on leaving. */
  benefitAtEnd: number;
}

type PaybackYear = Pick<ContractYear, 'surplus' | 'cumulativeSavings' | 'gratuityAccrued'>;

/** Null when nothing is needed up front or there is no year. Months are walked one by one: at most 120. */
export function movePayback(projection: readonly PaybackYear[], upfront: number): MovePayback | null {
  const last = projection.at(-1);
  if (!last || upfront <= 0) return null;
  let saved = 0;
  let month = 0;
  // The last month whose running total is still below the cash up front (0: before the first salary).
  let lastShort = 0;
  for (const year of projection)
    for (let i = 0; i < 12; i++) {
      month += 1;
      saved += year.surplus;
      if (saved < upfront) lastShort = month;
    }
  return {
    upfront,
    month: lastShort === month ? null : lastShort + 1,
    // + 0: a float a hair below zero rounds to -0, which money formatting would sign.
    atEnd: Math.round(last.cumulativeSavings - upfront) + 0,
    benefitAtEnd: last.gratuityAccrued,
  };
}
