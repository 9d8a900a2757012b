// The Arabic words of every page's chrome and the six countries' names: the counterpart of en.ts,
// added by the Arabic calculator's route module only.
import { addMessages } from '../i18n.ts';
import { messages as site } from '../locales/ar/site.json?lingui';
import { messages as countries } from '../../../../core/src/countries/locales/ar.json?lingui';

export function addArabicChrome(): void {
  addMessages('ar', site);
  addMessages('ar', countries);
}
