// Amount fields hold whole units of a currency as digits (spec section 5): every other character is
// stripped as typed. What a decimal point means is decided here once, for every amount field.
import { westernDigits } from './western-digits.ts';

/** At most 12 digits: up to 999,999,999,999, far above any salary, and safe as a number. */
export const maxAmountDigits = 12;

/**
 * A decimal fraction at the end of an amount ("12,500.00", «١٢٠٠٠٫٥٠»): one or two digits after a
 * point. Three digits after one are a thousands group ("12.500" in much of Europe), not a fraction. A
 * comma is never read as one: the fields show their amounts grouped with commas, so deleting a digit
 * from "8,000" leaves "8,00", which is eight hundred.
 */
const trailingFraction = /^(.*\d)\s*\.\s*(\d{1,2})\s*$/;

/**
 * A point typed after an amount's digits, with up to two digits after it so far ("1,500." then
 * "1,500.5"): a fraction being typed, which the field keeps showing until it loses focus.
 */
const fractionBeingTyped = /^[\d,\s]*\d\s*\.\s*\d{0,2}$/;

/**
 * Keeps digits only, at most `maxAmountDigits`: every other character is stripped (spec section 5).
 * Arabic-Indic digits count, as their Western digits (issue 13). An amount with cents is rounded to
 * whole units first: stripping the point would multiply it by 100.
 */
export function digitsOnly(value: string): string {
  const western = westernDigits(value);
  const digits = (text: string) => text.replace(/\D+/g, '').slice(0, maxAmountDigits);
  const fraction = trailingFraction.exec(western);
  if (!fraction) return digits(western);
  return String(Math.round(Number(`${digits(fraction[1] ?? '')}.${fraction[2] ?? ''}`))).slice(0, maxAmountDigits);
}

/**
 * The text to keep showing in an amount field instead of its digits: the fraction being typed, while
 * it still rounds to the digits the field holds. Without it the point would be stripped as it is
 * typed and the next digit joined to the amount ("1500" "." "5" read as 15005, ten times as much).
 */
export function fractionDraft(typed: string): string | null {
  const western = westernDigits(typed);
  return fractionBeingTyped.test(western) ? western : null;
}
