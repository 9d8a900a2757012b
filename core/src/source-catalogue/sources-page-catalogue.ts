// The whole /sources page (and /ar/sources) in one call: the cost figures' sections, then the
// country rules, then the cash up front and the contract years.
import { cashAndRenewalSourceSections } from './cash-renewal-sources.ts';
import { ruleSourceSections } from './rule-sources.ts';
import { sourceCatalogue, type SourceCatalogueSection } from './source-catalogue.ts';

/** Every section of the sources page, in the page's order; the page renders them in its language. */
export function sourcesPageCatalogue(): SourceCatalogueSection[] {
  return sourceCatalogue([...ruleSourceSections(), ...cashAndRenewalSourceSections()]);
}
