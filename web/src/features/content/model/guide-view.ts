// What the country guide loader hands to the page: the writer's prose plus the figures computed
// from core/, already formatted, so the page ships no cost data or currency code to the browser.
import { type CountryCode, type CurrencyCode, currencyNameIn, type Language, type SourceRef } from '#core';
import type { ArticleSummary } from './article-view.ts';

// The guides' salary figures (avgSalary and the three bands) are the spec's copy, with no survey or
// published source behind them (UAE and Qatar share numbers, as do Oman and Bahrain), so the page
// labels them as indicative wherever they are shown (guide.indicativeSalary.* in the catalogue).

/**
 * The currency as a sentence names it: "AED" in English; in Arabic the glossary's name with the
 * article on each word («الدرهم», «الريال السعودي»), as «بالدرهم» and «بعملة الريال السعودي» need.
 */
export function currencyInSentence(code: CurrencyCode, language: Language = 'en'): string {
  if (language === 'en') return code;
  return currencyNameIn(code, 'ar')
    .split(' ')
    .map((word) => `ال${word}`)
    .join(' ');
}

export interface CityCostRow {
  city: string;
  /** Average 1-bedroom rent, formatted in the local currency. */
  rent1BR: string;
  /** Average 2-bedroom rent (what a family of four rents in the model). */
  rent2BR: string;
  /** Rent + groceries + transport + utilities for 2 adults and 2 children. */
  familyOfFour: string;
}

export interface SchoolFeeRow {
  curriculum: string;
  /** "QAR 4,955 – 87,412": lowest and highest level, per year, local currency. */
  range: string;
}

export interface GuideView {
  slug: string;
  code: CountryCode;
  name: string;
  currency: CurrencyCode;
  cities: string[];
  avgSalary: string;
  /** 100 = Dubai's family-of-four cost; see country-guides.server.ts. */
  costIndex: number;
  vatRate: number;
  taxNotes: string;
  highlights: string[];
  overview: string;
  costOfLiving: { housing: string; food: string; transport: string; healthcare: string };
  cityCosts: CityCostRow[];
  salaryRanges: { entry: string; mid: string; senior: string };
  education: { overview: string; costs: string[]; fees: SchoolFeeRow[] };
  lifestyle: { culture: string; expat: string };
  metaDescription: string;
  keywords: string[];
  relatedArticles: ArticleSummary[];
  dataDate: string;
  /** The guide's own sources, then those of the facts it inserts. */
  sources: SourceRef[];
  lastReviewedIso?: string | undefined;
}
