// Offers side by side (issue 11): the same figures for each offer, their differences from the first
// offer, and a sentence on what drives the gap. Each offer keeps its own currency; differences are
// taken in the first offer's currency, converted at the USD pegs (every Gulf currency is pegged, so
// the conversion is exact to the peg, not a market guess).
import { aedToLocalFactor, formatMoney, formatMoneyArabic } from '../money/index.ts';
import { countryNameIn, countryProfile, currencyFor } from '../countries/index.ts';
import { cityNameIn } from '../places/index.ts';
import type { ExpenseCategory } from '../cost-model/index.ts';
import { expenseCategoryLabelIn } from '../cost-model/index.ts';
import type { Language } from '../language/index.ts';
import type { OfferEvaluation } from '../verdict/index.ts';
import type { OfferLocation } from '../household/index.ts';
import type { CountryCode } from '../countries/index.ts';

export interface ComparedOffer {
  location: OfferLocation;
  evaluation: OfferEvaluation;
  /** The breakdown as shown, edits included. */
  expenses: readonly Pick<ExpenseCategory, 'category' | 'amount'>[];
  /** Cash needed before the first salary, after the relocation allowance. */
  upfrontNet: number;
  /**
   * The month of the offer's contract from which its surpluses have made back the cash up front
   * (movePayback): 0 when nothing is needed up front, null when not within the contract. The row
   * is left out unless every offer has it.
   */
  paybackMonth?: number | null | undefined;
}

/** 'month': a month of the contract (0: nothing to make back; null: not within the contract). */
export type ComparisonRowKind = 'money' | 'rate' | 'once' | 'month';

export interface ComparisonRow {
  key: string;
  label: string;
  kind: ComparisonRowKind;
  /** Each offer's figure in its own currency (a rate for 'rate'); null where the offer has no such line. */
  values: (number | null)[];
  /** Each offer's difference from the first, in the first offer's currency (points for 'rate'); 0 for the first. */
  differences: number[];
  /** Whether a reader should notice the difference: more than 2% of the first offer's figure (or 1 point). */
  notable: boolean[];
  /** Whether more is better for the household (surplus, package) or worse (expenses). */
  higherIsBetter: boolean;
}

export interface OfferComparison {
  /** "Dubai", "Riyadh"; "Offer 2 (Dubai)" when two offers share a place. */
  labels: string[];
  rows: ComparisonRow[];
  /** One sentence per offer after the first: what drives the gap in monthly surplus. */
  sentences: string[];
}

const placeName = (location: OfferLocation) => location.city ?? countryProfile(location.country).name;
const placeNameArabic = (location: OfferLocation) =>
  location.city ? cityNameIn(location.city, 'ar') : countryNameIn(location.country, 'ar');

/** Offer names for headings: the place, numbered when two offers share one («العرض 2 (دبي)» in Arabic). */
export function offerLabels(locations: readonly OfferLocation[], language: Language = 'en'): string[] {
  const names = locations.map(placeName);
  const shared = (i: number) => names.filter((n) => n === names[i]).length > 1;
  if (language === 'ar') {
    const arabic = locations.map(placeNameArabic);
    return arabic.map((name, i) => (shared(i) ? `العرض ${i + 1} (${name})` : name));
  }
  return names.map((name, i) => (shared(i) ? `Offer ${i + 1} (${name})` : name));
}

/** The offers as the subject of a sentence in Arabic: «عرض الرياض», «العرض 2 (دبي)». */
function offerSubjectsArabic(locations: readonly OfferLocation[]): string[] {
  const names = locations.map(placeName);
  return locations.map((location, i) =>
    names.filter((n) => n === names[i]).length > 1 ? `العرض ${i + 1} (${placeNameArabic(location)})` : `عرض ${placeNameArabic(location)}`,
  );
}

/** The rows' labels in Arabic, by key; a category's is its name (expense-labels.ts). */
const rowLabelsArabic: Readonly<Record<string, string>> = {
  package: 'إجمالي الحزمة',
  expenses: 'إجمالي المصروفات',
  surplus: 'الفائض',
  'savings-rate': 'نسبة الادخار',
  upfront: 'المال اللازم مقدّمًا',
  payback: 'استرداد المال اللازم مقدّمًا',
  gratuity: 'مكافأة نهاية الخدمة',
  optional: 'التكاليف الاختيارية',
};

