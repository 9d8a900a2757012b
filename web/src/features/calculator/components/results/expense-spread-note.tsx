import {
  cityName,
  countryName,
  householdSize,
  rangeBasis,
  rentSpread,
  schoolFeeSpread,
  type CountryCode,
  type ExpenseCategoryName,
  type housingUnitFor,
  type OfferInput,
  type SalaryPeriod,
} from '#core';
import type { MessageId } from '#web/i18n/i18n.ts';
import { useWords, type Words } from './results-words.ts';

/** The unit a household's rent is priced as, in the plural the sentence needs ("2BR rents"). */
const unitNames: Readonly<Record<ReturnType<typeof housingUnitFor>['unit'], MessageId>> = {
  Studio: 'results.unit.studio',
  '1BR': 'results.unit.oneBedroom',
  '2BR': 'results.unit.twoBedroom',
  '3BR': 'results.unit.threeBedroom',
};

/**
 * Under a category's bar: what the bar is (a fixed band, or Domestic Help's wage range) and, for
 * Housing and Education, the real spread our data holds. All figures come from the core.
 */
export function ExpenseSpreadNote({
  category,
  input,
  money,
  period,
}: {
  category: ExpenseCategoryName;
  input: OfferInput;
  money: (monthly: number) => string;
  period: SalaryPeriod;
}) {
  const words = useWords();
  const country: CountryCode = input.location.country;
  const spread = spreadSentence(category, input, money, period, words);
  return (
    <p className="mt-1 text-xs text-slate-600" data-testid="expense-range-basis">
      {words.t('results.breakdown.bar', { basis: rangeBasis(category, country) })}
      {spread ? ` ${spread}` : null}
    </p>
  );
}

function unitName(unit: string, t: Words['t']): string {
  const id = (unitNames as Readonly<Partial<Record<string, MessageId>>>)[unit];
  return id ? t(id) : unit;
}

function spreadSentence(
  category: ExpenseCategoryName,
  input: OfferInput,
  money: (monthly: number) => string,
  period: SalaryPeriod,
  { t }: Words,
): string {
  const { adults, children } = input.household;
  if (category === 'Housing') {
    // With employer housing there is no rent, so the rents of other districts say nothing here.
    if (input.benefits.housing === 'provided') return '';
    const spread = rentSpread(input.location, householdSize(adults, children.length));
    if (!spread) return '';
    // The spread is across the chosen city's districts, or the whole country's when no city in the data was chosen.
    const place = t(input.location.city === spread.place ? cityName(spread.place) : countryName(input.location.country));
    return t('results.breakdown.rentSpread', {
      unit: unitName(spread.unit, t),
      place,
      districts: spread.districts,
      min: money(spread.min),
      max: money(spread.max),
      period,
    });
  }
  if (category === 'Education') {
    const spread = schoolFeeSpread(input.location.country, children);
    if (!spread) return '';
    const values = { min: money(spread.min), max: money(spread.max), period };
    return spread.atFallback > 0
      ? t('results.breakdown.feeSpreadFallback', { ...values, count: spread.atFallback })
      : t('results.breakdown.feeSpread', values);
  }
  return '';
}
