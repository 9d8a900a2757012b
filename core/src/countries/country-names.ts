// The six countries' names, as messages of locales/en.json and ar.json (docs/arabic-glossary.md).
// Apart from the city and district names (places/) because the chrome on every page (the footer's
// guide links) needs these six and not the 200 others. A message is built here by its shape alone:
// the countries sit below the language concept, which names them in its money values.
import arabic from './locales/ar.json' with { type: 'json' };
import type catalogue from './locales/en.json';
import { countryProfile } from './country-profiles.ts';
import type { CountryCode } from './country-codes.ts';

export type CountriesMessageId = keyof typeof catalogue;

const names = new Map<CountryCode, { readonly messageId: CountriesMessageId }>();

/** A country's name: "Saudi Arabia", «السعودية». */
export function countryName(country: CountryCode): { readonly messageId: CountriesMessageId } {
  let name = names.get(country);
  if (!name) names.set(country, (name = { messageId: `countries.name.${country}` }));
  return name;
}

/**
 * The name as a sentence still written in the core needs it (ADR 0020: until its concept's words move).
 * Reads the Arabic catalogue itself, so the name is kept once.
 */
export function countryNameIn(country: CountryCode, language: 'en' | 'ar'): string {
  return language === 'ar' ? arabic[countryName(country).messageId] : countryProfile(country).name;
}
