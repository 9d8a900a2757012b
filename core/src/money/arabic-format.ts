// Numbers, money and dates in Arabic (issue 13): Intl with the Arabic locale and Western digits
// (-u-nu-latn), as the Gulf's government and bank sites write them (docs/arabic-glossary.md), and
// the currency named after the amount in the glossary's words («18,300 درهم»), so the calculator,
// the PDF and the pages say it one way.
import type { CountryCode, CurrencyCode } from '../countries/index.ts';
import { currencyFor } from '../countries/index.ts';

/** Arabic with Western digits; ar-AE's conventions (grouping with a comma) across the Gulf. */
export const arabicLocale = 'ar-AE-u-nu-latn';

/** The glossary's currency names, used after an amount. */
export const arabicCurrencyNames: Readonly<Record<CurrencyCode, string>> = {
  AED: 'درهم',
  SAR: 'ريال سعودي',
  QAR: 'ريال قطري',
  OMR: 'ريال عُماني',
  BHD: 'دينار بحريني',
  KWD: 'دينار كويتي',
};

const wholeNumber = new Intl.NumberFormat(arabicLocale, { maximumFractionDigits: 0 });
const monthYear = new Intl.DateTimeFormat(arabicLocale, { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** «18,300 درهم», «1,250 دينار كويتي»: whole units, the amount then the currency. */
export function formatMoneyArabic(amount: number, country: CountryCode | undefined | null): string {
  return `${wholeNumber.format(Math.round(amount))} ${arabicCurrencyNames[currencyFor(country)]}`;
}

/** «أكتوبر 2025» for a date (UTC). */
export function formatMonthYearArabic(date: Date): string {
  return monthYear.format(date);
}
