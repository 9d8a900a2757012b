// The six countries' names and their currencies' names, as messages of locales/en.json and ar.json
// (docs/arabic-glossary.md). Apart from the city and district names (places/) because the chrome on
// every page (the footer's guide links) needs these six and not the 200 others.
import arabic from './locales/ar.json' with { type: 'json' };
import { countryProfile } from './country-profiles.ts';
import type { CountryCode, CurrencyCode } from './country-codes.ts';
import type { CountriesMessage, CountriesMessageId } from './messages.ts';

const names = new Map<CountryCode | CurrencyCode, CountriesMessage>();
const named = (key: CountryCode | CurrencyCode, messageId: CountriesMessageId): CountriesMessage => {
  let name = names.get(key);
  if (!name) names.set(key, (name = { messageId }));
  return name;
};

/** A country's name: "Saudi Arabia", «السعودية». */
export function countryName(country: CountryCode): CountriesMessage {
  return named(country, `countries.name.${country}`);
}

/** A currency's name as it follows an amount: "AED" in English, «درهم» in Arabic. */
export function currencyName(currency: CurrencyCode): CountriesMessage {
  return named(currency, `countries.currency.${currency}`);
}

/**
 * TRANSITIONAL (ADR 0020): the name as a sentence still written in the core needs it, until its
 * concept's words move and this goes. Only the Arabic catalogue is read (the English name is the
 * profile's and the code's), so Arabic pages' scripts do not carry the English catalogue; English
 * pages' still carry the Arabic one wherever these are imported.
 */
export function countryNameIn(country: CountryCode, language: 'en' | 'ar'): string {
  return language === 'ar' ? arabic[countryName(country).messageId] : countryProfile(country).name;
}

/** TRANSITIONAL (ADR 0020): a currency's name for the words the core and the PDF still write themselves. */
export function currencyNameIn(currency: CurrencyCode, language: 'en' | 'ar'): string {
  return language === 'ar' ? arabic[currencyName(currency).messageId] : currency;
}
