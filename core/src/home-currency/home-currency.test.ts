import { describe, expect, it } from 'vitest';
import { currencyPerUsd } from '../money/index.ts';
import { dataAsOf } from '../sources/index.ts';
import type { Message } from '../language/index.ts';
import { say } from '../test-support/index.ts';
import { formatHomeMoney, fromHomeCurrency, homeCurrencies, homeCurrencyCodes, homeRateSource, toHomeCurrency } from './home-currency.ts';

describe('home currencies', () => {
  it('list the main remittance destinations first, each with an English name and its place', () => {
    expect(homeCurrencies.slice(0, 7).map((c) => c.code)).toEqual(['INR', 'PKR', 'PHP', 'BDT', 'EGP', 'LKR', 'NPR']);
    expect(homeCurrencies[0]).toEqual({ code: 'INR', name: { messageId: 'homeCurrency.name.INR' }, order: 1 });
    expect(say(homeCurrencies[0]?.name ?? { messageId: '' })).toBe('Indian rupee');
    expect(homeCurrencies.map((c) => c.order)).toEqual(homeCurrencies.map((_, i) => i + 1));
    expect(homeCurrencies.map((c) => c.code)).toEqual([...homeCurrencyCodes]);
    expect(homeCurrencies.length).toBeGreaterThanOrEqual(15);
    for (const c of homeCurrencies) expect(say(c.name).length, c.code).toBeGreaterThan(3);
  });

  it('each have a rate and a dated source, shown as the data month', () => {
    for (const code of homeCurrencyCodes) {
      expect(toHomeCurrency(currencyPerUsd.AED, 'UAE', code), code).toBeGreaterThan(0);
      const source = homeRateSource(code);
      expect(source.asOf, code).toBe(dataAsOf.asOfLabel);
      expect(source.sources.length, code).toBeGreaterThan(0);
      for (const s of source.sources) expect(s.date, code).toMatch(/undated|\d{4}/);
      expect(say(source.explanation as Message), code).toMatch(new RegExp(`AED 1 is about ${code} `));
    }
  });

  it('build each source once', () => {
    expect(homeRateSource('INR')).toBe(homeRateSource('INR'));
  });

  it('carry the assumption of a derived or undated rate', () => {
    const said = (text: string | Message | undefined) => (text === undefined ? undefined : say(text as Message));
    expect(said(homeRateSource('NPR').assumption)).toMatch(/^Derived/);
    expect(said(homeRateSource('LKR').assumption)).toMatch(/year-end/);
    expect(homeRateSource('INR').assumption).toBeUndefined();
    expect(said(homeRateSource('INR').explanation)).toBe(
      'The Indian rupee closed at 88.24 to the US dollar on 27 October 2025, after record closing lows of 88.80 on 30 September and 14 October. ' +
        'The calculator converts through the US dollar, so AED 1 is about INR 24.03; the other Gulf currencies convert at their own rates to the dollar.',
    );
  });
});

describe('toHomeCurrency', () => {
  // Worked by hand: amount ÷ (Gulf units per USD) × (home units per USD), then rounded to show.
  it.each([
    // 10,000 ÷ 3.6725 = 2,722.94 USD; × 88.24 = 240,272.29
    { amount: 10_000, country: 'UAE', code: 'INR', exact: 240_272.29, shown: 'INR 240,272' },
    // 5,000 ÷ 3.75 = 1,333.33 USD; × 280.97 = 374,626.67
    { amount: 5_000, country: 'KSA', code: 'PKR', exact: 374_626.67, shown: 'PKR 374,627' },
    // 8,000 ÷ 3.64 = 2,197.80 USD; × 58.18 = 127,868.13
    { amount: 8_000, country: 'Qatar', code: 'PHP', exact: 127_868.13, shown: 'PHP 127,868' },
    // 500 ÷ 0.307 = 1,628.66 USD; × 47.79 = 77,833.88
    { amount: 500, country: 'Kuwait', code: 'EGP', exact: 77_833.88, shown: 'EGP 77,834' },
    // 1,000 ÷ 0.3845 = 2,600.78 USD
    { amount: 1_000, country: 'Oman', code: 'USD', exact: 2_600.78, shown: 'USD 2,601' },
    // 1,000 ÷ 0.376 = 2,659.57 USD; × 0.75 = 1,994.68
    { amount: 1_000, country: 'Bahrain', code: 'GBP', exact: 1_994.68, shown: 'GBP 1,995' },
    // 1,000 ÷ 3.6725 = 272.29 USD; × 141.18 = 38,442.48
    { amount: 1_000, country: 'UAE', code: 'NPR', exact: 38_442.48, shown: 'NPR 38,442' },
    // 3,672.5 ÷ 3.6725 = 1,000 USD exactly
    { amount: 3_672.5, country: 'UAE', code: 'USD', exact: 1_000, shown: 'USD 1,000' },
  ] as const)('$country $amount is $shown', ({ amount, country, code, exact, shown }) => {
    const converted = toHomeCurrency(amount, country, code);
    expect(converted).toBeCloseTo(exact, 2);
    expect(formatHomeMoney(converted, code)).toBe(shown);
  });

  it('treats an unknown country as the UAE (AED)', () => {
    expect(toHomeCurrency(10_000, undefined, 'INR')).toBe(toHomeCurrency(10_000, 'UAE', 'INR'));
    expect(toHomeCurrency(10_000, null, 'INR')).toBe(toHomeCurrency(10_000, 'UAE', 'INR'));
  });

  it('is undone by fromHomeCurrency', () => {
    expect(fromHomeCurrency(240_272.29, 'UAE', 'INR')).toBeCloseTo(10_000, 2);
    expect(fromHomeCurrency(1_000, 'KSA', 'USD')).toBeCloseTo(3_750, 9);
  });
});

describe('formatHomeMoney', () => {
  it('shows whole units after the code, grouped in threes', () => {
    expect(formatHomeMoney(1_234_567.5, 'INR')).toBe('INR 1,234,568');
    expect(formatHomeMoney(16_589, 'IDR')).toBe('IDR 16,589');
    expect(formatHomeMoney(12.49, 'JOD')).toBe('JOD 12');
    expect(formatHomeMoney(-22_009, 'INR')).toBe('-INR 22,009');
  });

  it('shows a rounded zero without a sign', () => {
    expect(formatHomeMoney(-0.4, 'PKR')).toBe('PKR 0');
  });
});
