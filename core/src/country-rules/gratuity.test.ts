import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countryCodes } from '../countries/index.ts';
import type { Message } from '../language/index.ts';
import { messageWords } from '../test-support/index.ts';
import { endOfServiceBenefit, type EndOfServiceQuery, type Leaving } from './gratuity.ts';
import arabicRules from './locales/ar.json' with { type: 'json' };
import englishRules from './locales/en.json' with { type: 'json' };

const english = messageWords('en', englishRules);
const arabic = messageWords('ar', arabicRules);
/** A source's text as the page says it; every end-of-service text is a message. */
const said = (text: string | Message | undefined, language: 'en' | 'ar' = 'en') =>
  text === undefined ? undefined : typeof text === 'string' ? text : (language === 'en' ? english : arabic)(text);

type Case = [label: string, query: EndOfServiceQuery, amount: number];

// Every amount below is worked out by hand in the comment beside it.
const cases: Case[] = [
  // UAE: basic AED 10,000; 21 days = 21/30 × 10,000 = 7,000 a year for years 1-5, 30 days = 10,000 a year after.
  ['UAE under a year: nothing', { country: 'UAE', basicMonthly: 10_000, years: 0.9, leaving: 'completed' }, 0],
  ['UAE 1 year: 7,000', { country: 'UAE', basicMonthly: 10_000, years: 1, leaving: 'completed' }, 7_000],
  ['UAE 1.5 years pro rata: 1.5 × 7,000', { country: 'UAE', basicMonthly: 10_000, years: 1.5, leaving: 'completed' }, 10_500],
  ['UAE 3 years: 3 × 7,000', { country: 'UAE', basicMonthly: 10_000, years: 3, leaving: 'completed' }, 21_000],
  ['UAE 3 years resigned: no cut', { country: 'UAE', basicMonthly: 10_000, years: 3, leaving: 'resigned' }, 21_000],
  ['UAE 5 years: 5 × 7,000', { country: 'UAE', basicMonthly: 10_000, years: 5, leaving: 'completed' }, 35_000],
  ['UAE 7 years: 35,000 + 2 × 10,000', { country: 'UAE', basicMonthly: 10_000, years: 7, leaving: 'completed' }, 55_000],
  // 30 years: 35,000 + 25 × 10,000 = 285,000, capped at 24 × 10,000 = 240,000 (no gross given: basic).
  ['UAE 30 years: capped at 2 years of basic', { country: 'UAE', basicMonthly: 10_000, years: 30, leaving: 'completed' }, 240_000],
  // With a gross of 11,000 the cap is 24 × 11,000 = 264,000, still below 285,000.
  [
    'UAE 30 years: capped at 2 years of gross',
    { country: 'UAE', basicMonthly: 10_000, wageMonthly: 11_000, years: 30, leaving: 'completed' },
    264_000,
  ],

  // KSA: on the total wage SAR 13,500 (basic 10,000 + housing 2,500 + transport 1,000):
  // half a month = 6,750 a year for years 1-5, a month = 13,500 a year after.
  ['KSA 1 year: 6,750', { country: 'KSA', basicMonthly: 10_000, wageMonthly: 13_500, years: 1, leaving: 'completed' }, 6_750],
  ['KSA 3 years: 3 × 6,750', { country: 'KSA', basicMonthly: 10_000, wageMonthly: 13_500, years: 3, leaving: 'completed' }, 20_250],
  ['KSA 5 years: 5 × 6,750', { country: 'KSA', basicMonthly: 10_000, wageMonthly: 13_500, years: 5, leaving: 'completed' }, 33_750],
  [
    'KSA 7 years: 33,750 + 2 × 13,500',
    { country: 'KSA', basicMonthly: 10_000, wageMonthly: 13_500, years: 7, leaving: 'completed' },
    60_750,
  ],
  ['KSA 3 years, no wage given: 3 × 5,000 on basic', { country: 'KSA', basicMonthly: 10_000, years: 3, leaving: 'completed' }, 15_000],
  [
    'KSA 1.5 years resigned: nothing under 2 years',
    { country: 'KSA', basicMonthly: 10_000, wageMonthly: 13_500, years: 1.5, leaving: 'resigned' },
    0,
  ],
  ['KSA 3 years resigned: 20,250 ÷ 3', { country: 'KSA', basicMonthly: 10_000, wageMonthly: 13_500, years: 3, leaving: 'resigned' }, 6_750],
  [
    'KSA 5 years resigned: 33,750 ÷ 3',
    { country: 'KSA', basicMonthly: 10_000, wageMonthly: 13_500, years: 5, leaving: 'resigned' },
    11_250,
  ],
  [
    'KSA 7 years resigned: 60,750 × 2/3',
    { country: 'KSA', basicMonthly: 10_000, wageMonthly: 13_500, years: 7, leaving: 'resigned' },
    40_500,
  ],
  // 10 years: 33,750 + 5 × 13,500 = 101,250, paid in full on resignation from 10 years.
  ['KSA 10 years resigned: full', { country: 'KSA', basicMonthly: 10_000, wageMonthly: 13_500, years: 10, leaving: 'resigned' }, 101_250],
  // No cap: 30 years = (2.5 + 25) × 13,500 = 371,250.
  ['KSA 30 years: no cap', { country: 'KSA', basicMonthly: 10_000, wageMonthly: 13_500, years: 30, leaving: 'completed' }, 371_250],

  // Qatar: basic QR 10,000; 21 days = 21/30 × 10,000 = 7,000 a year, from one year.
  ['Qatar under a year: nothing', { country: 'Qatar', basicMonthly: 10_000, years: 0.9, leaving: 'completed' }, 0],
  ['Qatar 1 year: 7,000', { country: 'Qatar', basicMonthly: 10_000, years: 1, leaving: 'completed' }, 7_000],
  ['Qatar 3 years: 21,000', { country: 'Qatar', basicMonthly: 10_000, years: 3, leaving: 'completed' }, 21_000],
  ['Qatar 3 years resigned: no cut', { country: 'Qatar', basicMonthly: 10_000, years: 3, leaving: 'resigned' }, 21_000],
  ['Qatar 5 years: 35,000', { country: 'Qatar', basicMonthly: 10_000, years: 5, leaving: 'completed' }, 35_000],
  ['Qatar 7 years: 49,000', { country: 'Qatar', basicMonthly: 10_000, years: 7, leaving: 'completed' }, 49_000],
  ['Qatar 40 years: no cap, 40 × 7,000', { country: 'Qatar', basicMonthly: 10_000, years: 40, leaving: 'completed' }, 280_000],
  // Wage basis is basic: the gross does not change it.
  [
    'Qatar 3 years with a gross: still on basic',
    { country: 'Qatar', basicMonthly: 10_000, wageMonthly: 16_000, years: 3, leaving: 'completed' },
    21_000,
  ],

  // Oman: basic OMR 1,000; a month's basic a year, no minimum service.
  ['Oman half a year: 500', { country: 'Oman', basicMonthly: 1_000, years: 0.5, leaving: 'completed' }, 500],
  ['Oman 1 year: 1,000', { country: 'Oman', basicMonthly: 1_000, years: 1, leaving: 'completed' }, 1_000],
  ['Oman 3 years: 3,000', { country: 'Oman', basicMonthly: 1_000, years: 3, leaving: 'completed' }, 3_000],
  ['Oman 3 years resigned: no cut', { country: 'Oman', basicMonthly: 1_000, years: 3, leaving: 'resigned' }, 3_000],
  ['Oman 5 years: 5,000', { country: 'Oman', basicMonthly: 1_000, years: 5, leaving: 'completed' }, 5_000],
  ['Oman 7 years: 7,000', { country: 'Oman', basicMonthly: 1_000, years: 7, leaving: 'completed' }, 7_000],

  // Bahrain: wage BHD 1,000 (basic 600); 4.2% × 12 = 0.504 of the wage a year for 3 years = 504, 8.4% × 12 = 1,008 after.
  ['Bahrain 1 year: 504', { country: 'Bahrain', basicMonthly: 600, wageMonthly: 1_000, years: 1, leaving: 'completed' }, 504],
  ['Bahrain 3 years: 3 × 504', { country: 'Bahrain', basicMonthly: 600, wageMonthly: 1_000, years: 3, leaving: 'completed' }, 1_512],
  [
    'Bahrain 5 years: 1,512 + 2 × 1,008',
    { country: 'Bahrain', basicMonthly: 600, wageMonthly: 1_000, years: 5, leaving: 'completed' },
    3_528,
  ],
  [
    'Bahrain 7 years: 1,512 + 4 × 1,008',
    { country: 'Bahrain', basicMonthly: 600, wageMonthly: 1_000, years: 7, leaving: 'completed' },
    5_544,
  ],
  ['Bahrain 7 years resigned: no cut', { country: 'Bahrain', basicMonthly: 600, wageMonthly: 1_000, years: 7, leaving: 'resigned' }, 5_544],
  // Half a year: 0.5 × 504 = 252; contributions start with the first month.
  ['Bahrain half a year: 252', { country: 'Bahrain', basicMonthly: 600, wageMonthly: 1_000, years: 0.5, leaving: 'completed' }, 252],
  // No gross given: 0.504 × 600 = 302.4 → 302.
  ['Bahrain 1 year, no wage given: on basic', { country: 'Bahrain', basicMonthly: 600, years: 1, leaving: 'completed' }, 302],

  // Kuwait: wage KWD 1,000 (basic 600); 15 days = 15/26 × 1,000 = 576.92 a year for years 1-5, a month = 1,000 after.
  ['Kuwait 1 year: 576.92 → 577', { country: 'Kuwait', basicMonthly: 600, wageMonthly: 1_000, years: 1, leaving: 'completed' }, 577],
  [
    'Kuwait 3 years: 45/26 × 1,000 = 1,730.77 → 1,731',
    { country: 'Kuwait', basicMonthly: 600, wageMonthly: 1_000, years: 3, leaving: 'completed' },
    1_731,
  ],
  [
    'Kuwait 5 years: 75/26 × 1,000 = 2,884.62 → 2,885',
    { country: 'Kuwait', basicMonthly: 600, wageMonthly: 1_000, years: 5, leaving: 'completed' },
    2_885,
  ],
  [
    'Kuwait 7 years: 2,884.62 + 2,000 → 4,885',
    { country: 'Kuwait', basicMonthly: 600, wageMonthly: 1_000, years: 7, leaving: 'completed' },
    4_885,
  ],
  [
    'Kuwait 2 years resigned: nothing under 3 years',
    { country: 'Kuwait', basicMonthly: 600, wageMonthly: 1_000, years: 2, leaving: 'resigned' },
    0,
  ],
  [
    'Kuwait 3 years resigned: 1,730.77 ÷ 2 → 865',
    { country: 'Kuwait', basicMonthly: 600, wageMonthly: 1_000, years: 3, leaving: 'resigned' },
    865,
  ],
  [
    'Kuwait 5 years resigned: 2,884.62 ÷ 2 → 1,442',
    { country: 'Kuwait', basicMonthly: 600, wageMonthly: 1_000, years: 5, leaving: 'resigned' },
    1_442,
  ],
  [
    'Kuwait 7 years resigned: 4,884.62 × 2/3 → 3,256',
    { country: 'Kuwait', basicMonthly: 600, wageMonthly: 1_000, years: 7, leaving: 'resigned' },
    3_256,
  ],
  [
    'Kuwait 10 years resigned: full, 2,884.62 + 5,000 → 7,885',
    { country: 'Kuwait', basicMonthly: 600, wageMonthly: 1_000, years: 10, leaving: 'resigned' },
    7_885,
  ],
  // 25 years: 2,884.62 + 20 × 1,000 = 22,884.62, capped at 18 × 1,000.
  [
    'Kuwait 25 years: capped at 18 months',
    { country: 'Kuwait', basicMonthly: 600, wageMonthly: 1_000, years: 25, leaving: 'completed' },
    18_000,
  ],
  [
    'Kuwait 25 years resigned: capped, paid in full',
    { country: 'Kuwait', basicMonthly: 600, wageMonthly: 1_000, years: 25, leaving: 'resigned' },
    18_000,
  ],
  // Arab Times' own example: KD 300, 10 years = 75/26 + 5 = 7.8846 months = 2,365.38 (it rounds to 7.88 months = KD 2,364).
  ['Kuwait, Arab Times example: KD 300 for 10 years', { country: 'Kuwait', basicMonthly: 300, years: 10, leaving: 'completed' }, 2_365],
];

