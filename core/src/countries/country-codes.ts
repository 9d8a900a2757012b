/** The six countries, in the order the product lists them. */
export const countryCodes = ['UAE', 'KSA', 'Qatar', 'Oman', 'Bahrain', 'Kuwait'] as const;
export type CountryCode = (typeof countryCodes)[number];

export const currencyCodes = ['AED', 'SAR', 'QAR', 'OMR', 'BHD', 'KWD'] as const;
export type CurrencyCode = (typeof currencyCodes)[number];

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && (countryCodes as readonly string[]).includes(value);
}

export const currencyByCountry: Readonly<Record<CountryCode, CurrencyCode>> = {
  UAE: 'AED',
  KSA: 'SAR',
  Qatar: 'QAR',
  Oman: 'OMR',
  Bahrain: 'BHD',
  Kuwait: 'KWD',
};

/** The currency of a country; AED when the country is not known (spec section 3). */
export function currencyFor(country: CountryCode | undefined | null): CurrencyCode {
  return country ? currencyByCountry[country] : 'AED';
}
