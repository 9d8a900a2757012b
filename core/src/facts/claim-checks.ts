// Checks the tests run over every page's text (content JSON, components, loaders' output) so a
// page cannot promise more than the code does: no update cadence, no data date other than the
// data's own, and no blanket "nothing leaves" privacy claim (style: "Say only what is true").
import { dataAsOf } from '../sources/index.ts';

const month = '(?:January|February|March|April|May|June|July|August|September|October|November|December)';
const cadence = '(?:quarterly|monthly|weekly|annually|yearly|regularly|every (?:month|quarter|year|week|\\d+ (?:months|weeks)))';

/** A promise that the data is updated on a schedule. */
export const cadenceClaimPattern = new RegExp(
  [
    `\\b(?:our|the|cost|this|that) data\\b[^.]{0,60}?\\b${cadence}\\b`,
    `\\b(?:quarterly|monthly|weekly|annual|yearly|regular) (?:data )?(?:updates?|reviews?|refresh(?:es)?)\\b`,
    `\\b(?:updated?|refreshed|reviewed|review|revised) (?:it |them |the data )?${cadence}\\b`,
  ].join('|'),
  'i',
);

/** Blanket privacy claims that are false while the verdict, country and city are sent. */
export const falsePrivacyPhrases: readonly RegExp[] = [
  /never sent anywhere/i,
  /nothing you enter leaves/i,
  /100% private/i,
  /your answers never (?:reach|leave)/i,
];

/** Every date a text gives for the data ("October 2025 data", "cost data dated May 2026"). */
export function statedDataDates(text: string): string[] {
  const before = new RegExp(`\\b(${month} \\d{4}) (?:cost |market |price )?(?:data|rates|prices|market rates)\\b`, 'g');
  const after = new RegExp(`\\b(?:cost|market|price|our) data (?:is )?(?:dated |as of |from )?(${month} \\d{4})\\b`, 'gi');
  return [...text.matchAll(before), ...text.matchAll(after)].map((m) => m[1] ?? '');
}

/** What a page's text says that the code does not: cadences, other data dates, blanket privacy claims. */
export function unsupportedClaims(text: string): string[] {
  const plain = text.replace(/<[^>]*>/g, '').replace(/\s+/g, ' ');
  const problems: string[] = [];
  const cadenceMatch = cadenceClaimPattern.exec(plain);
  if (cadenceMatch) problems.push(`update cadence: "${cadenceMatch[0]}"`);
  for (const date of statedDataDates(plain))
    if (date !== dataAsOf.asOfLabel) problems.push(`data date ${date}, the data is dated ${dataAsOf.asOfLabel}`);
  for (const phrase of falsePrivacyPhrases) {
    const match = phrase.exec(plain);
    if (match) problems.push(`privacy claim: "${match[0]}"`);
  }
  return problems;
}