/** A converter from a country's currency into another's, at the pegs. */
function converter(from: CountryCode, to: CountryCode): (amount: number) => number {
  const factor = aedToLocalFactor(currencyFor(to)) / aedToLocalFactor(currencyFor(from));
  return (amount) => amount * factor;
}

function row(
  key: string,
  label: string,
  kind: ComparisonRowKind,
  values: (number | null)[],
  countries: readonly CountryCode[],
  higherIsBetter: boolean,
): ComparisonRow {
  const base = countries[0] ?? 'UAE';
  const first = values[0] ?? 0;
  const differences = values.map((value, i) => {
    if (i === 0) return 0;
    if (kind === 'rate') return Math.round(((value ?? 0) - first) * 10) / 10;
    // Months apart only where both offers make it back; "not within the contract" says itself.
    if (kind === 'month') return value === null || values[0] === null ? 0 : (value ?? 0) - first;
    const toBase = converter(countries[i] ?? base, base);
    return Math.round(toBase(value ?? 0) - first);
  });
  const notable = differences.map((difference, i) =>
    i === 0
      ? false
      : kind === 'rate' || kind === 'month'
        ? Math.abs(difference) >= 1
        : Math.abs(difference) > Math.max(1, Math.abs(first) * 0.02),
  );
  return { key, label, kind, values, differences, notable, higherIsBetter };
}

/**
 * Every figure of the offers side by side, with their differences from the first offer. The labels
 * and sentences are in `language` (English unless asked); the figures do not depend on it.
 */
export function compareOffers(offers: readonly ComparedOffer[], language: Language = 'en'): OfferComparison {
  const countries = offers.map((offer) => offer.location.country);
  const labels = offerLabels(
    offers.map((offer) => offer.location),
    language,
  );
  const pick = (get: (offer: ComparedOffer) => number | null) => offers.map(get);
  const rows: ComparisonRow[] = [
    row(
      'package',
      'Total package',
      'money',
      pick((o) => o.evaluation.packageAmount),
      countries,
      true,
    ),
    row(
      'expenses',
      'Total expenses',
      'money',
      pick((o) => o.evaluation.totalExpenses),
      countries,
      false,
    ),
    row(
      'surplus',
      'Surplus',
      'money',
      pick((o) => o.evaluation.surplus),
      countries,
      true,
    ),
    row(
      'savings-rate',
      'Savings rate',
      'rate',
      pick((o) => o.evaluation.savingsRate),
      countries,
      true,
    ),
    row(
      'upfront',
      'Money needed up front',
      'once',
      pick((o) => o.upfrontNet),
      countries,
      false,
    ),
    ...(offers.every((o) => o.paybackMonth !== undefined)
      ? [
          row(
            'payback',
            'Cash up front made back',
            'month',
            pick((o) => o.paybackMonth ?? null),
            countries,
            false,
          ),
        ]
      : []),
    row(
      'gratuity',
      'End-of-service benefit',
      'once',
      pick((o) => o.evaluation.gratuity.amount),
      countries,
      true,
    ),
  ];
  // Every category any offer has, in the order they first appear.
  const categories = [...new Set(offers.flatMap((offer) => offer.expenses.map((c) => c.category)))];
  for (const category of categories) {
    const values = offers.map((offer) => offer.expenses.find((c) => c.category === category)?.amount ?? null);
    rows.push(row(`category:${category}`, category, 'money', values, countries, false));
  }
  if (offers.some((offer) => offer.evaluation.optionalCostsTotal > 0))
    rows.push(
      row(
        'optional',
        'Optional costs',
        'money',
        pick((o) => o.evaluation.optionalCostsTotal),
        countries,
        false,
      ),
    );
  if (language === 'ar') {
    for (const row of rows)
      row.label = row.key.startsWith('category:')
        ? expenseCategoryLabelIn(row.key.slice('category:'.length) as ExpenseCategory['category'], 'ar')
        : (rowLabelsArabic[row.key] ?? row.label);
    const subjects = offerSubjectsArabic(offers.map((offer) => offer.location));
    return { labels, rows, sentences: offers.slice(1).map((_, i) => gapSentenceArabic(rows, subjects, countries, i + 1)) };
  }
  return { labels, rows, sentences: offers.slice(1).map((_, i) => gapSentence(rows, labels, countries, i + 1)) };
}

