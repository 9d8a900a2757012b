// The sources whose Arabic is still a twin of their English (figure-source-arabic.ts, until their
// words move to the catalogues, ADR 0020): the categories of the cost model (category-sources.ts) and
// the country rules' page (rule-sources.ts), across all six countries. Each must have its Arabic twin,
// in Arabic letters with Western digits and the same numbers as its English, citing the same records,
// with its month in Arabic. The cost model's own figures say their words as messages: the catalogue
// test and the equivalence test check those.
import { describe, expect, it } from 'vitest';
import { arabicProblems, offerInput } from '../test-support/index.ts';
import { categorySource, ruleSourceSections } from '../source-catalogue/index.ts';
import { countryCodes, type CountryCode } from '../countries/index.ts';
import { estimateExpenses } from './cost-model.ts';
import { listCities } from '../places/index.ts';
import { figureSourceIn, hasArabicSource } from '../sources/index.ts';
import type { OfferInput } from '../household/index.ts';
import { ruleCosts } from '../country-rules/index.ts';
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

const ruleSections = ruleSourceSections();
const ruleEntries = (ids: readonly string[]) =>
  ruleSections
    .filter((section) => ids.includes(section.id))
    .flatMap((section) =>
      section.groups.flatMap((group) => group.entries.map((entry) => [`${section.id}: ${entry.figure}`, entry.source] as const)),
    );

describe('the sources of the cost model in Arabic', () => {
  it('give the categories their Arabic, with the same numbers', () => {
    expect(problemsOf(categorySources())).toEqual([]);
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
