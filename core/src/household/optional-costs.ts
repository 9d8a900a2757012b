// Additional optional costs (spec section 3): the suggested list with AED defaults and ranges,
// converted to the local currency for display (decision 1).
import type { CountryCode } from '../countries/index.ts';
import { aedToLocalFactor } from '../money/index.ts';
import { currencyFor } from '../countries/index.ts';

export interface OptionalCostItem {
  id: string;
  name: string;
  /** Monthly, local currency. */
  amount: number;
}

export interface SuggestedOptionalCost {
  name: string;
  amount: number;
  min: number;
  max: number;
}

const suggestedInAed: readonly SuggestedOptionalCost[] = [
  { name: 'Gym/Fitness Membership', amount: 250, min: 200, max: 400 },
  { name: "Children's Activities (per child)", amount: 300, min: 200, max: 500 },
  { name: 'Second Car Payment', amount: 1_800, min: 1_500, max: 2_200 },
  { name: 'Pet Care', amount: 300, min: 200, max: 500 },
  { name: 'Monthly Savings Target', amount: 2_000, min: 1_000, max: 3_000 },
  { name: 'Additional Travel Budget', amount: 800, min: 500, max: 1_500 },
  { name: 'Home Furnishing/Decor', amount: 500, min: 300, max: 800 },
  { name: 'Streaming/Subscription Services', amount: 100, min: 50, max: 200 },
  { name: 'Club/Association Membership', amount: 400, min: 300, max: 600 },
  { name: 'Charity/Donations', amount: 200, min: 100, max: 400 },
  { name: 'Extra Childcare/Babysitting', amount: 800, min: 600, max: 1_200 },
  { name: 'Professional Development/Courses', amount: 300, min: 200, max: 500 },
];

/** The suggested optional costs in a country's currency, rounded to whole units. */
export function suggestedOptionalCosts(country: CountryCode | undefined | null): SuggestedOptionalCost[] {
  const factor = aedToLocalFactor(currencyFor(country));
  const local = (aed: number) => Math.max(1, Math.round(aed * factor));
  return suggestedInAed.map((item) => ({ name: item.name, amount: local(item.amount), min: local(item.min), max: local(item.max) }));
}

export function optionalCostsTotal(items: readonly Pick<OptionalCostItem, 'amount'>[]): number {
  return items.reduce((sum, item) => sum + item.amount, 0);
}
