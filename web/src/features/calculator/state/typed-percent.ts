// A yearly rise as the year-by-year view takes it: typed as a percent (Western or Arabic-Indic
// digits, a comma or a point), kept as typed, read as a number only when it can be used.
import { westernDigits } from '#web/lib/western-digits.ts';

/** The yearly rises the year-by-year view accepts, percent. */
const yearlyRiseRange = { max: 50 } as const;

/** A typed yearly rise as kept: digits with at most one decimal point and two decimals; null when the keystroke is not one. */
export function percentTyped(value: string): string | null {
  const typed = westernDigits(value).replace(/\s/g, '').replace(',', '.');
  return /^\d{0,3}(\.\d{0,2})?$/.test(typed) ? typed : null;
}

/**
 * The most a yearly rise may be, when the typed one is above it; null when it can be used. The page
 * says it in its language: t('results.years.tooHigh', { max }).
 */
export function percentLimitExceeded(typed: string): number | null {
  return Number(typed || 0) > yearlyRiseRange.max ? yearlyRiseRange.max : null;
}

/** A typed percent as a number; blank, a lone point or an unusable value is undefined. */
export function percentOf(typed: string): number | undefined {
  if (typed === '' || typed === '.' || percentLimitExceeded(typed) !== null) return undefined;
  return Number(typed);
}
