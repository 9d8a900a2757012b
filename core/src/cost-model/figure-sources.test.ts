// The sources of the cost model's figures: each location, constant, country and currency resolves to
// one FigureSource, built once, that says what it assumes where no source confirms it, and the
// amounts its words quote are the ones the code uses.
import { describe, expect, it } from 'vitest';
import { costConstants, personalAndEntertainment } from './cost-constants.ts';
import {
  cityRuleNote,
  constantSource,
  costConstantKeys,
  districtFigures,
  districtFigureSource,
  districtFigureSources,
  domesticHelpSource,
  fareSource,
  isEstimatedRent,
  pegSource,
  personalItemSource,
  schoolFeeSource,
} from './figure-sources.ts';
import { returnFareFor } from './return-fares.ts';
import { countryCodes, currencyCodes, type CountryCode } from '../countries/index.ts';
import { domesticHelpHint } from '../household/index.ts';
import { currencyPerUsd, formatMoney } from '../money/index.ts';
import { countryCostData, listCities, listDistricts } from '../places/index.ts';
import { feeTableCurricula, type FeeTableCurriculum } from '../schools/index.ts';
import { resolveSources, sentenceOf, sourceRef } from '../sources/index.ts';
import { domesticHiringSentence, domesticHiringSources } from '../country-rules/index.ts';
import { groceriesNotes, transportNotes, utilitiesNotes } from './figure-source-notes.ts';

describe('the source registry', () => {
  it('resolves known ids to their sources, each once and in order', () => {
    expect(sourceRef('pf-nov-2025')).toMatchObject({ date: '2025-11', kind: 'secondary' });
    expect(resolveSources(['dewa-tariff', 'pf-nov-2025', 'dewa-tariff']).map((s) => s.kind)).toEqual(['official', 'secondary']);
  });

  it.each(['no-such-source', '', 'toString', '__proto__'])('refuses the unknown id %j', (id) => {
    expect(() => sourceRef(id)).toThrow(/Unknown source id/);
    expect(() => resolveSources(['pf-nov-2025', id])).toThrow(/Unknown source id/);
  });
});

