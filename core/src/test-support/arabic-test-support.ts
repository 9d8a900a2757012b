// Checks the Arabic tests of issue 13 share: an Arabic text has Arabic letters, writes numbers in
// Western digits only (docs/arabic-glossary.md), and carries the same numbers as its English.

import type { Message } from '../language/index.ts';

const arabicLetter = /[\u0621-\u064A]/;
const easternDigit = /[\u0660-\u0669\u06F0-\u06F9]/;

/**
 * The numbers of a text, grouping commas dropped, sorted. 1 and 2 are left out: Arabic says them in
 * the noun («شهر واحد», «سنتان»), where English writes «1 month», «2 years». So are the bedroom
 * counts of "2BR" and "a 3-bedroom home" and the place of "Child 3", which the Arabic says in words («غرفتا نوم»,
 * «الطفل الثالث»).
 */
export function numbersOf(text: string): string[] {
  return (
    text
      .replace(/\b\dBR\b|\b\d-bedroom/g, 'BR')
      .replace(/\bChild \d+/g, 'Child')
      .match(/\d+(?:[.,]\d+)*/g) ?? []
  )
    .map((n) => n.replace(/,(?=\d{3}\b)/g, ''))
    .filter((n) => n !== '1' && n !== '2')
    .sort();
}

/**
 * What is wrong with an Arabic text as the counterpart of an English one; empty when nothing is. Words
 * that have moved to a catalogue (a message) are the catalogue test's and the equivalence test's to check.
 */
export function arabicProblems(englishText: string | Message, arabicText: string | Message): string[] {
  if (typeof englishText !== 'string' || typeof arabicText !== 'string') return [];
  const [english, arabic] = [englishText, arabicText];
  const problems: string[] = [];
  if (!arabicLetter.test(arabic)) problems.push(`no Arabic letters: ${arabic}`);
  if (easternDigit.test(arabic)) problems.push(`Arabic-Indic digits: ${arabic}`);
  const en = numbersOf(english).join(' ');
  const ar = numbersOf(arabic).join(' ');
  if (en !== ar) problems.push(`numbers differ: English [${en}] «${english}», Arabic [${ar}] «${arabic}»`);
  return problems;
}
