// What the country guide loader hands to the page: the writer's prose plus the figures computed
// from core/, already formatted, so the page ships no cost data or currency code to the browser.
import type { CountryCode, SourceRef } from '#core';
import type { ArticleSummary } from './article-view.ts';

/**
 * The guides' salary figures (avgSalary and the three bands) are the spec's copy, with no survey or
 * published source behind them (UAE and Qatar share numbers, as do Oman and Bahrain), so they are
 * labelled as indicative wherever they are shown.
 */
export const indicativeSalary = {
  label: 'Indicative Salary Range',
  source: 'a rough guide, not taken from a salary survey or any published source',
} as const;

export interface CityCostRow {
  city: string;
  /** Average 1-bedroom rent, formatted in the local currency. */
  rent1BR: string;
  /** Average 2-bedroom rent (what a family of four rents in the model). */
  rent2BR: string;
  /** Rent + groceries + transport + utilities for 2 adults and 2 children (decision 23). */
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
  currency: string;
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
