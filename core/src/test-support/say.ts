// The core's messages written out for its tests, as the web app writes them on a page
// (web/src/i18n/render-message.ts, whose output the equivalence test compares with what visitors
// read): messageWords over the catalogues of the concepts these tests read, one renderer per language.
import type { Language, Message } from '../language/index.ts';
import { messageWords } from './message-words.ts';
import comparisonAr from '../comparison/locales/ar.json' with { type: 'json' };
import comparisonEn from '../comparison/locales/en.json' with { type: 'json' };
import costModelAr from '../cost-model/locales/ar.json' with { type: 'json' };
import costModelEn from '../cost-model/locales/en.json' with { type: 'json' };
import countriesAr from '../countries/locales/ar.json' with { type: 'json' };
import countriesEn from '../countries/locales/en.json' with { type: 'json' };
import homeCurrencyAr from '../home-currency/locales/ar.json' with { type: 'json' };
import homeCurrencyEn from '../home-currency/locales/en.json' with { type: 'json' };
import negotiationAr from '../negotiation/locales/ar.json' with { type: 'json' };
import negotiationEn from '../negotiation/locales/en.json' with { type: 'json' };
import placesAr from '../places/locales/ar.json' with { type: 'json' };
import placesEn from '../places/locales/en.json' with { type: 'json' };
import privacyAr from '../privacy/locales/ar.json' with { type: 'json' };
import privacyEn from '../privacy/locales/en.json' with { type: 'json' };
import sourcesAr from '../sources/locales/ar.json' with { type: 'json' };
import sourcesEn from '../sources/locales/en.json' with { type: 'json' };

const catalogues: Readonly<Record<Language, readonly Readonly<Record<string, string>>[]>> = {
  en: [comparisonEn, costModelEn, countriesEn, homeCurrencyEn, negotiationEn, placesEn, privacyEn, sourcesEn],
  ar: [comparisonAr, costModelAr, countriesAr, homeCurrencyAr, negotiationAr, placesAr, privacyAr, sourcesAr],
};

const sayers = new Map<Language, (message: Message) => string>();

/** A message of the core in a language, as a page says it; an id no catalogue holds throws, so a renamed key fails its test. */
export function say(message: Message, language: Language = 'en'): string {
  let sayer = sayers.get(language);
  if (!sayer) {
    sayer = messageWords(language, ...catalogues[language]);
    sayers.set(language, sayer);
  }
  return sayer(message);
}
