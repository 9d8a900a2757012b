import type { CSSProperties } from 'react';
import type { Language } from '#core';

/**
 * How the results' charts run in a language. Arabic charts read from the right: categories start
 * on the right (a reversed category axis), the value axis stands on the right and horizontal bars
 * grow leftwards. recharts lays its axes out in SVG with text anchors that resolve against the
 * text's direction, so each chart sits in a `dir="ltr"` box and is mirrored through these props
 * instead; the tooltip, ordinary HTML, is set back to right to left for Arabic sentences.
 */
export function chartDirection(language: Language) {
  const rtl = language === 'ar';
  return {
    reversed: rtl,
    valueAxis: rtl ? ('right' as const) : ('left' as const),
    tooltip: (rtl ? { direction: 'rtl', textAlign: 'right' } : {}) satisfies CSSProperties,
  };
}
