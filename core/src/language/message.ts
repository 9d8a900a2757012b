// What the core says, as data: a message id of a catalogue and the values its placeholders take.
// The core never writes a sentence; the web app renders a message in the page's language
// (`translator(language)` for the PDF and the prerender, `useT` in components), from the ICU
// catalogues beside each concept (core/src/<concept>/locales/{en,ar}.json). Values are kept raw where
// the languages write them differently (money, months), and formatted by the renderer.
import type { CountryCode } from '../countries/index.ts';

/** An amount of the country's money, written "AED 7,500" in English and «7,500 درهم» in Arabic. */
export interface MoneyValue {
  readonly money: number;
  readonly country: CountryCode | null;
}

/** A month, "2025-10": "October 2025", «أكتوبر 2025». */
export interface MonthValue {
  readonly month: string;
}

export type MessageValue = string | number | Message | MoneyValue | MonthValue;

/**
 * A sentence or a name, as a catalogue id with the values of its placeholders. The field is
 * `messageId`, not `id`, so that a message is never taken for one of the core's records (tips,
 * sections and lines have ids of their own).
 */
export interface Message<Id extends string = string> {
  readonly messageId: Id;
  readonly values?: Readonly<Record<string, MessageValue>> | undefined;
}

export const money = (amount: number, country: CountryCode | null | undefined): MoneyValue => ({ money: amount, country: country ?? null });

export const month = (yearMonth: string): MonthValue => ({ month: yearMonth });

export function isMessage(value: unknown): value is Message {
  return typeof value === 'object' && value !== null && 'messageId' in value;
}

/** A concept's message maker: ids are checked against the keys of its English catalogue. */
export function messagesOf<Id extends string>() {
  return (id: Id, values?: Readonly<Record<string, MessageValue>>): Message<Id> =>
    values === undefined ? { messageId: id } : { messageId: id, values };
}
