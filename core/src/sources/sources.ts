// Where a figure comes from. Every number the results, the PDF and /sources show carries a
// FigureSource: what the figure is and how it was made (for a reader, not shorthand), the public
// sources behind it, and the date it describes. A figure that no source confirms says what it
// assumes; the app shows that as an assumption.
import type { Message, MessageValue } from '../language/index.ts';
import { message } from './messages.ts';

/** How much weight a source carries: a government page, a national daily, or anything else. */
export type SourceKind = 'official' | 'newspaper' | 'secondary' | 'research';

export interface SourceRef {
  /** The page or document as its publisher titles it, with the publisher ("Gulf News, …"). */
  title: string;
  /** Where to read it; absent for print-only or unlisted sources. */
  url?: string | undefined;
  /** When the source was published or last updated, as precisely as it says ("2025-12-08", "2024-09", "undated"). */
  date: string;
  kind: SourceKind;
}

export interface FigureSource {
  /**
   * What the figure is and how it was made, in a sentence or two for a reader: a message of the
   * concept's catalogue, or (until its concept's words move, ADR 0020) an English sentence with its
   * Arabic twin registered beside it (figure-source-arabic.ts).
   */
  explanation: string | Message;
  sources: readonly SourceRef[];
  /** The month the figure describes, as shown ("October 2025"). */
  asOf: string;
  /** Present when no source confirms the figure: what it assumes, shown to the user as an assumption. */
  assumption?: string | Message | undefined;
  /** True for a figure the visitor typed or chose (no public source; `asOf` is not shown). */
  userEntry?: true | undefined;
}

/** A figure the visitor entered: its source is their own answer. */
export function userEntrySource(explanation: string | Message, asOf: string): FigureSource {
  return { explanation, sources: [], asOf, userEntry: true };
}

/** Sentences one after the other, in one message: how a source says what several of its notes say. */
export function joinedSentences(first: Message, ...rest: readonly MessageValue[]): Message {
  return rest.length === 0 ? first : message('sources.joined', { first, then: chained(rest) });
}

function chained([first, ...rest]: readonly MessageValue[]): MessageValue {
  return first === undefined ? '' : rest.length === 0 ? first : message('sources.joined', { first, then: chained(rest) });
}

/**
 * The texts of several sources as one: a sentence while each is still a sentence (ADR 0020), else a
 * message saying each in turn.
 */
export function joinedTexts(texts: readonly (string | Message)[]): string | Message {
  const [first, ...rest] = texts;
  if (first === undefined || texts.every((text) => typeof text === 'string')) return texts.join(' ');
  return rest.length === 0 ? first : message('sources.joined', { first, then: chained(rest) });
}

/**
 * A source's words where code still reads them as an English sentence (ADR 0020: until its concept's
 * words move to the catalogues). A message has no sentence in the core, so asking for one is a mistake.
 */
export function sentenceOf(text: string | Message): string {
  if (typeof text !== 'string') throw new Error(`"${text.messageId}" is a message: render it in the web app`);
  return text;
}
