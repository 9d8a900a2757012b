// The countries' and places' names and the privacy statements in both languages, for what renders
// outside the calculator's chunks (the content pages at prerender, the tests): the calculator loads
// them with its root, its route and its wizard (ADR 0020).
import type { Messages } from '@lingui/core';
import type { Language } from '../languages.ts';
import { messages as countriesArabic } from '../../../../core/src/countries/locales/ar.json?lingui';
import { messages as countriesEnglish } from '../../../../core/src/countries/locales/en.json?lingui';
import { messages as placesArabic } from '../../../../core/src/places/locales/ar.json?lingui';
import { messages as placesEnglish } from '../../../../core/src/places/locales/en.json?lingui';
import { messages as privacyArabic } from '../../../../core/src/privacy/locales/ar.json?lingui';
import { messages as privacyEnglish } from '../../../../core/src/privacy/locales/en.json?lingui';

export const names: Readonly<Record<Language, Messages>> = {
  en: { ...countriesEnglish, ...placesEnglish, ...privacyEnglish },
  ar: { ...countriesArabic, ...placesArabic, ...privacyArabic },
};
