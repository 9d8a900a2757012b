// Every figure's source grouped for the /sources page and the PDF's Sources page.
// This index is the concept's only face: other folders import from here, never from its files.
export { cashAndRenewalSourceSections } from './cash-renewal-sources.ts';
export { categorySource, cityComparisonSource, type ReportSourceEntry, reportSources } from './category-sources.ts';
export type { SourceCatalogueMessageId } from './messages.ts';
export { ruleSourceSections } from './rule-sources.ts';
export { sourceCatalogue, type SourceCatalogueEntry, type SourceCatalogueGroup, type SourceCatalogueSection } from './source-catalogue.ts';
export { sourcesPageCatalogue } from './sources-page-catalogue.ts';
