// Amount fields hold whole units of a currency as digits (spec section 5): every other character is
// stripped as typed. What a decimal point means is decided here once, for every amount field.
import { westernDigits } from './western-digits.ts';

/** At most 12 digits: up to 999,999,999,999, far above any salary, and safe as a number. */
export const maxAmountDigits = 12;

const fractionDigitsByCurrency = new Map<string, number>();

/**
 * How many digits a currency writes after its point, as ISO 4217 (and Intl) has it: 3 for the dinars
 * of Kuwait and Bahrain and the Omani rial (1,000 fils or baisa), 2 for the rest; never fewer than 2,
 * so a point reads the same in a home currency without minor units. No currency: 2.
 */
export function fractionDigitsOf(currency: string | undefined): number {
  if (!currency) return 2;
  let digits = fractionDigitsByCurrency.get(currency);
  if (digits === undefined) {
    try {
      digits = Math.max(2, new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2);
    } catch {
      digits = 2;
    }
    fractionDigitsByCurrency.set(currency, digits);
  }
  return digits;
}

/**
 * The longest fraction a point may carry: the currency's digits after "." (more are a thousands group,
 * "12.500" in much of Europe, in a currency of cents), any number after the Arabic decimal separator
 * ٫, which never groups thousands. A comma is never read as a point: the fields show their amounts
 * grouped with commas, so deleting a digit from "8,000" leaves "8,00", which is eight hundred.
 */
function longestFraction(typed: string, fractionDigits: number): string {
  return typed.includes('\u066b') ? '' : String(fractionDigits);
}

/**
 * Keeps digits only, at most `maxAmountDigits`: every other character is stripped (spec section 5).
 * Arabic-Indic digits count, as their Western digits. An amount with a fraction at its end
 * ("12,500.00", «١٢٠٠٠٫٥٠», "2,400.500" in dinars) is rounded to whole units first: stripping the point
 * would multiply it by 100 or 1,000.
 */
export function digitsOnly(value: string, fractionDigits = 2): string {
  const western = westernDigits(value);
  const digits = (text: string) => text.replace(/\D+/g, '').slice(0, maxAmountDigits);
  const fraction = new RegExp(`^(.*\\d)\\s*\\.\\s*(\\d{1,${longestFraction(value, fractionDigits)}})\\s*$`).exec(western);
  if (!fraction) return digits(western);
  return String(Math.round(Number(`${digits(fraction[1] ?? '')}.${fraction[2] ?? ''}`))).slice(0, maxAmountDigits);
}

/**
 * The text to keep showing in an amount field instead of its digits while a fraction is typed after
 * them ("1,500." then "1,500.5"), with Western digits; null when the text is not one. Without it the
 * point would be stripped as it is typed and the next digit joined to the amount ("1500" "." "5" read
 * as 15005, ten times as much).
 */
export function fractionDraft(typed: string, fractionDigits = 2): string | null {
  const western = westernDigits(typed);
  const beingTyped = new RegExp(`^[\\d,\\s]*\\d\\s*\\.\\s*\\d{0,${longestFraction(typed, fractionDigits)}}$`);
  return beingTyped.test(western) ? western : null;
}
