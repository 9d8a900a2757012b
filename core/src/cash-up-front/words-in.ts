// transitional (ADR 0020): the /sources page's cash sections (source-catalogue/cash-renewal-sources.ts)
// still write their entries' names as sentences in the core. Until they say messages, they read the
// names of the tables' lines (placeholder-free messages) from this concept's catalogues.
import arabic from './locales/ar.json' with { type: 'json' };
import english from './locales/en.json' with { type: 'json' };
import type { Language, Message } from '../language/index.ts';
import type { CashUpFrontMessageId } from './messages.ts';

const words: Readonly<Record<Language, Readonly<Record<CashUpFrontMessageId, string>>>> = { en: english, ar: arabic };

/** A line's name (a message without values) as a sentence still written in the core needs it. */
export function cashLineNameIn(name: Message<CashUpFrontMessageId>, language: Language): string {
  return words[language][name.messageId];
}