/** What moved the surplus the same way as the gap: a bigger package adds, a bigger cost takes away. */
function gapDrivers(rows: readonly ComparisonRow[], index: number, gap: number) {
  return rows
    .filter((r) => r.key === 'package' || r.key.startsWith('category:') || r.key === 'optional')
    .map((r) => ({ row: r, effect: (r.higherIsBetter ? 1 : -1) * (r.differences[index] ?? 0) }))
    .filter((d) => Math.sign(d.effect) === Math.sign(gap) && Math.abs(d.effect) >= Math.abs(gap) * 0.15)
    .sort((a, b) => Math.abs(b.effect) - Math.abs(a.effect))
    .slice(0, 2);
}

/** «يترك عرض الرياض فائضًا شهريًا أكبر بمقدار 4,200 درهم مما يتركه عرض دبي، ويعود ذلك أساسًا إلى انخفاض تكاليف السكن والتعليم.» */
function gapSentenceArabic(
  rows: readonly ComparisonRow[],
  subjects: readonly string[],
  countries: readonly CountryCode[],
  index: number,
): string {
  const base = countries[0] ?? 'UAE';
  const name = subjects[index] ?? `العرض ${index + 1}`;
  const baseName = subjects[0] ?? 'العرض 1';
  const gap = rows.find((r) => r.key === 'surplus')?.differences[index] ?? 0;
  if (Math.abs(gap) < 1) return `يترك ${name} الفائض الشهري نفسه الذي يتركه ${baseName}.`;
  const drivers = gapDrivers(rows, index, gap);
  const better = gap > 0;
  const head = `يترك ${name} فائضًا شهريًا ${better ? 'أكبر' : 'أقل'} بمقدار ${formatMoneyArabic(Math.abs(gap), base)} مما يتركه ${baseName}`;
  if (drivers.length === 0) return `${head}، نتيجة فروق صغيرة كثيرة.`;
  const packagePart = drivers.some((d) => d.row.key === 'package') ? [better ? 'ارتفاع الحزمة' : 'انخفاض الحزمة'] : [];
  const costs = drivers.filter((d) => d.row.key !== 'package').map((d) => d.row.label);
  const costPart = costs.length > 0 ? [`${better ? 'انخفاض' : 'ارتفاع'} تكاليف ${costs.join(' و')}`] : [];
  return `${head}، ويعود ذلك أساسًا إلى ${[...packagePart, ...costPart].join(' و')}.`;
}

/** "Riyadh leaves AED 4,200 a month more than Dubai, mostly lower Housing and Education costs." */
function gapSentence(rows: readonly ComparisonRow[], labels: readonly string[], countries: readonly CountryCode[], index: number): string {
  const base = countries[0] ?? 'UAE';
  const name = labels[index] ?? `Offer ${index + 1}`;
  const baseName = labels[0] ?? 'Offer 1';
  const gap = rows.find((r) => r.key === 'surplus')?.differences[index] ?? 0;
  if (Math.abs(gap) < 1) return `${name} leaves the same surplus a month as ${baseName}.`;
  // What moved the surplus the same way as the gap: a bigger package adds, a bigger cost takes away.
  const drivers = rows
    .filter((r) => r.key === 'package' || r.key.startsWith('category:') || r.key === 'optional')
    .map((r) => ({ row: r, effect: (r.higherIsBetter ? 1 : -1) * (r.differences[index] ?? 0) }))
    .filter((d) => Math.sign(d.effect) === Math.sign(gap) && Math.abs(d.effect) >= Math.abs(gap) * 0.15)
    .sort((a, b) => Math.abs(b.effect) - Math.abs(a.effect))
    .slice(0, 2);
  const more = gap > 0 ? 'more' : 'less';
  const head = `${name} leaves ${formatMoney(Math.abs(gap), base)} a month ${more} than ${baseName}`;
  if (drivers.length === 0) return `${head}, from many small differences.`;
  const better = gap > 0;
  const packagePart = drivers.some((d) => d.row.key === 'package') ? [better ? 'a higher package' : 'a lower package'] : [];
  const costs = drivers.filter((d) => d.row.key !== 'package').map((d) => d.row.label);
  const costPart = costs.length > 0 ? [`${better ? 'lower' : 'higher'} ${costs.join(' and ')} costs`] : [];
  return `${head}, mostly ${[...packagePart, ...costPart].join(' and ')}.`;
}
