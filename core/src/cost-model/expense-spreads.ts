// What the expense ranges are, said truthfully. The bars on the results screen are fixed bands
// around the estimate (spec section 9), not the cheapest and dearest prices anyone
// pays; Domestic Help's bar is the country's typical wage range. Where the bundled data does hold
// a real spread (rents across a city's districts, a curriculum's fee range) it is computed here,
// so the breakdown and the PDF show the same figures the model uses. The words are messages of
// locales/en.json and ar.json.
import { aedToLocalFactor } from '../money/index.ts';
import { categoryRangePercents, housingUnitFor, monthlySchoolFeeAed, type ExpenseCategoryName } from './cost-constants.ts';
import type { CountryCode } from '../countries/index.ts';
import { countryName, countryProfile, currencyFor } from '../countries/index.ts';
import { countryCostData } from '../places/index.ts';
import { domesticHelpHint } from '../household/index.ts';
import { expenseCategoryLabel } from './expense-labels.ts';
import { money, type Message } from '../language/index.ts';
import type { ChildInput, OfferLocation } from '../household/index.ts';
import { pricedFeeRange } from '../schools/index.ts';
import { message, type CostModelMessageId } from './messages.ts';

/** Categories whose bar is not a percentage band of the estimate. */
const wageRangeCategory: ExpenseCategoryName = 'Domestic Help';

/** How a category's bar is made, e.g. "70% to 140% of our estimate". */
export function rangeBasis(category: ExpenseCategoryName, country: CountryCode): Message<CostModelMessageId> {
  if (category === wageRangeCategory) {
    const hint = domesticHelpHint(country);
    return message('costModel.range.wage', { country: countryName(country), min: money(hint.min, country), max: money(hint.max, country) });
  }
  const { low, high } = categoryRangePercents[category];
  return message('costModel.range.band', { low, high });
}

/** Items of a list, each after the one before it: "a, b, c". */
function listOf(items: readonly Message<CostModelMessageId>[]): Message<CostModelMessageId> {
  const [first, ...rest] = items;
  if (!first) throw new Error('An empty list');
  return rest.length === 0 ? first : message('costModel.range.list', { first, rest: listOf(rest) });
}

/** One sentence on what the bars are, listing every category's band from categoryRangePercents. */
export const rangeMethodSummary: Message<CostModelMessageId> = message('costModel.range.method', {
  bands: listOf(
    (Object.entries(categoryRangePercents) as [ExpenseCategoryName, { low: number; high: number }][])
      .filter(([category]) => category !== wageRangeCategory)
      .map(([category, { low, high }]) => message('costModel.range.categoryBand', { category: expenseCategoryLabel(category), low, high })),
  ),
  wageCategory: expenseCategoryLabel(wageRangeCategory),
});

/** Shorter wording for lists of features, from the same facts. */
export const rangeFeatureSummary: Message<CostModelMessageId> = message('costModel.range.featureSummary');

export interface RentSpread {
  /** The unit the household's rent is priced as: Studio, 1BR, 2BR or 3BR. */
  unit: string;
  /** Monthly rent of that unit in the cheapest and dearest district, local currency. */
  min: number;
  max: number;
  /** How many districts the spread covers. */
  districts: number;
  /** The city, or the country's name when no city in the data was chosen. */
  place: string;
}

/**
 * Rent for the household's unit (the district's 1BR rent × the unit's factor, as the cost model
 * prices it) across every district of the chosen city, or of the country when no known city is
 * chosen. Null when fewer than two districts leave nothing to spread.
 */
export function rentSpread(location: OfferLocation, householdSize: number): RentSpread | null {
  const data = countryCostData(location.country);
  const city = location.city ? data.cities.find((c) => c.name === location.city) : undefined;
  const districts = city ? city.districts : data.cities.flatMap((c) => c.districts);
  if (districts.length < 2) return null;
  const { unit, factor } = housingUnitFor(householdSize);
  const rents = districts.map((d) => Math.round(d.rent1BR * factor));
  return {
    unit,
    min: Math.min(...rents),
    max: Math.max(...rents),
    districts: districts.length,
    place: city ? city.name : countryProfile(location.country).name,
  };
}

export interface SchoolFeeSpread {
  /** Monthly fees of all the children at the bottom and the top of their curricula's ranges. */
  min: number;
  max: number;
  /** Children priced from a fee range, and children priced at the fixed fallback fee. */
  fromRanges: number;
  atFallback: number;
}

/**
 * The monthly school fees of the children at the low and high end of the fee table's annual
 * ranges for their curricula and levels, before any education allowance. A child with no range
 * (no curriculum chosen) counts at the fixed fallback fee at both ends. Null when no child has a
 * range, since then there is no spread in the data to show.
 */
export function schoolFeeSpread(country: CountryCode, children: readonly ChildInput[]): SchoolFeeSpread | null {
  const factor = aedToLocalFactor(currencyFor(country));
  const monthly = (annual: number) => Math.round((annual / 12) * factor);
  // A child without a range is priced at the model's own fallback at both ends of the spread.
  let min = 0;
  let max = 0;
  let fromRanges = 0;
  for (const child of children) {
    const range = pricedFeeRange(child);
    if (range) {
      min += monthly(range.min);
      max += monthly(range.max);
      fromRanges += 1;
    } else {
      const fee = Math.round(monthlySchoolFeeAed(child) * factor);
      min += fee;
      max += fee;
    }
  }
  if (fromRanges === 0) return null;
  return { min, max, fromRanges, atFallback: children.length - fromRanges };
}
