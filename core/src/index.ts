// The core's public API: the only barrel. Pure TypeScript; used by the web app, the prerenderer,
// the PDF report and the server.
export { countryCodes, currencyCodes, isCountryCode, type CountryCode, type CurrencyCode } from './country-codes.ts';
export { aedToLocalFactor, currencyPerUsd, fromAed, ratesAsOf } from './currency.ts';
export { currencyByCountry, currencyFor } from './country-codes.ts';
export {
  countryBySlug,
  countryProfile,
  countryProfiles,
  listCountries,
  parkingTollsLabel,
  tollSystem,
  type CountryProfile,
  type CountryTerminology,
} from './country-profiles.ts';
export {
  adultCountLabels,
  adultCounts,
  ageBandLabels,
  ageBands,
  carOptionLabels,
  carOptions,
  curricula,
  curriculumLabels,
  flightLabels,
  flightOptions,
  healthcareLabels,
  healthcareTypes,
  householdSize,
  type AdultCount,
  type AgeBand,
  type CarOption,
  type Curriculum,
  type FlightOption,
  type HealthcareType,
} from './household-options.ts';
export {
  fallbackAnnualSchoolFee,
  feeTableCurricula,
  feeTableCurriculumLabels,
  schoolFeeRange,
  schoolFeeTable,
  schoolLevelName,
  type FeeRange,
  type FeeTableCurriculum,
} from './school-fees.ts';
export {
  allCountryCostData,
  costRecord,
  countryCostData,
  listCities,
  listDistricts,
  meanCostFigures,
  type CostFigures,
  type CostScope,
  type LocationQuery,
  type ResolvedCostRecord,
} from './district-data.ts';
export type { CityCostData, CountryCostData, DistrictCostRecord } from './data-schemas.ts';
export type { ChildInput, OfferInput, OfferLocation } from './offer-input.ts';
export { estimateExpenses, withPercentages } from './cost-model.ts';
export { shareLabel } from './share-label.ts';
export {
  categoryRangePercents,
  costConstants,
  expenseCategories,
  housingUnitFor,
  monthlySchoolFeeAed,
  personalAndEntertainment,
  transportShares,
  utilitiesFor,
  type ExpenseCategory,
  type ExpenseCategoryName,
  type ExpenseSubItem,
} from './cost-constants.ts';
export { domesticHelpHint, type DomesticHelpHint } from './domestic-help.ts';
export { flightsCovered, returnFareFor, uncoveredTravellers, type ReturnFare } from './return-fares.ts';
export { optionalCostsTotal, suggestedOptionalCosts, type OptionalCostItem, type SuggestedOptionalCost } from './optional-costs.ts';
export { evaluateOffer, type EvaluateOptions, type OfferEvaluation } from './offer-evaluation.ts';
export { packageAmountFor } from './package-amount.ts';
export {
  formatSavingsRate,
  savingsRateThresholds,
  trackingValueFor,
  trackingValues,
  verdictFor,
  verdictMessages,
  verdictScaleLegend,
  verdictStates,
  type TrackingValue,
  type Verdict,
  type VerdictState,
} from './verdict.ts';
export { convertPeriod, monthsPerYear, type SalaryPeriod } from './period.ts';
export { selectTips } from './tips.ts';
export { tipCatalogue } from './tip-catalogue.ts';
export { tipPriorities, type Tip, type TipCategory, type TipIcon, type TipPriority, type TipUpfront } from './tip-context.ts';
export { dataCoverage, type Coverage } from './coverage.ts';
export { compareCities, familyOfFourCost, type CityComparisonRow } from './city-comparison.ts';
export { formatAmount, formatMoney } from './money-format.ts';
export { arabicCurrencyNames, arabicLocale, formatMoneyArabic, formatMonthYearArabic } from './arabic-format.ts';
export { dataAsOf, dataDateLine } from './data-date.ts';
export { cadenceClaimPattern, falsePrivacyPhrases, statedDataDates, unsupportedClaims } from './claim-checks.ts';
export { disclosedPayloads, privacyDisclosure, timeOnPageMinimumSeconds, type PrivacyDisclosure } from './privacy-disclosure.ts';
export { privacyDisclosureArabic } from './privacy-disclosure-arabic.ts';
export { calculatorDurationIso, calculatorDurationLabel, calculatorMinutes } from './product-facts.ts';
export {
  rangeBasis,
  rangeFeatureSummary,
  rangeMethodSummary,
  rentSpread,
  schoolFeeSpread,
  type RentSpread,
  type SchoolFeeSpread,
} from './expense-spreads.ts';
export { basicSalaryFor, typicalBasicShare, type BasicSalary } from './basic-salary.ts';
export { endOfServiceBenefit, type EndOfServiceBenefit, type GratuityScheme, type Leaving } from './gratuity.ts';
export { familySponsorship, familySponsorshipNote, type FamilySponsorship } from './family-sponsorship.ts';
export { ruleCosts, type RuleCost, type RuleCostCategory } from './rule-costs.ts';
export { ruleCostKeys, type RuleCostKey } from './offer-input.ts';
export { constantSource, costConstantKeys, districtFigureSource, districtFigureSources, districtFigures, domesticHelpSource, fareSource, isEstimatedRent, pegSource, personalItemSource, schoolFeeSource, type CostConstantKey, type DistrictFigure, type DistrictFigureSources } from './figure-sources.ts';
export { resolveSources, sourceIds, sourceRef } from './source-registry.ts';
export { sourceCatalogue, type SourceCatalogueEntry, type SourceCatalogueGroup, type SourceCatalogueSection } from './source-catalogue.ts';
export { userEntrySource, type FigureSource, type SourceKind, type SourceRef } from './sources.ts';
export { categorySource, cityComparisonSource, reportSources, type ReportSourceEntry } from './category-sources.ts';
export { defaultContractYears, type DecodedPackage } from './offer-evaluation.ts';
export type { HousingProvision } from './offer-input.ts';
export { ruleSourceSections } from './rule-sources.ts';
export { allFacts, factByKey, factKeyPattern, factsCheckedThrough, type Fact } from './facts.ts';
export { monthLabel, monthNames, yearMonthOf } from './month-names.ts';
export { contentFigure, contentFigureKinds, familyBudget, familyBudgetCategories } from './content-figures.ts';
export {
  maxProjectionYears,
  projectContract,
  type ContractProjectionOptions,
  type ContractYear,
  type YearlyRiseRule,
} from './contract-projection.ts';
export { firstVerdictChange, type VerdictChange } from './contract/verdict-change.ts';
export { ageBandAfter, ageBandYears } from './contract/age-bands.ts';
export { movePayback, type MovePayback } from './contract/move-payback.ts';
export { dubaiRentCapPercent, rentRiseRuleFor, riyadhFirstRiseYear } from './contract/rent-rise-rules.ts';
export { schoolFeeRiseRuleFor } from './contract/school-fee-rise-rules.ts';
export { defaultKsaRentPeriod, defaultUaeCheques, type KsaRentPeriod, type UaeCheques } from './rent-payment.ts';
export {
  upfrontCash,
  upfrontCoverage,
  type UpfrontCash,
  type UpfrontCashLine,
  type UpfrontCashOptions,
  type UpfrontCoverage,
} from './upfront-cash.ts';
export { editedMonthlyRent, modelAmount } from './edited-rent.ts';
export { editedSchoolFeeScale } from './edited-school-fees.ts';
export { cashAndRenewalSourceSections } from './cash-renewal-sources.ts';
export {
  formatHomeMoney,
  fromHomeCurrency,
  homeCurrencies,
  homeCurrencyCodes,
  homeRateSource,
  toHomeCurrency,
  type HomeCurrency,
  type HomeCurrencyCode,
} from './home-currency.ts';
export { sendHomeCheck, type SendHomeCheck, type SendHomeInput } from './send-home.ts';
export {
  negotiationAskKeys,
  negotiationBrief,
  type BasicRise,
  type NegotiationAsk,
  type NegotiationAskKey,
  type NegotiationBrief,
} from './negotiation-brief.ts';
export { uaeBandLimit } from './unemployment-insurance.ts';
export {
  compareOffers,
  offerLabels,
  type ComparedOffer,
  type ComparisonRow,
  type ComparisonRowKind,
  type OfferComparison,
} from './offer-comparison.ts';
export { cityName, districtName } from './place-names.ts';
export { countryName } from './country-names.ts';
export type { Language } from './language.ts';
export { factTextIn } from './facts-arabic.ts';
export {
  verdictLabel,
  verdictLabelsArabic,
  verdictMessage,
  verdictMessagesArabic,
  verdictScaleLegendArabic,
  verdictScaleLegendFor,
} from './verdict.ts';
export { tipCatalogueArabic, type TipWords } from './tip-catalogue-ar.ts';
export { expenseCategoryLabel, expenseCategoryLabelsArabic, expenseLineLabel } from './expense-labels.ts';
export { arabicCount, arabicOrdinal, type ArabicCountForms } from './arabic-count.ts';
export { arabicAsOfLabel, figureSourceIn, hasArabicSource } from './figure-source-arabic.ts';
export { yearlyRiseRuleText } from './contract/yearly-rise.ts';
export { familySponsorshipRule } from './family-sponsorship.ts';
export { endOfServiceRule, endOfServiceRuleFor } from './gratuity.ts';
export { homeCurrencyName } from './home-currency.ts';
export { rangeFeatureSummaryArabic } from './expense-spreads.ts';
export { fareAssumptionsArabic } from './figure-source-notes.ts';
export { sourcesPageCatalogue } from './sources-page-catalogue.ts';
