// Arabic keyboards type Arabic-Indic digits (٠-٩, U+0660-0669) or, on Persian and Urdu layouts, the
// extended ones (۰-۹, U+06F0-06F9); the Arabic decimal separator is ٫ (U+066B). Number fields accept
// them all and keep Western digits, which is what the site writes in both languages.

const ARABIC_INDIC_ZERO = 0x0660;
const EXTENDED_ARABIC_INDIC_ZERO = 0x06f0;

/** The same text with every Arabic-Indic digit as its Western digit and ٫ as a decimal point. */
export function westernDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06F0-\u06F9\u066B]/g, (character) => {
    const code = character.charCodeAt(0);
    if (code === 0x066b) return '.';
    return String(code - (code >= EXTENDED_ARABIC_INDIC_ZERO ? EXTENDED_ARABIC_INDIC_ZERO : ARABIC_INDIC_ZERO));
  });
}
