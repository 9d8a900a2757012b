// The family-visa threshold, the basic-pay share, the end-of-service rules and the costs the rules add,
// as the Arabic pages say them: every rule, line name and source the results show is a message of
// the catalogues (locales/, the package's, the countries'), and its Arabic has Arabic letters,
// Western digits and the same numbers as its English.
import { describe, expect, it } from 'vitest';
import countriesArabic from '../countries/locales/ar.json' with { type: 'json' };
import countriesEnglish from '../countries/locales/en.json' with { type: 'json' };
import packageArabic from '../package/locales/ar.json' with { type: 'json' };
import packageEnglish from '../package/locales/en.json' with { type: 'json' };
import placesArabic from '../places/locales/ar.json' with { type: 'json' };
import placesEnglish from '../places/locales/en.json' with { type: 'json' };
import { arabicProblems, messageWords } from '../test-support/index.ts';
import { basicSalaryFor, typicalBasicShare } from '../package/index.ts';
import { countryCodes } from '../countries/index.ts';
import { listCities } from '../places/index.ts';
import type { Message } from '../language/index.ts';
import type { FigureSource } from '../sources/index.ts';
import { domesticHiringSentence } from './domestic-hiring.ts';
import { familySponsorship, familySponsorshipNote, familySponsorshipNoteSource } from './family-sponsorship.ts';
import { endOfServiceBenefit, endOfServiceRuleFor, type Leaving } from './gratuity.ts';
import arabicRules from './locales/ar.json' with { type: 'json' };
import englishRules from './locales/en.json' with { type: 'json' };
import { ruleCosts } from './rule-costs.ts';

const english = messageWords('en', englishRules, packageEnglish, countriesEnglish, placesEnglish);
const arabic = messageWords('ar', arabicRules, packageArabic, countriesArabic, placesArabic);

/** What is wrong with a message's Arabic against its English; empty when nothing is. */
const problems = (text: Message | undefined, label: string): string[] =>
  text === undefined ? [`${label}: no message`] : arabicProblems(english(text), arabic(text)).map((problem) => `${label}: ${problem}`);

function sourceProblems(source: FigureSource, label: string): string[] {
  if (typeof source.explanation === 'string') return [`${label}: a sentence, not a message`];
  return [
    ...problems(source.explanation, `${label} explanation`),
    ...(source.assumption === undefined || typeof source.assumption === 'string' ? [] : problems(source.assumption, `${label} assumption`)),
    ...(source.sources.length > 0 || source.userEntry ? [] : [`${label}: cites nothing`]),
  ];
}

describe('family sponsorship in Arabic', () => {
  it('says each threshold rule, with and without employer housing, in Arabic with the same amounts', () => {
    const found: string[] = [];
    for (const country of countryCodes)
      for (const employerHousing of [false, true])
        for (const packageMonthly of [0, 1_000_000]) {
          const check = familySponsorship({ country, packageMonthly, employerHousing });
          if (!check) continue;
          found.push(...problems(check.rule, `${country} rule`), ...sourceProblems(check.source, `${country} source`));
        }
    expect(found).toEqual([]);
  });

  it('picks the employer-housing variant by the threshold that applies', () => {
    const housed = familySponsorship({ country: 'UAE', packageMonthly: 3_500, employerHousing: true });
    expect(housed && arabic(housed.rule)).toMatch(/^يوفّر صاحب العمل سكنك، .* 3,000 درهم شهريًا \(4,000 درهم من دون سكن\)/);
    expect(housed && english(housed.rule)).toMatch(/is AED 3,000 a month \(AED 4,000 without accommodation\)/);
    const renting = familySponsorship({ country: 'UAE', packageMonthly: 3_500, employerHousing: false });
    expect(renting && arabic(renting.rule)).toMatch(/^لاستقدام الزوج أو الزوجة والأبناء \(كفالة العائلة\) في الإمارات/);
  });

  it('says the Saudi note in Arabic, and nothing elsewhere', () => {
    expect(problems(familySponsorshipNote('KSA'), 'KSA note')).toEqual([]);
    expect(sourceProblems(familySponsorshipNoteSource(), 'KSA note source')).toEqual([]);
    for (const country of countryCodes.filter((c) => c !== 'KSA')) expect(familySponsorshipNote(country)).toBeUndefined();
  });
});

