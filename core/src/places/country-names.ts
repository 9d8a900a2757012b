// The six countries' names in the page's language (issue 13; docs/arabic-glossary.md). Apart from
// the city and district names (place-names.ts) because the chrome on every page (the footer's guide
// links) needs these six and not the 200 others.
import type { CountryCode } from '../countries/index.ts';
import { countryProfile } from '../countries/index.ts';
import type { Language } from '../language/index.ts';

const arabicCountryNames: Readonly<Record<CountryCode, string>> = {
  UAE: 'الإمارات',
  KSA: 'السعودية',
  Qatar: 'قطر',
  Oman: 'عُمان',
  Bahrain: 'البحرين',
  Kuwait: 'الكويت',
};

export function countryName(country: CountryCode, language: Language): string {
  return language === 'ar' ? arabicCountryNames[country] : countryProfile(country).name;
}
