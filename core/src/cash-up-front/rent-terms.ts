// What a new tenancy costs besides the rent, by place: deposit, agency fee, registration and
// utility deposits, and how the first rent is paid where custom fixes it (Saudi Ejar's periods, the
// months paid ahead outside the UAE). The table is core/data/cash-up-front/tenancy-terms.json; here
// it becomes rules with their sources, each built once, at module load.
import type { PlaceRules } from '../places/index.ts';
import type { CountryCode } from '../countries/index.ts';
import type { housingUnitFor } from '../cost-model/index.ts';
import type { Message } from '../language/index.ts';
import { fromDirhams, type FigureSource } from '../sources/index.ts';
import tenancy from '../../data/cash-up-front/tenancy-terms.json' with { type: 'json' };
import { dataMessage, namedSources, shareOf, sourceOfEntry, type SourceEntry } from './cash-sources.ts';
import { message, type CashUpFrontMessageId } from './messages.ts';
import type { KsaRentPeriod } from './rent-payment.ts';

/** A share of the year's rent as a fraction, so whole rents divide without float error. */
export type Share = readonly [numerator: number, denominator: number];
export type HomeUnit = ReturnType<typeof housingUnitFor>['unit'];

/** A home size as a line names it: "2BR", «غرفتا نوم». */
export const homeUnitName = (unit: HomeUnit) => message(`cashUpFront.home.${unit}`);

interface Named {
  /** The line's name (the /sources page names its entry by it too). */
  name: Message<CashUpFrontMessageId>;
}

export interface RentTerms {
  deposit: Named & { share: Share; source: FigureSource };
  agency: Named & { share: Share; source: FigureSource };
  registration?: (Named & { amount: number; source: FigureSource }) | undefined;
  utilities: Named & { amount: (unit: HomeUnit) => number; source: FigureSource };
}

interface ItemData {
  name: string;
  source: string;
  share?: readonly number[];
  amount?: number;
  /** A Dubai amount in dirhams, converted at the pegs (no local figure was found). */
  amountFromAed?: number;
  byUnit?: Partial<Record<HomeUnit, number>>;
}

interface TenancyData {
  firstPayment: {
    ksa: Readonly<Record<KsaRentPeriod, SourceEntry>>;
    monthsAhead: Readonly<Partial<Record<CountryCode, { months: number; source: SourceEntry }>>>;
  };
  terms: Readonly<Record<string, { deposit: ItemData; agency: ItemData; registration?: ItemData; utilities: ItemData }>>;
  sources: Readonly<Record<string, SourceEntry>>;
  places: { country: Readonly<Record<CountryCode, string>>; city: Readonly<Record<`${CountryCode}/${string}`, string>> };
}

const data = tenancy as TenancyData;

const sourceNamed = namedSources(data.sources, 'tenancy-terms.json');

function amountOf(item: ItemData, country: CountryCode): number {
  if (item.amount !== undefined) return item.amount;
  if (item.amountFromAed !== undefined) return fromDirhams(item.amountFromAed, country);
  throw new Error(`tenancy-terms.json: "${item.name}" has no amount`);
}

const terms = new Map<string, RentTerms>();
function termsNamed(key: string, country: CountryCode): RentTerms {
  const made = terms.get(key);
  if (made) return made;
  const entry = data.terms[key];
  if (!entry) throw new Error(`tenancy-terms.json: no terms "${key}"`);
  const named = (item: ItemData) => ({ name: dataMessage(item.name), source: sourceNamed(item.source, country) });
  const shared = (item: ItemData) => {
    if (!item.share) throw new Error(`tenancy-terms.json: "${item.name}" has no share`);
    return { ...named(item), share: shareOf(item.share, `tenancy-terms.json: "${item.name}"`) };
  };
  const utility = entry.utilities;
  const base = amountOf(utility, country);
  const built: RentTerms = {
    deposit: shared(entry.deposit),
    agency: shared(entry.agency),
    utilities: { ...named(utility), amount: (unit) => utility.byUnit?.[unit] ?? base },
  };
  if (entry.registration) built.registration = { ...named(entry.registration), amount: amountOf(entry.registration, country) };
  terms.set(key, built);
  return built;
}

export const rentTerms: PlaceRules<RentTerms> = {
  country: Object.fromEntries(
    Object.entries(data.places.country).map(([country, key]) => [country, termsNamed(key, country as CountryCode)]),
  ) as Record<CountryCode, RentTerms>,
  city: Object.fromEntries(
    Object.entries(data.places.city).map(([place, key]) => [place, termsNamed(key, place.split('/')[0] as CountryCode)]),
  ),
};

/** Saudi rent's first payment through Ejar, by period. */
export const ksaPeriodSources: Readonly<Record<KsaRentPeriod, FigureSource>> = {
  yearly: sourceOfEntry(data.firstPayment.ksa.yearly, 'KSA'),
  'half-yearly': sourceOfEntry(data.firstPayment.ksa['half-yearly'], 'KSA'),
};

interface MonthsAhead {
  months: number;
  source: FigureSource;
}

/** The months of rent paid at signing where the first payment is neither cheques nor Ejar. */
export const monthsAhead: Readonly<Partial<Record<CountryCode, MonthsAhead>>> = Object.fromEntries(
  Object.entries(data.firstPayment.monthsAhead).map(([country, ahead]) => [
    country,
    { months: ahead.months, source: sourceOfEntry(ahead.source, country as CountryCode) },
  ]),
);
