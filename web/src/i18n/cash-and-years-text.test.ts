// The cash up front and the contract years as a reader sees them (ADR 0020): the lines' names, the
// changes of each year and every source rendered from the core's catalogues in each language. The
// Arabic has Arabic letters, Western digits and the same numbers as the English; a few sentences are
// read word for word in both languages.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countryCodes,
  firstVerdictChange,
  type FigureSource,
  type KsaRentPeriod,
  type Language,
  listCities,
  projectContract,
  rentRiseRuleFor,
  schoolFeeRiseRuleFor,
  type UaeCheques,
  upfrontCash,
  type UpfrontCashOptions,
  type YearlyRiseRule,
} from '#core';
import { arabicProblems, numbersOf, offerArbitrary, offerInput } from '../../../core/src/test-support/index.ts';
import { translator } from './i18n.ts';
import { sourceText } from './source-text.ts';

const en = translator('en');
const ar = translator('ar');
const shown = (source: FigureSource, language: Language) => sourceText(source, language, translator(language));

/** What is wrong with a source's Arabic beside its English; empty when nothing is. */
function sourceProblems(source: FigureSource): string[] {
  const english = shown(source, 'en');
  const arabic = shown(source, 'ar');
  return [
    ...arabicProblems(english.explanation, arabic.explanation),
    ...((english.assumption === undefined) !== (arabic.assumption === undefined) ? ['an assumption in one language only'] : []),
    ...(english.assumption === undefined ? [] : arabicProblems(english.assumption, arabic.assumption ?? '')),
    ...(arabic.asOf === 'أكتوبر 2025' ? [] : [`asOf «${arabic.asOf}»`]),
  ];
}

describe('the cash up front in both languages', () => {
  const cases: { label: string; input: ReturnType<typeof offerInput>; options: UpfrontCashOptions }[] = [];
  for (const country of countryCodes)
    for (const city of [...listCities(country), null])
      for (const [cheques, period, adults, children] of [
        [1, 'yearly', 2, 2],
        [12, 'half-yearly', 1, 1],
        [4, 'yearly', 2, 0],
      ] as [UaeCheques, KsaRentPeriod, 1 | 2, number][])
        cases.push({
          label: `${country}/${city ?? '(country)'} ${cheques} ${period} ${adults}+${children}`,
          input: offerInput({
            location: { country, city, district: null },
            household: {
              adults,
              children: [
                { age: 'grade1-5', curriculum: 'british' },
                { age: 'kg', curriculum: 'indian' },
              ].slice(0, children) as { age: 'grade1-5' | 'kg'; curriculum: 'british' | 'indian' }[],
            },
            benefits: { carProvided: 'none', annualFlights: '0' },
          }),
          options: { uaeCheques: cheques, ksaRentPeriod: period, relocationAllowance: 5_000 },
        });

  it('names every line and says every source in Arabic, with the same numbers as the English', () => {
    const problems: string[] = [];
    for (const { label, input, options } of cases)
      for (const line of upfrontCash(input, options).lines) {
        problems.push(...arabicProblems(en(line.name), ar(line.name)).map((p) => `${label} ${line.key}: ${p}`));
        if (line.source) problems.push(...sourceProblems(line.source).map((p) => `${label} ${line.key}: ${p}`));
      }
    expect([...new Set(problems)]).toEqual([]);
  });

  it('names a Dubai family’s lines', () => {
    const input = offerInput({
      location: { country: 'UAE', city: 'Dubai', district: 'Jumeirah Village Circle (JVC)' },
      household: {
        adults: 2,
        children: [
          { age: 'grade1-5', curriculum: 'british' },
          { age: 'kg', curriculum: 'indian' },
        ],
      },
      benefits: { housingAllowance: 10_000, carProvided: 'none', annualFlights: '1' },
      financials: { grossSalary: 40_000 },
    });
    expect(upfrontCash(input, { uaeCheques: 4 }).lines.map((line) => en(line.name))).toEqual([
      'First rent cheque (2BR): 1 of 4',
      'Security deposit (5% of the year’s rent)',
      'Agency fee (5% of the year’s rent)',
      'Ejari tenancy registration',
      'DEWA deposit and connection fee',
      'Furniture and household set-up (2BR)',
      'Child 1: application and assessment fee',
      'Child 1: registration deposit (10% of tuition)',
      'Child 1: first term’s fees, AED 20,400 less the AED 5,100 deposit',
      'Child 1: uniforms and books',
      'Child 2: application and assessment fee',
      'Child 2: registration deposit (10% of tuition)',
      'Child 2: first term’s fees, AED 5,002 less the AED 1,250 deposit',
      'Child 2: uniforms and books',
      'Car: lease deposit and first month',
      'Flights out (3 people the employer does not fly)',
      'Sponsor file, entry permits, residence visas, Emirates IDs and medicals (3 dependants)',
    ]);
  });

  it('names Riyadh’s and Kuwait’s lines, VAT and months ahead included', () => {
    const riyadh = offerInput({
      location: { country: 'KSA', city: 'Riyadh', district: 'Al Olaya' },
      household: { adults: 2, children: [{ age: 'grade6-8', curriculum: 'american' }] },
      benefits: { carProvided: 'company', annualFlights: 'family' },
    });
    expect(upfrontCash(riyadh, { ksaRentPeriod: 'half-yearly' }).lines.map((line) => en(line.name))).toEqual(
      expect.arrayContaining([
        'First rent payment (2BR): six months through Ejar',
        'Child 1: first term’s fees (with 15% VAT)',
        'Dependant levy, 3 months paid in advance at SAR 400 each (2 dependants)',
      ]),
    );
    const muscat = offerInput({ location: { country: 'Oman', city: 'Muscat' }, household: { adults: 1 } });
    expect(en(upfrontCash(muscat).lines[0]?.name ?? { messageId: '' })).toBe('Rent in advance (Studio): 6 months');
    expect(ar(upfrontCash(muscat).lines[0]?.name ?? { messageId: '' })).toBe('إيجار مقدّم (استوديو): 6 أشهر');
    const kuwait = offerInput({
      location: { country: 'Kuwait', city: 'Kuwait City', district: 'Sharq' },
      household: { adults: 2, children: [{ age: 'grade1-5', curriculum: 'indian' }] },
    });
    const names = upfrontCash(kuwait).lines.map((line) => en(line.name));
    expect(names).toEqual(
      expect.arrayContaining(['First month’s rent (2BR)', 'Child 1: first term’s fees, KWD 444 less the KWD 200 deposit']),
    );
  });

  it('says the first cheque and the dependants in Arabic word order', () => {
    const input = offerInput({
      location: { country: 'UAE', city: 'Dubai', district: null },
      household: { adults: 2, children: [{ age: 'kg', curriculum: 'indian' }] },
      benefits: { annualFlights: '0' },
    });
    const names = upfrontCash(input, { uaeCheques: 4 }).lines.map((line) => ar(line.name));
    expect(names).toContain('شيك الإيجار الأول (غرفتا نوم): 1 من 4');
    expect(names).toContain('الطفل الأول: رسوم طلب الالتحاق والتقييم');
    expect(names).toContain('الطفل الأول: رسوم الفصل الأول 5,002 درهم، مخصومًا منها المبلغ المدفوع مقدّمًا 1,250 درهم');
    expect(names).toContain('ملف الكفيل وأذونات الدخول وتأشيرات الإقامة وبطاقات الهوية الإماراتية والفحوص الطبية (مرافقان)');
    expect(names).toContain('تذاكر السفر للانتقال (3 أشخاص على نفقتك)');
  });

  it('writes a converted amount in the country’s money', () => {
    const oman = offerInput({ location: { country: 'Oman', city: 'Muscat' } });
    const utilities = upfrontCash(oman).lines.find((line) => line.key === 'utilities')?.source;
    expect(utilities && shown(utilities, 'en').explanation).toBe(
      'A flat’s electricity and water deposit, taken at the AED 2,000 DEWA charges in Dubai, converted at the pegs (OMR 209).',
    );
    expect(utilities && shown(utilities, 'ar').explanation).toContain('محسوبًا بمبلغ 2,000 درهم الذي تتقاضاه');
  });
});

