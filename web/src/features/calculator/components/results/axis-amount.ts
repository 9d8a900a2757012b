import { formatAmount, type Language } from '#core';

// Western digits on Arabic pages, as everywhere else in the product; two decimals keep 1,650,000 apart from 1,700,000.
const compact: Readonly<Record<Language, Intl.NumberFormat>> = {
  en: new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 2 }),
  ar: new Intl.NumberFormat('ar-u-nu-latn', { notation: 'compact', maximumFractionDigits: 2 }),
};

/**
 * The ticks of a value axis over `values`. The axis is 56 px wide: "1,200,000" (an executive's surplus
 * a year) and longer were cut at its edge and read "200,000", so once the values reach half a million
 * (the axis's round top can then pass a million) every tick of the axis is compact ("550K", "1.1M";
 * «550 ألف», «1.1 مليون»), one style per axis. The figures stay whole in the table and the tooltip.
 */
export function axisTicks(values: readonly number[], language: Language): (value: number) => string {
  const largest = Math.max(0, ...values.map((value) => Math.abs(value)));
  return largest >= 500_000 ? (value) => compact[language].format(value) : (value) => formatAmount(value);
}
