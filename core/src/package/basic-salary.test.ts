import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { basicSalaryFor, typicalBasicShare } from './basic-salary.ts';
import { countryCodes } from '../countries/index.ts';
import countriesEnglish from '../countries/locales/en.json' with { type: 'json' };
import { messageWords } from '../test-support/index.ts';
import englishPackage from './locales/en.json' with { type: 'json' };

const english = messageWords('en', englishPackage, countriesEnglish);

describe('basicSalaryFor', () => {
  it.each([
    // Blank basic: gross × the typical share, rounded to whole units.
    ['UAE blank: 20,000 × 60%', { country: 'UAE', grossMonthly: 20_000, basicMonthly: null }, 12_000, 0.6],
    ['KSA blank: 13,500 × 74% = 9,990', { country: 'KSA', grossMonthly: 13_500, basicMonthly: undefined }, 9_990, 0.74],
    ['Qatar blank (0): 15,000 × 60%', { country: 'Qatar', grossMonthly: 15_000, basicMonthly: 0 }, 9_000, 0.6],
    ['Kuwait blank: 1,001 × 60% = 600.6 → 601', { country: 'Kuwait', grossMonthly: 1_001 }, 601, 0.6],
    ['No gross: basic 0', { country: 'Oman', grossMonthly: 0, basicMonthly: null }, 0, 0.6],
  ] as const)('%s', (_label, query, basicMonthly, share) => {
    const basic = basicSalaryFor(query);
    expect(basic).toMatchObject({ basicMonthly, share, assumed: true });
    expect(basic.invalid).toBeUndefined();
  });

  it('uses an entered basic at or below the gross, with its own share', () => {
    // 8,000 of 20,000 = 40%.
    expect(basicSalaryFor({ country: 'UAE', grossMonthly: 20_000, basicMonthly: 8_000 })).toMatchObject({
      basicMonthly: 8_000,
      share: 0.4,
      assumed: false,
    });
    expect(basicSalaryFor({ country: 'Bahrain', grossMonthly: 900, basicMonthly: 900 })).toMatchObject({
      basicMonthly: 900,
      share: 1,
      assumed: false,
    });
    expect(basicSalaryFor({ country: 'UAE', grossMonthly: 20_000, basicMonthly: 8_000 }).source.userEntry).toBe(true);
  });

  it('does not use a basic above the gross: falls back to the typical share and says why', () => {
    // 25,000 > 20,000: 20,000 × 60% = 12,000 is used instead.
    expect(basicSalaryFor({ country: 'UAE', grossMonthly: 20_000, basicMonthly: 25_000 })).toMatchObject({
      basicMonthly: 12_000,
      share: 0.6,
      assumed: true,
      invalid: 'above-gross',
    });
    expect(basicSalaryFor({ country: 'Oman', grossMonthly: 0, basicMonthly: 100 }).invalid).toBe('above-gross');
  });

  it('marks the share as an assumption where no source describes the country’s usual split', () => {
    expect(typicalBasicShare('UAE').source.assumption).toBeUndefined();
    expect(typicalBasicShare('KSA').source.assumption).toBeUndefined();
    for (const country of ['Qatar', 'Oman', 'Bahrain', 'Kuwait'] as const) {
      const { assumption } = typicalBasicShare(country).source;
      expect(typeof assumption === 'object' && english(assumption)).toMatch(new RegExp(`60%.*; ${country} has no published norm`));
    }
    for (const country of countryCodes) expect(typicalBasicShare(country).source.sources.length).toBeGreaterThan(0);
  });

  it('uses the country’s assumed share whenever the basic is blank', () => {
    const blank = fc.constantFrom<number | null | undefined>(null, undefined, 0);
    fc.assert(
      fc.property(
        fc.constantFrom(...countryCodes),
        fc.integer({ min: 0, max: 1_000_000 }),
        blank,
        (country, grossMonthly, basicMonthly) => {
          const { share, source } = typicalBasicShare(country);
          expect(basicSalaryFor({ country, grossMonthly, basicMonthly })).toEqual({
            basicMonthly: Math.round(grossMonthly * share),
            assumed: true,
            share,
            source,
          });
        },
      ),
    );
  });

  it('never returns a basic above the gross', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...countryCodes),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.option(fc.integer({ min: 0, max: 2_000_000 })),
        (country, grossMonthly, basicMonthly) => {
          expect(basicSalaryFor({ country, grossMonthly, basicMonthly }).basicMonthly).toBeLessThanOrEqual(grossMonthly);
        },
      ),
    );
  });
});
