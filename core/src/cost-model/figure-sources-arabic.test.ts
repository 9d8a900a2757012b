// Every source the cost model's figures carry, in Arabic (issue 13): the district figures, school
// fees, fixed constants, domestic help, fares and pegs (figure-sources.ts), the lines resting on the
// visitor's answers (line-sources.ts), the category and city-comparison sources (category-sources.ts)
// and the country rules' page (rule-sources.ts), across all six countries. Each must have its Arabic
// twin, in Arabic letters with Western digits and the same numbers as its English, citing the same
// records, with its month in Arabic.
import { describe, expect, it } from 'vitest';
import { arabicProblems, offerInput } from '../test-support/index.ts';
import { categorySource, cityComparisonSource, ruleSourceSections } from '../source-catalogue/index.ts';
import { personalAndEntertainment } from './cost-constants.ts';
import { countryCodes, currencyCodes, type CountryCode } from '../countries/index.ts';
import { estimateExpenses } from './cost-model.ts';
import { countryCostData, listCities, type LocationQuery } from '../places/index.ts';
import { figureSourceIn, hasArabicSource } from '../sources/index.ts';
import { fareAssumptionsArabic } from './figure-source-notes.ts';
import {
  cityRuleNote,
  cityRuleSource,
  constantSource,
  costConstantKeys,
  districtFigureSources,
  districtFigures,
  domesticHelpSource,
  fareAssumptions,
  fareSource,
  pegSource,
  personalItemSource,
  schoolFeeSource,
} from './figure-sources.ts';
import { ageBands, curricula, type AgeBand, type Curriculum } from '../household/index.ts';
import { lineSources } from './line-sources.ts';
import type { OfferInput } from '../household/index.ts';
import { ruleCosts } from '../country-rules/index.ts';
import { feeTableCurricula } from '../schools/index.ts';
import type { FigureSource } from '../sources/index.ts';

const arabicLetter = /[\u0621-\u064A]/;

/** What is wrong with a source's Arabic twin; empty when nothing is. */
function sourceProblems(english: FigureSource): string[] {
  if (!hasArabicSource(english)) return [`no Arabic for «${english.explanation}»`];
  const arabic = figureSourceIn(english, 'ar');
  return [
    ...arabicProblems(english.explanation, arabic.explanation),
    ...(english.assumption === undefined
      ? arabic.assumption === undefined
        ? []
        : [`an Arabic assumption without an English one: ${arabic.assumption}`]
      : arabicProblems(english.assumption, arabic.assumption ?? '')),
    ...(arabic.sources === english.sources ? [] : [`the Arabic of «${english.explanation}» cites other records`]),
    ...(arabicLetter.test(arabic.asOf) ? [] : [`asOf «${arabic.asOf}» is not in Arabic`]),
    ...(arabic.userEntry === english.userEntry ? [] : [`the Arabic of «${english.explanation}» changes userEntry`]),
  ];
}

/** The problems of every source given, each source once, labelled. */
function problemsOf(sources: Iterable<readonly [label: string, source: FigureSource | undefined]>): string[] {
  const seen = new Set<FigureSource>();
  const problems: string[] = [];
  for (const [label, source] of sources) {
    if (!source || seen.has(source)) continue;
    seen.add(source);
    problems.push(...sourceProblems(source).map((problem) => `${label}: ${problem}`));
  }
  return problems;
}

function* districtSources(): Generator<readonly [string, FigureSource]> {
  for (const country of countryCodes) {
    const locations: LocationQuery[] = [
      { country },
      { country, city: 'Narnia' },
      ...countryCostData(country).cities.flatMap((city) => [
        { country, city: city.name },
        { country, city: city.name, district: 'Atlantis' },
        ...city.districts.map((district) => ({ country, city: city.name, district: district.name })),
      ]),
    ];
    for (const location of locations) {
      const sources = districtFigureSources(location);
      for (const figure of districtFigures)
        yield [`${[location.country, location.city, location.district].filter(Boolean).join('/')} ${figure}`, sources[figure]];
    }
  }
}

