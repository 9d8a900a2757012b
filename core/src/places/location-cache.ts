// A value per location (country → city → district), built on first use and kept. The bundled data
// never changes while the process runs, so what depends on the place alone is resolved once;
// nested maps keyed by the strings the caller holds avoid building a combined key on every read.
import type { CountryCode } from '../countries/index.ts';
import type { LocationQuery } from './district-data.ts';

export class LocationCache<T> {
  private readonly byCountry = new Map<CountryCode, Map<string, Map<string, T>>>();

  constructor(private readonly build: (location: LocationQuery) => T) {}

  /** The value for a location; no city or district ('' or absent) is its own entry. */
  get(location: LocationQuery): T {
    let byCity = this.byCountry.get(location.country);
    if (byCity === undefined) this.byCountry.set(location.country, (byCity = new Map()));
    const cityKey = location.city ?? '';
    let byDistrict = byCity.get(cityKey);
    if (byDistrict === undefined) byCity.set(cityKey, (byDistrict = new Map()));
    const districtKey = location.district ?? '';
    let value = byDistrict.get(districtKey);
    if (value === undefined) byDistrict.set(districtKey, (value = this.build(location)));
    return value;
  }
}
