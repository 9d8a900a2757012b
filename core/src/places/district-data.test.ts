import { describe, expect, it } from 'vitest';
import { countryCodes } from '../countries/index.ts';
import { costRecord, countryCostData, listCities, listDistricts } from './district-data.ts';
import { dataCoverage } from './coverage.ts';

describe('listCities and listDistricts', () => {
  it('lists the spec cities first, in order', () => {
    expect(listCities('UAE').slice(0, 6)).toEqual(['Dubai', 'Abu Dhabi', 'Sharjah', 'Ajman', 'Ras Al Khaimah', 'Fujairah']);
    expect(listDistricts('UAE', 'Dubai')).toHaveLength(19);
    expect(listDistricts('UAE', 'Atlantis')).toEqual([]);
  });
});

describe('costRecord', () => {
  it('returns a district record as it is', () => {
    const district = countryCostData('UAE').cities[0]?.districts[0];
    if (!district) throw new Error('no data');
    expect(costRecord({ country: 'UAE', city: 'Dubai', district: district.name })).toEqual({
      rent1BR: district.rent1BR,
      utilities: district.utilities,
      transportCost: district.transportCost,
      groceriesMultiplier: district.groceriesMultiplier,
      scope: 'district',
      fellBack: false,
    });
  });

  it('averages a city over its districts: money rounded, multiplier not', () => {
    const districts = countryCostData('Kuwait').cities.find((c) => c.name === 'Hawally')?.districts ?? [];
    const mean = (pick: (d: (typeof districts)[number]) => number) => districts.reduce((s, d) => s + pick(d), 0) / districts.length;
    const record = costRecord({ country: 'Kuwait', city: 'Hawally' });
    expect(record.scope).toBe('city');
    expect(record.rent1BR).toBe(Math.round(mean((d) => d.rent1BR)));
    expect(record.utilities).toBe(Math.round(mean((d) => d.utilities)));
    expect(record.transportCost).toBe(Math.round(mean((d) => d.transportCost)));
    expect(record.groceriesMultiplier).toBeCloseTo(
      mean((d) => d.groceriesMultiplier),
      12,
    );
  });

  it('averages a country over all its districts, not over its city means', () => {
    const all = countryCostData('Oman').cities.flatMap((c) => c.districts);
    const record = costRecord({ country: 'Oman' });
    expect(record.scope).toBe('country');
    expect(record.rent1BR).toBe(Math.round(all.reduce((s, d) => s + d.rent1BR, 0) / all.length));
  });

  it('falls back to a wider average, flagged, for a location without data', () => {
    expect(costRecord({ country: 'UAE', city: 'Dubai', district: 'Nowhere' })).toMatchObject({ scope: 'city', fellBack: true });
    expect(costRecord({ country: 'UAE', city: 'Atlantis' })).toMatchObject({ scope: 'country', fellBack: true });
  });
});

describe('dataCoverage', () => {
  it('counts what the data holds', () => {
    const coverage = dataCoverage();
    expect(coverage.countries).toBe(6);
    const cities = countryCodes.reduce((n, c) => n + listCities(c).length, 0);
    const districts = countryCodes.reduce((n, c) => n + listCities(c).reduce((m, city) => m + listDistricts(c, city).length, 0), 0);
    expect(coverage.cities).toBe(cities);
    expect(coverage.districts).toBe(districts);
    expect(coverage.districts).toBeGreaterThanOrEqual(118 + 33);
    expect(coverage.byCountry.UAE.cities).toBe(7);
  });
});
