import type { CountryCode } from '../../../../../core/src/index.ts';

/** The blog's country tabs, in the spec's order (spec 001 section 2). */
export const blogCountryTabs: readonly { value: CountryCode | 'all'; label: string }[] = [
  { value: 'all', label: 'All Countries' },
  { value: 'UAE', label: 'UAE' },
  { value: 'KSA', label: 'KSA' },
  { value: 'Oman', label: 'Oman' },
  { value: 'Qatar', label: 'Qatar' },
  { value: 'Bahrain', label: 'Bahrain' },
  { value: 'Kuwait', label: 'Kuwait' },
];

/** How a sentence names each country: "articles about the UAE", "about Saudi Arabia". */
export const countryInSentence: Readonly<Record<CountryCode, string>> = {
  UAE: 'the UAE',
  KSA: 'Saudi Arabia',
  Qatar: 'Qatar',
  Oman: 'Oman',
  Bahrain: 'Bahrain',
  Kuwait: 'Kuwait',
};

/** The short name on chips and badges. */
export const countryShortName: Readonly<Record<CountryCode, string>> = {
  UAE: 'UAE',
  KSA: 'Saudi Arabia',
  Qatar: 'Qatar',
  Oman: 'Oman',
  Bahrain: 'Bahrain',
  Kuwait: 'Kuwait',
};