describe('district figures', () => {
  const dubaiMarina = { country: 'UAE', city: 'Dubai', district: 'Dubai Marina' } as const;

  it("gives a district's rent its own basis and sources, and its other figures its city's notes", () => {
    const sources = districtFigureSources(dubaiMarina);
    expect(sources.rent.explanation).toMatch(/Property Finder.*AED 98,000 a year \(AED 8,167 a month\)/);
    expect(sources.rent.sources.map((s) => s.title)).toEqual([sourceRef('pf-nov-2025').title]);
    expect(sources.rent.assumption).toBeUndefined();
    expect(sources.utilities.sources.map((s) => s.kind)).toContain('official');
    expect(sources.utilities.explanation).toContain('DEWA');
    expect(sources.transport.explanation).toContain('Salik');
    expect(sources.transport.assumption).toMatch(/lease/);
    for (const figure of districtFigures) expect(sources[figure].asOf).toBe('October 2025');
  });

  it('marks an estimated rent as an assumption', () => {
    const jvc = districtFigureSource({ country: 'UAE', city: 'Dubai', district: 'Jumeirah Village Circle (JVC)' }, 'rent');
    expect(jvc.explanation).toMatch(/^No published 2025 rent/);
    expect(jvc.assumption).toMatch(/^Estimated from comparable districts/);
    expect(jvc.sources.length).toBeGreaterThan(0);
  });

  it('returns the same object every time, and shares a note across the districts it covers', () => {
    expect(districtFigureSources(dubaiMarina)).toBe(districtFigureSources({ ...dubaiMarina }));
    const jlt = districtFigureSources({ country: 'UAE', city: 'Dubai', district: 'Jumeirah Lake Towers (JLT)' });
    expect(jlt.utilities).toBe(districtFigureSources(dubaiMarina).utilities);
    expect(jlt.rent).not.toBe(districtFigureSources(dubaiMarina).rent);
  });

  it('falls back as costRecord does: a missing district to its city, a missing city to its country', () => {
    const dubai = districtFigureSources({ country: 'UAE', city: 'Dubai' });
    expect(districtFigureSources({ country: 'UAE', city: 'Dubai', district: 'Atlantis' })).toBe(dubai);
    expect(districtFigureSources({ country: 'UAE', city: 'Dubai', district: null })).toBe(dubai);
    const uae = districtFigureSources({ country: 'UAE' });
    expect(districtFigureSources({ country: 'UAE', city: 'Narnia' })).toBe(uae);
    expect(districtFigureSources({ country: 'UAE', city: null })).toBe(uae);
  });

  it.each([
    ['UAE', 'Dubai', 19, 3],
    ['UAE', 'Abu Dhabi', 8, 8],
    ['Kuwait', 'Kuwait City', 4, 0],
  ] as const)('describes %s %s as the average of its %i districts, %i of them estimated', (country, city, n, estimated) => {
    const { rent, utilities } = districtFigureSources({ country, city });
    expect(rent.explanation).toContain(`The average of the ${n} districts we list in ${city}`);
    expect(utilities.explanation).toContain(`The average of the ${n} districts we list in ${city}`);
    const districtRentSources = new Set(
      listDistricts(country, city).flatMap((d) => districtFigureSource({ country, city, district: d }, 'rent').sources),
    );
    expect(new Set(rent.sources)).toEqual(districtRentSources);
    if (estimated === 0) expect(rent.assumption).toBeUndefined();
    else if (estimated === n) expect(rent.assumption).toMatch(/any of these districts/);
    else expect(rent.assumption).toBe(`${estimated} of the ${n} districts have no published rent and are estimated from comparable areas.`);
  });

  it.each(countryCodes)("describes %s's average over all its districts, with every city's sources", (country) => {
    const average = districtFigureSources({ country });
    const districts = countryCostData(country).cities.flatMap((c) => c.districts);
    expect(average.rent.explanation).toContain(`The average of all ${districts.length} districts we list in`);
    for (const figure of ['utilities', 'transport', 'groceries'] as const) {
      const perCity = new Set(listCities(country).flatMap((city) => districtFigureSource({ country, city }, figure).sources));
      expect(new Set(average[figure].sources), figure).toEqual(perCity);
    }
  });

  it.each([
    ['utilities', utilitiesNotes],
    ['transport', transportNotes],
    ['groceries', groceriesNotes],
  ] as const)('covers every city with a %s note, and names only real cities in one', (figure, notes) => {
    for (const country of countryCodes) {
      const cities = listCities(country);
      const used = new Set(cities.map((city) => cityRuleNote(figure, country, city)));
      for (const note of notes[country].rules) {
        for (const city of note.cities ?? []) expect(cities, `${country}: ${note.label}`).toContain(city);
        expect(used.has(note), `${country}: ${note.label} covers no city`).toBe(true);
      }
    }
  });

  it('agrees with the data on which rents are estimated', () => {
    for (const country of countryCodes)
      for (const city of countryCostData(country).cities)
        for (const district of city.districts) {
          const rent = districtFigureSource({ country, city: city.name, district: district.name }, 'rent');
          expect(rent.assumption !== undefined, `${city.name} / ${district.name}`).toBe(isEstimatedRent(district));
        }
  });
});

describe('school fees', () => {
  it('describe the whole table, and each curriculum from its own range and sources', () => {
    expect(schoolFeeSource().explanation).toMatch(/^Annual tuition by curriculum/);
    expect(schoolFeeSource(null)).toBe(schoolFeeSource());
    expect(schoolFeeSource('british').explanation).toContain('AED 28,000-80,000 a year from FS1 (Nursery) to GCSE & A Level (Years 10-13)');
    expect(
      schoolFeeSource('indian')
        .sources.map((s) => s.title)
        .join(' '),
    ).toMatch(/Credence/);
  });

  it.each(feeTableCurricula)('have a source for the %s curriculum in every country, built once', (curriculum: FeeTableCurriculum) => {
    for (const country of countryCodes) {
      const source = schoolFeeSource(curriculum, country);
      expect(source).toBe(schoolFeeSource(curriculum, country));
      expect(source.sources.length).toBeGreaterThan(1);
      // Outside the UAE the Dubai table is assumed to hold; in the UAE only the Arabic range is assumed.
      expect(source.assumption !== undefined, country).toBe(country !== 'UAE' || curriculum === 'arabic');
    }
  });
});

