// Component tests render inside the language's provider with every catalogue loaded, as the pages do.
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { addMessages, i18nFor } from './i18n.ts';
import type { Language } from './languages.ts';
import { messages as calculatorAr } from './locales/ar/calculator.json?lingui';
import { messages as wizardAr } from './locales/ar/wizard.json?lingui';
import { messages as contentAr } from './locales/ar/content.json?lingui';
import { messages as pagesAr } from './locales/ar/pages.json?lingui';
import { messages as resultsAr } from './locales/ar/results.json?lingui';
import { messages as reportAr } from './locales/ar/report.json?lingui';
import { messages as calculatorEn } from './locales/en/calculator.json?lingui';
import { messages as wizardEn } from './locales/en/wizard.json?lingui';
import { messages as contentEn } from './locales/en/content.json?lingui';
import { messages as pagesEn } from './locales/en/pages.json?lingui';
import { messages as resultsEn } from './locales/en/results.json?lingui';
import { messages as reportEn } from './locales/en/report.json?lingui';
import { messages as coreAr } from './core-messages/ar.ts';
import { messages as coreEn } from './core-messages/en.ts';
import { names } from './core-messages/names.ts';
import { addArabicChrome } from './site-catalogues/ar.ts';
import { addEnglishChrome } from './site-catalogues/en.ts';

addEnglishChrome();
addArabicChrome();
for (const messages of [calculatorEn, wizardEn, resultsEn, reportEn, contentEn, pagesEn, coreEn, names.en]) addMessages('en', messages);
for (const messages of [calculatorAr, wizardAr, resultsAr, reportAr, contentAr, pagesAr, coreAr, names.ar]) addMessages('ar', messages);

export function inLanguage(node: ReactNode, language: Language = 'en'): ReactNode {
  return <I18nProvider i18n={i18nFor(language)}>{node}</I18nProvider>;
}
