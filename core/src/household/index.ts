// The calculator's answers as the core reads them: the household, its benefits and package, and the options they choose from.
// This index is the concept's only face: other folders import from here, never from its files.
export { domesticHelpHint, type DomesticHelpHint } from './domestic-help.ts';
export {
  type AdultCount,
  adultCounts,
  type AgeBand,
  ageBands,
  type CarOption,
  carOptions,
  curricula,
  type Curriculum,
  type FlightOption,
  flightOptions,
  type HealthcareType,
  healthcareTypes,
  householdSize,
} from './household-options.ts';
export { type HouseholdMessageId } from './messages.ts';
export {
  type ChildInput,
  type HousingProvision,
  type OfferInput,
  type OfferLocation,
  type RuleCostKey,
  ruleCostKeys,
} from './offer-input.ts';
export {
  optionalCostLabel,
  type OptionalCostItem,
  optionalCostsTotal,
  type SuggestedOptionalCost,
  suggestedOptionalCosts,
} from './optional-costs.ts';
