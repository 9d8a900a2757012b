// The core's public API: the only barrel. Pure TypeScript; used by the web app, the prerenderer,
// the PDF report and the server. It is the concepts' faces together: each face (core/src/<concept>/
// index.ts) already names what the concept offers the others.
import type { CashUpFrontMessageId } from './cash-up-front/index.ts';
import type { ComparisonMessageId } from './comparison/index.ts';
import type { ContractYearsMessageId } from './contract-years/index.ts';
import type { CostModelMessageId } from './cost-model/index.ts';
import type { CountriesMessageId } from './countries/index.ts';
import type { CountryRulesMessageId } from './country-rules/index.ts';
import type { FactsMessageId } from './facts/index.ts';
import type { HomeCurrencyMessageId } from './home-currency/index.ts';
import type { HouseholdMessageId } from './household/index.ts';
import type { NegotiationMessageId } from './negotiation/index.ts';
import type { PackageMessageId } from './package/index.ts';
import type { PlacesMessageId } from './places/index.ts';
import type { PrivacyMessageId } from './privacy/index.ts';
import type { SchoolsMessageId } from './schools/index.ts';
import type { SourceCatalogueMessageId } from './source-catalogue/index.ts';
import type { SourcesMessageId } from './sources/index.ts';
import type { TipsMessageId } from './tips/index.ts';
import type { VerdictMessageId } from './verdict/index.ts';

/** Every id of the core's message catalogues (core/src/<concept>/locales/en.json). */
export type CoreMessageId =
  | CashUpFrontMessageId
  | ComparisonMessageId
  | ContractYearsMessageId
  | CostModelMessageId
  | CountriesMessageId
  | CountryRulesMessageId
  | FactsMessageId
  | HomeCurrencyMessageId
  | HouseholdMessageId
  | NegotiationMessageId
  | PackageMessageId
  | PlacesMessageId
  | PrivacyMessageId
  | SchoolsMessageId
  | SourceCatalogueMessageId
  | SourcesMessageId
  | TipsMessageId
  | VerdictMessageId;
export * from './cash-up-front/index.ts';
export * from './comparison/index.ts';
export * from './contract-years/index.ts';
export * from './cost-model/index.ts';
export * from './countries/index.ts';
export * from './country-rules/index.ts';
export * from './facts/index.ts';
export * from './home-currency/index.ts';
export * from './household/index.ts';
export * from './language/index.ts';
export * from './money/index.ts';
export * from './negotiation/index.ts';
export * from './package/index.ts';
export * from './places/index.ts';
export * from './privacy/index.ts';
export * from './schools/index.ts';
export * from './source-catalogue/index.ts';
export * from './sources/index.ts';
export * from './tips/index.ts';
export * from './verdict/index.ts';
