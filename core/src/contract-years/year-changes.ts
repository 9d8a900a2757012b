// What moves in a contract year, as the projection reports it: each change's sentence for the year's
// list, its clause for the verdict-change sentence, and what it adds to the month's costs. Both are
// messages; a clause that opens the verdict-change sentence takes `form: 'start'`.
import type { AgeBand, ChildInput } from '../household/index.ts';
import type { CountryCode } from '../countries/index.ts';
import { monthlySchoolFeeAed } from '../cost-model/index.ts';
import { money, type Message } from '../language/index.ts';
import { bandStartName, childStage } from './age-bands.ts';
import { message, type ContractYearsMessageId } from './messages.ts';

export interface Change {
  text: Message<ContractYearsMessageId>;
  /** The clause naming it in the first-worse-year sentence. */
  clause: Message<ContractYearsMessageId>;
  /** What it adds to the year's costs, monthly (negative for a raise or a saving). */
  costRise: number;
}

/** The change with the largest positive `size` (the biggest rise, or with the sign turned the biggest easing); undefined when none is above 0. */
export function largestBy(changes: readonly Change[], size: (change: Change) => number): Change | undefined {
  let largest: Change | undefined;
  for (const change of changes) if (size(change) > 0 && (largest === undefined || size(change) > size(largest))) largest = change;
  return largest;
}

/** A percent as the sentences write it: at most two decimals, no trailing zeros ("2.35", "5"). */
const percentValue = (percent: number) => Number(Math.abs(percent).toFixed(2));

/** The gross salary moving by a yearly rise, from `gross` to `next` a month. */
export function salaryChange(gross: number, next: number, percent: number, country: CountryCode): Change {
  const values = { direction: next > gross ? 'rise' : 'fall', amount: money(next, country) };
  return {
    text: message('contractYears.change.salary', { ...values, percent: percentValue(percent) }),
    clause: message('contractYears.clause.salary', values),
    costRise: gross - next,
  };
}

/** The monthly rent moving by a yearly rise, from `rent` to `next`. */
export function rentChange(rent: number, next: number, percent: number, country: CountryCode): Change {
  const text = message('contractYears.change.rent', {
    direction: next >= rent ? 'rise' : 'fall',
    percent: percentValue(percent),
    amount: money(next * 12, country),
  });
  return { text, clause: text, costRise: next - rent };
}

/** School fees rising by the place's rule for the children who stay in their stage. */
export function feeRiseChange(percent: number, sameBandRise: number): Change {
  return {
    text: message('contractYears.change.schoolFees', { percent: percentValue(percent) }),
    clause: message('contractYears.clause.schoolFees', { percent: percentValue(percent) }),
    costRise: sameBandRise,
  };
}

/** One child's monthly fee in a band at a price level (1 in year 1), local currency; 0 once out of school. */
export function childFee(child: ChildInput, band: AgeBand | null, factor: number, priceLevel: number): number {
  if (band === null) return 0;
  return Math.round(monthlySchoolFeeAed({ age: band, curriculum: child.curriculum ?? null }) * factor * priceLevel);
}

/** A child moving up a stage whose fee in our table is the same as the last stage's. */
export function sameFeeStageChange(position: number, child: ChildInput, after: AgeBand): Change {
  return {
    text: message('contractYears.change.sameFee', {
      position,
      stage: childStage(child, after),
      curriculum: child.curriculum ? 'chosen' : 'none',
    }),
    clause: message('contractYears.clause.sameFee', { position, band: bandStartName(after) }),
    costRise: 0,
  };
}

/** A child moving up a band or leaving school (`after` null), with the change of the year's fees. */
export function childChange(position: number, child: ChildInput, after: AgeBand | null, change: number, country: CountryCode): Change {
  if (after === null)
    return {
      text: message('contractYears.change.finishesSchool', { position, amount: money(-change, country) }),
      clause: message('contractYears.clause.finishesSchool', { position }),
      costRise: change / 12,
    };
  const values = { position, direction: change >= 0 ? 'rise' : 'fall', amount: money(Math.abs(change), country) };
  return {
    text: message('contractYears.change.startsStage', { ...values, stage: childStage(child, after) }),
    clause: message('contractYears.clause.startsStage', { ...values, band: bandStartName(after) }),
    costRise: change / 12,
  };
}
