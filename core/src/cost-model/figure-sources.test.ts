// The sources of the cost model's figures: each location, constant, country and currency resolves to
// one FigureSource, built once, that says what it assumes where no source confirms it, in messages of
// the cost model's catalogue whose values are the amounts the code uses. What the messages read, in
// both languages, is the equivalence test's and web/src/i18n/source-text.test.ts's to check.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { costConstants, personalAndEntertainment } from './cost-constants.ts';
import { constantSource, costConstantKeys, personalItemSource } from './constant-sources.ts';
import { domesticHelpSource, fareAssumptions, fareSource, pegSource } from './country-sources.ts';
import { schoolFeeSource } from './fee-sources.ts';
import {
  cityRuleNote,
  cityRuleSource,
  districtFigures,
  districtFigureSource,
  districtFigureSources,
  isEstimatedRent,
} from './figure-sources.ts';
import { lineSources } from './line-sources.ts';
import { returnFareFor } from './return-fares.ts';
import { groceriesNotes } from './groceries-notes.ts';
import { transportNotes } from './transport-notes.ts';
import { utilitiesNotes } from './utilities-notes.ts';
import { countryCodes, countryName, currencyCodes, type CountryCode } from '../countries/index.ts';
import { ageBands, curricula, domesticHelpHint, type AgeBand, type Curriculum } from '../household/index.ts';
import { isMessage, type Message, type MessageValue, money, moneyRange, unmovedText } from '../language/index.ts';
import { currencyPerUsd } from '../money/index.ts';
import { cityName, countryCostData, listCities, listDistricts, type LocationQuery } from '../places/index.ts';
import { feeTableCurricula, type FeeTableCurriculum } from '../schools/index.ts';
import { type FigureSource, resolveSources, sourceRef } from '../sources/index.ts';
import { domesticHiringSentence, domesticHiringSources } from '../country-rules/index.ts';

const catalogue = (language: 'en' | 'ar') =>
  JSON.parse(readFileSync(new URL(`./locales/${language}.json`, import.meta.url), 'utf8')) as Readonly<Record<string, string>>;
const english = catalogue('en');

/** Every message of a text, nested ones too, in the order they are said. */
function messagesIn(value: MessageValue | undefined): Message[] {
  if (!isMessage(value)) return [];
  return [value, ...Object.values(value.values ?? {}).flatMap((nested) => messagesIn(nested))];
}
const idsIn = (value: MessageValue | undefined) => messagesIn(value).map((m) => m.messageId);
/** Every value a text's messages give their placeholders, nested messages left out. */
const valuesIn = (value: MessageValue | undefined) =>
  messagesIn(value).flatMap((m) => Object.values(m.values ?? {}).filter((nested) => !isMessage(nested)));

/** Every source the cost model makes: each location's district figures, fees, constants, help, fares, pegs, answers. */
function* everySource(): Generator<readonly [string, FigureSource | undefined]> {
  for (const country of countryCodes) {
    const locations: LocationQuery[] = [
      { country },
      ...countryCostData(country).cities.flatMap((city) => [
        { country, city: city.name },
        ...city.districts.map((district) => ({ country, city: city.name, district: district.name })),
      ]),
    ];
    for (const location of locations) {
      const sources = districtFigureSources(location);
      for (const figure of districtFigures) yield [`${Object.values(location).join('/')} ${figure}`, sources[figure]];
    }
    yield [`${country} fee table`, schoolFeeSource(null, country)];
    for (const curriculum of feeTableCurricula) yield [`${country} ${curriculum} fees`, schoolFeeSource(curriculum, country)];
    for (const age of ageBands)
      for (const curriculum of [...curricula, null] as (Curriculum | null)[])
        yield [`${country} child ${age} ${curriculum ?? '(none)'}`, lineSources.childFee({ age: age as AgeBand, curriculum }, country)];
    yield [`${country} domestic help`, domesticHelpSource(country)];
    yield [`${country} fare`, fareSource(country)];
  }
  for (const key of costConstantKeys) yield [`constant ${key}`, constantSource(key)];
  for (const item of personalAndEntertainment) yield [`personal item ${item.name}`, personalItemSource(item.name)];
  for (const currency of currencyCodes) yield [`${currency} peg`, pegSource(currency)];
  for (const key of ['employerHousing', 'educationAllowance', 'healthcareChoice', 'flightsChoice'] as const) yield [key, lineSources[key]];
}

