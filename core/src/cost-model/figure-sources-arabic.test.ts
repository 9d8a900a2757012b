// The sources whose Arabic is still a twin of their English (figure-source-arabic.ts, until their
// words move to the catalogues, ADR 0020): the categories of the cost model (category-sources.ts),
// across all six countries. Each must have its Arabic twin, in Arabic letters with Western digits and
// the same numbers as its English, citing the same records, with its month in Arabic. The cost model's
// own figures and the country rules say their words as messages: the catalogue test, the equivalence
// test and package-rules-arabic.test.ts check those.
import { describe, expect, it } from 'vitest';
import { arabicProblems, offerInput } from '../test-support/index.ts';
import { categorySource } from '../source-catalogue/index.ts';
import { countryCodes, type CountryCode } from '../countries/index.ts';
import { estimateExpenses } from './cost-model.ts';
import { listCities } from '../places/index.ts';
import { figureSourceIn, hasArabicSource } from '../sources/index.ts';
import type { OfferInput } from '../household/index.ts';
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

describe('the sources of the cost model in Arabic', () => {
  it('give the categories their Arabic, with the same numbers', () => {
    expect(problemsOf(categorySources())).toEqual([]);
  });
});
