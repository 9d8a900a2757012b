// Rules that differ by place: one per country, and for some cities (Dubai, Abu Dhabi, Sharjah,
// Riyadh) their own. The rule tables of the cost rules, the projection and the cash panel read
// them the same way: the city's rule where it has one, else the country's.
import type { CountryCode } from '../countries/index.ts';

export interface PlaceRules<T> {
  country: Readonly<Record<CountryCode, T>>;
  /** Keyed "UAE/Dubai": a city's own rule, overriding its country's. */
  city?: Readonly<Partial<Record<`${CountryCode}/${string}`, T>>>;
}

// Each table's city rules by country, then city: read inside every evaluation, where building the
// "UAE/Dubai" key for each read cost more than the rest of the lookup. The tables are constants.
const cityRulesByTable = new WeakMap<PlaceRules<unknown>, ReadonlyMap<string, ReadonlyMap<string, unknown>>>();

function cityRules<T>(rules: PlaceRules<T>): ReadonlyMap<string, ReadonlyMap<string, T>> {
  let byCountry = cityRulesByTable.get(rules) as ReadonlyMap<string, ReadonlyMap<string, T>> | undefined;
  if (byCountry === undefined) {
    const built = new Map<string, Map<string, T>>();
    for (const [key, rule] of Object.entries(rules.city ?? {}) as [string, T][]) {
      const slash = key.indexOf('/');
      const country = key.slice(0, slash);
      let byCity = built.get(country);
      if (byCity === undefined) built.set(country, (byCity = new Map()));
      byCity.set(key.slice(slash + 1), rule);
    }
    cityRulesByTable.set(rules, built);
    byCountry = built;
  }
  return byCountry;
}

export function ruleForPlace<T>(rules: PlaceRules<T>, country: CountryCode, city: string | null | undefined): T {
  return (city ? cityRules(rules).get(country)?.get(city) : undefined) ?? rules.country[country];
}
