// The core's messages as a page says them, for tests that read what a rule or a source says in
// English or Arabic: the catalogues a test passes in, compiled with Lingui's own compiler, their
// money, months and nested messages written as the web app writes them (web/src/i18n/render-message.ts).
// An id no catalogue given holds throws, so a renamed key fails the test that reads it.
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { type Language, type Message, type MessageValue, monthLabel } from '../language/index.ts';
import { formatAmount, formatMoney, formatMoneyArabic, formatMonthYearArabic } from '../money/index.ts';

type Catalogue = Readonly<Record<string, string>>;

const locales: Readonly<Record<Language, string>> = { en: 'en-GB', ar: 'ar-AE-u-nu-latn' };

/** A message's words in a language, from the catalogues given. */
export function messageWords(language: Language, ...catalogues: readonly Catalogue[]): (message: Message) => string {
  const messages = Object.fromEntries(
    catalogues.flatMap((catalogue) => Object.entries(catalogue).map(([id, text]) => [id, compileMessage(text)])),
  );
  const i18n = setupI18n({ locale: language, locales: locales[language], messages: { [language]: messages } });
  const written = (value: MessageValue): string | number => {
    if (typeof value !== 'object') return value;
    if ('messageId' in value) return say(value);
    if ('money' in value)
      return language === 'ar' ? formatMoneyArabic(value.money, value.country) : formatMoney(value.money, value.country);
    if ('moneyFrom' in value)
      return language === 'ar'
        ? `${formatAmount(value.moneyFrom)}-${formatMoneyArabic(value.moneyTo, value.country)}`
        : `${formatMoney(value.moneyFrom, value.country)}-${formatAmount(value.moneyTo)}`;
    if ('en' in value) return value[language];
    const [year, month] = value.month.split('-').map(Number);
    return language === 'ar' ? formatMonthYearArabic(new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, 15))) : monthLabel(value.month);
  };
  function say(message: Message): string {
    if (!(message.messageId in messages)) throw new Error(`No ${language} message ${message.messageId}`);
    const values = Object.fromEntries(Object.entries(message.values ?? {}).map(([name, value]) => [name, written(value)]));
    return i18n._(message.messageId, values);
  }
  return say;
}
