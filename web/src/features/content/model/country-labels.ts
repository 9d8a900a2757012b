import { countryName, countryProfiles, type CountryCode, type Language } from '#core';

/** The blog's country filters, in the spec's order (spec 001 section 2). */
export const blogFilters: readonly (CountryCode | 'all')[] = ['all', 'UAE', 'KSA', 'Oman', 'Qatar', 'Bahrain', 'Kuwait'];

/**
 * A country tab's name: in English the spec's short labels, which are the codes themselves ("KSA"),
 * in Arabic the glossary's names (core/data/place-names-ar.json).
 */
export function countryTabLabel(code: CountryCode, language: Language = 'en'): string {
  return language === 'en' ? code : countryName(code, language);
}

/** How a sentence names a country: "articles about the UAE", "about Saudi Arabia", «عن الإمارات». */
export function countryInSentence(code: CountryCode, language: Language = 'en'): string {
  if (language !== 'en') return countryName(code, language);
  const { name } = countryProfiles[code];
  return code === 'UAE' ? `the ${name}` : name;
}
