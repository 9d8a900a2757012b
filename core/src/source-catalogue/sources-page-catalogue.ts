// The whole /sources page (and /ar/sources, issue 13) in one call: the cost figures' sections, then
// the country rules, then the cash up front and the contract years, all in the page's language.
import { cashAndRenewalSourceSections } from './cash-renewal-sources.ts';
import type { Language } from '../language/index.ts';
import { ruleSourceSections } from './rule-sources.ts';
import { sourceCatalogue, type SourceCatalogueSection, type SourceCatalogueWords } from './source-catalogue.ts';

/** Every section of the sources page in a language, in the page's order, with the same ids in both languages. */
export function sourcesPageCatalogue(language: Language = 'en'): SourceCatalogueSection<SourceCatalogueWords>[] {
  return sourceCatalogue([...ruleSourceSections(language), ...cashAndRenewalSourceSections(language)], language);
}
