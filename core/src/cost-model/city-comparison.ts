// The city comparison is computed from the model, for a family of four (2 adults,
// 2 children) at each city's average: rent (2BR) + groceries + transport (no car provision) + utilities.
import type { CountryCode } from '../countries/index.ts';
import { costConstants, housingUnitFor, utilitiesFor } from './cost-constants.ts';
import { aedToLocalFactor } from '../money/index.ts';
import { currencyFor } from '../countries/index.ts';
import { costRecord, listCities } from '../places/index.ts';

export interface CityComparisonRow {
  name: string;
  avgMonthlyCost: number;
  isCurrent: boolean;
}

const familyOfFour = 4;

/** Monthly rent + groceries + transport + utilities for a family of four at a city's average. */
export function familyOfFourCost(country: CountryCode, city: string): number {
  const figures = costRecord({ country, city });
  const factor = aedToLocalFactor(currencyFor(country));
  const rent = Math.round(figures.rent1BR * housingUnitFor(familyOfFour).factor);
  const groceries = Math.round(costConstants.groceriesPerPerson * familyOfFour * figures.groceriesMultiplier * factor);
  const utilities = Math.round(utilitiesFor(figures.utilities, familyOfFour));
  return rent + groceries + figures.transportCost + utilities;
}

/** Every city of the country with data, most expensive first, the chosen one flagged. */
export function compareCities(country: CountryCode, currentCity?: string | null): CityComparisonRow[] {
  return listCities(country)
    .map((name) => ({ name, avgMonthlyCost: familyOfFourCost(country, name), isCurrent: name === currentCity }))
    .sort((a, b) => b.avgMonthlyCost - a.avgMonthlyCost);
}