describe('the fixed constants', () => {
  it('cover every constant of the cost model and every personal item', () => {
    const keys = new Set<string>(costConstantKeys);
    for (const key of Object.keys(costConstants)) expect(keys, key).toContain(key);
    for (const item of personalAndEntertainment) expect(personalItemSource(item.name), item.name).toBeDefined();
    expect(personalItemSource('Yacht')).toBeUndefined();
  });

  it.each(costConstantKeys)('give %s an explanation, the model as a source and a date', (key) => {
    const source = constantSource(key);
    expect(sentenceOf(source.explanation).length).toBeGreaterThan(40);
    expect(source.sources[0]?.kind).toBe('research');
    expect(source.asOf).toBe('October 2025');
    expect(source).toBe(constantSource(key));
  });

  it.each([
    ['groceriesPerPerson', costConstants.groceriesPerPerson],
    ['diningOutBase', costConstants.diningOutBase],
    ['diningOutPerExtraPerson', costConstants.diningOutPerExtraPerson],
    ['healthcarePerAdult', costConstants.healthcarePerAdult],
    ['healthcarePerChild', costConstants.healthcarePerChild],
    ['healthcareFamilyOutOfPocket', costConstants.healthcareFamilyOutOfPocket],
    ['mobileLinePerAdult', costConstants.mobileLinePerAdult],
    ['internetTv', costConstants.internetTv],
    ['nurseryFallback', costConstants.nurseryFallback],
  ] as const)('quote %s as the model holds it (AED %i)', (key, amount) => {
    expect(constantSource(key).explanation).toContain(formatMoney(amount, 'UAE'));
  });

  it("say which are the calculator's own, with nothing public to confirm them", () => {
    const assumed = costConstantKeys.filter((key) => constantSource(key).assumption !== undefined);
    expect(assumed).toEqual([
      'groceriesPerPerson',
      'diningOutBase',
      'diningOutPerExtraPerson',
      'healthcarePerAdult',
      'healthcarePerChild',
      'healthcareFamilyOutOfPocket',
      'schoolFeeFallback',
      'utilitiesExtraPersonShare',
      'entertainment',
      'clothing',
      'personalCare',
      'laundry',
      'miscellaneous',
    ]);
    expect(constantSource('diningOutPerExtraPerson')).toBe(constantSource('diningOutBase'));
  });
});

describe('domestic help, fares and pegs', () => {
  it.each(countryCodes)("quote %s's domestic help range and the midpoint the model uses", (country: CountryCode) => {
    const { min, max, typical } = domesticHelpHint(country);
    const source = domesticHelpSource(country);
    expect(source.explanation).toContain(formatMoney(min, country));
    expect(source.explanation).toContain(`-${max.toLocaleString('en-US')} a month`);
    expect(source.explanation).toContain(formatMoney(typical, country));
    expect(source.sources.length).toBeGreaterThan(1);
    // The one-off cost of recruiting a helper, which the domestic-help tip quotes, with its records.
    expect(source.explanation).toContain(domesticHiringSentence(country, 'en'));
    const titles = source.sources.map((ref) => ref.title);
    for (const id of domesticHiringSources(country)) expect(titles).toContain(sourceRef(id).title);
  });

  it.each(countryCodes)("take %s's fare from return-fares.json, its kinds from the registry", (country: CountryCode) => {
    const source = fareSource(country);
    expect(source.asOf).toBe('December 2025');
    expect(source.assumption !== undefined).toBe(returnFareFor(country).assumption);
    expect(source.explanation).not.toMatch(/^ASSUMPTION/);
    // Every fare source is in the registry (same URL), so none falls back to a guessed kind.
    for (const ref of source.sources) expect(Object.is(ref, resolveSources([idOfUrl(ref.url)])[0]), ref.title).toBe(true);
  });

  it.each(currencyCodes)('give the %s rate with its source', (currency) => {
    const source = pegSource(currency);
    expect(source.explanation).toContain(`${currencyPerUsd[currency]} `);
    expect(source.asOf).toBe('October 2025');
    expect(source.assumption !== undefined).toBe(currency === 'KWD');
  });
});

function idOfUrl(url: string | undefined): string {
  const ids = [
    'fare-colors-news-2025',
    'fare-gn-india-2024',
    'fare-zawya-doha',
    'fare-gn-oman-2021',
    'fare-falcon-post-2018',
    'fare-kuwait-times-2022',
  ];
  const id = ids.find((candidate) => sourceRef(candidate).url === url);
  if (!id) throw new Error(`No registry entry for the fare source ${url ?? '(no URL)'}`);
  return id;
}
