// The Housing category edited on the results is read as a change of rent: what the household says it
// will pay for its home. The cash before the first salary (the first rent payment, the deposit, the
// agency fee) and the later years (the rent rises) follow that rent rather than the model's. The
// category's other lines (utilities, a rent-linked fee) stay as estimated, so the whole difference
// goes to the rent.
import type { ExpenseCategory } from './cost-constants.ts';
import type { OfferInput } from './offer-input.ts';

/**
 * The monthly rent an edited Housing category implies, or undefined when Housing was not edited or
 * the employer provides the home. `estimate` is the model's breakdown (estimateExpenses), whose
 * Housing category lists the rent first.
 */
export function editedMonthlyRent(
  input: OfferInput,
  estimate: readonly ExpenseCategory[],
  editedHousing: number | undefined,
): number | undefined {
  if (editedHousing === undefined || (input.benefits.housing ?? 'allowance') === 'provided') return undefined;
  const housing = estimate.find((category) => category.category === 'Housing');
  const rent = housing?.subItems[0]?.amount;
  if (!housing || rent === undefined) return undefined;
  return Math.max(0, Math.round(rent + editedHousing - housing.amount));
}