describe('endOfServiceBenefit', () => {
  it.each(cases)('%s', (_label, query, amount) => {
    expect(endOfServiceBenefit(query).amount).toBe(amount);
  });

  it('spreads the amount over the months of service', () => {
    // UAE 7 years: 55,000 ÷ 84 months = 654.76.
    expect(endOfServiceBenefit({ country: 'UAE', basicMonthly: 10_000, years: 7, leaving: 'completed' }).monthlyAccrual).toBeCloseTo(
      654.76,
      2,
    );
    // KSA 3 years: 20,250 ÷ 36 = 562.5.
    expect(
      endOfServiceBenefit({ country: 'KSA', basicMonthly: 10_000, wageMonthly: 13_500, years: 3, leaving: 'completed' }).monthlyAccrual,
    ).toBe(562.5);
    expect(endOfServiceBenefit({ country: 'UAE', basicMonthly: 10_000, years: 0.5, leaving: 'completed' }).monthlyAccrual).toBe(0);
    expect(endOfServiceBenefit({ country: 'Oman', basicMonthly: 1_000, years: 0, leaving: 'completed' }).monthlyAccrual).toBe(0);
  });

  it('names the scheme: SIO social insurance in Bahrain, a lump sum elsewhere in October 2025', () => {
    const scheme = (country: EndOfServiceQuery['country']) =>
      endOfServiceBenefit({ country, basicMonthly: 1_000, years: 2, leaving: 'completed' }).scheme;
    expect(scheme('Bahrain')).toBe('social-insurance');
    for (const country of ['UAE', 'KSA', 'Qatar', 'Oman', 'Kuwait'] as const) expect(scheme(country)).toBe('lump-sum');
  });

  it('says the rule in words, with the cap, the minimum service, the resignation cut and later changes', () => {
    const rule = (country: EndOfServiceQuery['country'], leaving: Leaving) =>
      english(endOfServiceBenefit({ country, basicMonthly: 1_000, years: 2, leaving }).rule);
    expect(rule('UAE', 'completed')).toMatch(/two years’ wage/);
    expect(rule('UAE', 'completed')).toMatch(/one year of service/);
    expect(rule('KSA', 'resigned')).toMatch(/a third for two to five years/);
    expect(rule('Kuwait', 'completed')).toMatch(/18 months’ pay/);
    expect(rule('Kuwait', 'completed')).toMatch(/÷ 26/);
    expect(rule('Kuwait', 'resigned')).toMatch(/half for three to five years/);
    expect(rule('Oman', 'completed')).toMatch(/19 July 2027/);
    expect(rule('Bahrain', 'completed')).toMatch(/4\.2%.*8\.4%/);
  });

  it('gives every country a dated source with at least one reference', () => {
    for (const country of countryCodes) {
      const { source } = endOfServiceBenefit({ country, basicMonthly: 1_000, years: 2, leaving: 'completed' });
      expect(source.asOf).toBe('October 2025');
      expect(source.sources.length).toBeGreaterThan(0);
      for (const ref of source.sources) expect(ref.date).not.toBe('');
    }
  });
});

