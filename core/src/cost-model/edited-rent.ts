// The breakdown is edited by category, not by line, so an edit is put on the line it most likely
// changes: an edited Housing is read as a change of rent, what the household says it will pay for its
// home. The negotiation brief asks for that rent; the cash before the first salary (the first rent
// payment, the deposit, the agency fee) and the later years (the rent rises) follow it. The category's
// other lines (utilities, a rent-linked fee) stay as estimated, so the whole difference goes to the rent.
import { sumOfAmounts } from '../money/index.ts';
import type { ExpenseCategory, ExpenseSubItem } from './cost-constants.ts';
import { districtFigureSource } from './figure-sources.ts';
import type { LocationQuery } from '../places/index.ts';
import type { OfferInput } from '../household/index.ts';

/** A category of the breakdown as shown: an edited one keeps the model's lines under the typed amount. */
export type ShownCategory = Pick<ExpenseCategory, 'category' | 'amount' | 'subItems'>;

/** The model's amount of a category as shown: its lines' sum (an edited category keeps the model's lines). */
export const modelAmount = (category: ShownCategory): number => sumOfAmounts(category.subItems);

/** The visitor's change to a category: its amount less the model's (0 when not edited). */
export const categoryEdit = (category: ShownCategory): number => category.amount - modelAmount(category);

/** The Housing line priced from the district's rent (the others are utilities and fees), if there is one. */
export function rentLineOf(location: LocationQuery, housing: ShownCategory | undefined): ExpenseSubItem | undefined {
  const rentSource = districtFigureSource(location, 'rent');
  return housing?.subItems.find((line) => line.source === rentSource);
}

/**
 * The monthly rent an edited Housing implies, read from the breakdown as shown, or undefined when
 * Housing was not edited or the employer provides the home (the model's rent stands).
 */
export function editedMonthlyRent(input: OfferInput, shown: readonly ShownCategory[]): number | undefined {
  if ((input.benefits.housing ?? 'allowance') === 'provided') return undefined;
  const housing = shown.find((category) => category.category === 'Housing');
  const rentLine = rentLineOf(input.location, housing);
  if (!housing || !rentLine) return undefined;
  const edit = categoryEdit(housing);
  return edit === 0 ? undefined : Math.max(0, Math.round(rentLine.amount + edit));
}
