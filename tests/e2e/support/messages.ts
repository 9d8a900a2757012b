// The catalogues' words as the pages show them, for tests that drive the pages by their labels and
// read what the core says (ADR 0014, ADR 0020): the same JSON the build compiles, the web app's and
// the core's, compiled here with Lingui's own compiler and rendered by the web app's translate, so
// money, months and nested messages read as on the page.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { setupI18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Language, Message } from '../../../core/src/index.ts';
import { formattingLocales, translate, type MessageId, type MessageValues } from '../../../web/src/i18n/i18n.ts';

const locales = new URL('../../../web/src/i18n/locales/', import.meta.url);
const core = new URL('../../../core/src/', import.meta.url);

function catalogueFiles(language: Language): URL[] {
  const web = readdirSync(new URL(`${language}/`, locales))
    .filter((name) => name.endsWith('.json'))
    .map((file) => new URL(`${language}/${file}`, locales));
  const concepts = readdirSync(core, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => new URL(`${entry.name}/locales/${language}.json`, core))
    .filter((file) => existsSync(file));
  return [...web, ...concepts];
}

function compiled(language: Language): Messages {
  const messages: Messages = {};
  for (const file of catalogueFiles(language)) {
    const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    for (const [id, message] of Object.entries(catalogue)) messages[id] = compileMessage(message);
  }
  return messages;
}

interface Words {
  (id: string, values?: MessageValues): string;
  (message: Message): string;
}

function wordsIn(language: Language): Words {
  const i18n = setupI18n({ locale: language, locales: formattingLocales[language], messages: { [language]: compiled(language) } });
  const t = translate(i18n, language);
  // An unknown id throws, so a renamed key fails the test that uses it.
  return ((idOrMessage: string | Message, values?: MessageValues) => {
    const id = typeof idOrMessage === 'string' ? idOrMessage : idOrMessage.messageId;
    if (!(id in i18n.messages)) throw new Error(`No ${language} message ${id}`);
    return typeof idOrMessage === 'string' ? t(idOrMessage as MessageId, values) : t(idOrMessage);
  }) as Words;
}

/** A message as the Arabic pages say it. */
export const arabic = wordsIn('ar');
/** A message as the English pages say it. */
export const english = wordsIn('en');

/** A source's explanation or assumption as the English pages say it, whether or not its words have moved yet. */
export function englishText(text: string | Message | undefined): string | undefined {
  return text === undefined || typeof text === 'string' ? text : english(text);
}