describe('basic pay in Arabic', () => {
  it('gives every typical share and the entered basic an Arabic source, naming the country', () => {
    const found = countryCodes.flatMap((country) => [
      ...sourceProblems(typicalBasicShare(country).source, `${country} share`),
      ...sourceProblems(basicSalaryFor({ country, grossMonthly: 10_000, basicMonthly: 6_000 }).source, `${country} entered`),
    ]);
    expect(found).toEqual([]);
    const oman = typicalBasicShare('Oman').source;
    expect(typeof oman.assumption === 'object' && arabic(oman.assumption)).toContain('في عُمان');
  });
});

describe('end-of-service rules in Arabic', () => {
  it('says every country’s rule, completed or resigned, in Arabic with the same numbers', () => {
    const found: string[] = [];
    for (const country of countryCodes)
      for (const leaving of ['completed', 'resigned'] as Leaving[]) {
        const benefit = endOfServiceBenefit({ country, basicMonthly: 10_000, wageMonthly: 15_000, years: 4, leaving });
        expect(endOfServiceRuleFor(country, leaving)).toBe(benefit.rule);
        found.push(...problems(benefit.rule, `${country} ${leaving}`), ...sourceProblems(benefit.source, `${country} source`));
      }
    expect(found).toEqual([]);
    expect(arabic(endOfServiceRuleFor('KSA', 'resigned'))).not.toBe(arabic(endOfServiceRuleFor('KSA', 'completed')));
  });
});

describe('the costs the rules add, in Arabic', () => {
  // Every place, and households that reach every line: a family without cover, one past Abu Dhabi's
  // employer duty, a single dependant (the singular forms).
  const households = [
    { adults: 1, children: 2 },
    { adults: 3, children: 5 },
    { adults: 0, children: 1 },
  ];
  const costs = countryCodes.flatMap((country) =>
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
          monthlyBasic: dependants.adults === 3 ? 18_000 : 12_000,
        }).map((cost) => ({ where: city ?? country, cost })),
      ),
    ),
  );

  it('names every line and its title in Arabic, with the same numbers', () => {
    const found = costs.flatMap(({ where, cost }) => [...problems(cost.name, `${where} name`), ...problems(cost.title, `${where} title`)]);
    expect(found).toEqual([]);
    expect(new Set(costs.map(({ cost }) => cost.key)).size).toBe(6);
  });

  it('says every cost’s source in Arabic, with the same numbers as the English', () => {
    const sources = new Map(costs.map(({ where, cost }) => [cost.source, where]));
    expect(sources.size).toBeGreaterThanOrEqual(15);
    expect([...sources].flatMap(([source, where]) => sourceProblems(source, where))).toEqual([]);
  });

  it('counts dependants in Arabic with Arabic’s forms', () => {
    const uae = (adults: number, children: number) =>
      ruleCosts({
        country: 'UAE',
        city: 'Sharjah',
        dependants: { adults, children },
        annualRent: 0,
        annualSchoolFees: 0,
        healthcareType: 'none',
        monthlyWage: 0,
        monthlyBasic: 0,
      }).find((cost) => cost.key === 'residence-permits')?.name;
    const names = [
      [1, 0],
      [1, 1],
      [1, 2],
      [3, 7],
      [5, 6],
    ].map(([adults = 0, children = 0]) => uae(adults, children));
    expect(names.map((name) => name && arabic(name))).toEqual([
      'الإقامات وبطاقات الهوية الإماراتية والفحوص الطبية (مرافق واحد)',
      'الإقامات وبطاقات الهوية الإماراتية والفحوص الطبية (مرافقان)',
      'الإقامات وبطاقات الهوية الإماراتية والفحوص الطبية (3 مرافقين)',
      'الإقامات وبطاقات الهوية الإماراتية والفحوص الطبية (10 مرافقين)',
      'الإقامات وبطاقات الهوية الإماراتية والفحوص الطبية (11 مرافقًا)',
    ]);
    expect(names.map((name) => name && english(name))).toEqual([
      'Residence permits, Emirates IDs and medicals (1 dependant)',
      'Residence permits, Emirates IDs and medicals (2 dependants)',
      'Residence permits, Emirates IDs and medicals (3 dependants)',
      'Residence permits, Emirates IDs and medicals (10 dependants)',
      'Residence permits, Emirates IDs and medicals (11 dependants)',
    ]);
  });
});

describe('the one-off cost of hiring a helper, in Arabic', () => {
  it('says each country’s in Arabic with the same amounts', () => {
    expect(countryCodes.flatMap((country) => problems(domesticHiringSentence(country), country))).toEqual([]);
    expect(arabic(domesticHiringSentence('UAE'))).toContain('بين 5,000 درهم و15,000 درهم');
  });
});
