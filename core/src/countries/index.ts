// The six countries: their codes, currencies, profiles and names.
// This index is the concept's only face: other folders import from here, never from its files.
export {
  type CountryCode,
  countryCodes,
  currencyByCountry,
  type CurrencyCode,
  currencyCodes,
  currencyFor,
  isCountryCode,
} from './country-codes.ts';
export { countryBySlug, countryProfile, type CountryProfile, countryProfiles, listCountries, tollSystem } from './country-profiles.ts';
export { countryName, countryNameIn, currencyName, currencyNameIn } from './country-names.ts';
export type { CountriesMessage, CountriesMessageId } from './messages.ts';
