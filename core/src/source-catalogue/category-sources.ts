// Sources for figures made of other figures: a category (the sum of its items) and the list the
// PDF's Sources page prints. Each item carries its own FigureSource (cost-model.ts); these gather them.
// A category's Arabic is registered beside it (figure-source-arabic.ts); a city comparison says its
// words as messages of locales/{en,ar}.json (ADR 0020).
import { arabicCount, type Message } from '../language/index.ts';
import type { CountryCode } from '../countries/index.ts';
import { type ExpenseCategory, lineFigure } from '../cost-model/index.ts';
import { dataAsOf, withArabicSource } from '../sources/index.ts';
import { districtFigureSources, expenseCategoryLabelIn, rangeBasisIn } from '../cost-model/index.ts';
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
  const items = category.subItems.length;
  const itemsArabic =
    items === 1 ? 'العنصر الوحيد' : arabicCount(items, { one: 'عنصر واحد', two: 'عنصرين', few: 'عناصر', many: 'عنصرًا', other: 'عنصر' });
  const assumedArabic = assumed === 1 ? 'واحد' : assumed === 2 ? 'اثنان' : String(assumed);
  return withArabicSource(
    {
      explanation: `The sum of the ${items === 1 ? 'item' : `${items} items`} under ${category.category}; open an item's source for how each is made. The range runs ${rangeBasisIn(category.category, country, 'en')}.`,
      sources: uniqueRefs(itemSources),
      asOf: dataAsOf.asOfLabel,
      assumption: assumed > 0 ? `${assumed} of its items rest on an assumption (see the items).` : undefined,
    },
    `مجموع ${itemsArabic} في بند ${expenseCategoryLabelIn(category.category, 'ar')}؛ ${items === 1 ? 'افتح مصدره' : 'افتح مصدر كل عنصر'} لمعرفة طريقة حسابه. والنطاق: ${rangeBasisIn(category.category, country, 'ar')}.`,
    assumed > 0 ? `يستند ${assumedArabic} منها إلى افتراض (انظر العناصر).` : undefined,
  );
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
