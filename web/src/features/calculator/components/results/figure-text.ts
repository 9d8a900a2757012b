/**
 * A money figure that may wrap only between the amount and the currency. In a half-width card on a
 * phone, "22,940 ريال سعودي" becomes "22,940" over "ريال سعودي", never "22,940 ريال" over "سعودي",
 * and never runs out of its card: spaces between two non-digits (inside a currency name, or inside a
 * phrase such as «لا ادخار») become no-break spaces; a number's digits and separators never break
 * (only a number wider than the card itself may, by the summary cards' CSS, rather than run out).
 */
export function wrapOnlyBeforeCurrency(text: string): string {
  return text.replace(/(?<=\D) (?=\D)/gu, '\u00a0');
}
