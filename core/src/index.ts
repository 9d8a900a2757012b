// The core's public API: the only barrel. Pure TypeScript; used by the web app, the prerenderer,
// the PDF report and the server.
import type { ContractYearsMessageId } from './contract-years/index.ts';
import type { CostModelMessageId } from './cost-model/index.ts';
import type { CountriesMessageId } from './countries/index.ts';
import type { HouseholdMessageId } from './household/index.ts';
import type { PlacesMessageId } from './places/index.ts';
import type { SchoolsMessageId } from './schools/index.ts';
import type { SourceCatalogueMessageId } from './source-catalogue/index.ts';
import type { SourcesMessageId } from './sources/index.ts';
import type { TipsMessageId } from './tips/index.ts';
import type { VerdictMessageId } from './verdict/index.ts';

/** Every id of the core's message catalogues (core/src/<concept>/locales/en.json). */
export type CoreMessageId =
  | ContractYearsMessageId
  | CostModelMessageId
  | CountriesMessageId
  | HouseholdMessageId
  | PlacesMessageId
  | SchoolsMessageId
  | SourceCatalogueMessageId
  | SourcesMessageId
  | TipsMessageId
  | VerdictMessageId;
export {
  countryBySlug,
  type CountryCode,
  countryCodes,
  countryName,
  countryProfile,
  type CountryProfile,
  countryProfiles,
  currencyByCountry,
  type CurrencyCode,
  currencyCodes,
  currencyFor,
  isCountryCode,
  listCountries,
  tollSystem,
} from './countries/index.ts';
export {
  allCountryCostData,
  cityName,
  type CostFigures,
  costRecord,
  type CostScope,
  countryCostData,
  type Coverage,
  dataCoverage,
  districtName,
  listCities,
  listDistricts,
  type LocationQuery,
  meanCostFigures,
  type ResolvedCostRecord,
} from './places/index.ts';
export {
  aedToLocalFactor,
  arabicCurrencyNames,
  arabicLocale,
  convertPeriod,
  currencyPerUsd,
  formatAmount,
  formatMoney,
  formatMoneyArabic,
  formatMonthYearArabic,
  fromAed,
  monthsPerYear,
  ratesAsOf,
  type SalaryPeriod,
} from './money/index.ts';
export {
  type AdultCount,
  adultCounts,
  type AgeBand,
  ageBands,
  type CarOption,
  carOptions,
  curricula,
  type Curriculum,
  domesticHelpHint,
  type DomesticHelpHint,
  type FlightOption,
  flightOptions,
  type HealthcareType,
  healthcareTypes,
  householdSize,
  optionalCostLabel,
  type OptionalCostItem,
  optionalCostsTotal,
  type RuleCostKey,
  ruleCostKeys,
  type SuggestedOptionalCost,
  suggestedOptionalCosts,
} from './household/index.ts';
export {
  fallbackAnnualSchoolFee,
  feeTableCurricula,
  schoolFeeRange,
  schoolFeeTable,
  schoolLevelName,
  type FeeRange,
  type FeeTableCurriculum,
} from './schools/index.ts';
export type { CityCostData, CountryCostData, DistrictCostRecord } from './places/index.ts';
export type { ChildInput, HousingProvision, OfferInput, OfferLocation } from './household/index.ts';
export {
  categoryRangePercents,
  type CityComparisonRow,
  compareCities,
  constantSource,
  type CostConstantKey,
  costConstantKeys,
  costConstants,
  type DistrictFigure,
  districtFigures,
  districtFigureSource,
  districtFigureSources,
  type DistrictFigureSources,
  domesticHelpSource,
  editedMonthlyRent,
  editedSchoolFeeScale,
  estimateExpenses,
  expenseCategories,
  type ExpenseCategory,
  expenseCategoryLabel,
  type ExpenseCategoryName,
  type ExpenseSubItem,
  familyOfFourCost,
  fareSource,
  flightsCovered,
  housingUnitFor,
  isEstimatedRent,
  modelAmount,
  monthlySchoolFeeAed,
  pegSource,
  personalAndEntertainment,
  personalItemSource,
  rangeBasis,
  rangeFeatureSummary,
  rangeMethodSummary,
  rentSpread,
  type RentSpread,
  type ReturnFare,
  returnFareFor,
  schoolFeeSource,
  schoolFeeSpread,
  type SchoolFeeSpread,
  shareLabel,
  transportShares,
  uncoveredTravellers,
  utilitiesFor,
  withPercentages,
} from './cost-model/index.ts';
export {
  type DecodedPackage,
  defaultContractYears,
  evaluateOffer,
  type EvaluateOptions,
  type OfferEvaluation,
  savingsRateText,
  savingsRateThresholds,
  type TrackingValue,
  trackingValueFor,
  trackingValues,
  type Verdict,
  verdictFor,
  verdictLabel,
  verdictMessage,
  verdictScaleLegend,
  type VerdictState,
  verdictStates,
  type VerdictMessageId,
} from './verdict/index.ts';
export { type BasicSalary, basicSalaryFor, packageAmountFor, typicalBasicShare } from './package/index.ts';
export {
  selectTips,
  type Tip,
  tipCatalogue,
  type TipCategory,
  type TipIcon,
  tipPriorities,
  type TipPriority,
  type TipUpfront,
  type TipsMessageId,
} from './tips/index.ts';
export {
  arabicAsOfLabel,
  dataAsOf,
  dataDateLine,
  type FigureSource,
  figureSourceIn,
  hasArabicSource,
  resolveSources,
  sourceIds,
  type SourceKind,
  sourceRef,
  type SourceRef,
  userEntrySource,
} from './sources/index.ts';
export {
  allFacts,
  cadenceClaimPattern,
  calculatorDurationIso,
  calculatorDurationLabel,
  calculatorMinutes,
  contentFigure,
  contentFigureKinds,
  type Fact,
  factByKey,
  factKeyPattern,
  factsCheckedThrough,
  factTextIn,
  falsePrivacyPhrases,
  familyBudget,
  familyBudgetCategories,
  statedDataDates,
  unsupportedClaims,
} from './facts/index.ts';
export {
  disclosedPayloads,
  privacyDisclosure,
  type PrivacyDisclosure,
  privacyDisclosureArabic,
  timeOnPageMinimumSeconds,
} from './privacy/index.ts';
export {
  endOfServiceBenefit,
  type EndOfServiceBenefit,
  endOfServiceRule,
  endOfServiceRuleFor,
  familySponsorship,
  type FamilySponsorship,
  familySponsorshipNote,
  familySponsorshipRule,
  type GratuityScheme,
  type Leaving,
  type RuleCost,
  type RuleCostCategory,
  ruleCosts,
  uaeBandLimit,
} from './country-rules/index.ts';
export {
  cashAndRenewalSourceSections,
  categorySource,
  cityComparisonSource,
  type ReportSourceEntry,
  reportSources,
  ruleSourceSections,
  sourceCatalogue,
  type SourceCatalogueEntry,
  type SourceCatalogueGroup,
  type SourceCatalogueSection,
  type SourceCatalogueWords,
  sourcesPageCatalogue,
} from './source-catalogue/index.ts';
export {
  arabicCount,
  type ArabicCountForms,
  arabicOrdinal,
  isMessage,
  type Message,
  type MessageValue,
  money,
  type MoneyValue,
  month,
  monthLabel,
  monthNames,
  type MonthValue,
  yearMonthOf,
} from './language/index.ts';
export {
  ageBandAfter,
  ageBandYears,
  type ContractProjectionOptions,
  type ContractYear,
  dubaiRentCapPercent,
  firstVerdictChange,
  maxProjectionYears,
  movePayback,
  type MovePayback,
  projectContract,
  rentRiseRuleFor,
  riyadhFirstRiseYear,
  schoolFeeRiseRuleFor,
  type VerdictChange,
  type YearlyRiseRule,
  yearlyRiseRuleText,
} from './contract-years/index.ts';
export {
  defaultKsaRentPeriod,
  defaultUaeCheques,
  type KsaRentPeriod,
  type UaeCheques,
  upfrontCash,
  type UpfrontCash,
  type UpfrontCashLine,
  type UpfrontCashOptions,
  upfrontCoverage,
  type UpfrontCoverage,
} from './cash-up-front/index.ts';
export {
  formatHomeMoney,
  fromHomeCurrency,
  homeCurrencies,
  type HomeCurrency,
  type HomeCurrencyCode,
  homeCurrencyCodes,
  homeCurrencyName,
  homeRateSource,
  sendHomeCheck,
  type SendHomeCheck,
  type SendHomeInput,
  toHomeCurrency,
} from './home-currency/index.ts';
export {
  negotiationAskKeys,
  negotiationBrief,
  type BasicRise,
  type NegotiationAsk,
  type NegotiationAskKey,
  type NegotiationBrief,
} from './negotiation/index.ts';
export {
  compareOffers,
  offerLabels,
  type ComparedOffer,
  type ComparisonRow,
  type ComparisonRowKind,
  type OfferComparison,
} from './comparison/index.ts';
export type { Language } from './language/index.ts';
