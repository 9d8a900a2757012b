// The schema of core/data/home-currency/exchange-rates.json, the bundled home-currency rates (issue
// 11). It runs in core/data/home-currency/exchange-rates.test.ts; home-currency.ts imports only the
// inferred type, so zod never reaches the browser bundle. What each rate is and what it assumes are
// messages of locales/en.json and ar.json (homeCurrency.rate.<code>.explanation, .assumption).
import { z } from 'zod';
import { homeCurrencyCodes } from './home-currency.ts';

/** A date as precise as known: "2025-10-27" or "2025-10". */
const isoDayOrMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/);

const exchangeRateSchema = z
  .object({
    code: z.enum(homeCurrencyCodes),
    /** Units of the home currency one US dollar buys. */
    perUsd: z.number().positive(),
    /** The day or month the rate describes (a month for an average or an approximate figure). */
    rateDate: isoDayOrMonth,
    /** The ids of core/data/sources.json behind the rate, at least one. */
    sources: z.array(z.string().min(1)).min(1),
    /** Present when the rate is derived, bracketing, from another month or from a secondary source: its assumption is said. */
    assumed: z.literal(true).optional(),
  })
  .strict();

export const exchangeRatesSchema = z
  .object({
    /** The month the rates stand for, the product's data date ("2025-10"). */
    asOf: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
    base: z.literal('USD'),
    rates: z.array(exchangeRateSchema).min(15),
  })
  .strict()
  .refine((d) => new Set(d.rates.map((r) => r.code)).size === d.rates.length, 'each currency has one rate');

export type ExchangeRates = z.infer<typeof exchangeRatesSchema>;
