import { describe, expect, it } from 'vitest';
import countriesArabic from '../countries/locales/ar.json' with { type: 'json' };
import countriesEnglish from '../countries/locales/en.json' with { type: 'json' };
import { countryCodes, countryName, countryProfile } from '../countries/index.ts';
import arabicNames from './locales/ar.json' with { type: 'json' };
import englishNames from './locales/en.json' with { type: 'json' };
import { listCities, listDistricts } from './district-data.ts';
import { cityName, cityNameIn, districtName, districtNameIn } from './place-names.ts';

const arabicLetter = /[\u0621-\u064A]/;
const arabicIndicDigit = /[\u0660-\u0669\u06F0-\u06F9]/;
const latinLetter = /[A-Za-z]/;
const arabic: Readonly<Record<string, string>> = arabicNames;
const english: Readonly<Record<string, string>> = englishNames;

const places = countryCodes.flatMap((country) =>
  listCities(country).map((city) => ({ country, city, districts: listDistricts(country, city) })),
);

function expectArabicName(name: string | undefined, englishName: string): void {
  expect(name, englishName).toBeDefined();
  expect(name, englishName).not.toBe(englishName);
  expect(name, englishName).toMatch(arabicLetter);
  expect(name, englishName).not.toMatch(arabicIndicDigit);
  expect(name, englishName).not.toMatch(latinLetter);
  expect(name, englishName).toBe(name?.trim());
}

describe('place names', () => {
  it('names every country in both catalogues, in English as its profile does', () => {
    for (const country of countryCodes) {
      const { messageId } = countryName(country);
      expect(countriesEnglish[messageId]).toBe(countryProfile(country).name);
      expectArabicName(countriesArabic[messageId], countryProfile(country).name);
    }
  });

  it('names every city and every district of the data in both catalogues, in English by its own name', () => {
    expect(places.length).toBeGreaterThanOrEqual(40);
    for (const { city, districts } of places) {
      expect(english[cityName(city).messageId]).toBe(city);
      expectArabicName(arabic[cityName(city).messageId], city);
      expect(districts.length).toBeGreaterThan(0);
      for (const district of districts) {
        expect(english[districtName(district).messageId]).toBe(district);
        expectArabicName(arabic[districtName(district).messageId], district);
      }
    }
  });

  it('has no name for a place the data does not have', () => {
    const known = new Set(places.flatMap((p) => [cityName(p.city).messageId, ...p.districts.map((d) => districtName(d).messageId)]));
    expect(Object.keys(english).filter((id) => !known.has(id as keyof typeof englishNames))).toEqual([]);
  });

  it('uses the glossary names', () => {
    expect(cityNameIn('Dubai', 'ar')).toBe('دبي');
    expect(cityNameIn('Abu Dhabi', 'ar')).toBe('أبوظبي');
    expect(cityNameIn('Mecca', 'ar')).toBe('مكة المكرمة');
    expect(cityNameIn('Kuwait City', 'ar')).toBe('مدينة الكويت');
    expect(districtNameIn('Dubai Marina', 'ar')).toBe('دبي مارينا');
    expect(districtNameIn('Jumeirah Lake Towers (JLT)', 'ar')).toBe('أبراج بحيرات جميرا');
    expect(districtNameIn('Jumeirah Village Circle (JVC)', 'ar')).toBe('قرية جميرا الدائرية');
    expect(districtNameIn('Al Olaya', 'ar')).toBe('العليا');
    expect(districtNameIn('The Pearl', 'ar')).toBe('اللؤلؤة');
  });

  it('falls back to the English name for a place it does not know', () => {
    expect(cityNameIn('Atlantis', 'ar')).toBe('Atlantis');
    expect(districtNameIn('Nowhere Heights', 'ar')).toBe('Nowhere Heights');
  });
});