function* ruleNoteSources(): Generator<readonly [string, FigureSource]> {
  for (const figure of ['utilities', 'transport', 'groceries'] as const)
    for (const country of countryCodes)
      for (const city of listCities(country)) {
        const note = cityRuleNote(figure, country, city);
        yield [`${country} ${figure} note ${note.label}`, cityRuleSource(figure, country, note)];
      }
}

function* schoolSources(): Generator<readonly [string, FigureSource]> {
  for (const country of countryCodes) {
    yield [`${country} fee table`, schoolFeeSource(null, country)];
    for (const curriculum of feeTableCurricula) yield [`${country} ${curriculum} fees`, schoolFeeSource(curriculum, country)];
  }
}

function* fixedSources(): Generator<readonly [string, FigureSource | undefined]> {
  for (const key of costConstantKeys) yield [`constant ${key}`, constantSource(key)];
  for (const item of personalAndEntertainment) yield [`personal item ${item.name}`, personalItemSource(item.name)];
  for (const country of countryCodes) {
    yield [`${country} domestic help`, domesticHelpSource(country)];
    yield [`${country} fare`, fareSource(country)];
  }
  for (const currency of currencyCodes) yield [`${currency} peg`, pegSource(currency)];
}

function* answerSources(): Generator<readonly [string, FigureSource]> {
  yield ['employer housing', lineSources.employerHousing];
  yield ['education allowance', lineSources.educationAllowance];
  yield ['healthcare choice', lineSources.healthcareChoice];
  yield ['flights choice', lineSources.flightsChoice];
  for (const country of countryCodes)
    for (const age of ageBands)
      for (const curriculum of [...curricula, null] as (Curriculum | null)[])
        yield [`${country} child ${age} ${curriculum ?? '(none)'}`, lineSources.childFee({ age: age as AgeBand, curriculum }, country)];
}

/** Households that between them give every category its items: single, a family with help, housed, insured. */
function representativeInputs(country: CountryCode): OfferInput[] {
  const inputs: OfferInput[] = [];
  for (const city of [null, ...listCities(country)]) {
    const location = { country, city, district: null };
    inputs.push(
      offerInput({ location }),
      offerInput({
        location,
        household: {
          adults: 2,
          children: [{ age: 'nursery' }, { age: 'grade1-5', curriculum: 'british' }, { age: 'grade9-12', curriculum: null }],
          domesticHelp: true,
        },
        benefits: { healthcareType: 'none', carProvided: 'allowance', annualFlights: '0', educationAllowance: 2_000 },
      }),
      offerInput({
        location,
        household: { adults: 2, children: [{ age: 'kg', curriculum: 'indian' }] },
        benefits: { housing: 'provided', healthcareType: 'premium', carProvided: 'company', annualFlights: 'family' },
      }),
    );
  }
  return inputs;
}

function* categorySources(): Generator<readonly [string, FigureSource]> {
  for (const country of countryCodes)
    for (const input of representativeInputs(country))
      for (const category of estimateExpenses(input))
        yield [`${country}/${input.location.city ?? '(country)'} ${category.category}`, categorySource(category, country)];
}

function* cityComparisonSources(): Generator<readonly [string, FigureSource]> {
  for (const country of countryCodes)
    for (const city of listCities(country)) yield [`${city} comparison`, cityComparisonSource(country, city)];
}

const ruleSections = ruleSourceSections();
const ruleEntries = (ids: readonly string[]) =>
  ruleSections
    .filter((section) => ids.includes(section.id))
    .flatMap((section) =>
      section.groups.flatMap((group) => group.entries.map((entry) => [`${section.id}: ${entry.figure}`, entry.source] as const)),
    );

