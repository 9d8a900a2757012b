import { formatAmount, type Language } from '#core';

// Western digits on Arabic pages, as everywhere else in the product.
const compact: Readonly<Record<Language, Intl.NumberFormat>> = {
  en: new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }),
  ar: new Intl.NumberFormat('ar-u-nu-latn', { notation: 'compact', maximumFractionDigits: 1 }),
};

/**
 * A value axis's tick. The axis is 56 px wide: "1,200,000" (an executive's surplus a year) and longer
 * were cut at its edge and read "200,000", so from a million up the tick is compact ("1.2M",
 * «1.2 مليون»); the figures themselves stay whole in the table and the tooltip.
 */
export function axisAmount(value: number, language: Language): string {
  return Math.abs(value) >= 1_000_000 ? compact[language].format(value) : formatAmount(value);
}
