// The school fee table and the names of curricula and school levels.
// This index is the concept's only face: other folders import from here, never from its files.
export { type SchoolsMessageId } from './messages.ts';
export {
  fallbackAnnualSchoolFee,
  type FeeRange,
  feeTableCurricula,
  type FeeTableCurriculum,
  pricedFeeRange,
  schoolFeeRange,
  schoolFeeTable,
} from './school-fees.ts';
export {
  feeTableCurriculaArabic,
  feeTableCurriculumLabels,
  feeTableCurriculumName,
  schoolLevelName,
  schoolLevelNameIn,
} from './school-names.ts';
