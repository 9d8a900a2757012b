// The bundled district cost records, and the city and country averages derived from them.
import type { CountryCode } from '../countries/index.ts';
import { countryCodes } from '../countries/index.ts';
import type { CityCostData, CountryCostData, DistrictCostRecord } from './data-schemas.ts';
import { LocationCache } from './location-cache.ts';
import uae from '../../data/districts/uae.json' with { type: 'json' };
import ksa from '../../data/districts/ksa.json' with { type: 'json' };
import qatar from '../../data/districts/qatar.json' with { type: 'json' };
import oman from '../../data/districts/oman.json' with { type: 'json' };
import bahrain from '../../data/districts/bahrain.json' with { type: 'json' };
import kuwait from '../../data/districts/kuwait.json' with { type: 'json' };

// The JSON is checked against countryCostDataSchema in tests and at build; here it is only typed.
const dataByCountry: Readonly<Record<CountryCode, CountryCostData>> = {
  UAE: uae as CountryCostData,
  KSA: ksa as CountryCostData,
  Qatar: qatar as CountryCostData,
  Oman: oman as CountryCostData,
  Bahrain: bahrain as CountryCostData,
  Kuwait: kuwait as CountryCostData,
};

export function countryCostData(country: CountryCode): CountryCostData {
  return dataByCountry[country];
}

export function allCountryCostData(): CountryCostData[] {
  return countryCodes.map((code) => dataByCountry[code]);
}

function findCity(country: CountryCode, city: string): CityCostData | undefined {
  return dataByCountry[country].cities.find((c) => c.name === city);
}

export function listCities(country: CountryCode): string[] {
  return dataByCountry[country].cities.map((c) => c.name);
}

export function listDistricts(country: CountryCode, city: string): string[] {
  return findCity(country, city)?.districts.map((d) => d.name) ?? [];
}

/** The four figures the cost model reads. */
export type CostFigures = Pick<DistrictCostRecord, 'rent1BR' | 'utilities' | 'transportCost' | 'groceriesMultiplier'>;

/** What a cost record describes: the district itself, or the mean over a city's or country's districts. */
export type CostScope = 'district' | 'city' | 'country';

export interface ResolvedCostRecord extends CostFigures {
  scope: CostScope;
  /** True when the location asked for was not in the data and a wider average was used. */
  fellBack: boolean;
}

export interface LocationQuery {
  country: CountryCode;
  city?: string | null | undefined;
  district?: string | null | undefined;
}

/** Mean of the districts' figures: money rounded to whole units, the multiplier unrounded. */
export function meanCostFigures(districts: readonly CostFigures[]): CostFigures {
  const n = districts.length;
  const sum = (pick: (d: CostFigures) => number) => districts.reduce((total, d) => total + pick(d), 0);
  return {
    rent1BR: Math.round(sum((d) => d.rent1BR) / n),
    utilities: Math.round(sum((d) => d.utilities) / n),
    transportCost: Math.round(sum((d) => d.transportCost) / n),
    groceriesMultiplier: sum((d) => d.groceriesMultiplier) / n,
  };
}

const averages = new Map<string, CostFigures>();

function cachedMean(key: string, districts: () => readonly CostFigures[]): CostFigures {
  let figures = averages.get(key);
  if (!figures) {
    figures = meanCostFigures(districts());
    averages.set(key, figures);
  }
  return figures;
}

function countryAverage(country: CountryCode): CostFigures {
  return cachedMean(country, () => dataByCountry[country].cities.flatMap((c) => c.districts));
}

function cityAverage(country: CountryCode, city: CityCostData): CostFigures {
  return cachedMean(`${country}/${city.name}`, () => city.districts);
}

// Every record is made here, in one shape: the estimate reads their fields on every call, and
// records copied with a spread took several shapes, which made those reads slow.
function resolved(figures: CostFigures, scope: CostScope, fellBack: boolean): ResolvedCostRecord {
  const { rent1BR, utilities, transportCost, groceriesMultiplier } = figures;
  return { rent1BR, utilities, transportCost, groceriesMultiplier, scope, fellBack };
}

function resolve({ country, city, district }: LocationQuery): ResolvedCostRecord {
  if (!city) return resolved(countryAverage(country), 'country', false);
  const cityData = findCity(country, city);
  if (!cityData) return resolved(countryAverage(country), 'country', true);
  if (!district) return resolved(cityAverage(country, cityData), 'city', false);
  const record = cityData.districts.find((d) => d.name === district);
  if (!record) return resolved(cityAverage(country, cityData), 'city', true);
  return resolved(record, 'district', false);
}

// Resolved once per location and shared (frozen): every evaluation starts here, and the data never
// changes while the process runs.
const records = new LocationCache<Readonly<ResolvedCostRecord>>((location) => Object.freeze(resolve(location)));

/**
 * The district's record, or the city mean (no district), or the country mean (no city).
 * A city or district that is not in the data falls back to the next wider average, flagged.
 */
export function costRecord(location: LocationQuery): Readonly<ResolvedCostRecord> {
  return records.get(location);
}
