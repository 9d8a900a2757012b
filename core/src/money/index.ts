// Money: the AED constants' units, the USD pegs, monthly and annual amounts, and money as each language writes it.
// This index is the concept's only face: other folders import from here, never from its files.
export { sumOfAmounts } from './amount-sum.ts';
export { arabicLocale, formatAmountArabic, formatMoneyArabic, formatMonthYearArabic } from './arabic-format.ts';
export { aedToLocalFactor, currencyPerUsd, fromAed, ratesAsOf } from './currency.ts';
export { formatAmount, formatMoney } from './money-format.ts';
export { convertPeriod, monthsPerYear, type SalaryPeriod } from './period.ts';
export { annualAed, type AnnualAed, monthlyAed, type MonthlyAed } from './units.ts';
