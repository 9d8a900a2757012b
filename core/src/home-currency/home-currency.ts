// Issue 11: savings in the home currency. The currencies Gulf expatriates send money to, their
// reference rates per US dollar about October 2025 (core/data/exchange-rates.json: each rate with
// its sources, the date it describes and, where it is derived or not from October, what it
// assumes), and the conversion from a Gulf currency, which goes through that currency's rate to the
// dollar (currency.ts). Amounts convert unrounded; formatHomeMoney shows whole units.
import { arabicLocale, currencyPerUsd } from '../money/index.ts';
import type { CountryCode } from '../countries/index.ts';
import { currencyFor } from '../countries/index.ts';
import type { ExchangeRates } from './exchange-rate-schema.ts';
import { withArabicSource } from '../sources/index.ts';
import { homeCurrencyNamesArabic, rateWordsArabic } from './home-currency-arabic.ts';
import type { Language } from '../language/index.ts';
import { monthLabel } from '../language/index.ts';
import type { FigureSource } from '../sources/index.ts';
import data from '../../data/exchange-rates.json' with { type: 'json' };

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

const names: Readonly<Record<HomeCurrencyCode, string>> = {
  INR: 'Indian rupee',
  PKR: 'Pakistani rupee',
  PHP: 'Philippine peso',
  BDT: 'Bangladeshi taka',
  EGP: 'Egyptian pound',
  LKR: 'Sri Lankan rupee',
  NPR: 'Nepalese rupee',
  IDR: 'Indonesian rupiah',
  JOD: 'Jordanian dinar',
  KES: 'Kenyan shilling',
  NGN: 'Nigerian naira',
  ETB: 'Ethiopian birr',
  UGX: 'Ugandan shilling',
  GBP: 'British pound',
  EUR: 'Euro',
  USD: 'US dollar',
  CAD: 'Canadian dollar',
  AUD: 'Australian dollar',
  ZAR: 'South African rand',
};

export interface HomeCurrency {
  code: HomeCurrencyCode;
  /** The English name ("Indian rupee"). */
  name: string;
  /** 1 for the first in the picker. */
  order: number;
}

/** Every home currency, in display order. */
export const homeCurrencies: readonly Readonly<HomeCurrency>[] = homeCurrencyCodes.map((code, i) => ({
  code,
  name: names[code],
  order: i + 1,
}));

/** A home currency's name in a language: "Indian rupee", «روبية هندية». */
export function homeCurrencyName(code: HomeCurrencyCode, language: Language = 'en'): string {
  return language === 'ar' ? homeCurrencyNamesArabic[code] : names[code];
}

// The JSON is checked against exchangeRatesSchema in core/data/exchange-rates.test.ts; here it is only typed.
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
    const perAed = rateFormat.format(r.perUsd / currencyPerUsd.AED);
    const use =
      r.code === 'USD'
        ? `So AED 1 is about USD ${perAed}.`
        : `The calculator converts through the US dollar, so AED 1 is about ${r.code} ${perAed}; the other Gulf currencies convert at their own rates to the dollar.`;
    const source: FigureSource = {
      explanation: `${r.explanation} ${use}`,
      sources: r.sources,
      asOf: monthLabel(rates.asOf),
      assumption: r.assumption,
    };
    // The Arabic twin, when its words say as much as the English (home-currency-arabic.test.ts checks every rate has one).
    const arabic = rateWordsArabic[r.code];
    const arabicName = homeCurrencyNamesArabic[r.code];
    const useArabic =
      r.code === 'USD'
        ? `فيعادل الدرهم الواحد نحو ${perAed} ${arabicName}.`
        : `وتحوّل الحاسبة المبالغ عبر الدولار الأمريكي، فيعادل الدرهم الواحد نحو ${perAed} ${arabicName}؛ وتُحوَّل عملات الخليج الأخرى بأسعار صرفها إلى الدولار.`;
    if ((arabic.assumption === undefined) === (r.assumption === undefined))
      withArabicSource(source, `${arabic.explanation} ${useArabic}`, arabic.assumption);
    return [r.code, source];
  }),
);

/** Where a home currency's rate comes from, dated with the product's data month ("October 2025"); its Arabic is figureSourceIn(source, 'ar'). */
export function homeRateSource(code: HomeCurrencyCode): FigureSource {
  const source = rateSources.get(code);
  if (!source) throw new Error(`No exchange-rate source for ${code}`);
  return source;
}

const formatters = new Map<HomeCurrencyCode, Intl.NumberFormat>();
const arabicWholeNumber = new Intl.NumberFormat(arabicLocale, { maximumFractionDigits: 0 });

/**
 * "INR 240,272", "GBP 1,995": whole units with the currency code, like formatMoney. Thousands are
 * grouped in threes for every currency (not the Indian 2,40,272) so that the home amount reads the
 * same way as the Gulf amount beside it. In Arabic the amount comes first, then the currency's
 * name, as formatMoneyArabic writes the Gulf amount: «240,272 روبية هندية».
 */
export function formatHomeMoney(amount: number, code: HomeCurrencyCode, language: Language = 'en'): string {
  // + 0 turns a rounded -0 into 0.
  if (language === 'ar') return `${arabicWholeNumber.format(Math.round(amount) + 0)} ${homeCurrencyNamesArabic[code]}`;
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
