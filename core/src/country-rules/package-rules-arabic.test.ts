// The family-visa threshold, the basic-pay share and the end-of-service rules in Arabic (issue 13):
// every sentence and source the results show has its Arabic, with the same numbers.
import { describe, expect, it } from 'vitest';
import { arabicProblems } from '../test-support/index.ts';
import { basicSalaryFor, typicalBasicShare } from '../package/index.ts';
import { countryCodes } from '../countries/index.ts';
import { familySponsorship, familySponsorshipNote, familySponsorshipRule } from './family-sponsorship.ts';
import { figureSourceIn, hasArabicSource } from '../sources/index.ts';
import { endOfServiceBenefit, endOfServiceRule, endOfServiceRuleFor, type Leaving } from './gratuity.ts';
import type { FigureSource } from '../sources/index.ts';

function sourceProblems(source: FigureSource): string[] {
  const arabic = figureSourceIn(source, 'ar');
  return [
    ...(hasArabicSource(source) ? [] : [`no Arabic for «${source.explanation}»`]),
    ...arabicProblems(source.explanation, arabic.explanation),
    ...(source.assumption === undefined ? [] : arabicProblems(source.assumption, arabic.assumption ?? '')),
    ...(arabic.sources === source.sources ? [] : ['other records cited']),
    ...(arabic.asOf === 'أكتوبر 2025' ? [] : [`asOf ${arabic.asOf}`]),
  ];
}

describe('family sponsorship in Arabic', () => {
  it('says each threshold rule, with and without employer housing, in Arabic with the same amounts', () => {
    const problems: string[] = [];
    for (const country of countryCodes)
      for (const employerHousing of [false, true])
        for (const packageMonthly of [0, 1_000_000]) {
          const check = familySponsorship({ country, packageMonthly, employerHousing });
          if (!check) continue;
          expect(familySponsorshipRule(check, country)).toBe(check.rule);
          problems.push(...arabicProblems(check.rule, familySponsorshipRule(check, country, 'ar')), ...sourceProblems(check.source));
        }
    expect(problems).toEqual([]);
  });

  it('picks the employer-housing variant by the threshold that applies', () => {
    const housed = familySponsorship({ country: 'UAE', packageMonthly: 3_500, employerHousing: true });
    expect(housed && familySponsorshipRule(housed, 'UAE', 'ar')).toMatch(
      /^يوفّر صاحب العمل سكنك، .* 3,000 درهم شهريًا \(4,000 درهم من دون سكن\)/,
    );
    const renting = familySponsorship({ country: 'UAE', packageMonthly: 3_500, employerHousing: false });
    expect(renting && familySponsorshipRule(renting, 'UAE', 'ar')).toMatch(
      /^لاستقدام الزوج أو الزوجة والأبناء \(كفالة العائلة\) في الإمارات/,
    );
  });

  it('says the Saudi note in Arabic, and nothing elsewhere', () => {
    expect(arabicProblems(familySponsorshipNote('KSA'), familySponsorshipNote('KSA', 'ar'))).toEqual([]);
    for (const country of countryCodes.filter((c) => c !== 'KSA')) expect(familySponsorshipNote(country, 'ar')).toBe('');
  });
});

describe('basic pay in Arabic', () => {
  it('gives every typical share and the entered basic an Arabic source', () => {
    const problems = countryCodes.flatMap((country) => [
      ...sourceProblems(typicalBasicShare(country).source),
      ...sourceProblems(basicSalaryFor({ country, grossMonthly: 10_000, basicMonthly: 6_000 }).source),
    ]);
    expect(problems).toEqual([]);
  });
});

describe('end-of-service rules in Arabic', () => {
  it('says every country’s rule, completed or resigned, in Arabic with the same numbers', () => {
    const problems: string[] = [];
    for (const country of countryCodes)
      for (const leaving of ['completed', 'resigned'] as Leaving[]) {
        const benefit = endOfServiceBenefit({ country, basicMonthly: 10_000, wageMonthly: 15_000, years: 4, leaving });
        expect(endOfServiceRule(benefit, country)).toBe(benefit.rule);
        expect(endOfServiceRuleFor(country, leaving, 'ar')).toBe(endOfServiceRule(benefit, country, 'ar'));
        problems.push(...arabicProblems(benefit.rule, endOfServiceRule(benefit, country, 'ar')), ...sourceProblems(benefit.source));
      }
    expect(problems).toEqual([]);
    expect(endOfServiceRuleFor('KSA', 'resigned', 'ar')).not.toBe(endOfServiceRuleFor('KSA', 'completed', 'ar'));
  });
});
