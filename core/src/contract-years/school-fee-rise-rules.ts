// The yearly school-fee-rise rule of each place: the regulator's cap where one is published, else a
// typical rise, each with its source and assumption. The table is
// core/data/contract-years/school-fee-rise-rules.json; each rule is built once.
import { ruleForPlace, type PlaceRules } from '../places/index.ts';
import { countryName, type CountryCode } from '../countries/index.ts';
import type { OfferLocation } from '../household/index.ts';
import feeRules from '../../data/contract-years/school-fee-rise-rules.json' with { type: 'json' };
import { riseRuleOf, type RiseRuleEntry, type YearlyRiseRule } from './yearly-rise.ts';

interface FeeRiseData {
  /** A typical rule names the country it stands for (`country`): its words say "No published cap for Oman". */
  rules: Readonly<Record<string, RiseRuleEntry & { country?: CountryCode }>>;
  places: { country: Readonly<Record<CountryCode, string>>; city: Readonly<Record<`${CountryCode}/${string}`, string>> };
}

const data = feeRules as FeeRiseData;

const builtRules = new Map(
  Object.entries(data.rules).map(([key, entry]) => [
    key,
    riseRuleOf(entry, entry.country === undefined ? undefined : { country: countryName(entry.country) }),
  ]),
);
const ruleNamed = (key: string): YearlyRiseRule => {
  const rule = builtRules.get(key);
  if (!rule) throw new Error(`school-fee-rise-rules.json: no rule "${key}"`);
  return rule;
};

const feeRulesByPlace: PlaceRules<YearlyRiseRule> = {
  country: Object.fromEntries(Object.entries(data.places.country).map(([country, key]) => [country, ruleNamed(key)])) as Record<
    CountryCode,
    YearlyRiseRule
  >,
  city: Object.fromEntries(Object.entries(data.places.city).map(([place, key]) => [place, ruleNamed(key)])),
};

/** The school-fee rule of a place: the regulator’s cap where known, else a typical rise. */
export function schoolFeeRiseRuleFor({ country, city }: OfferLocation): YearlyRiseRule {
  return ruleForPlace(feeRulesByPlace, country, city);
}
