// The month the cost data is dated, as each language writes it: "October 2025", «أكتوبر 2025».
// The sentence around it is the catalogue's `common.dataDate`.
import { dataAsOf, formatMonthYearArabic, type Language } from '#core';

export function dataMonth(language: Language): string {
  return language === 'ar' ? formatMonthYearArabic(new Date(`${dataAsOf.asOf}-01T00:00:00Z`)) : dataAsOf.asOfLabel;
}
