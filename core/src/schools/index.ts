// The school fee table and the names of school levels.
// This index is the concept's only face: other folders import from here, never from its files.
export {
  fallbackAnnualSchoolFee,
  type FeeRange,
  feeTableCurricula,
  type FeeTableCurriculum,
  feeTableCurriculumLabels,
  pricedFeeRange,
  schoolFeeRange,
  schoolFeeTable,
  schoolLevelName,
} from './school-fees.ts';
export { feeTableCurriculaArabic, schoolLevelsArabic } from './school-levels-arabic.ts';
