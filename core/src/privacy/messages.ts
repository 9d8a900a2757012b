// What leaves the browser, in words: the ids of locales/en.json, and the maker of their messages.
import { messagesOf } from '../language/index.ts';
import type catalogue from './locales/en.json';

export type PrivacyMessageId = keyof typeof catalogue;
export const message = messagesOf<PrivacyMessageId>();
