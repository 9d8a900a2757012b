// Checks the bundled district cost data against its schema, the spec's city table (spec sections 3
// and 9), the public 1BR rent ranges in reference-ranges.json, and the orderings public data supports.
// The UAE calibration of decision 23 is in core/src/cost-model/city-comparison.test.ts.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { countryCodes, currencyByCountry } from '../src/countries/index.ts';
import type { CountryCode } from '../src/countries/index.ts';
import { familyOfFourCost, isEstimatedRent } from '../src/cost-model/index.ts';
import { aedToLocalFactor } from '../src/money/index.ts';
import { countryCostDataSchema } from '../src/places/index.ts';
import type { CityCostData, CountryCostData } from '../src/places/index.ts';

function readJson(relativePath: string): unknown {
  return JSON.parse(readFileSync(new URL(relativePath, import.meta.url), 'utf8'));
}

const fileFor: Record<CountryCode, string> = {
  UAE: 'uae.json',
  KSA: 'ksa.json',
  Qatar: 'qatar.json',
  Oman: 'oman.json',
  Bahrain: 'bahrain.json',
  Kuwait: 'kuwait.json',
};

/** Spec section 3: the cities with district data, in the spec's order, and their district counts. */
const specTable: Record<CountryCode, ReadonlyArray<readonly [string, number]>> = {
  UAE: [
    ['Dubai', 19],
    ['Abu Dhabi', 8],
    ['Sharjah', 4],
    ['Ajman', 4],
    ['Ras Al Khaimah', 4],
    ['Fujairah', 3],
  ],
  KSA: [
    ['Riyadh', 8],
    ['Jeddah', 6],
    ['Dammam', 4],
    ['Khobar', 4],
    ['Dhahran', 3],
  ],
  Qatar: [
    ['Doha', 6],
    ['Lusail', 4],
    ['Al Rayyan', 3],
  ],
  Oman: [
    ['Muscat', 6],
    ['Salalah', 4],
  ],
  Bahrain: [
    ['Manama', 5],
    ['Muharraq', 4],
    ['Riffa', 3],
  ],
  Kuwait: [
    ['Kuwait City', 4],
    ['Salmiya', 2],
    ['Hawally', 3],
    ['Farwaniya', 3],
    ['Ahmadi', 4],
  ],
};

/** Cities the spec names without data, plus the ones added so every country has more than its listed cities. */
const extraCities: Record<CountryCode, readonly string[]> = {
  UAE: ['Umm Al Quwain'],
  KSA: ['Mecca', 'Medina', 'Tabuk', 'Abha', 'Yanbu', 'Jubail'],
  Qatar: ['Al Wakrah', 'Al Khor'],
  Oman: ['Sohar', 'Nizwa', 'Sur', 'Ibri'],
  Bahrain: ['Isa Town', 'Hamad Town'],
  Kuwait: ['Jahra'],
};

const data = Object.fromEntries(
  countryCodes.map((code) => [code, countryCostDataSchema.parse(readJson(`./districts/${fileFor[code]}`))]),
) as Record<CountryCode, CountryCostData>;

const referenceRangesSchema = z
  .object({
    source: z.string().min(10),
    ranges: z.array(
      z
        .object({
          country: z.enum(countryCodes),
          city: z.string().min(2),
          district: z.string().min(2).nullable(),
          low: z.number().positive(),
          high: z.number().positive(),
          basis: z.string().min(3),
        })
        .strict()
        .refine((range) => range.low < range.high, 'low must be below high'),
    ),
  })
  .strict();

const referenceRanges = referenceRangesSchema.parse(readJson('./reference-ranges.json')).ranges;

function city(country: CountryCode, name: string): CityCostData {
  const found = data[country].cities.find((c) => c.name === name);
  if (!found) throw new Error(`${country} has no city ${name}`);
  return found;
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, v) => sum + v, 0) / values.length;
}

/** City average as the spec defines it: money rounded to whole units, the multiplier unrounded. */
// The model's own figure (core/src/cost-model/city-comparison.ts): 2BR rent, groceries, transport, utilities.
const familyOfFour = familyOfFourCost;

function toAed(amount: number, country: CountryCode): number {
  return amount / aedToLocalFactor(currencyByCountry[country]);
}

