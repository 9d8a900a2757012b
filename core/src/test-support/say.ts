// The core's messages written out for its tests, as the web app writes them on a page
// (web/src/i18n/render-message.ts, whose output the equivalence test compares with what visitors
// read): the concepts' catalogues compiled at run time, money, ranges and months in the language's
// form, nested messages in the same language.
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { currencyFor, currencyNameIn } from '../countries/index.ts';
import { isMessage, type Language, type Message, type MessageValue, monthLabel } from '../language/index.ts';
import { formatAmount, formatAmountArabic, formatMoney, formatMonthYearArabic } from '../money/index.ts';
import comparisonAr from '../comparison/locales/ar.json' with { type: 'json' };
import comparisonEn from '../comparison/locales/en.json' with { type: 'json' };
import costModelAr from '../cost-model/locales/ar.json' with { type: 'json' };
import costModelEn from '../cost-model/locales/en.json' with { type: 'json' };
import countriesAr from '../countries/locales/ar.json' with { type: 'json' };
import countriesEn from '../countries/locales/en.json' with { type: 'json' };
import homeCurrencyAr from '../home-currency/locales/ar.json' with { type: 'json' };
import homeCurrencyEn from '../home-currency/locales/en.json' with { type: 'json' };
import negotiationAr from '../negotiation/locales/ar.json' with { type: 'json' };
import negotiationEn from '../negotiation/locales/en.json' with { type: 'json' };
import placesAr from '../places/locales/ar.json' with { type: 'json' };
import placesEn from '../places/locales/en.json' with { type: 'json' };
import privacyAr from '../privacy/locales/ar.json' with { type: 'json' };
import privacyEn from '../privacy/locales/en.json' with { type: 'json' };
import sourcesAr from '../sources/locales/ar.json' with { type: 'json' };
import sourcesEn from '../sources/locales/en.json' with { type: 'json' };

const catalogues: Readonly<Record<Language, readonly Readonly<Record<string, string>>[]>> = {
  en: [comparisonEn, costModelEn, countriesEn, homeCurrencyEn, negotiationEn, placesEn, privacyEn, sourcesEn],
  ar: [comparisonAr, costModelAr, countriesAr, homeCurrencyAr, negotiationAr, placesAr, privacyAr, sourcesAr],
};

const instances = new Map<Language, I18n>();

function instance(language: Language): I18n {
  let i18n = instances.get(language);
  if (!i18n) {
    const messages: Messages = {};
    for (const catalogue of catalogues[language]) for (const [id, text] of Object.entries(catalogue)) messages[id] = compileMessage(text);
    i18n = setupI18n({ locale: language, locales: language === 'ar' ? 'ar-AE-u-nu-latn' : 'en-GB', messages: { [language]: messages } });
    instances.set(language, i18n);
  }
  return i18n;
}

function written(value: MessageValue, language: Language): string | number {
  if (typeof value !== 'object') return value;
  if (isMessage(value)) return say(value, language);
  const arabic = language === 'ar';
  const currency = (country: Parameters<typeof currencyFor>[0]) => currencyNameIn(currencyFor(country), 'ar');
  if ('money' in value)
    return arabic ? `${formatAmountArabic(value.money)} ${currency(value.country)}` : formatMoney(value.money, value.country);
  if ('moneyFrom' in value)
    return arabic
      ? `${formatAmount(value.moneyFrom)}-${formatAmountArabic(value.moneyTo)} ${currency(value.country)}`
      : `${formatMoney(value.moneyFrom, value.country)}-${formatAmount(value.moneyTo)}`;
  if ('en' in value) return value[language];
  const [year, month] = value.month.split('-').map(Number);
  return arabic ? formatMonthYearArabic(new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, 15))) : monthLabel(value.month);
}

/** A message of the core in a language, as a page says it; an id no catalogue holds throws, so a renamed key fails its test. */
export function say(message: Message, language: Language = 'en'): string {
  const i18n = instance(language);
  if (!(message.messageId in i18n.messages)) throw new Error(`No ${language} message ${message.messageId}`);
  const values: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(message.values ?? {})) values[key] = written(value, language);
  return i18n._(message.messageId, values);
}
