// Offers side by side: the same figures for each offer, their differences from the first
// offer, and a sentence on what drives the gap. Each offer keeps its own currency; differences are
// taken in the first offer's currency, converted at the USD pegs (every Gulf currency is pegged, so
// the conversion is exact to the peg, not a market guess). Labels and sentences are messages of
// locales/en.json and ar.json.
import { aedToLocalFactor } from '../money/index.ts';
import { countryName, countryProfile, currencyFor } from '../countries/index.ts';
import { cityName } from '../places/index.ts';
import type { ExpenseCategory } from '../cost-model/index.ts';
import { expenseCategoryLabel } from '../cost-model/index.ts';
import { type Message, money } from '../language/index.ts';
import type { OfferEvaluation } from '../verdict/index.ts';
import type { OfferLocation } from '../household/index.ts';
import type { CountryCode } from '../countries/index.ts';
import { message, type ComparisonMessageId } from './messages.ts';

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
  label: Message;
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
  labels: Message[];
  rows: ComparisonRow[];
  /** One sentence per offer after the first: what drives the gap in monthly surplus. */
  sentences: Message[];
}

const placeName = (location: OfferLocation) => location.city ?? countryProfile(location.country).name;

/** Offer names as headings say them ('label') or as a sentence's subject («عرض الرياض» in Arabic): the place, numbered when two offers share one. */
function offerNames(locations: readonly OfferLocation[], form: 'label' | 'subject'): Message[] {
  const names = locations.map(placeName);
  return locations.map((location, i) =>
    message(`comparison.offer.${form}`, {
      shared: names.filter((n) => n === names[i]).length > 1 ? 'yes' : 'no',
      number: i + 1,
      place: location.city ? cityName(location.city) : countryName(location.country),
    }),
  );
}

/** Offer names for headings: the place, numbered when two offers share one ("Offer 2 (Dubai)"). */
export function offerLabels(locations: readonly OfferLocation[]): Message[] {
  return offerNames(locations, 'label');
}

/** A converter from a country's currency into another's, at the pegs. */
function converter(from: CountryCode, to: CountryCode): (amount: number) => number {
  const factor = aedToLocalFactor(currencyFor(to)) / aedToLocalFactor(currencyFor(from));
  return (amount) => amount * factor;
}

function row(
  key: string,
  label: Message,
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

const rowLabel = (id: 'package' | 'expenses' | 'surplus' | 'savingsRate' | 'upfront' | 'payback' | 'gratuity' | 'optional') =>
  message(`comparison.row.${id}`);

/** Every figure of the offers side by side, with their differences from the first offer. The figures do not depend on the language. */
export function compareOffers(offers: readonly ComparedOffer[]): OfferComparison {
  const countries = offers.map((offer) => offer.location.country);
  const locations = offers.map((offer) => offer.location);
  const labels = offerLabels(locations);
  const pick = (get: (offer: ComparedOffer) => number | null) => offers.map(get);
  const rows: ComparisonRow[] = [
    row(
      'package',
      rowLabel('package'),
      'money',
      pick((o) => o.evaluation.packageAmount),
      countries,
      true,
    ),
    row(
      'expenses',
      rowLabel('expenses'),
      'money',
      pick((o) => o.evaluation.totalExpenses),
      countries,
      false,
    ),
    row(
      'surplus',
      rowLabel('surplus'),
      'money',
      pick((o) => o.evaluation.surplus),
      countries,
      true,
    ),
    row(
      'savings-rate',
      rowLabel('savingsRate'),
      'rate',
      pick((o) => o.evaluation.savingsRate),
      countries,
      true,
    ),
    row(
      'upfront',
      rowLabel('upfront'),
      'once',
      pick((o) => o.upfrontNet),
      countries,
      false,
    ),
    ...(offers.every((o) => o.paybackMonth !== undefined)
      ? [
          row(
            'payback',
            rowLabel('payback'),
            'month',
            pick((o) => o.paybackMonth ?? null),
            countries,
            false,
          ),
        ]
      : []),
    row(
      'gratuity',
      rowLabel('gratuity'),
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
    rows.push(row(`category:${category}`, expenseCategoryLabel(category), 'money', values, countries, false));
  }
  if (offers.some((offer) => offer.evaluation.optionalCostsTotal > 0))
    rows.push(
      row(
        'optional',
        rowLabel('optional'),
        'money',
        pick((o) => o.evaluation.optionalCostsTotal),
        countries,
        false,
      ),
    );
  const subjects = offerNames(locations, 'subject');
  return { labels, rows, sentences: offers.slice(1).map((_, i) => gapSentence(rows, subjects, countries, i + 1)) };
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

/** Why the gap is what it is: the package, the costs (at most two), or both. */
function gapReason(drivers: ReturnType<typeof gapDrivers>, direction: 'more' | 'less'): Message {
  const withPackage = drivers.some((d) => d.row.key === 'package');
  const [first, second] = drivers.filter((d) => d.row.key !== 'package').map((d) => d.row.label);
  if (!first) return message('comparison.reason.package', { direction });
  const costs = second ? message('comparison.costs.two', { first, second }) : first;
  const id: ComparisonMessageId = withPackage ? 'comparison.reason.packageAndCosts' : 'comparison.reason.costs';
  return message(id, { direction, costs });
}

/** "Riyadh leaves AED 4,200 a month more than Dubai, mostly lower Housing and Education costs." */
function gapSentence(
  rows: readonly ComparisonRow[],
  subjects: readonly Message[],
  countries: readonly CountryCode[],
  index: number,
): Message {
  const base = countries[0] ?? 'UAE';
  const offer = subjects[index] ?? '';
  const baseOffer = subjects[0] ?? '';
  const gap = rows.find((r) => r.key === 'surplus')?.differences[index] ?? 0;
  if (Math.abs(gap) < 1) return message('comparison.gap.same', { offer, base: baseOffer });
  const drivers = gapDrivers(rows, index, gap);
  const direction = gap > 0 ? 'more' : 'less';
  const values = { offer, base: baseOffer, amount: money(Math.abs(gap), base), direction };
  if (drivers.length === 0) return message('comparison.gap.small', values);
  return message('comparison.gap.mostly', { ...values, reason: gapReason(drivers, direction) });
}
