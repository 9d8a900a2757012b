// The comparison's words: the ids of locales/en.json, and the maker of their messages.
import { messagesOf } from '../language/index.ts';
import type catalogue from './locales/en.json';

export type ComparisonMessageId = keyof typeof catalogue;
export const message = messagesOf<ComparisonMessageId>();
