import type { CountryCode, CurrencyCode } from './country-codes.ts';
import { countryCodes, currencyByCountry } from './country-codes.ts';

export interface CountryProfile {
  code: CountryCode;
  name: string;
  /** URL slug of the country guide: the lower-cased name with spaces turned to hyphens. */
  slug: string;
  currency: CurrencyCode;
  locale: string;
  /**
   * None of the six countries levies personal income tax on salaries, so only VAT is held. What step 4
   * and the guides say of each country's taxes is the web app's words (steps.financials.taxNotes.*,
   * guide.taxNotes.*).
   */
  taxStructure: { vatRate: number };
}

export const countryProfiles: Readonly<Record<CountryCode, CountryProfile>> = {
  UAE: {
    code: 'UAE',
    name: 'UAE',
    slug: 'uae',
    currency: currencyByCountry.UAE,
    locale: 'en-AE',
    taxStructure: { vatRate: 5 },
  },
  KSA: {
    code: 'KSA',
    name: 'Saudi Arabia',
    slug: 'saudi-arabia',
    currency: currencyByCountry.KSA,
    locale: 'en-SA',
    taxStructure: { vatRate: 15 },
  },
  Qatar: {
    code: 'Qatar',
    name: 'Qatar',
    slug: 'qatar',
    currency: currencyByCountry.Qatar,
    locale: 'en-QA',
    taxStructure: { vatRate: 0 },
  },
  Oman: {
    code: 'Oman',
    name: 'Oman',
    slug: 'oman',
    currency: currencyByCountry.Oman,
    locale: 'en-OM',
    taxStructure: { vatRate: 5 },
  },
  Bahrain: {
    code: 'Bahrain',
    name: 'Bahrain',
    slug: 'bahrain',
    currency: currencyByCountry.Bahrain,
    locale: 'en-BH',
    taxStructure: { vatRate: 10 },
  },
  Kuwait: {
    code: 'Kuwait',
    name: 'Kuwait',
    slug: 'kuwait',
    currency: currencyByCountry.Kuwait,
    locale: 'en-KW',
    taxStructure: { vatRate: 0 },
  },
};

export function countryProfile(country: CountryCode): CountryProfile {
  return countryProfiles[country];
}

export function listCountries(): CountryProfile[] {
  return countryCodes.map((code) => countryProfiles[code]);
}

export function countryBySlug(slug: string): CountryProfile | undefined {
  return listCountries().find((profile) => profile.slug === slug.toLowerCase());
}

/** The toll system's name where a city has one. */
export function tollSystem(country: CountryCode, city?: string | null): 'Salik' | 'Darb' | undefined {
  if (country !== 'UAE') return undefined;
  if (city === 'Dubai') return 'Salik';
  if (city === 'Abu Dhabi') return 'Darb';
  return undefined;
}
