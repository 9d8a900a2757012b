// City and district names as Arabic readers know them (issue 13; docs/arabic-glossary.md): the data
// files name places in English, which stays the key (saved answers, links and the district data use
// it); the Arabic pages, the calculator and the PDF show these names. Countries: country-names.ts.
import placeNamesArabic from '../../data/place-names-ar.json' with { type: 'json' };
import type { Language } from '../language/index.ts';

const arabic: { cities: Record<string, string>; districts: Record<string, string> } = placeNamesArabic;

/** A city's name; place-names.test.ts checks that every city of the data has an Arabic one. */
export function cityName(city: string, language: Language): string {
  return language === 'ar' ? (arabic.cities[city] ?? city) : city;
}

/** A district's name; place-names.test.ts checks that every district of the data has an Arabic one. */
export function districtName(district: string, language: Language): string {
  return language === 'ar' ? (arabic.districts[district] ?? district) : district;
}
