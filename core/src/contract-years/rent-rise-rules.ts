// The yearly rent-rise rule of each place (the city's where it has one, else the country's), each
// with its source and assumption, Dubai's rent index bands and Riyadh's freeze: the table is
// core/data/contract-years/rent-rise-rules.json, each rule built once (Riyadh's once per start month).
import { ruleForPlace, type PlaceRules } from '../places/index.ts';
import type { CountryCode } from '../countries/index.ts';
import { month } from '../language/index.ts';
import { dataAsOf, resolveSources } from '../sources/index.ts';
import type { OfferLocation } from '../household/index.ts';
import rentRules from '../../data/contract-years/rent-rise-rules.json' with { type: 'json' };
import { dataMessage, riseRuleOf, type RiseRuleEntry, type YearlyRiseRule } from './yearly-rise.ts';

interface RentRiseData {
  /** Decree 43/2013's bands, in order: the cap for a rent up to `upToPercentBelow` below the index average (null: any further). */
  dubaiIndexBands: readonly { upToPercentBelow: number | null; capPercent: number }[];
  /** Dubai's rule gives how far below the index the rent is assumed to sit instead of a percent. */
  rules: Readonly<Record<string, Omit<RiseRuleEntry, 'percent'> & { percent?: number; percentBelowIndex?: number }>>;
  riyadhFreeze: {
    frozenFrom: string;
    frozenUntil: string;
    percentAfter: number;
    rule: string;
    explanationFrozen: string;
    explanationRenewed: string;
    assumption: string;
    sources: readonly string[];
  };
  places: { country: Readonly<Record<CountryCode, string>>; city: Readonly<Record<`${CountryCode}/${string}`, string>> };
}

const data = rentRules as RentRiseData;

/** Decree 43/2013: the most a Dubai landlord may raise the rent on renewal, by how far it sits below the RERA index average. */
export function dubaiRentCapPercent(percentBelowIndex: number): number {
  const band = data.dubaiIndexBands.find((entry) => entry.upToPercentBelow === null || percentBelowIndex <= entry.upToPercentBelow);
  return band?.capPercent ?? 0;
}

function monthIndex(yearMonth: string): number {
  const [year, monthNumber] = yearMonth.split('-').map(Number);
  return (year ?? 0) * 12 + (monthNumber ?? 1) - 1;
}

// Which contract year Riyadh's freeze reaches depends on when the contract starts: the results pass the
// month they are opened in; without one (the /sources page, the tips' defaults) it is the data's month.
const riyadh = data.riyadhFreeze;
const riyadhLastFrozenMonth = monthIndex(riyadh.frozenUntil.slice(0, 7));

/**
 * The first contract year whose rent may rise in Riyadh, for a contract starting in `contractStart`
 * ("2026-11"). Year k begins 12 × (k − 1) months after the start; a year beginning in the freeze's last
 * month (September 2030) is taken as still frozen (the freeze covers 24 of its 30 days), one beginning
 * in the month after or later rises. Year 1 is the rent agreed, so the answer is at least 2.
 */
export function riyadhFirstRiseYear(contractStart: string): number {
  return Math.max(2, Math.floor((riyadhLastFrozenMonth - monthIndex(contractStart)) / 12) + 2);
}

const riyadhRules = new Map<string, YearlyRiseRule>();
const riyadhSources = resolveSources(riyadh.sources);

/** Riyadh's rule for a contract starting in `contractStart` ("2026-11"), made once per month. */
function riyadhRent(contractStart: string): YearlyRiseRule {
  const made = riyadhRules.get(contractStart);
  if (made) return made;
  const firstYear = riyadhFirstRiseYear(contractStart);
  const start = month(contractStart);
  const rule: YearlyRiseRule = {
    percent: riyadh.percentAfter,
    firstYear,
    everyYears: 1,
    rule: dataMessage(riyadh.rule),
    source: {
      explanation:
        firstYear > 2
          ? dataMessage(riyadh.explanationFrozen, { lastFrozenYear: firstYear - 1, start })
          : dataMessage(riyadh.explanationRenewed, { start }),
      sources: riyadhSources,
      asOf: dataAsOf.asOfLabel,
      assumption: dataMessage(riyadh.assumption, { start }),
    },
  };
  riyadhRules.set(contractStart, rule);
  return rule;
}

/** A place's rule that depends on the month the contract starts (Riyadh's: its freeze ends on a date). */
type RuleByStart = (contractStart: string) => YearlyRiseRule;

const builtRules = new Map(
  Object.entries(data.rules).map(([key, { percentBelowIndex, ...entry }]) => [
    key,
    riseRuleOf({ ...entry, percent: entry.percent ?? dubaiRentCapPercent(percentBelowIndex ?? 0) }),
  ]),
);
const ruleNamed = (key: string): YearlyRiseRule | RuleByStart => {
  if (key === 'riyadhFreeze') return riyadhRent;
  const rule = builtRules.get(key);
  if (!rule) throw new Error(`rent-rise-rules.json: no rule "${key}"`);
  return rule;
};

const rentRulesByPlace: PlaceRules<YearlyRiseRule | RuleByStart> = {
  country: Object.fromEntries(Object.entries(data.places.country).map(([country, key]) => [country, ruleNamed(key)])) as Record<
    CountryCode,
    YearlyRiseRule
  >,
  city: Object.fromEntries(Object.entries(data.places.city).map(([place, key]) => [place, ruleNamed(key)])),
};

/**
 * The rent rule of a place: its city's where one is known, else its country's, for a contract
 * starting in `contractStart` ("2026-11"; the data's month when none is given).
 */
export function rentRiseRuleFor({ country, city }: OfferLocation, contractStart: string = dataAsOf.asOf): YearlyRiseRule {
  const rule = ruleForPlace(rentRulesByPlace, country, city);
  return typeof rule === 'function' ? rule(contractStart) : rule;
}