describe('the words of the sources', () => {
  const sources = [...everySource()];
  const used = new Set(sources.flatMap(([, source]) => [...idsIn(source?.explanation), ...idsIn(source?.assumption)]));
  used.add(fareAssumptions.messageId);

  it('are messages of the catalogues, never sentences', () => {
    for (const [label, source] of sources) {
      expect(isMessage(source?.explanation), label).toBe(true);
      if (source?.assumption !== undefined) expect(isMessage(source.assumption), label).toBe(true);
    }
  });

  it('name only ids of the catalogue, and the catalogue holds no source words nothing says', () => {
    const known = (id: string) =>
      id in english || id.startsWith('places.') || id.startsWith('countries.') || id.startsWith('countryRules.') || id === 'sources.joined';
    expect([...used].filter((id) => !known(id))).toEqual([]);
    // The notes' labels name the cities on /sources (source-catalogue.ts); their words are the catalogue's too.
    for (const notes of [utilitiesNotes, transportNotes, groceriesNotes])
      for (const country of countryCodes) for (const note of notes[country].rules) used.add(note.label.messageId);
    const own = Object.keys(english).filter((id) => id.startsWith('costModel.source.') || id.startsWith('costModel.rentBasis.'));
    expect(own.filter((id) => !used.has(id))).toEqual([]);
  });

  it('write amounts in Arabic as the glossary does: the number, then the currency', () => {
    const arabic = Object.entries(catalogue('ar')).filter(([id]) => id.startsWith('costModel.'));
    expect(arabic.filter(([, text]) => /\b(AED|SAR|QAR|OMR|BHD|KWD|US\$) ?\d/.test(text))).toEqual([]);
  });
});

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
    expect(sources.rent.explanation).toEqual({ messageId: 'costModel.rentBasis.Dubai.Dubai Marina' });
    expect(english['costModel.rentBasis.Dubai.Dubai Marina']).toMatch(/Property Finder.*AED 98,000 a year \(AED 8,167 a month\)/);
    expect(sources.rent.sources.map((s) => s.title)).toEqual([sourceRef('pf-nov-2025').title]);
    expect(sources.rent.assumption).toBeUndefined();
    expect(sources.utilities.sources.map((s) => s.kind)).toContain('official');
    expect(idsIn(sources.utilities.explanation)).toEqual(
      expect.arrayContaining(['costModel.source.utilities.UAE.summary', 'costModel.source.utilities.UAE.dubai.explanation']),
    );
    expect(idsIn(sources.transport.explanation)).toContain('costModel.source.transport.UAE.dubai.explanation');
    expect(sources.transport.assumption).toEqual({
      messageId: 'costModel.source.transport.lease',
      values: { range: moneyRange(1_700, 1_800, 'UAE') },
    });
    for (const figure of districtFigures) expect(sources[figure].asOf).toBe('October 2025');
  });

  it('marks an estimated rent as an assumption', () => {
    const jvc = districtFigureSource({ country: 'UAE', city: 'Dubai', district: 'Jumeirah Village Circle (JVC)' }, 'rent');
    expect(english[(jvc.explanation as Message).messageId]).toMatch(/^No published 2025 rent/);
    expect(jvc.assumption).toEqual({ messageId: 'costModel.source.rent.estimated' });
    expect(jvc.sources.length).toBeGreaterThan(0);
  });

  it('returns the same object every time, and shares a note across the districts it covers', () => {
    expect(districtFigureSources(dubaiMarina)).toBe(districtFigureSources({ ...dubaiMarina }));
    const jlt = districtFigureSources({ country: 'UAE', city: 'Dubai', district: 'Jumeirah Lake Towers (JLT)' });
    expect(jlt.utilities).toBe(districtFigureSources(dubaiMarina).utilities);
    expect(jlt.utilities).toBe(cityRuleSource('utilities', 'UAE', cityRuleNote('utilities', 'UAE', 'Dubai')));
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
    const [lead] = messagesIn(rent.explanation).filter((m) => m.messageId === 'costModel.source.average.city');
    expect(lead?.values).toMatchObject({ count: n, city: cityName(city) });
    expect(messagesIn(utilities.explanation)).toContainEqual(lead);
    const districtRentSources = new Set(
      listDistricts(country, city).flatMap((d) => districtFigureSource({ country, city, district: d }, 'rent').sources),
    );
    expect(new Set(rent.sources)).toEqual(districtRentSources);
    if (estimated === 0) expect(rent.assumption).toBeUndefined();
    else if (estimated === n) expect(rent.assumption).toEqual({ messageId: 'costModel.source.average.rentNoneFound' });
    else expect(rent.assumption).toEqual({ messageId: 'costModel.source.average.rentSomeEstimated', values: { estimated, total: n } });
  });

  it.each(countryCodes)("describes %s's average over all its districts, with every city's sources", (country) => {
    const average = districtFigureSources({ country });
    const districts = countryCostData(country).cities.flatMap((c) => c.districts);
    const [lead] = messagesIn(average.rent.explanation).filter((m) => m.messageId === 'costModel.source.average.country');
    expect(lead?.values).toMatchObject({ districts: districts.length, country, name: countryName(country) });
    for (const figure of ['utilities', 'transport', 'groceries'] as const) {
      const perCity = new Set(listCities(country).flatMap((city) => districtFigureSource({ country, city }, figure).sources));
      expect(new Set(average[figure].sources), figure).toEqual(perCity);
    }
  });

  it("lists each note of a country's average after its label, and a city's alone", () => {
    const uae = districtFigureSources({ country: 'UAE' }).transport;
    expect(idsIn(uae.assumption)).toContain('costModel.source.transport.UAE.abuDhabi.assumptionListed');
    expect(idsIn(districtFigureSources({ country: 'UAE', city: 'Abu Dhabi' }).transport.assumption)).toContain(
      'costModel.source.transport.UAE.abuDhabi.assumption',
    );
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
        for (const city of note.cities ?? []) expect(cities, `${country}: ${note.label.messageId}`).toContain(city);
        expect(used.has(note), `${country}: ${note.label.messageId} covers no city`).toBe(true);
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
    expect(schoolFeeSource().explanation).toEqual({ messageId: 'costModel.source.schoolFees.table' });
    expect(schoolFeeSource(null)).toBe(schoolFeeSource());
    const [british] = messagesIn(schoolFeeSource('british').explanation).filter(
      (m) => m.messageId === 'costModel.source.schoolFees.curriculum',
    );
    expect(british?.values).toEqual({
      curriculum: unmovedText('British', 'المنهج البريطاني'),
      range: moneyRange(28_000, 80_000, 'UAE'),
      first: { messageId: 'costModel.source.schoolFees.level.FS1 (Nursery)' },
      last: { messageId: 'costModel.source.schoolFees.level.GCSE & A Level (Years 10-13)' },
    });
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

  it("share a country's words across its curricula, so the brief's asks say them once", () => {
    expect(schoolFeeSource('british', 'KSA').assumption).toBe(schoolFeeSource('american', 'KSA').assumption);
    expect(schoolFeeSource('british', 'KSA').assumption).toEqual({
      messageId: 'costModel.source.schoolFees.assumed',
      values: { country: countryName('KSA') },
    });
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
    expect(isMessage(source.explanation)).toBe(true);
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
    expect(valuesIn(constantSource(key).explanation)).toContainEqual(money(amount, 'UAE'));
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
    // One assumption for both, so the brief's healthcare ask says it once.
    expect(constantSource('healthcarePerChild').assumption).toBe(constantSource('healthcarePerAdult').assumption);
  });
});

