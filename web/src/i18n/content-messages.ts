// The content pages' words and metadata in both languages. Imported for its effect by the content
// routes and loaders: content pages are rendered at build time and ship no framework JavaScript
// (ADR 0011), so these catalogues never reach a browser. package.json lists this module under
// "sideEffects": without that, the bundler drops the routes' bare imports of it.
import { addMessages } from './i18n.ts';
import { messages as contentArabic } from './locales/ar/content.json?lingui';
import { messages as contentEnglish } from './locales/en/content.json?lingui';
import { messages as pagesArabic } from './locales/ar/pages.json?lingui';
import { messages as pagesEnglish } from './locales/en/pages.json?lingui';
import { messages as coreArabic } from './core-messages/ar.ts';
import { messages as coreEnglish } from './core-messages/en.ts';
import { names } from './core-messages/names.ts';
import { addArabicChrome } from './site-catalogues/ar.ts';
import { addEnglishChrome } from './site-catalogues/en.ts';

addMessages('en', contentEnglish);
addMessages('ar', contentArabic);
addMessages('en', pagesEnglish);
addMessages('ar', pagesArabic);
addMessages('en', { ...coreEnglish, ...names.en });
addMessages('ar', { ...coreArabic, ...names.ar });
addEnglishChrome();
addArabicChrome();
