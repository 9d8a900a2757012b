// The sources whose Arabic is still a twin of their English (figure-source-arabic.ts, until their
// words move to the catalogues, ADR 0020): the country rules' on the sources page (rule-sources.ts),
// across all six countries. Each must have its Arabic twin,
// in Arabic letters with Western digits and the same numbers as its English, citing the same records,
// with its month in Arabic. The cost model's own figures and its categories (category-sources.ts) say
// their words as messages: the catalogue test and the equivalence test check those.
import { describe, expect, it } from 'vitest';
import { arabicProblems } from '../test-support/index.ts';
import { ruleSourceSections } from '../source-catalogue/index.ts';
import { countryCodes } from '../countries/index.ts';
import { listCities } from '../places/index.ts';
import { figureSourceIn, hasArabicSource } from '../sources/index.ts';
import { ruleCosts } from '../country-rules/index.ts';
import type { FigureSource } from '../sources/index.ts';

const arabicLetter = /[\u0621-\u064A]/;

/** What is wrong with a source's Arabic twin; empty when nothing is. */
function sourceProblems(english: FigureSource): string[] {
  // A source whose words are messages (Saudi Arabia's missing threshold) has no twin: the catalogue test checks it.
  if (typeof english.explanation !== 'string') return [];
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

const ruleSections = ruleSourceSections();
const ruleEntries = (ids: readonly string[]) =>
  ruleSections
    .filter((section) => ids.includes(section.id))
    .flatMap((section) =>
      section.groups.flatMap((group) =>
        group.entries.map((entry) => [`${section.id}: ${JSON.stringify(entry.figure)}`, entry.source] as const),
      ),
    );

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
