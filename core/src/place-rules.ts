// Rules that differ by place: one per country, and for some cities (Dubai, Abu Dhabi, Sharjah,
// Riyadh) their own. The rule tables of the cost rules, the projection and the cash panel read
// them the same way: the city's rule where it has one, else the country's.
import type { CountryCode } from './country-codes.ts';

export interface PlaceRules<T> {
  country: Readonly<Record<CountryCode, T>>;
  /** Keyed "UAE/Dubai": a city's own rule, overriding its country's. */
  city?: Readonly<Partial<Record<`${CountryCode}/${string}`, T>>>;
}

export function ruleForPlace<T>(rules: PlaceRules<T>, country: CountryCode, city: string | null | undefined): T {
  return (city ? rules.city?.[`${country}/${city}`] : undefined) ?? rules.country[country];
}
