// The core's messages in a language (ADR 0020): the values the core keeps raw, because the languages
// write them differently, are written here before Lingui fills the message: money as "AED 7,500" or
// «7,500 درهم», a range as "AED 1,500-2,500" or «1,500-2,500 درهم», a month as "October 2025" or
// «أكتوبر 2025», a nested message in the same language (and, until their concept's words move, the
// words the core gives in both languages, in the page's).
import {
  currencyFor,
  currencyName,
  formatAmount,
  formatAmountArabic,
  formatMoney,
  formatMonthYearArabic,
  isMessage,
  monthLabel,
  type Message,
  type MessageValue,
} from '#core';
import type { Language } from './languages.ts';

export type CoreMessageValues = Readonly<Record<string, MessageValue | Date | null | undefined>>;

type Render = (message: Message) => string;

function written(
  value: MessageValue | Date | null | undefined,
  language: Language,
  render: Render,
): string | number | Date | null | undefined {
  if (value === null || value === undefined || typeof value !== 'object' || value instanceof Date) return value;
  if (isMessage(value)) return render(value);
  // Arabic names the currency after the amount, in the countries' catalogue's words («درهم»).
  const currency = (country: Parameters<typeof currencyFor>[0]) => render(currencyName(currencyFor(country)));
  if ('money' in value)
    return language === 'ar' ? `${formatAmountArabic(value.money)} ${currency(value.country)}` : formatMoney(value.money, value.country);
  if ('moneyFrom' in value)
    return language === 'ar'
      ? `${formatAmount(value.moneyFrom)}-${formatAmountArabic(value.moneyTo)} ${currency(value.country)}`
      : `${formatMoney(value.moneyFrom, value.country)}-${formatAmount(value.moneyTo)}`;
  if ('en' in value) return value[language];
  const [year, month] = value.month.split('-').map(Number);
  return language === 'ar' ? formatMonthYearArabic(new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, 15))) : monthLabel(value.month);
}

/** The values with every money, month and nested message written out in the language. */
export function renderValues(
  values: CoreMessageValues,
  language: Language,
  render: Render,
): Record<string, string | number | Date | null | undefined> {
  const out: Record<string, string | number | Date | null | undefined> = {};
  for (const key in values) out[key] = written(values[key], language, render);
  return out;
}
