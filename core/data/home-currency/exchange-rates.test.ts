// Checks the bundled home-currency rates (exchange-rates.json, issue 11) against their schema, the
// source registry and the words that explain them (core/src/home-currency/locales), and against the
// research they come from (docs/research/schools-flights-fx.md section C1).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dataAsOf, sourceIds, sourceRef } from '../../src/sources/index.ts';
import { exchangeRatesSchema, homeCurrencyCodes } from '../../src/home-currency/index.ts';
import arabic from '../../src/home-currency/locales/ar.json' with { type: 'json' };
import english from '../../src/home-currency/locales/en.json' with { type: 'json' };

const words: Readonly<Record<string, string>> = english;
const arabicWords: Readonly<Record<string, string>> = arabic;
const explanation = (code: string) => words[`homeCurrency.rate.${code}.explanation`] ?? '';

const data = exchangeRatesSchema.parse(JSON.parse(readFileSync(new URL('./exchange-rates.json', import.meta.url), 'utf8')));
const rate = (code: string) => {
  const found = data.rates.find((r) => r.code === code);
  if (!found) throw new Error(`no rate for ${code}`);
  return found;
};

describe('home-currency exchange rates', () => {
  it('stand for the data month', () => {
    expect(data.asOf).toBe(dataAsOf.asOf);
  });

  it('hold one rate for every listed currency and none other', () => {
    expect(data.rates.map((r) => r.code).sort()).toEqual([...homeCurrencyCodes].sort());
  });

  it('cite registry ids, at least one source with a year for every rate', () => {
    for (const r of data.rates) {
      for (const id of r.sources) expect(sourceIds, r.code).toContain(id);
      expect(
        r.sources.some((id) => /\b20\d\d\b/.test(sourceRef(id).date)),
        r.code,
      ).toBe(true);
    }
  });

  it('explain every rate, and say an assumption exactly for the rates marked assumed, in both languages', () => {
    for (const r of data.rates) {
      expect(explanation(r.code).length, r.code).toBeGreaterThan(40);
      expect(arabicWords[`homeCurrency.rate.${r.code}.explanation`], r.code).toBeDefined();
      for (const catalogue of [words, arabicWords])
        expect(`homeCurrency.rate.${r.code}.assumption` in catalogue, r.code).toBe(r.assumed === true);
    }
  });

  it('say what they assume whenever the rate is not from October 2025', () => {
    for (const r of data.rates) {
      if (!r.rateDate.startsWith(data.asOf)) expect(r.assumed, r.code).toBe(true);
    }
    expect(data.rates.filter((r) => !r.rateDate.startsWith(data.asOf)).map((r) => r.code)).toEqual(['LKR', 'JOD', 'UGX']);
  });

  it('are the research values (section C1, units per US dollar)', () => {
    const expected = {
      INR: 88.24,
      PKR: 280.97,
      PHP: 58.18,
      BDT: 121.92,
      EGP: 47.79,
      LKR: 306.29,
      NPR: 141.18,
      IDR: 16_589,
      JOD: 0.709,
      KES: 129.24,
      NGN: 1_452.5,
      ETB: 148,
      UGX: 3_586.57,
      GBP: 0.75,
      EUR: 0.859,
      USD: 1,
      CAD: 1.402,
      AUD: 1.536,
      ZAR: 17.3,
    };
    expect(Object.fromEntries(data.rates.map((r) => [r.code, r.perUsd]))).toEqual(expected);
  });

  it('derive the cross rates as their explanations say', () => {
    // NPR: Nepal Rastra Bank's 1.6 Nepalese rupees to the Indian rupee, times INR 88.24.
    expect(rate('NPR').perUsd).toBeCloseTo(1.6 * rate('INR').perUsd, 2);
    // GBP: SBP 28 October, PKR 280.97 to the dollar ÷ PKR 374.47 to the pound.
    expect(rate('GBP').perUsd).toBeCloseTo(280.97 / 374.47, 3);
    // EUR: 1 ÷ EUR/USD 1.1643.
    expect(rate('EUR').perUsd).toBeCloseTo(1 / 1.1643, 3);
    // CAD: BSP 22 October, PHP 58.17 to the US dollar ÷ PHP 41.49 to the Canadian dollar.
    expect(rate('CAD').perUsd).toBeCloseTo(58.17 / 41.49, 3);
    // AUD: BSP 24 October, PHP 58.60 ÷ PHP 38.15.
    expect(rate('AUD').perUsd).toBeCloseTo(58.6 / 38.15, 3);
  });

  it('quote the rate they use in their explanation', () => {
    const shown = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
    for (const r of data.rates.filter((x) => x.code !== 'USD')) {
      const variants = [String(r.perUsd), shown.format(r.perUsd), r.perUsd.toFixed(2), r.perUsd.toFixed(3)];
      expect(
        variants.some((v) => explanation(r.code).includes(v)),
        `${r.code}: ${explanation(r.code)}`,
      ).toBe(true);
    }
  });
});
