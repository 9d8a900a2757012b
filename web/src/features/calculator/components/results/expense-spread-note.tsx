import { householdSize, rangeBasis, rentSpread, schoolFeeSpread, type CountryCode, type ExpenseCategoryName, type OfferInput } from '#core';

/**
 * Under a category's bar: what the bar is (a fixed band, or Domestic Help's wage range) and, for
 * Housing and Education, the real spread our data holds. All figures come from the core.
 */
export function ExpenseSpreadNote({
  category,
  input,
  money,
  per,
}: {
  category: ExpenseCategoryName;
  input: OfferInput;
  money: (monthly: number) => string;
  per: string;
}) {
  const country: CountryCode = input.location.country;
  return (
    <p className="mt-1 text-xs text-slate-600" data-testid="expense-range-basis">
      Bar: {rangeBasis(category, country)}.{spreadSentence(category, input, money, per)}
    </p>
  );
}

function spreadSentence(category: ExpenseCategoryName, input: OfferInput, money: (monthly: number) => string, per: string): string {
  const { adults, children } = input.household;
  if (category === 'Housing') {
    // With employer housing there is no rent, so the rents of other districts say nothing here.
    if (input.benefits.housing === 'provided') return '';
    const spread = rentSpread(input.location, householdSize(adults, children.length));
    if (!spread) return '';
    return ` In our data, ${spread.unit} rents across ${spread.place}'s ${spread.districts} districts run from ${money(spread.min)} to ${money(spread.max)} ${per}.`;
  }
  if (category === 'Education') {
    const spread = schoolFeeSpread(input.location.country, children);
    if (!spread) return '';
    const fallback =
      spread.atFallback > 0
        ? `; ${spread.atFallback === 1 ? 'a child' : `${spread.atFallback} children`} without a curriculum at the fixed fallback fee`
        : '';
    return ` Our fee table's ranges for your children's curricula and levels run from ${money(spread.min)} to ${money(spread.max)} ${per}, before any allowance${fallback}.`;
  }
  return '';
}
