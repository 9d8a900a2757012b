// Checks the bundled home-currency rates (exchange-rates.json, issue 11) against their schema and
// against the research they come from (docs/research/schools-flights-fx.md section C1).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dataAsOf } from '../src/sources/index.ts';
import { exchangeRatesSchema, homeCurrencyCodes } from '../src/home-currency/index.ts';

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

  it('cite at least one source with a year for every rate', () => {
    for (const r of data.rates)
      expect(
        r.sources.some((s) => /\b20\d\d\b/.test(s.date)),
        r.code,
      ).toBe(true);
  });

  it('say what they assume whenever the rate is not from October 2025', () => {
    for (const r of data.rates) {
      if (!r.rateDate.startsWith(data.asOf)) expect(r.assumption, r.code).toBeDefined();
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
        variants.some((v) => r.explanation.includes(v)),
        `${r.code}: ${r.explanation}`,
      ).toBe(true);
    }
  });
});