describe('the sources of the cost model in Arabic', () => {
  it.each([
    ['district figures', districtSources],
    ['utilities, transport and grocery notes', ruleNoteSources],
    ['school fees', schoolSources],
    ['fixed constants, domestic help, fares and pegs', fixedSources],
    ["lines resting on the visitor's answers", answerSources],
    ['categories', categorySources],
    ['city comparisons', cityComparisonSources],
  ] as const)('give the %s their Arabic, with the same numbers', (_, sources) => {
    expect(problemsOf(sources())).toEqual([]);
  });

  it('give every district its own Arabic rent basis, which names the same figures', () => {
    for (const country of countryCodes)
      for (const city of countryCostData(country).cities)
        for (const district of city.districts) {
          const rent = districtFigureSources({ country, city: city.name, district: district.name }).rent;
          expect(hasArabicSource(rent), `${city.name} / ${district.name}`).toBe(true);
          expect(figureSourceIn(rent, 'ar').explanation).not.toBe(
            figureSourceIn(districtFigureSources({ country, city: city.name }).rent, 'ar').explanation,
          );
        }
  });

  it('name the cities and districts of an average in Arabic', () => {
    const dubai = figureSourceIn(districtFigureSources({ country: 'UAE', city: 'Dubai' }).rent, 'ar');
    expect(dubai.explanation).toMatch(/^متوسط 19 حيًا ندرجها في دبي: /);
    expect(dubai.explanation).toContain('دبي مارينا');
    expect(dubai.assumption).toBe('لم نجد إيجارًا منشورًا لـ3 أحياء من الأحياء الـ19، لذا قدّرنا إيجاراتها قياسًا على مناطق مماثلة.');
    const kuwait = figureSourceIn(districtFigureSources({ country: 'Kuwait' }).utilities, 'ar');
    expect(kuwait.explanation).toMatch(/^متوسط جميع الأحياء التي ندرجها في الكويت، وعددها \d+، في \d+ مدن\./);
    expect(figureSourceIn(districtFigureSources({ country: 'UAE' }).transport, 'ar').assumption).toContain(
      'أبوظبي: احتسب التقدير رسوم درب',
    );
  });

  it('say the amounts as the glossary does: the number, then the currency', () => {
    expect(figureSourceIn(constantSource('groceriesPerPerson'), 'ar').explanation).toMatch(/^750 درهم للفرد شهريًا/);
    expect(figureSourceIn(domesticHelpSource('Kuwait'), 'ar').explanation).toContain('80-120 دينار كويتي شهريًا');
    expect(figureSourceIn(pegSource('SAR'), 'ar').explanation).toContain('3.75 ريال سعودي للدولار الأمريكي');
    expect(figureSourceIn(schoolFeeSource('british'), 'ar').explanation).toContain('28,000-80,000 درهم سنويًا');
    expect(figureSourceIn(fareSource('UAE'), 'ar').asOf).toBe('ديسمبر 2025');
  });

  it('keep the English sources as they are', () => {
    const source = districtFigureSources({ country: 'UAE', city: 'Dubai', district: 'Dubai Marina' }).rent;
    expect(figureSourceIn(source, 'en')).toBe(source);
    expect(source.explanation).toMatch(/^One-bedroom flats listed on Property Finder/);
    expect(figureSourceIn(source, 'ar').sources).toBe(source.sources);
  });

  it('give what every fare assumes in Arabic too', () => {
    expect(arabicProblems(fareAssumptions, fareAssumptionsArabic)).toEqual([]);
  });
});

describe('the country rules on /sources in Arabic', () => {
  it('give the family thresholds (Saudi Arabia included), end-of-service benefits and basic shares their Arabic', () => {
    expect(problemsOf(ruleEntries(['family-visa', 'end-of-service']))).toEqual([]);
  });

  // The costs the rules add come from rule-costs.ts, which registers its own Arabic. Every one must
  // have it, with the same numbers as its English: those /sources lists, and those only a larger
  // household reaches (Abu Dhabi's dependants beyond the employer's duty).
  it('give every cost the rules add its Arabic, with the same numbers as the English', () => {
    const households = [
      { adults: 1, children: 2 },
      { adults: 3, children: 5 },
    ];
    const costSources = countryCodes.flatMap((country) =>
      [null, ...listCities(country)].flatMap((city) =>
        households.flatMap((dependants) =>
          ruleCosts({
            country,
            city,
            dependants,
            annualRent: 120_000,
            annualSchoolFees: 60_000,
            healthcareType: 'none',
            monthlyWage: 20_000,
            monthlyBasic: 12_000,
          }).map((cost) => [`${city ?? country}: ${cost.name}`, cost.source] as const),
        ),
      ),
    );
    expect(problemsOf([...ruleEntries(['rule-costs']), ...costSources])).toEqual([]);
    expect(new Set(costSources.map(([, source]) => source)).size).toBeGreaterThanOrEqual(15);
  });
});
