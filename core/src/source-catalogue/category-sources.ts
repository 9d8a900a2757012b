// Sources for figures made of other figures: a category (the sum of its items) and the list the
// PDF's Sources page prints. Each item carries its own FigureSource (cost-model.ts); these gather them.
// Their words are messages of locales/{en,ar}.json.
import type { Message } from '../language/index.ts';
import type { CountryCode } from '../countries/index.ts';
import { type ExpenseCategory, expenseCategoryLabel, lineFigure, rangeBasis } from '../cost-model/index.ts';
import { dataAsOf } from '../sources/index.ts';
import { districtFigureSources } from '../cost-model/index.ts';
import { cityName } from '../places/index.ts';
import type { OfferEvaluation } from '../verdict/index.ts';
import type { FigureSource, SourceRef } from '../sources/index.ts';
import { message } from './messages.ts';

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
    explanation: message('sourceCatalogue.category.explanation', {
      items: category.subItems.length,
      category: expenseCategoryLabel(category.category),
      range: rangeBasis(category.category, country),
    }),
    sources: uniqueRefs(itemSources),
    asOf: dataAsOf.asOfLabel,
    assumption: assumed > 0 ? message('sourceCatalogue.category.assumption', { assumed }) : undefined,
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
    const assumed = parts.some((part) => part.assumption);
    source = {
      explanation: message('sourceCatalogue.cityComparison.explanation', { city: cityName(city), rent: figures.rent.explanation }),
      sources: uniqueRefs(parts),
      asOf: dataAsOf.asOfLabel,
      assumption: assumed ? message('sourceCatalogue.cityComparison.assumption') : undefined,
    };
    citySources.set(key, source);
  }
  return source;
}

export interface ReportSourceEntry {
  /** The figure's name: the report's own in English ("Basic pay"), or a breakdown line's as a message. */
  figure: string | Message;
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
  const add = (figure: string | Message, source: FigureSource | undefined) => {
    if (!source || seen.has(source)) return;
    seen.add(source);
    entries.push({ figure, source });
  };
  const { decoded, familySponsorship } = evaluation;
  add('Basic pay', decoded.basic.source);
  add('End-of-service benefit', decoded.gratuity.source);
  if (decoded.hasFamily) add('Minimum salary to sponsor a family', familySponsorship?.source);
  for (const category of expenses) for (const item of category.subItems) add(lineFigure(category.category, item), item.source);
  for (const { figure, source } of more) add(figure, source);
  return entries;
}
