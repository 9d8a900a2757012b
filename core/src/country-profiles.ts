import type { CountryCode, CurrencyCode } from './country-codes.ts';
import { countryCodes } from './country-codes.ts';
import { currencyByCountry } from './currency.ts';

export interface CountryTerminology {
  utilities: string;
  housingUnit: string;
  transportFuel: string;
  parkingTolls: string;
  healthInsurance: string;
  domesticHelp: string;
  educationFees: string;
  groceryStore: string;
}

export interface CountryProfile {
  code: CountryCode;
  name: string;
  /** URL slug of the country guide: the lower-cased name with spaces turned to hyphens. */
  slug: string;
  currency: CurrencyCode;
  currencySymbol: string;
  locale: string;
  terminology: CountryTerminology;
  taxStructure: { hasIncomeTax: false; vatRate: number; taxNotes: string };
  salaryPeriod: 'monthly';
}

const utilities = 'Utilities (Electric/Water)';

export const countryProfiles: Readonly<Record<CountryCode, CountryProfile>> = {
  UAE: {
    code: 'UAE',
    name: 'UAE',
    slug: 'uae',
    currency: currencyByCountry.UAE,
    currencySymbol: 'AED',
    locale: 'en-AE',
    terminology: {
      utilities,
      housingUnit: 'Apartment (Ejari-registered)',
      transportFuel: 'Petrol (Premium 95)',
      parkingTolls: 'Parking',
      healthInsurance: 'Health Insurance (DHA/DoH)',
      domesticHelp: 'Domestic Worker (Tadbeer)',
      educationFees: 'School Fees (KHDA/ADEK)',
      groceryStore: 'Groceries (Carrefour, Lulu, Spinneys)',
    },
    taxStructure: {
      hasIncomeTax: false,
      vatRate: 5,
      taxNotes:
        'The UAE has no personal income tax, so your gross salary is your take-home pay. VAT of 5% is already included in shop prices; the Dubai housing fee (5% of annual rent) is billed monthly with DEWA.',
    },
    salaryPeriod: 'monthly',
  },
  KSA: {
    code: 'KSA',
    name: 'Saudi Arabia',
    slug: 'saudi-arabia',
    currency: currencyByCountry.KSA,
    currencySymbol: 'SAR',
    locale: 'en-SA',
    terminology: {
      utilities,
      housingUnit: 'Apartment (Ejar contract)',
      transportFuel: 'Fuel (95/91)',
      parkingTolls: 'Parking/Maintenance',
      healthInsurance: 'Medical Insurance (CHI)',
      domesticHelp: 'Domestic Worker (Musaned)',
      educationFees: 'School Fees (+15% VAT)',
      groceryStore: 'Groceries (Panda, Danube, Tamimi)',
    },
    taxStructure: {
      hasIncomeTax: false,
      vatRate: 15,
      taxNotes:
        'Saudi Arabia has no personal income tax on salaries, so your gross salary is your take-home pay. VAT is 15% and applies to most spending, including private school fees for non-Saudis. Expatriate families also pay a dependants levy of SAR 400 per dependant per month when renewing the iqama; ask whether your employer covers it.',
    },
    salaryPeriod: 'monthly',
  },
  Qatar: {
    code: 'Qatar',
    name: 'Qatar',
    slug: 'qatar',
    currency: currencyByCountry.Qatar,
    currencySymbol: 'QAR',
    locale: 'en-QA',
    terminology: {
      utilities,
      housingUnit: 'Apartment',
      transportFuel: 'Petrol',
      parkingTolls: 'Parking',
      healthInsurance: 'Health Insurance (mandatory)',
      domesticHelp: 'Domestic Worker',
      educationFees: 'School Fees',
      groceryStore: 'Groceries (Lulu, Carrefour, Al Meera)',
    },
    taxStructure: {
      hasIncomeTax: false,
      vatRate: 0,
      taxNotes:
        'Qatar has no personal income tax and no VAT, so your gross salary is your take-home pay. Health insurance is mandatory for residents and visitors; employers must cover their employees.',
    },
    salaryPeriod: 'monthly',
  },
  Oman: {
    code: 'Oman',
    name: 'Oman',
    slug: 'oman',
    currency: currencyByCountry.Oman,
    currencySymbol: 'OMR',
    locale: 'en-OM',
    terminology: {
      utilities,
      housingUnit: 'Flat',
      transportFuel: 'Petrol (M95/M91)',
      parkingTolls: 'Parking',
      healthInsurance: 'Health Insurance',
      domesticHelp: 'Domestic Worker',
      educationFees: 'School Fees',
      groceryStore: 'Groceries (Lulu, Carrefour, Al Fair)',
    },
    taxStructure: {
      hasIncomeTax: false,
      vatRate: 5,
      taxNotes:
        'Oman has no personal income tax on salaries today, so your gross salary is your take-home pay. VAT is 5%. A personal income tax of 5% on annual income above OMR 42,000 has been legislated to start in 2028; most salaries fall below that threshold.',
    },
    salaryPeriod: 'monthly',
  },
  Bahrain: {
    code: 'Bahrain',
    name: 'Bahrain',
    slug: 'bahrain',
    currency: currencyByCountry.Bahrain,
    currencySymbol: 'BHD',
    locale: 'en-BH',
    terminology: {
      utilities,
      housingUnit: 'Flat',
      transportFuel: 'Petrol',
      parkingTolls: 'Parking',
      healthInsurance: 'Health Insurance',
      domesticHelp: 'Domestic Worker',
      educationFees: 'School Fees',
      groceryStore: 'Groceries (Lulu, Al Jazira, Carrefour)',
    },
    taxStructure: {
      hasIncomeTax: false,
      vatRate: 10,
      taxNotes:
        'Bahrain has no personal income tax, so your gross salary is your take-home pay apart from the 1% unemployment insurance contribution deducted from expatriate salaries. VAT is 10%.',
    },
    salaryPeriod: 'monthly',
  },
  Kuwait: {
    code: 'Kuwait',
    name: 'Kuwait',
    slug: 'kuwait',
    currency: currencyByCountry.Kuwait,
    currencySymbol: 'KWD',
    locale: 'en-KW',
    terminology: {
      utilities,
      housingUnit: 'Apartment',
      transportFuel: 'Petrol (Ultra/Super)',
      parkingTolls: 'Parking',
      healthInsurance: 'Health Insurance',
      domesticHelp: 'Domestic Worker',
      educationFees: 'School Fees',
      groceryStore: 'Groceries (Sultan Center, Lulu, co-ops)',
    },
    taxStructure: {
      hasIncomeTax: false,
      vatRate: 0,
      taxNotes:
        'Kuwait has no personal income tax and no VAT, so your gross salary is your take-home pay. Expatriates pay an annual health insurance fee with each residence renewal.',
    },
    salaryPeriod: 'monthly',
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

const ksaCitiesLabel = 'Parking/Maintenance';

/** The parking/tolls label for a city (spec section 3: Salik in Dubai, Darb in Abu Dhabi). */
export function parkingTollsLabel(country: CountryCode, city?: string | null): string {
  if (country === 'UAE' && city === 'Dubai') return 'Salik/Parking';
  if (country === 'UAE' && city === 'Abu Dhabi') return 'Darb/Parking';
  if (country === 'KSA') return ksaCitiesLabel;
  return countryProfiles[country].terminology.parkingTolls;
}

/** The toll system's name where a city has one. */
export function tollSystem(country: CountryCode, city?: string | null): 'Salik' | 'Darb' | undefined {
  if (country !== 'UAE') return undefined;
  if (city === 'Dubai') return 'Salik';
  if (city === 'Abu Dhabi') return 'Darb';
  return undefined;
}
