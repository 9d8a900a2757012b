// The contract year by year in Arabic (issue 13): every rise rule and its source has its Arabic,
// and a projection made in Arabic has the same figures and says the same amounts and percentages.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arabicProblems, numbersOf, offerArbitrary, offerInput } from '../test-support/index.ts';
import { rentRiseRuleFor } from './rent-rise-rules.ts';
import { schoolFeeRiseRuleFor } from './school-fee-rise-rules.ts';
import { hasArabicRule, yearlyRiseRuleText } from './yearly-rise.ts';
import { projectContract, type ContractYear, type YearlyRiseRule } from './contract-projection.ts';
import { firstVerdictChange } from './verdict-change.ts';
import { verdictLabel } from '../verdict/index.ts';
import { countryCodes } from '../countries/index.ts';
import { listCities } from '../places/index.ts';
import { figureSourceIn, hasArabicSource } from '../sources/index.ts';

const rules: YearlyRiseRule[] = [];
for (const country of countryCodes)
  for (const city of [...listCities(country), null])
    for (const rule of [rentRiseRuleFor({ country, city }), schoolFeeRiseRuleFor({ country, city })])
      if (!rules.includes(rule)) rules.push(rule);

/** The part after the last colon: the amount and the rise, without a stage's name (which Arabic may spell). */
const figures = (text: string) => numbersOf(text.slice(text.lastIndexOf(':') + 1));
const figureProblems = (english: string, arabic: string) => {
  const problems = arabicProblems('', arabic).filter((p) => !p.startsWith('numbers differ'));
  if (figures(english).join(' ') !== figures(arabic).join(' ')) problems.push(`figures differ: «${english}» «${arabic}»`);
  return problems;
};

describe('rise rules in Arabic', () => {
  it('says every rule and its source in Arabic, with the same numbers', () => {
    const problems: string[] = [];
    for (const rule of rules) {
      if (!hasArabicRule(rule)) problems.push(`no Arabic rule for «${rule.rule}»`);
      problems.push(...arabicProblems(rule.rule, yearlyRiseRuleText(rule, 'ar')));
      const arabic = figureSourceIn(rule.source, 'ar');
      if (!hasArabicSource(rule.source)) problems.push(`no Arabic source for «${rule.source.explanation}»`);
      problems.push(...arabicProblems(rule.source.explanation, arabic.explanation));
      if (rule.source.assumption !== undefined) problems.push(...arabicProblems(rule.source.assumption, arabic.assumption ?? ''));
      expect(arabic.asOf).toBe('أكتوبر 2025');
    }
    expect(problems).toEqual([]);
    expect(yearlyRiseRuleText(rules[0] as YearlyRiseRule)).toBe(rules[0]?.rule);
  });
});

describe('projectContract in Arabic', () => {
  it('a child crossing from Grade 5 to Grade 6 in Dubai, said in Arabic', () => {
    const input = offerInput({
      household: { adults: 2, children: [{ age: 'grade1-5', curriculum: 'british' }] },
      financials: { grossSalary: 32_000 },
    });
    const years = projectContract(input, { years: 6, rentIncreasePercent: 0 }, 'ar');
    expect(years[5]?.changes).toEqual([
      'ينتقل الطفل الأول إلى الصف 6، المرحلة الأساسية الثالثة (السنوات 7-9): ترتفع الرسوم بمقدار 11,424 درهم سنويًا',
    ]);
    expect(years[4]?.changes).toEqual(['ترتفع الرسوم المدرسية 2.35%']);
    expect(firstVerdictChange(years, 'ar')?.sentence).toEqual({
      messageId: 'contractYears.verdictChange.worseBecause',
      values: { year: 6, verdict: verdictLabel('surviving'), cause: 'ينتقل الطفل الأول إلى الصف 6 وترتفع رسومه بمقدار 11,424 درهم' },
    });
  });

  it('a child without a curriculum moving up a stage, said in Arabic', () => {
    const input = offerInput({
      location: { country: 'Qatar', city: 'Doha' },
      household: { adults: 2, children: [{ age: 'kg', curriculum: null }] },
      benefits: { housing: 'provided' },
    });
    expect(projectContract(input, { years: 3 }, 'ar')[2]?.changes).toEqual([
      'ينتقل الطفل الأول إلى الصف 1: بلا منهج محدد نستخدم الرسم المعتاد نفسه لكل المراحل',
    ]);
  });

  it('rent and salary in Arabic', () => {
    const sharjah = projectContract(offerInput({ location: { country: 'UAE', city: 'Sharjah' } }), { years: 4 }, 'ar');
    expect(sharjah[3]?.changes).toEqual(['يرتفع الإيجار 5% إلى 25,932 درهم سنويًا']);
    const kuwait = projectContract(
      offerInput({ location: { country: 'Kuwait', city: 'Kuwait City' }, financials: { grossSalary: 1_000 } }),
      { years: 3, salaryIncreasePercent: 3 },
      'ar',
    );
    expect(kuwait[2]?.changes).toEqual(['يرتفع الراتب 3% إلى 1,061 دينار كويتي شهريًا']);
  });

  it('has the same figures in both languages and says the same amounts, for any offer', () => {
    fc.assert(
      fc.property(offerArbitrary(), fc.integer({ min: 1, max: 10 }), fc.integer({ min: -5, max: 8 }), (input, years, salary) => {
        const options = { years, salaryIncreasePercent: salary };
        const english = projectContract(input, options);
        const arabic = projectContract(input, options, 'ar');
        const strip = (p: ContractYear[]) =>
          p.map(({ changes, cause, easing, ...rest }) => ({
            ...rest,
            changes: changes.length,
            cause: cause === null,
            easing: easing === null,
          }));
        expect(strip(arabic)).toEqual(strip(english));
        expect(projectContract(input, options, 'en')).toEqual(english);
        const problems: string[] = [];
        english.forEach((year, i) => {
          year.changes.forEach((text, j) => problems.push(...figureProblems(text, arabic[i]?.changes[j] ?? '')));
          if (year.cause !== null) problems.push(...figureProblems(year.cause, arabic[i]?.cause ?? ''));
          if (year.easing !== null) problems.push(...figureProblems(year.easing, arabic[i]?.easing ?? ''));
        });
        const worse = firstVerdictChange(english);
        const worseArabic = firstVerdictChange(arabic, 'ar');
        expect(worseArabic?.year).toBe(worse?.year);
        expect(worseArabic?.direction).toBe(worse?.direction);
        expect(worseArabic?.sentence.values?.year).toBe(worse?.year);
        expect(problems).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });
});
