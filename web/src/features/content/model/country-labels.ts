import { countryName, countryProfiles, type CountryCode, type Language } from '#core';
import { translator } from '#web/i18n/i18n.ts';

/** The blog's country filters, in the spec's order (spec 001 section 2). */
export const blogFilters: readonly (CountryCode | 'all')[] = ['all', 'UAE', 'KSA', 'Oman', 'Qatar', 'Bahrain', 'Kuwait'];

/**
 * A country tab's name: in English the spec's short labels, which are the codes themselves ("KSA"),
 * in Arabic the glossary's names (core/src/countries/locales/ar.json).
 */
export function countryTabLabel(code: CountryCode, language: Language = 'en'): string {
  return language === 'en' ? code : translator(language)(countryName(code));
}

/** How a sentence names a country: "articles about the UAE", "about Saudi Arabia", «عن الإمارات». */
export function countryInSentence(code: CountryCode, language: Language = 'en'): string {
  if (language !== 'en') return translator(language)(countryName(code));
  const { name } = countryProfiles[code];
  return code === 'UAE' ? `the ${name}` : name;
}
