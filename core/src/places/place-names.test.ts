import { describe, expect, it } from 'vitest';
import placeNamesArabic from '../../data/place-names-ar.json' with { type: 'json' };
import { countryCodes, countryProfile } from '../countries/index.ts';
import { countryName } from './index.ts';
import { listCities, listDistricts } from './district-data.ts';
import { cityName, districtName } from './place-names.ts';

const arabicLetter = /[\u0621-\u064A]/;
const arabicIndicDigit = /[\u0660-\u0669\u06F0-\u06F9]/;
const latinLetter = /[A-Za-z]/;

const places = countryCodes.flatMap((country) =>
  listCities(country).map((city) => ({ country, city, districts: listDistricts(country, city) })),
);

function expectArabicName(name: string, english: string): void {
  expect(name, english).not.toBe(english);
  expect(name, english).toMatch(arabicLetter);
  expect(name, english).not.toMatch(arabicIndicDigit);
  expect(name, english).not.toMatch(latinLetter);
  expect(name, english).toBe(name.trim());
}

describe('place names', () => {
  it('names every country in Arabic', () => {
    for (const country of countryCodes) expectArabicName(countryName(country, 'ar'), countryProfile(country).name);
  });

  it('names every city and every district of the data in Arabic', () => {
    expect(places.length).toBeGreaterThanOrEqual(40);
    for (const { city, districts } of places) {
      expectArabicName(cityName(city, 'ar'), city);
      expect(districts.length).toBeGreaterThan(0);
      for (const district of districts) expectArabicName(districtName(district, 'ar'), district);
    }
  });

  it('has no Arabic name for a place the data does not have', () => {
    const cities = new Set(places.map((p) => p.city));
    const districts = new Set(places.flatMap((p) => p.districts));
    expect(Object.keys(placeNamesArabic.cities).filter((c) => !cities.has(c))).toEqual([]);
    expect(Object.keys(placeNamesArabic.districts).filter((d) => !districts.has(d))).toEqual([]);
  });

  it('uses the glossary names', () => {
    expect(cityName('Dubai', 'ar')).toBe('دبي');
    expect(cityName('Abu Dhabi', 'ar')).toBe('أبوظبي');
    expect(cityName('Mecca', 'ar')).toBe('مكة المكرمة');
    expect(cityName('Kuwait City', 'ar')).toBe('مدينة الكويت');
    expect(districtName('Dubai Marina', 'ar')).toBe('دبي مارينا');
    expect(districtName('Jumeirah Lake Towers (JLT)', 'ar')).toBe('أبراج بحيرات جميرا');
    expect(districtName('Jumeirah Village Circle (JVC)', 'ar')).toBe('قرية جميرا الدائرية');
    expect(districtName('Al Olaya', 'ar')).toBe('العليا');
    expect(districtName('The Pearl', 'ar')).toBe('اللؤلؤة');
  });

  it('gives the English names back unchanged in English', () => {
    for (const country of countryCodes) expect(countryName(country, 'en')).toBe(countryProfile(country).name);
    for (const { city, districts } of places) {
      expect(cityName(city, 'en')).toBe(city);
      for (const district of districts) expect(districtName(district, 'en')).toBe(district);
    }
  });

  it('falls back to the English name for a place it does not know', () => {
    expect(cityName('Atlantis', 'ar')).toBe('Atlantis');
    expect(districtName('Nowhere Heights', 'ar')).toBe('Nowhere Heights');
  });
});