describe.each(countryCodes)('%s district cost data', (country) => {
  const doc = data[country];

  it('names the right country and currency', () => {
    expect(doc.country).toBe(country);
    expect(doc.currency).toBe(currencyByCountry[country]);
  });

  it("lists the spec's cities first, in the spec's order, with exactly the spec's district counts", () => {
    const table = specTable[country];
    const listed = doc.cities.slice(0, table.length).map((c) => [c.name, c.districts.length, c.inSpecTable]);
    expect(listed).toEqual(table.map(([name, count]) => [name, count, true]));
  });

  it('adds the extra cities after them, each with at least 3 districts', () => {
    const extras = doc.cities.slice(specTable[country].length);
    expect(extras.map((c) => c.name)).toEqual(expect.arrayContaining([...extraCities[country]]));
    expect(extras.length).toBeGreaterThan(0);
    for (const c of extras) {
      expect(c.inSpecTable, c.name).toBe(false);
      expect(c.districts.length, c.name).toBeGreaterThanOrEqual(3);
    }
  });

  it('has unique city names, and unique district names within each city', () => {
    const cityNames = doc.cities.map((c) => c.name);
    expect(new Set(cityNames).size).toBe(cityNames.length);
    for (const c of doc.cities) {
      const names = c.districts.map((d) => d.name.toLowerCase());
      expect(new Set(names).size, c.name).toBe(names.length);
    }
  });

  it('keeps grocery multipliers near the Dubai baseline', () => {
    for (const c of doc.cities) {
      for (const d of c.districts) {
        expect(d.groceriesMultiplier, `${c.name} / ${d.name}`).toBeGreaterThanOrEqual(0.75);
        expect(d.groceriesMultiplier, `${c.name} / ${d.name}`).toBeLessThanOrEqual(1.25);
      }
      const cityMean = mean(c.districts.map((d) => d.groceriesMultiplier));
      expect(cityMean, c.name).toBeGreaterThanOrEqual(0.8);
      expect(cityMean, c.name).toBeLessThanOrEqual(1.1);
    }
  });

  it('keeps monthly figures in plausible bands once converted to AED', () => {
    for (const c of doc.cities) {
      for (const d of c.districts) {
        const where = `${c.name} / ${d.name}`;
        expect(toAed(d.rent1BR, country), where).toBeGreaterThan(1_000);
        expect(toAed(d.rent1BR, country), where).toBeLessThan(20_000);
        expect(toAed(d.utilities, country), where).toBeGreaterThan(100);
        expect(toAed(d.utilities, country), where).toBeLessThan(1_200);
        expect(toAed(d.transportCost, country), where).toBeGreaterThan(1_500);
        expect(toAed(d.transportCost, country), where).toBeLessThan(3_500);
      }
    }
  });

  it('varies rents across districts rather than repeating one figure', () => {
    for (const c of doc.cities) {
      const rents = c.districts.map((d) => d.rent1BR);
      expect(new Set(rents).size, c.name).toBe(rents.length);
    }
  });
});

