// The country rules' words: the ids of locales/en.json, and the maker of their messages.
import { messagesOf } from '../language/index.ts';
import type catalogue from './locales/en.json';

export type CountryRulesMessageId = keyof typeof catalogue;
export const message = messagesOf<CountryRulesMessageId>();
