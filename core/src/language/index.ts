// The languages the product speaks and the small helpers their words share.
// This index is the concept's only face: other folders import from here, never from its files.
export { arabicCount, type ArabicCountForms, arabicOrdinal } from './arabic-count.ts';
export { labelsByCount, labelsByCounts } from './count-labels.ts';
export { type Language } from './language.ts';
export { monthLabel, monthNames, yearMonthOf } from './month-names.ts';
export {
  isMessage,
  type Message,
  messagesOf,
  type MessageValue,
  money,
  moneyRange,
  type MoneyValue,
  month,
  type MonthValue,
  unmovedText,
} from './message.ts';
