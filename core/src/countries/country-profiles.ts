import type { CountryCode, CurrencyCode } from './country-codes.ts';
import { countryCodes, currencyByCountry } from './country-codes.ts';

export interface CountryProfile {
  code: CountryCode;
  name: string;
  /** URL slug of the country guide: the lower-cased name with spaces turned to hyphens. */
  slug: string;
  currency: CurrencyCode;
  locale: string;
  /** None of the six countries levies personal income tax on salaries, so only VAT is described. */
  taxStructure: { vatRate: number; taxNotes: string };
}

export const countryProfiles: Readonly<Record<CountryCode, CountryProfile>> = {
  UAE: {
    code: 'UAE',
    name: 'UAE',
    slug: 'uae',
    currency: currencyByCountry.UAE,
    locale: 'en-AE',
    taxStructure: {
      vatRate: 5,
      taxNotes:
        'The UAE has no personal income tax, so your gross salary is your take-home pay apart from the job-loss insurance premium (AED 5 or 10 a month plus VAT), which your results count under Residence & Visas. VAT of 5% is already included in shop prices; the Dubai housing fee (5% of annual rent) is billed monthly with DEWA.',
    },
  },
  KSA: {
    code: 'KSA',
    name: 'Saudi Arabia',
    slug: 'saudi-arabia',
    currency: currencyByCountry.KSA,
    locale: 'en-SA',
    taxStructure: {
      vatRate: 15,
      taxNotes:
        'Saudi Arabia has no personal income tax on salaries, so your gross salary is your take-home pay. VAT is 15% and applies to most spending, including private school fees for non-Saudis. Expatriate families also pay a dependants levy of SAR 400 per dependant per month when renewing the iqama; ask whether your employer covers it.',
    },
  },
  Qatar: {
    code: 'Qatar',
    name: 'Qatar',
    slug: 'qatar',
    currency: currencyByCountry.Qatar,
    locale: 'en-QA',
    taxStructure: {
      vatRate: 0,
      taxNotes:
        'Qatar has no personal income tax and no VAT, so your gross salary is your take-home pay. Health insurance is mandatory for residents and visitors; employers must cover their employees.',
    },
  },
  Oman: {
    code: 'Oman',
    name: 'Oman',
    slug: 'oman',
    currency: currencyByCountry.Oman,
    locale: 'en-OM',
    taxStructure: {
      vatRate: 5,
      taxNotes:
        'Oman has no personal income tax on salaries today, so your gross salary is your take-home pay. VAT is 5%. A personal income tax of 5% on annual income above OMR 42,000 has been legislated to start in 2028; most salaries fall below that threshold.',
    },
  },
  Bahrain: {
    code: 'Bahrain',
    name: 'Bahrain',
    slug: 'bahrain',
    currency: currencyByCountry.Bahrain,
    locale: 'en-BH',
    taxStructure: {
      vatRate: 10,
      taxNotes:
        'Bahrain has no personal income tax, so your gross salary is your take-home pay apart from the 1% unemployment insurance contribution deducted from expatriate salaries, which your results count under Residence & Visas. VAT is 10%.',
    },
  },
  Kuwait: {
    code: 'Kuwait',
    name: 'Kuwait',
    slug: 'kuwait',
    currency: currencyByCountry.Kuwait,
    locale: 'en-KW',
    taxStructure: {
      vatRate: 0,
      taxNotes:
        'Kuwait has no personal income tax and no VAT, so your gross salary is your take-home pay. Expatriates pay an annual health insurance fee with each residence renewal.',
    },
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