const rules: YearlyRiseRule[] = [];
for (const country of countryCodes)
  for (const city of [...listCities(country), null])
    for (const rule of [
      rentRiseRuleFor({ country, city }),
      schoolFeeRiseRuleFor({ country, city }),
      rentRiseRuleFor({ country, city }, '2030-11'),
    ])
      if (!rules.includes(rule)) rules.push(rule);

/** The part after the last colon: the amount and the rise, without a stage's name (which Arabic may spell). */
const figures = (text: string) => numbersOf(text.slice(text.lastIndexOf(':') + 1));
const figureProblems = (english: string, arabic: string) => {
  const problems = arabicProblems('', arabic).filter((p) => !p.startsWith('numbers differ'));
  if (figures(english).join(' ') !== figures(arabic).join(' ')) problems.push(`figures differ: «${english}» «${arabic}»`);
  return problems;
};

describe('the rise rules in both languages', () => {
  it('says every rule and its source in Arabic, with the same numbers', () => {
    const problems = rules.flatMap((rule) => [...arabicProblems(en(rule.rule), ar(rule.rule)), ...sourceProblems(rule.source)]);
    expect(problems).toEqual([]);
  });

  it('says Riyadh’s freeze for the contract’s start month, and a typical rule names its country', () => {
    const riyadh = rentRiseRuleFor({ country: 'KSA', city: 'Riyadh' }, '2026-11');
    expect(shown(riyadh.source, 'en').explanation).toContain('no rise in years 1-4 of a contract starting in November 2026');
    expect(shown(riyadh.source, 'en').assumption).toMatch(/^Assumes the contract starts in November 2026,/);
    expect(shown(riyadh.source, 'ar').explanation).toContain('فلا زيادة في السنوات 1-4 من عقد يبدأ في نوفمبر 2026');
    expect(shown(riyadh.source, 'ar').assumption).toMatch(/^نفترض أن العقد يبدأ في نوفمبر 2026،/);
    expect(shown(rentRiseRuleFor({ country: 'KSA', city: 'Riyadh' }, '2030-10').source, 'en').explanation).toContain(
      'a contract starting in October 2030 is first renewed after it ends, then the 7.6%',
    );
    expect(shown(rentRiseRuleFor({ country: 'UAE', city: 'Dubai' }).source, 'en').assumption).toMatch(/11-20% below/);
    const oman = schoolFeeRiseRuleFor({ country: 'Oman', city: null });
    expect(en(oman.rule)).toBe('Oman: fee rises need the ministry’s approval; no yearly figure was found.');
    expect(shown(oman.source, 'ar').assumption).toBe('لم نجد رقمًا خاصًا بـعُمان؛ نفترض 3% في السنة.');
  });
});

