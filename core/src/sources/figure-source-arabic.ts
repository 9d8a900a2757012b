// The Arabic words of a FigureSource. A source is built once, in English, where its
// figure is made; its Arabic twin is registered beside it (withArabicSource) and read at display
// time (figureSourceIn), so the English objects, which the PDF, the /sources page and the tests
// compare by identity, stay exactly as they are. The records cited (SourceRef) are the same in
// both languages: a publisher's title is quoted as the publisher wrote it.
// transitional (ADR 0020): this goes when the last sources built as English sentences say messages
// (the country rules, the cash up front, the contract years, the package, the home currency).
import { formatMonthYearArabic } from '../money/index.ts';
import type { Language } from '../language/index.ts';
import { monthNames } from '../language/index.ts';
import type { FigureSource } from './sources.ts';

const twins = new WeakMap<FigureSource, FigureSource>();

/** "October 2025" → «أكتوبر 2025»; a label that is not a month and a year is returned as it is. */
export function arabicAsOfLabel(asOf: string): string {
  const match = /^([A-Z][a-z]+) (\d{4})$/.exec(asOf);
  if (!match) return asOf;
  const month = (monthNames as readonly string[]).indexOf(match[1] ?? '');
  return month < 0 ? asOf : formatMonthYearArabic(new Date(Date.UTC(Number(match[2]), month, 15)));
}

/**
 * Registers the Arabic explanation (and assumption, exactly when the English has one) of an English
 * source and returns the English source, so a definition can be wrapped where it is made.
 */
export function withArabicSource<T extends FigureSource>(source: T, explanation: string, assumption?: string): T {
  if ((source.assumption === undefined) !== (assumption === undefined))
    throw new Error(`The Arabic of "${source.explanation}" must have an assumption exactly when the English has one`);
  const twin: FigureSource = { ...source, explanation, asOf: arabicAsOfLabel(source.asOf) };
  if (assumption !== undefined) twin.assumption = assumption;
  twins.set(source, twin);
  return source;
}

/** Whether an Arabic twin was registered for this source. */
export function hasArabicSource(source: FigureSource): boolean {
  return twins.has(source);
}

/** A source in the page's language: its Arabic twin on Arabic pages (the English where none is registered yet). */
export function figureSourceIn(source: FigureSource, language: Language): FigureSource;
export function figureSourceIn(source: FigureSource | undefined, language: Language): FigureSource | undefined;
export function figureSourceIn(source: FigureSource | undefined, language: Language): FigureSource | undefined {
  if (source === undefined || language === 'en') return source;
  return twins.get(source) ?? source;
}
