// One Lingui instance per language (ADR 0014). Catalogues are loaded where they are
// needed: the site chrome with the root, the calculator with its route, the results with their lazy
// chunk, the content pages' words and their metadata (content, pages) only at prerender (they ship no framework JavaScript, ADR 0011).
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type siteEn from './locales/en/site.json';
import type calculatorEn from './locales/en/calculator.json';
import type wizardEn from './locales/en/wizard.json';
import type resultsEn from './locales/en/results.json';
import type reportEn from './locales/en/report.json';
import type contentEn from './locales/en/content.json';
import type pagesEn from './locales/en/pages.json';
import type { Language } from './languages.ts';
import { renderValues, type CoreMessageValues } from './render-message.ts';
import type { CoreMessageId, Message } from '#core';

/** Every message id of the English catalogues, the core's too; the Arabic ones hold the same ids (catalogue.test.ts). */
export type MessageId =
  | CoreMessageId
  | keyof typeof siteEn
  | keyof typeof calculatorEn
  | keyof typeof wizardEn
  | keyof typeof resultsEn
  | keyof typeof reportEn
  | keyof typeof contentEn
  | keyof typeof pagesEn;
export type MessageValues = Record<string, string | number | Date | null | undefined> | CoreMessageValues;
/** A message in the language: by id with its values, or as the core returns it (id and values in one). */
export interface Translate {
  (id: MessageId, values?: MessageValues): string;
  (message: Message): string;
}

// Numbers inside messages (plural `#`, {n, number}) are formatted with these locales: Arabic with
// Western digits, as Gulf government and bank sites write them (docs/arabic-glossary.md).
export const formattingLocales: Readonly<Record<Language, string>> = { en: 'en-GB', ar: 'ar-AE-u-nu-latn' };

const instances: Record<Language, I18n> = {
  en: setupI18n({ locale: 'en', locales: formattingLocales.en, messages: { en: {} } }),
  ar: setupI18n({ locale: 'ar', locales: formattingLocales.ar, messages: { ar: {} } }),
};

export function i18nFor(language: Language): I18n {
  return instances[language];
}

/** Adds a compiled catalogue (imported with `?lingui`) to a language's instance. */
export function addMessages(language: Language, messages: Messages): void {
  instances[language].load(language, messages);
}

/** `t` for an instance: the core's values (money, months, nested messages) are written in its language first. */
export function translate(i18n: I18n, language: Language): Translate {
  const t = (idOrMessage: MessageId | Message, values?: MessageValues): string => {
    const [id, given] = typeof idOrMessage === 'string' ? [idOrMessage, values] : [idOrMessage.messageId, idOrMessage.values];
    return i18n._(id, given && renderValues(given, language, t));
  };
  return t as Translate;
}

const translators: Partial<Record<Language, Translate>> = {};

/** `t` outside React (the PDF report, page metadata at prerender). */
export function translator(language: Language): Translate {
  return (translators[language] ??= translate(instances[language], language));
}
