// Every coverage figure the site shows is computed from the bundled data.
import { countryCodes, type CountryCode } from '../countries/index.ts';
import { allCountryCostData, countryCostData } from './district-data.ts';

export interface Coverage {
  countries: number;
  cities: number;
  districts: number;
  byCountry: Record<CountryCode, { cities: number; districts: number }>;
}

let cached: Coverage | undefined;

export function dataCoverage(): Coverage {
  if (cached) return cached;
  const byCountry = Object.fromEntries(
    countryCodes.map((code) => {
      const { cities } = countryCostData(code);
      return [code, { cities: cities.length, districts: cities.reduce((n, c) => n + c.districts.length, 0) }];
    }),
  ) as Record<CountryCode, { cities: number; districts: number }>;
  const all = allCountryCostData();
  cached = {
    countries: all.length,
    cities: all.reduce((n, c) => n + c.cities.length, 0),
    districts: all.reduce((n, c) => n + c.cities.reduce((m, city) => m + city.districts.length, 0), 0),
    byCountry,
  };
  return cached;
}
