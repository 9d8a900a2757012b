// Additional optional costs (spec section 3): the suggested list with AED defaults and ranges,
// converted to the local currency for display. A cost is kept under its name: a
// suggested cost's English name below (saved answers and share links hold it, so it is never
// reworded here; its words are the catalogue's), or the name the visitor typed, shown as typed.
import type { CountryCode } from '../countries/index.ts';
import { aedToLocalFactor } from '../money/index.ts';
import { currencyFor } from '../countries/index.ts';
import type { Message } from '../language/index.ts';
import { message, type HouseholdMessageId } from './messages.ts';

export interface OptionalCostItem {
  id: string;
  name: string;
  /** Monthly, local currency. */
  amount: number;
}

export interface SuggestedOptionalCost {
  /** The name a chosen suggestion is kept under. */
  name: string;
  /** The name as shown, in the page's language. */
  label: Message<HouseholdMessageId>;
  amount: number;
  min: number;
  max: number;
}

const suggestedInAed: readonly (Omit<SuggestedOptionalCost, 'label'> & { id: HouseholdMessageId })[] = [
  { name: 'Gym/Fitness Membership', id: 'household.optionalCost.gym', amount: 250, min: 200, max: 400 },
  { name: "Children's Activities (per child)", id: 'household.optionalCost.childrensActivities', amount: 300, min: 200, max: 500 },
  { name: 'Second Car Payment', id: 'household.optionalCost.secondCar', amount: 1_800, min: 1_500, max: 2_200 },
  { name: 'Pet Care', id: 'household.optionalCost.petCare', amount: 300, min: 200, max: 500 },
  { name: 'Monthly Savings Target', id: 'household.optionalCost.savingsTarget', amount: 2_000, min: 1_000, max: 3_000 },
  { name: 'Additional Travel Budget', id: 'household.optionalCost.travelBudget', amount: 800, min: 500, max: 1_500 },
  { name: 'Home Furnishing/Decor', id: 'household.optionalCost.furnishing', amount: 500, min: 300, max: 800 },
  { name: 'Streaming/Subscription Services', id: 'household.optionalCost.subscriptions', amount: 100, min: 50, max: 200 },
  { name: 'Club/Association Membership', id: 'household.optionalCost.clubMembership', amount: 400, min: 300, max: 600 },
  { name: 'Charity/Donations', id: 'household.optionalCost.charity', amount: 200, min: 100, max: 400 },
  { name: 'Extra Childcare/Babysitting', id: 'household.optionalCost.childcare', amount: 800, min: 600, max: 1_200 },
  { name: 'Professional Development/Courses', id: 'household.optionalCost.courses', amount: 300, min: 200, max: 500 },
];

const suggestedLabels = new Map(suggestedInAed.map((item) => [item.name, message(item.id)]));

/** An optional cost's name as shown: a suggested cost's in the page's language, any other as the visitor typed it. */
export function optionalCostLabel(name: string): Message<HouseholdMessageId> {
  return suggestedLabels.get(name) ?? message('household.optionalCost.named', { name });
}

/** The suggested optional costs in a country's currency, rounded to whole units. */
export function suggestedOptionalCosts(country: CountryCode | undefined | null): SuggestedOptionalCost[] {
  const factor = aedToLocalFactor(currencyFor(country));
  const local = (aed: number) => Math.max(1, Math.round(aed * factor));
  return suggestedInAed.map((item) => ({
    name: item.name,
    label: optionalCostLabel(item.name),
    amount: local(item.amount),
    min: local(item.min),
    max: local(item.max),
  }));
}

export function optionalCostsTotal(items: readonly Pick<OptionalCostItem, 'amount'>[]): number {
  return items.reduce((sum, item) => sum + item.amount, 0);
}
