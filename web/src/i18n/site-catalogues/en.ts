// The English words of every page's chrome (header, footer, skip link, error and update messages) and
// the six countries' names. Each hydrated route module adds the chrome of its page's language (the
// calculator in each language, the operator area), so a page in English never downloads the Arabic
// chrome nor the reverse (ADR 0014, ADR 0020); content pages are rendered at build time with both
// (content-messages.ts) and ship no framework JavaScript.
import { addMessages } from '../i18n.ts';
import { messages as site } from '../locales/en/site.json?lingui';
import { messages as countries } from '../../../../core/src/countries/locales/en.json?lingui';

export function addEnglishChrome(): void {
  addMessages('en', site);
  addMessages('en', countries);
}