describe('reference 1BR rent ranges', () => {
  it('each point at a city (and district) that exists', () => {
    for (const range of referenceRanges) {
      const c = city(range.country, range.city);
      if (range.district !== null) {
        expect(
          c.districts.some((d) => d.name === range.district),
          `${range.country} / ${range.city} / ${range.district}`,
        ).toBe(true);
      }
    }
  });

  it('cover every country', () => {
    expect(new Set(referenceRanges.map((r) => r.country))).toEqual(new Set(countryCodes));
  });

  it('contain every district rent they apply to', () => {
    let checked = 0;
    for (const range of referenceRanges) {
      const c = city(range.country, range.city);
      const districts = range.district === null ? c.districts : c.districts.filter((d) => d.name === range.district);
      for (const d of districts) {
        const where = `${range.country} / ${range.city} / ${d.name}: ${d.rent1BR} vs ${range.low}-${range.high} (${range.basis})`;
        expect(d.rent1BR, where).toBeGreaterThanOrEqual(range.low);
        expect(d.rent1BR, where).toBeLessThanOrEqual(range.high);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(60);
  });
});

describe('relative orderings that public data supports', () => {
  const rentMean = (country: CountryCode, name: string) => mean(city(country, name).districts.map((d) => d.rent1BR));

  it('puts Dubai above Abu Dhabi above the northern emirates', () => {
    const dubai = familyOfFour('UAE', 'Dubai');
    const abuDhabi = familyOfFour('UAE', 'Abu Dhabi');
    expect(dubai).toBeGreaterThan(abuDhabi);
    for (const name of ['Sharjah', 'Ajman', 'Ras Al Khaimah', 'Fujairah', 'Umm Al Quwain']) {
      expect(abuDhabi, name).toBeGreaterThan(familyOfFour('UAE', name));
    }
  });

  it('puts Riyadh above Jeddah, and Khobar above Dammam', () => {
    expect(rentMean('KSA', 'Riyadh')).toBeGreaterThan(rentMean('KSA', 'Jeddah'));
    expect(familyOfFour('KSA', 'Riyadh')).toBeGreaterThan(familyOfFour('KSA', 'Jeddah'));
    expect(familyOfFour('KSA', 'Khobar')).toBeGreaterThan(familyOfFour('KSA', 'Dammam'));
  });

  it('makes The Pearl the dearest Doha district and Lusail dearer than Doha and Al Rayyan', () => {
    const doha = city('Qatar', 'Doha').districts;
    const pearl = doha.find((d) => d.name === 'The Pearl');
    expect(pearl?.rent1BR).toBe(Math.max(...doha.map((d) => d.rent1BR)));
    expect(familyOfFour('Qatar', 'Lusail')).toBeGreaterThan(familyOfFour('Qatar', 'Doha'));
    expect(familyOfFour('Qatar', 'Doha')).toBeGreaterThan(familyOfFour('Qatar', 'Al Rayyan'));
  });

  it('puts Muscat above Salalah and the other Omani towns', () => {
    for (const name of ['Salalah', 'Sohar', 'Nizwa', 'Sur', 'Ibri']) {
      expect(familyOfFour('Oman', 'Muscat'), name).toBeGreaterThan(familyOfFour('Oman', name));
    }
  });

  it('puts Manama above Muharraq and Riffa', () => {
    expect(rentMean('Bahrain', 'Manama')).toBeGreaterThan(rentMean('Bahrain', 'Muharraq'));
    expect(rentMean('Bahrain', 'Manama')).toBeGreaterThan(rentMean('Bahrain', 'Riffa'));
  });

  it('puts Kuwait City and Salmiya above Farwaniya', () => {
    expect(rentMean('Kuwait', 'Kuwait City')).toBeGreaterThan(rentMean('Kuwait', 'Salmiya'));
    expect(rentMean('Kuwait', 'Salmiya')).toBeGreaterThan(rentMean('Kuwait', 'Farwaniya'));
    expect(familyOfFour('Kuwait', 'Kuwait City')).toBeGreaterThan(familyOfFour('Kuwait', 'Farwaniya'));
  });
});

describe('coverage', () => {
  it('holds the 24 spec cities with 118 districts', () => {
    const specCities = countryCodes.flatMap((code) => data[code].cities.filter((c) => c.inSpecTable));
    expect(specCities).toHaveLength(24);
    expect(specCities.reduce((n, c) => n + c.districts.length, 0)).toBe(118);
  });
});

/** Where each district's rent comes from, as the cost model's English catalogue says it. */
const rentBases = readJson('../src/cost-model/locales/en.json') as Readonly<Record<string, string>>;
const rentBasis = (city: string, district: string) => rentBases[`costModel.rentBasis.${city}.${district}`];

describe('rent bases', () => {
  it('say where every district rent comes from, and only theirs', () => {
    const ids = countryCodes.flatMap((code) =>
      data[code].cities.flatMap((c) => c.districts.map((d) => `costModel.rentBasis.${c.name}.${d.name}`)),
    );
    for (const id of ids) expect(rentBases[id]?.length ?? 0, id).toBeGreaterThan(40);
    expect(Object.keys(rentBases).filter((id) => id.startsWith('costModel.rentBasis.') && !ids.includes(id))).toEqual([]);
  });
});

describe('estimated rents', () => {
  // core/data/README.md ("Judgement calls"): where the research found no rent, the district is
  // marked estimated and its basis says "No published …" and names what it was estimated from.
  // Whole cities first, then the single districts elsewhere.
  const estimatedCities: Record<CountryCode, readonly string[]> = {
    UAE: ['Abu Dhabi', 'Ras Al Khaimah', 'Fujairah', 'Umm Al Quwain'],
    KSA: ['Dammam', 'Khobar', 'Dhahran', 'Mecca', 'Medina', 'Tabuk', 'Abha', 'Yanbu', 'Jubail'],
    Qatar: ['Lusail', 'Al Khor'],
    Oman: ['Salalah', 'Sohar', 'Nizwa', 'Sur', 'Ibri'],
    Bahrain: ['Isa Town', 'Hamad Town'],
    Kuwait: ['Ahmadi', 'Jahra'],
  };
  const estimatedDistricts = [
    'Dubai / Jumeirah Village Circle (JVC)',
    'Dubai / Dubai Hills Estate',
    'Dubai / Palm Jumeirah',
    'Ajman / Ajman Corniche',
    'Ajman / Al Jurf',
    'Riyadh / Diplomatic Quarter',
    'Doha / West Bay',
    'Doha / Al Waab',
    'Doha / Msheireb',
    'Muscat / Qurum',
    'Muscat / Madinat Sultan Qaboos',
    'Muharraq / Amwaj Islands',
  ];

  it('are exactly the districts the README lists as inferred', () => {
    const found: string[] = [];
    for (const code of countryCodes)
      for (const c of data[code].cities)
        for (const d of c.districts) {
          const whole = estimatedCities[code].includes(c.name);
          if (whole) expect(isEstimatedRent(d), `${c.name} / ${d.name}`).toBe(true);
          else if (isEstimatedRent(d)) found.push(`${c.name} / ${d.name}`);
        }
    expect(found).toEqual(estimatedDistricts);
  });

  it('name what they were estimated from', () => {
    for (const code of countryCodes)
      for (const c of data[code].cities)
        for (const d of c.districts.filter(isEstimatedRent)) {
          expect(rentBasis(c.name, d.name), `${c.name} / ${d.name}`).toMatch(/^No published [^:]+: .*(set|estimated|raised).*; we use /);
          expect(d.sources.length, `${c.name} / ${d.name}`).toBeGreaterThan(0);
        }
  });

  it('are the districts whose basis says no rent was published', () => {
    for (const code of countryCodes)
      for (const c of data[code].cities)
        for (const d of c.districts)
          expect(rentBasis(c.name, d.name)?.startsWith('No published'), `${c.name} / ${d.name}`).toBe(isEstimatedRent(d));
  });
});
