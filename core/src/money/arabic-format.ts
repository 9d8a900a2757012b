// Numbers, money and dates in Arabic: Intl with the Arabic locale and Western digits
// (-u-nu-latn), as the Gulf's government and bank sites write them (docs/arabic-glossary.md), and
// the currency named after the amount in the glossary's words («18,300 درهم»), so the calculator,
// the PDF and the pages say it one way. The currencies' names are the countries' catalogue's
// (countries.currency.*).
import type { CountryCode } from '../countries/index.ts';
import { currencyFor, currencyNameIn } from '../countries/index.ts';

/** Arabic with Western digits; ar-AE's conventions (grouping with a comma) across the Gulf. */
export const arabicLocale = 'ar-AE-u-nu-latn';

const wholeNumber = new Intl.NumberFormat(arabicLocale, { maximumFractionDigits: 0 });
const monthYear = new Intl.DateTimeFormat(arabicLocale, { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** «18,300»: a whole amount as Arabic pages write it before the currency's name. */
export function formatAmountArabic(amount: number): string {
  return wholeNumber.format(Math.round(amount));
}

/**
 * «18,300 درهم», «1,250 دينار كويتي»: whole units, the amount then the currency. TRANSITIONAL (ADR
 * 0020): for the sentences the core still writes; a message carries `money(amount, country)` instead.
 */
export function formatMoneyArabic(amount: number, country: CountryCode | undefined | null): string {
  return `${formatAmountArabic(amount)} ${currencyNameIn(currencyFor(country), 'ar')}`;
}

/** «أكتوبر 2025» for a date (UTC). */
export function formatMonthYearArabic(date: Date): string {
  return monthYear.format(date);
}
