// What the landing says about the bundled data, worked out by the route's loader at build time and
// handed to the page: the district data, the cost model and the data date stay out of the scripts the
// first load of the calculator needs (at most 120 KB brotli).
import { dataCoverage, type Language } from '#core';
import { addMessages, translator } from '#web/i18n/i18n.ts';
import { messages as arabicMessages } from '#web/i18n/locales/ar/calculator.json?lingui';
import { messages as englishMessages } from '#web/i18n/locales/en/calculator.json?lingui';
import { dataMonth } from './steps/data-date.ts';

export interface LandingFacts {
  countries: number;
  cities: number;
  districts: number;
  /** "Cost data dated …", in the page's language. */
  dataDateLine: string;
  /** How the ranges work, in the words of the cost model, in the page's language. */
  rangeFeatureSummary: string;
}

const calculatorMessages = { en: englishMessages, ar: arabicMessages } as const;

export function landingFacts(language: Language): LandingFacts {
  // The loader runs before (and apart from) the route's component, so the sentences' catalogue is
  // loaded here; inside the function, so importing this module has no side effect to keep it in a bundle.
  addMessages(language, calculatorMessages[language]);
  const t = translator(language);
  const { countries, cities, districts } = dataCoverage();
  return {
    countries,
    cities,
    districts,
    dataDateLine: t('common.dataDate', { month: dataMonth(language) }),
    rangeFeatureSummary: t('landing.ranges.text'),
  };
}
