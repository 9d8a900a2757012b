// Sources for figures made of other figures: a category (the sum of its items) and the list the
// PDF's Sources page prints. Each item carries its own FigureSource (cost-model.ts); these gather them.
import type { CountryCode } from './country-codes.ts';
import type { ExpenseCategory } from './cost-constants.ts';
import { dataAsOf } from './data-date.ts';
import { rangeBasis } from './expense-spreads.ts';
import { districtFigureSources } from './figure-sources.ts';
import type { OfferEvaluation } from './offer-evaluation.ts';
import type { FigureSource, SourceRef } from './sources.ts';

function uniqueRefs(sources: readonly FigureSource[]): SourceRef[] {
  const seen = new Map<string, SourceRef>();
  for (const source of sources) for (const ref of source.sources) if (!seen.has(ref.title)) seen.set(ref.title, ref);
  return [...seen.values()];
}

/** A category's source: the sum of its items, its range, and every source behind the items. */
export function categorySource(category: Pick<ExpenseCategory, 'category' | 'subItems'>, country: CountryCode): FigureSource {
  const itemSources = category.subItems.flatMap((item) => (item.source ? [item.source] : []));
  const assumed = itemSources.filter((s) => s.assumption).length;
  return {
    explanation: `The sum of the ${category.subItems.length === 1 ? 'item' : `${category.subItems.length} items`} under ${category.category}; open an item's source for how each is made. The range runs ${rangeBasis(category.category, country)}.`,
    sources: uniqueRefs(itemSources),
    asOf: dataAsOf.asOfLabel,
    assumption: assumed > 0 ? `${assumed} of its items rest on an assumption (see the items).` : undefined,
  };
}

const citySources = new Map<string, FigureSource>();

/** The source of a city comparison row: the city's averages the family-of-four cost is built from. */
export function cityComparisonSource(country: CountryCode, city: string): FigureSource {
  const key = `${country}/${city}`;
  let source = citySources.get(key);
  if (!source) {
    const figures = districtFigureSources({ country, city });
    const parts = [figures.rent, figures.groceries, figures.transport, figures.utilities];
    source = {
      explanation: `A family of four (2 adults, 2 children) at ${city}'s average: 2-bedroom rent (1.5 × the 1-bedroom rent), groceries for four, running one car, and utilities for four (1.6 × the base). ${figures.rent.explanation}`,
      sources: uniqueRefs(parts),
      asOf: dataAsOf.asOfLabel,
      assumption: parts.some((part) => part.assumption)
        ? 'Some of these averages rest on estimates; open the breakdown items for which.'
        : undefined,
    };
    citySources.set(key, source);
  }
  return source;
}

export interface ReportSourceEntry {
  figure: string;
  source: FigureSource;
}

/** Every sourced figure of a report, once each, in the order the report shows them. */
export function reportSources(
  expenses: readonly Pick<ExpenseCategory, 'category' | 'subItems'>[],
  evaluation: OfferEvaluation,
  /** Further figures the report shows (the cash up front, the year-by-year rules), after the categories. */
  more: readonly { figure: string; source: FigureSource | undefined }[] = [],
): ReportSourceEntry[] {
  const entries: ReportSourceEntry[] = [];
  const seen = new Set<FigureSource>();
  const add = (figure: string, source: FigureSource | undefined) => {
    if (!source || seen.has(source)) return;
    seen.add(source);
    entries.push({ figure, source });
  };
  const { decoded, familySponsorship } = evaluation;
  add('Basic pay', decoded.basic.source);
  add('End-of-service benefit', decoded.gratuity.source);
  if (decoded.hasFamily) add('Minimum salary to sponsor a family', familySponsorship?.source);
  for (const category of expenses) for (const item of category.subItems) add(`${category.category}: ${item.name}`, item.source);
  for (const { figure, source } of more) add(figure, source);
  return entries;
}
