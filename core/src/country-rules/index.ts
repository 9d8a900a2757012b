// Each country's rules: the end-of-service benefit, the family-visa threshold, and the costs the rules add (levies, permits, rent-linked fees, health cover, VAT on tuition, unemployment insurance).
// This index is the concept's only face: other folders import from here, never from its files.
export { domesticHiringSentence, domesticHiringSources } from './domestic-hiring.ts';
export { familySponsorship, type FamilySponsorship, familySponsorshipNote, familySponsorshipNoteSource } from './family-sponsorship.ts';
export {
  endOfServiceBenefit,
  type EndOfServiceBenefit,
  endOfServiceOnBasic,
  endOfServiceRuleFor,
  type GratuityScheme,
  type Leaving,
} from './gratuity.ts';
export type { CountryRulesMessageId } from './messages.ts';
export { ruleFigure, type RuleFigureId } from './rule-figures.ts';
export {
  housingFeeFor,
  kuwaitHealthFee,
  kuwaitResidenceFee,
  type RuleCost,
  type RuleCostCategory,
  ruleCostEntryName,
  type RuleCostQuery,
  ruleCosts,
} from './rule-costs.ts';
export { uaeBandLimit, unemploymentInsurance } from './unemployment-insurance.ts';