describe('domestic help, fares and pegs', () => {
  it.each(countryCodes)("quote %s's domestic help range and the midpoint the model uses", (country: CountryCode) => {
    const { min, max, typical } = domesticHelpHint(country);
    const source = domesticHelpSource(country);
    expect(valuesIn(source.explanation)).toEqual(expect.arrayContaining([moneyRange(min, max, country), money(typical, country)]));
    expect(source.sources.length).toBeGreaterThan(1);
    // The one-off cost of recruiting a helper, which the domestic-help tip quotes, with its records.
    expect(messagesIn(source.explanation)).toContainEqual(domesticHiringSentence(country));
    const titles = source.sources.map((ref) => ref.title);
    for (const id of domesticHiringSources(country)) expect(titles).toContain(sourceRef(id).title);
  });

  it.each(countryCodes)("take %s's fare from return-fares.json, its kinds from the registry", (country: CountryCode) => {
    const source = fareSource(country);
    expect(source.asOf).toBe('December 2025');
    expect(source.explanation).toEqual({ messageId: `costModel.source.fare.${country}.explanation` });
    expect(source.assumption !== undefined).toBe(returnFareFor(country).assumption);
    if (source.assumption)
      expect(source.assumption).toEqual({ messageId: 'costModel.source.fare.assumption', values: { country: countryName(country) } });
    // Every fare source is in the registry (same URL), so none falls back to a guessed kind.
    for (const ref of source.sources) expect(Object.is(ref, resolveSources([idOfUrl(ref.url)])[0]), ref.title).toBe(true);
  });

  it.each(currencyCodes)('give the %s rate with its source', (currency) => {
    const source = pegSource(currency);
    expect(valuesIn(source.explanation)).toContain(String(currencyPerUsd[currency]));
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
