// A number with the noun it counts, as Arabic agrees them: «طفل واحد», «طفلان»,
// «3 أطفال», «11 طفلًا», «100 طفل». The digits are Western (docs/arabic-glossary.md). The caller
// gives each form in the case its sentence needs (a dual after a preposition ends in ـين).

const arabicPlurals = new Intl.PluralRules('ar');

export interface ArabicCountForms {
  /** The whole phrase for 1: «طفل واحد». */
  one: string;
  /** The whole phrase for 2, the dual: «طفلان» or «طفلين». */
  two: string;
  /** The plural after 3-10: «أطفال» («3 أطفال»). */
  few: string;
  /** The singular, accusative, after 11-99: «طفلًا» («11 طفلًا»). */
  many: string;
  /** The singular after 0, 100, 1,000…: «طفل» («100 طفل»). */
  other: string;
}

/** `count` with its noun: the category Intl's Arabic plural rules give picks the form. */
export function arabicCount(count: number, forms: ArabicCountForms): string {
  switch (arabicPlurals.select(count)) {
    case 'one':
      return forms.one;
    case 'two':
      return forms.two;
    case 'few':
      return `${count} ${forms.few}`;
    case 'many':
      return `${count} ${forms.many}`;
    default:
      return `${count} ${forms.other}`;
  }
}

/** Ordinals for the first ten, masculine with the article: «الأول» … «العاشر». */
const ordinals = ['الأول', 'الثاني', 'الثالث', 'الرابع', 'الخامس', 'السادس', 'السابع', 'الثامن', 'التاسع', 'العاشر'];

/** «الأول» for 1 up to «العاشر» for 10; the number itself beyond. */
export function arabicOrdinal(position: number): string {
  return ordinals[position - 1] ?? String(position);
}
