// What the article loaders hand to the pages: plain, serialisable values. Rich text arrives
// already sanitised (fields ending in Html); everything else is rendered as text.
import type { CountryCode, SourceRef } from '#core';
import type { ArticleCategory, TipType } from '#content/schema.ts';

/** What a card in a list needs. */
export interface ArticleSummary {
  id: string;
  title: string;
  excerpt: string;
  image: string;
  category: ArticleCategory;
  /** "October 18, 2025", as written. */
  date: string;
  /** "2025-10-18", for <time dateTime> and structured data. */
  dateIso: string;
  /** "6 min read", from the word count (readMinutes gives the number, for other languages). */
  readTime: string;
  countries: CountryCode[];
}

interface ArticleSectionView {
  heading: string;
  contentHtml: string;
  itemsHtml: string[];
  tip?: { type: TipType; title: string; contentHtml: string };
}

export interface ArticleView extends ArticleSummary {
  /** Cards show the image as decoration (alt=""); only the article page describes it. */
  imageAlt: string;
  author: string;
  wordCount: number;
  introductionHtml: string;
  sections: ArticleSectionView[];
  conclusion: string[];
  /** What the article rests on: its own sources, then those of the facts it inserts. */
  sources: SourceRef[];
  /** "2026-11-23" when the article has been reviewed since it was published. */
  lastReviewedIso?: string | undefined;
}

/** The minutes of a "6 min read" label, for saying it in another language; undefined if it has none. */
export function readMinutes(readTime: string): number | undefined {
  const match = /\d+/.exec(readTime);
  return match ? Number(match[0]) : undefined;
}
