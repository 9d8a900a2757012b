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

/** A range of the country's money, written "SAR 1,500-2,500" in English and «1,500-2,500 ريال سعودي» in Arabic. */
export interface MoneyRangeValue {
  readonly moneyFrom: number;
  readonly moneyTo: number;
  readonly country: CountryCode | null;
}

/**
 * TRANSITIONAL (ADR 0020): words of a concept whose catalogue does not hold them yet, in both
 * languages, for a message the core builds once for both (a figure's source). The renderer writes the
 * page's; when the concept's words move, its message replaces this value.
 */
export interface UnmovedTextValue {
  readonly en: string;
  readonly ar: string;
}

export type MessageValue = string | number | Message | MoneyValue | MoneyRangeValue | MonthValue | UnmovedTextValue;

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

export const moneyRange = (from: number, to: number, country: CountryCode | null | undefined): MoneyRangeValue => ({
  moneyFrom: from,
  moneyTo: to,
  country: country ?? null,
});

export const month = (yearMonth: string): MonthValue => ({ month: yearMonth });

export const unmovedText = (en: string, ar: string): UnmovedTextValue => ({ en, ar });

export function isMessage(value: unknown): value is Message {
  return typeof value === 'object' && value !== null && 'messageId' in value;
}

/** A concept's message maker: ids are checked against the keys of its English catalogue. */
export function messagesOf<Id extends string>() {
  return (id: Id, values?: Readonly<Record<string, MessageValue>>): Message<Id> =>
    values === undefined ? { messageId: id } : { messageId: id, values };
}
