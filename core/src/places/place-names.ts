// City and district names as messages of locales/en.json and ar.json (docs/arabic-glossary.md): the
// data files name places in English, which stays the key (saved answers, links and the district data
// use it); the pages, the calculator and the PDF show the name in their language. Countries:
// countries/country-names.ts.
import arabic from './locales/ar.json' with { type: 'json' };
import type catalogue from './locales/en.json';
import type { Message } from '../language/index.ts';

export type PlacesMessageId = keyof typeof catalogue;

const arabicNames: Readonly<Record<string, string>> = arabic;

/** A city's name; place-names.test.ts checks that every city of the data has one in both catalogues. */
export function cityName(city: string): Message<PlacesMessageId> {
  return { messageId: `places.city.${city}` as PlacesMessageId };
}

/** A district's name; place-names.test.ts checks that every district of the data has one in both catalogues. */
export function districtName(district: string): Message<PlacesMessageId> {
  return { messageId: `places.district.${district}` as PlacesMessageId };
}

/**
 * A name as a sentence still written in the core needs it (ADR 0020: until its concept's words move),
 * read from the Arabic catalogue itself; a place the data does not have keeps its name.
 */
export function cityNameIn(city: string, language: 'en' | 'ar'): string {
  return language === 'ar' ? (arabicNames[`places.city.${city}`] ?? city) : city;
}

export function districtNameIn(district: string, language: 'en' | 'ar'): string {
  return language === 'ar' ? (arabicNames[`places.district.${district}`] ?? district) : district;
}