describe('endOfServiceBenefit invariants', () => {
  const country = fc.constantFrom(...countryCodes);
  const leaving = fc.constantFrom<Leaving>('completed', 'resigned');
  const pay = fc.integer({ min: 0, max: 200_000 });
  // Whole months up to 40 years, so tier and resignation boundaries are hit exactly.
  const years = fc.integer({ min: 0, max: 480 }).map((months) => months / 12);

  it('never decreases with years of service', () => {
    fc.assert(
      fc.property(country, leaving, pay, fc.option(pay, { nil: undefined }), years, years, (c, l, basic, wage, a, b) => {
        const [shorter, longer] = a <= b ? [a, b] : [b, a];
        const at = (y: number) => endOfServiceBenefit({ country: c, basicMonthly: basic, wageMonthly: wage, years: y, leaving: l }).amount;
        expect(at(longer)).toBeGreaterThanOrEqual(at(shorter));
      }),
    );
  });

  it('never decreases with basic pay', () => {
    fc.assert(
      fc.property(country, leaving, pay, pay, fc.option(pay, { nil: undefined }), years, (c, l, a, b, wage, y) => {
        const [lower, higher] = a <= b ? [a, b] : [b, a];
        const at = (basic: number) =>
          endOfServiceBenefit({ country: c, basicMonthly: basic, wageMonthly: wage, years: y, leaving: l }).amount;
        expect(at(higher)).toBeGreaterThanOrEqual(at(lower));
      }),
    );
  });

  it('never passes a cap: two years of wage in the UAE, 18 months in Kuwait', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('UAE' as const, 'Kuwait' as const),
        leaving,
        pay,
        fc.option(pay, { nil: undefined }),
        years,
        (c, l, basic, wage, y) => {
          const capped = Math.max(basic, wage ?? 0) * (c === 'UAE' ? 24 : 18);
          expect(
            endOfServiceBenefit({ country: c, basicMonthly: basic, wageMonthly: wage, years: y, leaving: l }).amount,
          ).toBeLessThanOrEqual(capped);
        },
      ),
    );
  });

  it('accrues the amount over the months of service', () => {
    fc.assert(
      fc.property(country, leaving, pay, years, (c, l, basic, y) => {
        const { amount, monthlyAccrual } = endOfServiceBenefit({ country: c, basicMonthly: basic, years: y, leaving: l });
        expect(amount).toBe(Math.round(amount));
        expect(monthlyAccrual * y * 12).toBeCloseTo(amount, 6);
      }),
    );
  });
});

