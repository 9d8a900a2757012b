// A figure's source as a reader sees it in the page's language (ADR 0020): the explanation and the
// assumption rendered from the core's catalogues, or (for a concept whose words have not moved yet)
// the Arabic twin the core registered beside the English; the date in the language; the records
// cited, which keep their publishers' titles in both languages.
import { arabicAsOfLabel, figureSourceIn, type FigureSource, type Language, type SourceRef } from '#core';
import type { Translate } from './i18n.ts';

export interface SourceText {
  explanation: string;
  assumption: string | undefined;
  /** The month the figure describes, "October 2025", «أكتوبر 2025». */
  asOf: string;
  sources: readonly SourceRef[];
  /** A figure the visitor typed or chose: its date is not shown. */
  userEntry: boolean;
}

export function sourceText(source: FigureSource, language: Language, t: Translate): SourceText {
  const shown = figureSourceIn(source, language);
  const words = (text: FigureSource['explanation']) => (typeof text === 'string' ? text : t(text));
  return {
    explanation: words(shown.explanation),
    assumption: shown.assumption === undefined ? undefined : words(shown.assumption),
    asOf: language === 'ar' ? arabicAsOfLabel(shown.asOf) : shown.asOf,
    sources: shown.sources,
    userEntry: shown.userEntry === true,
  };
}