describe('the contract years in both languages', () => {
  it('a child crossing from Grade 5 to Grade 6 in Dubai', () => {
    const input = offerInput({
      household: { adults: 2, children: [{ age: 'grade1-5', curriculum: 'british' }] },
      financials: { grossSalary: 32_000 },
    });
    const years = projectContract(input, { years: 6, rentIncreasePercent: 0 });
    expect(years[5]?.changes.map(en)).toEqual(['Child 1 starts Grade 6, Key Stage 3 (Years 7-9): fees rise by AED 11,424 a year']);
    expect(years[4]?.changes.map(en)).toEqual(['School fees rise 2.35%']);
    expect(years[5]?.changes.map(ar)).toEqual([
      'ينتقل الطفل الأول إلى الصف 6، المرحلة الأساسية الثالثة (السنوات 7-9): ترتفع الرسوم بمقدار 11,424 درهم سنويًا',
    ]);
    expect(years[4]?.changes.map(ar)).toEqual(['ترتفع الرسوم المدرسية 2.35%']);
    const sentence = firstVerdictChange(years)?.sentence;
    expect(sentence && en(sentence)).toBe('Year 6: Surviving Mode. Child 1 starts Grade 6 and their fees rise by AED 11,424.');
    expect(sentence && ar(sentence)).toContain('ينتقل الطفل الأول إلى الصف 6 وترتفع رسومه بمقدار 11,424 درهم');
  });

  it('a child without a curriculum moving up a stage', () => {
    const input = offerInput({
      location: { country: 'Qatar', city: 'Doha' },
      household: { adults: 2, children: [{ age: 'kg', curriculum: null }] },
      benefits: { housing: 'provided' },
    });
    const third = projectContract(input, { years: 3 })[2];
    expect(third?.changes.map(en)).toEqual(['Child 1 starts Grade 1: with no curriculum chosen, we use one typical fee for every stage']);
    expect(third?.changes.map(ar)).toEqual(['ينتقل الطفل الأول إلى الصف 1: بلا منهج محدد نستخدم الرسم المعتاد نفسه لكل المراحل']);
  });

  it('rent and salary, and a clause that opens a sentence', () => {
    const sharjah = projectContract(offerInput({ location: { country: 'UAE', city: 'Sharjah' } }), { years: 4 });
    expect(sharjah[3]?.changes.map(en)).toEqual(['Rent rises 5% to AED 25,932 a year']);
    expect(sharjah[3]?.changes.map(ar)).toEqual(['يرتفع الإيجار 5% إلى 25,932 درهم سنويًا']);
    const kuwait = projectContract(
      offerInput({ location: { country: 'Kuwait', city: 'Kuwait City' }, financials: { grossSalary: 1_000 } }),
      { years: 3, salaryIncreasePercent: 3 },
    );
    expect(kuwait[2]?.changes.map(en)).toEqual(['Salary rises 3% to KWD 1,061 a month']);
    expect(kuwait[2]?.changes.map(ar)).toEqual(['يرتفع الراتب 3% إلى 1,061 دينار كويتي شهريًا']);
    const easing = kuwait[2]?.easing;
    expect(easing && en(easing)).toBe('the salary rises to KWD 1,061 a month');
    expect(easing && en({ ...easing, values: { ...easing.values, form: 'start' } })).toBe('The salary rises to KWD 1,061 a month');
    expect(easing && ar({ ...easing, values: { ...easing.values, form: 'start' } })).toBe('يرتفع الراتب إلى 1,061 دينار كويتي شهريًا');
  });

  it('says the same amounts in both languages, for any offer', () => {
    fc.assert(
      fc.property(offerArbitrary(), fc.integer({ min: 1, max: 10 }), fc.integer({ min: -5, max: 8 }), (input, years, salary) => {
        const problems: string[] = [];
        for (const year of projectContract(input, { years, salaryIncreasePercent: salary })) {
          for (const change of year.changes) problems.push(...figureProblems(en(change), ar(change)));
          if (year.cause !== null) problems.push(...figureProblems(en(year.cause), ar(year.cause)));
          if (year.easing !== null) problems.push(...figureProblems(en(year.easing), ar(year.easing)));
        }
        expect(problems).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });
});
