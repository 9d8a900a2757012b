import { countryProfiles, type CountryCode } from '#core';

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

/** How a sentence names a country: "articles about the UAE", "about Saudi Arabia". */
export function countryInSentence(code: CountryCode): string {
  const { name } = countryProfiles[code];
  return code === 'UAE' ? `the ${name}` : name;
}
