import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countryCodes, currencyFor } from '../countries/index.ts';
import { currencyPerUsd } from '../money/index.ts';
import { fromHomeCurrency, homeCurrencyCodes, toHomeCurrency } from './home-currency.ts';
import { sendHomeCheck } from './send-home.ts';

const country = fc.option(fc.constantFrom(...countryCodes), { nil: undefined });
const code = fc.constantFrom(...homeCurrencyCodes);
// Money to the cent, up to 10 million either way.
const amount = fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }).map((cents) => cents / 100);

describe('home-currency conversion invariants', () => {
  it('comes back to the amount after a round trip', () => {
    fc.assert(
      fc.property(amount, country, code, (a, c, k) => {
        expect(Math.abs(fromHomeCurrency(toHomeCurrency(a, c, k), c, k) - a)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(a)));
      }),
      { numRuns: 500 },
    );
  });

  it('comes back within rounding after a trip through whole US dollars', () => {
    fc.assert(
      fc.property(amount, country, (a, c) => {
        const dollars = Math.round(toHomeCurrency(a, c, 'USD'));
        // Rounding moves the dollars by at most half a dollar, which is half a dollar's worth of local currency.
        const halfDollar = currencyPerUsd[currencyFor(c)] / 2;
        expect(Math.abs(fromHomeCurrency(dollars, c, 'USD') - a)).toBeLessThanOrEqual(halfDollar + 1e-6);
      }),
      { numRuns: 500 },
    );
  });

  it('converts in proportion and keeps the sign', () => {
    fc.assert(
      fc.property(amount, amount, country, code, (a, b, c, k) => {
        expect(toHomeCurrency(a + b, c, k)).toBeCloseTo(toHomeCurrency(a, c, k) + toHomeCurrency(b, c, k), 2);
        expect(Math.sign(toHomeCurrency(a, c, k))).toBe(Math.sign(a));
      }),
      { numRuns: 500 },
    );
  });
});

describe('send-home check invariants', () => {
  it('is achievable exactly when nothing is short, and states the difference the same way in both currencies', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -100_000, max: 200_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        code,
        country,
        (surplus, target, k, c) => {
          const check = sendHomeCheck({ monthlySurplus: surplus, targetHome: target, code: k, country: c });
          expect(check.achievable).toBe(check.difference >= 0);
          expect(check.difference).toBe(surplus - check.targetLocal);
          expect(Number.isInteger(check.targetLocal)).toBe(true);
          expect(Number.isInteger(check.differenceHome)).toBe(true);
          if (check.difference > 0) expect(check.differenceHome).toBeGreaterThanOrEqual(0);
          if (check.difference < 0) expect(check.differenceHome).toBeLessThanOrEqual(0);
          if (check.difference === 0) expect(Object.is(check.differenceHome, 0)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});