// gulf-rules.md §1.1 marks Qatar's pro rata and resignation, Bahrain's resignation and Kuwait's wage
// basis "unconfirmed", and Oman's savings scheme starts within a contract: each is shown as an
// assumption (in both languages), and none of the rules states it as the law.
describe('end-of-service rules we could not confirm', () => {
  const benefit = (country: EndOfServiceQuery['country'], leaving: Leaving = 'completed') =>
    endOfServiceBenefit({ country, basicMonthly: 1_000, wageMonthly: 2_000, years: 5, leaving });

  it('carries an assumption in English and Arabic exactly where a rule is unconfirmed', () => {
    const assumed = countryCodes.filter((country) => benefit(country).source.assumption !== undefined);
    expect(assumed).toEqual(['Qatar', 'Oman', 'Bahrain', 'Kuwait']);
    for (const country of assumed) expect(said(benefit(country).source.assumption, 'ar')).toMatch(/^نفترض/);
    expect(said(benefit('Kuwait').source.assumption)).toMatch(/full pay with regular allowances.*÷ 26/);
    expect(said(benefit('Bahrain').source.assumption)).toMatch(/whether you resign/);
    expect(said(benefit('Qatar').source.assumption)).toMatch(/pro rata.*resigning/);
    expect(said(benefit('Oman').source.assumption)).toMatch(/19 July 2027/);
  });

  it('no longer states them as the law in the rule text', () => {
    expect(english(benefit('Qatar').rule)).not.toMatch(/resigning does not reduce it/);
    expect(english(benefit('Bahrain').rule)).not.toMatch(/whether you resign or not/);
    for (const country of ['Qatar', 'Bahrain', 'Kuwait'] as const) {
      expect(english(benefit(country).rule)).toMatch(/\(our assumption\)/);
      expect(english(benefit(country, 'resigned').rule)).toMatch(/\(our assumption\)/);
    }
  });
});
