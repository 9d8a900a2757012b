// Formatting shared by the rule-cost modules. Their labels and sources are built once at module load;
// the Arabic of each source (issue 13) is registered beside its English there, with its amounts in the
// glossary's form («400 ريال سعودي»).
import { formatMoney, formatMoneyArabic } from '../money/index.ts';
import type { CountryCode } from '../countries/index.ts';
import { dataAsOf } from '../sources/index.ts';

export const asOf = dataAsOf.asOfLabel;
export const label = (amount: number, country: CountryCode) => formatMoney(amount, country);
export const arabicLabel = (amount: number, country: CountryCode) => formatMoneyArabic(amount, country);
export const aed = (amount: number) => arabicLabel(amount, 'UAE');
export const perMonth = (annual: number) => Math.round(annual / 12);
export const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
export const percent = (rate: number) => `${Math.round(rate * 1000) / 10}%`;
