// The negotiation brief's words: the ids of locales/en.json, and the maker of their messages.
import { messagesOf } from '../language/index.ts';
import type catalogue from './locales/en.json';

export type NegotiationMessageId = keyof typeof catalogue;
export const message = messagesOf<NegotiationMessageId>();
