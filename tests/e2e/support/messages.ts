// The catalogues' words as the pages show them, for tests that drive the Arabic pages by their
// labels (issue 13): the same JSON the build compiles, compiled here with Lingui's own compiler.
import { readdirSync, readFileSync } from 'node:fs';
import { setupI18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';

const locales = new URL('../../../web/src/i18n/locales/', import.meta.url);

function compiled(language: 'en' | 'ar'): Messages {
  const messages: Messages = {};
  for (const file of readdirSync(new URL(`${language}/`, locales)).filter((name) => name.endsWith('.json'))) {
    const catalogue = JSON.parse(readFileSync(new URL(`${language}/${file}`, locales), 'utf8')) as Record<string, string>;
    for (const [id, message] of Object.entries(catalogue)) messages[id] = compileMessage(message);
  }
  return messages;
}

const arabicI18n = setupI18n({ locale: 'ar', locales: 'ar-AE-u-nu-latn', messages: { ar: compiled('ar') } });

/** An Arabic message with its values; an unknown id throws, so a renamed key fails the test that uses it. */
export function arabic(id: string, values?: Record<string, unknown>): string {
  if (!(id in arabicI18n.messages)) throw new Error(`No Arabic message ${id}`);
  return arabicI18n._(id, values);
}
