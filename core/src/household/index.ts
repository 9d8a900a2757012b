// The calculator's answers as the core reads them: the household, its benefits and package, and the options they choose from.
// This index is the concept's only face: other folders import from here, never from its files.
export { domesticHelpHint, type DomesticHelpHint } from './domestic-help.ts';
export {
  type AdultCount,
  adultCountLabels,
  adultCounts,
  type AgeBand,
  ageBandLabels,
  ageBands,
  type CarOption,
  carOptionLabels,
  carOptions,
  curricula,
  type Curriculum,
  curriculumLabels,
  flightLabels,
  type FlightOption,
  flightOptions,
  healthcareLabels,
  type HealthcareType,
  healthcareTypes,
  householdSize,
} from './household-options.ts';
export {
  type ChildInput,
  type HousingProvision,
  type OfferInput,
  type OfferLocation,
  type RuleCostKey,
  ruleCostKeys,
} from './offer-input.ts';
export { type OptionalCostItem, optionalCostsTotal, type SuggestedOptionalCost, suggestedOptionalCosts } from './optional-costs.ts';
