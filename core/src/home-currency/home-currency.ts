// Savings in the home currency. The currencies Gulf expatriates send money to, their
// reference rates per US dollar about October 2025 (core/data/home-currency/exchange-rates.json: each
// rate with its source ids, the date it describes and whether it assumes something), and the
// conversion from a Gulf currency, which goes through that currency's rate to the dollar
// (currency.ts). Amounts convert unrounded; formatHomeMoney shows whole units. The names and what
// each rate is are messages of locales/en.json and ar.json.
import { currencyPerUsd } from '../money/index.ts';
import type { CountryCode } from '../countries/index.ts';
import { currencyFor } from '../countries/index.ts';
import type { ExchangeRates } from './exchange-rate-schema.ts';
import { joinedSentences, resolveSources, type FigureSource } from '../sources/index.ts';
import { type Message, monthLabel } from '../language/index.ts';
import { message, type HomeCurrencyMessageId } from './messages.ts';
import data from '../../data/home-currency/exchange-rates.json' with { type: 'json' };

/**
 * The home currencies in display order: the largest destinations of Gulf remittances first
 * (South Asia, the Philippines, Egypt), then the other Asian and African ones, then the Western ones.
 */
export const homeCurrencyCodes = [
  'INR',
  'PKR',
  'PHP',
  'BDT',
  'EGP',
  'LKR',
  'NPR',
  'IDR',
  'JOD',
  'KES',
  'NGN',
  'ETB',
  'UGX',
  'GBP',
  'EUR',
  'USD',
  'CAD',
  'AUD',
  'ZAR',
] as const;

export type HomeCurrencyCode = (typeof homeCurrencyCodes)[number];

/** A home currency's name: "Indian rupee", «روبية هندية». */
export function homeCurrencyName(code: HomeCurrencyCode): Message {
  return message(`homeCurrency.name.${code}`);
}

/** A home currency as it follows an amount: its code in English ("INR"), its name in Arabic («روبية هندية»). */
export function homeCurrencyUnit(code: HomeCurrencyCode): Message {
  return message(`homeCurrency.unit.${code}`);
}

export interface HomeCurrency {
  code: HomeCurrencyCode;
  /** The name ("Indian rupee"). */
  name: Message;
  /** 1 for the first in the picker. */
  order: number;
}

/** Every home currency, in display order. */
export const homeCurrencies: readonly Readonly<HomeCurrency>[] = homeCurrencyCodes.map((code, i) => ({
  code,
  name: homeCurrencyName(code),
  order: i + 1,
}));

// The JSON is checked against exchangeRatesSchema in core/data/home-currency/exchange-rates.test.ts; here it is only typed.
const rates = data as ExchangeRates;

const perUsd = new Map<HomeCurrencyCode, number>(rates.rates.map((r) => [r.code, r.perUsd]));

function homePerUsd(code: HomeCurrencyCode): number {
  const rate = perUsd.get(code);
  if (rate === undefined) throw new Error(`No exchange rate for ${code}`);
  return rate;
}

/** Converts an amount in the Gulf country's currency (AED when the country is not known) to the home currency, unrounded. */
export function toHomeCurrency(amount: number, country: CountryCode | undefined | null, code: HomeCurrencyCode): number {
  return (amount * homePerUsd(code)) / currencyPerUsd[currencyFor(country)];
}

/** Converts an amount in the home currency to the Gulf country's currency, unrounded: the inverse of toHomeCurrency. */
export function fromHomeCurrency(amount: number, country: CountryCode | undefined | null, code: HomeCurrencyCode): number {
  return (amount * currencyPerUsd[currencyFor(country)]) / homePerUsd(code);
}

const rateFormat = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 4 });

// Built once: every figure in a home currency shows the same source object.
const rateSources = new Map<HomeCurrencyCode, FigureSource>(
  rates.rates.map((r) => {
    const words = (part: 'explanation' | 'assumption') => message(`homeCurrency.rate.${r.code}.${part}` as HomeCurrencyMessageId);
    const values = { unit: homeCurrencyUnit(r.code), perAed: rateFormat.format(r.perUsd / currencyPerUsd.AED) };
    const use = message(r.code === 'USD' ? 'homeCurrency.rate.useUSD' : 'homeCurrency.rate.use', values);
    const source: FigureSource = {
      explanation: joinedSentences(words('explanation'), use),
      sources: resolveSources(r.sources),
      asOf: monthLabel(rates.asOf),
      assumption: r.assumed ? words('assumption') : undefined,
    };
    return [r.code, source];
  }),
);

/** Where a home currency's rate comes from, dated with the product's data month ("October 2025"). */
export function homeRateSource(code: HomeCurrencyCode): FigureSource {
  const source = rateSources.get(code);
  if (!source) throw new Error(`No exchange-rate source for ${code}`);
  return source;
}

const formatters = new Map<HomeCurrencyCode, Intl.NumberFormat>();

/**
 * "INR 240,272", "GBP 1,995": whole units with the currency code, like formatMoney. Thousands are
 * grouped in threes for every currency (not the Indian 2,40,272) so that the home amount reads the
 * same way as the Gulf amount beside it. Arabic pages write the amount, then homeCurrencyUnit's
 * name («240,272 روبية هندية»), as they write the Gulf amount.
 */
export function formatHomeMoney(amount: number, code: HomeCurrencyCode): string {
  let formatter = formatters.get(code);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: code,
      currencyDisplay: 'code',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    formatters.set(code, formatter);
  }
  // + 0 turns a rounded -0 into 0, which would otherwise show as "-INR 0".
  return formatter.format(Math.round(amount) + 0).replace(/\u00a0/g, ' ');
}
