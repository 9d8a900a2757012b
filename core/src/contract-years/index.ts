// The contract year by year: rent and school-fee rules, children moving up, pay rises, the end-of-service benefit earned, and when the surpluses pay back the cash up front.
// This index is the concept's only face: other folders import from here, never from its files.
export { ageBandAfter, ageBandYears } from './age-bands.ts';
export { type ContractProjectionOptions, type ContractYear, maxProjectionYears, projectContract } from './contract-projection.ts';
export { movePayback, type MovePayback } from './move-payback.ts';
export { dubaiRentCapPercent, rentRiseRuleFor, riyadhFirstRiseYear } from './rent-rise-rules.ts';
export { schoolFeeRiseRuleFor } from './school-fee-rise-rules.ts';
export { firstVerdictChange, type VerdictChange } from './verdict-change.ts';
export type { YearlyRiseRule } from './yearly-rise.ts';
export type { ContractYearsMessageId } from './messages.ts';
