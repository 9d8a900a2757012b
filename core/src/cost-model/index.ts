// The monthly cost model: the expense categories and lines for a household and place, each with its source, their ranges and labels.
// This index is the concept's only face: other folders import from here, never from its files.
export { type CityComparisonRow, compareCities, familyOfFourCost } from './city-comparison.ts';
export {
  categoryRangePercents,
  costConstants,
  expenseCategories,
  type ExpenseCategory,
  type ExpenseCategoryName,
  type ExpenseSubItem,
  housingUnitFor,
  monthlySchoolFeeAed,
  personalAndEntertainment,
  transportShares,
  utilitiesFor,
} from './cost-constants.ts';
export { estimateExpenses, withPercentages } from './cost-model.ts';
export { categoryEdit, editedMonthlyRent, modelAmount, rentLineOf, type ShownCategory } from './edited-rent.ts';
export { editedSchoolFeeScale } from './edited-school-fees.ts';
export { educationAllowanceCover } from './education-allowance.ts';
export { expenseCategoryLabel, lineFigure } from './expense-labels.ts';
export {
  rangeBasis,
  rangeFeatureSummary,
  rangeMethodSummary,
  rentSpread,
  type RentSpread,
  schoolFeeSpread,
  type SchoolFeeSpread,
} from './expense-spreads.ts';
export { constantSource, type CostConstantKey, costConstantKeys, personalItemSource } from './constant-sources.ts';
export { domesticHelpSource, fareAssumptions, fareSource, pegSource } from './country-sources.ts';
export { schoolFeeSource } from './fee-sources.ts';
export {
  cityRuleNote,
  cityRuleSource,
  type DistrictFigure,
  districtFigures,
  districtFigureSource,
  districtFigureSources,
  type DistrictFigureSources,
  isEstimatedRent,
} from './figure-sources.ts';
export { lineSources } from './line-sources.ts';
export type { CostModelMessageId } from './messages.ts';
export { flightsCovered, type ReturnFare, returnFareFor, uncoveredTravellers } from './return-fares.ts';
export type { CityRuleNote } from './rule-notes.ts';
export { shareLabel } from './share-label.ts';
export { expenseCategoryLabelIn, rangeBasisIn } from './words-in.ts';
