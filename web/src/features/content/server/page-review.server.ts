// The review rules every content page is held to: a page's sources are its own plus
// those of every fact it inserts; a page reviewed before a fact it uses last changed is out of
// date; a page never reports an event dated after its own date. Checked when pages are built, so
// a stale page fails the build.
import { monthNames, type Fact, type SourceRef } from '#core';

export interface PageReview {
  /** Where the page comes from, for messages ("content/blog/articles/x.json"). */
  page: string;
  /**
   * "YYYY-MM": the month the facts store was last checked (core's factsCheckedThrough). A date after
   * it is an announcement of what is to come ("from July 2027"), not a report, so it is allowed.
   */
  checkedThrough: string;
  /** "YYYY-MM-DD": when the page was last reviewed, or else when it was published. */
  date: string;
  facts: readonly Fact[];
  /** The page's text after its tokens are filled. */
  texts: readonly string[];
}

const months: readonly string[] = monthNames;
const monthPattern = months.join('|');
// "23 December 2025", "December 23, 2025" and "December 2025"; a year alone is too vague to check.
const datePatterns: ReadonlyArray<[RegExp, (m: RegExpExecArray) => string]> = [
  [new RegExp(`\\b(\\d{1,2}) (${monthPattern}) (\\d{4})\\b`, 'g'), (m) => iso(m[3], m[2], m[1])],
  [new RegExp(`\\b(${monthPattern}) (\\d{1,2}), (\\d{4})\\b`, 'g'), (m) => iso(m[3], m[1], m[2])],
  [new RegExp(`\\b(${monthPattern}) (\\d{4})\\b`, 'g'), (m) => iso(m[2], m[1])],
];

function iso(year = '', month = '', day?: string): string {
  const mm = String(months.indexOf(month) + 1).padStart(2, '0');
  return day ? `${year}-${mm}-${day.padStart(2, '0')}` : `${year}-${mm}`;
}

/** Dates a text mentions, as "YYYY-MM-DD" or "YYYY-MM", in the order of the patterns above. */
export function datesIn(text: string): string[] {
  const found: string[] = [];
  let rest = text;
  for (const [pattern, toIso] of datePatterns) {
    for (const match of rest.matchAll(pattern)) found.push(toIso(match));
    // A full date is not read again as its month ("23 December 2025" is not also "December 2025").
    rest = rest.replace(pattern, (whole) => ' '.repeat(whole.length));
  }
  return found;
}

// "2025-12" reads as the first day of its month, so it sorts before any day of that month.
const after = (a: string, b: string) => a.localeCompare(b) > 0;

/** What is wrong with a page's review, one message per problem; empty when it holds. */
export function reviewProblems({ page, checkedThrough, date, facts, texts }: PageReview): string[] {
  const problems: string[] = [];
  for (const fact of facts)
    if (after(fact.changed, date))
      problems.push(
        `${page}: reviewed ${date}, before "${fact.key}" changed (${fact.changed}); review the page and update its lastReviewed`,
      );
  for (const text of texts)
    for (const mentioned of datesIn(text))
      if (after(mentioned, date) && !after(mentioned.slice(0, 7), checkedThrough))
        problems.push(`${page}: dated ${date} but reports ${mentioned}, a date after it`);
  return problems;
}

/**
 * The sources a page ends with: its own, then each inserted fact's, each once. The same page cited
 * twice (one address, or one title) is listed once, as first cited.
 */
export function pageSources(own: readonly SourceRef[], facts: readonly Fact[]): SourceRef[] {
  const seen = new Set<string>();
  const sources: SourceRef[] = [];
  for (const ref of [...own, ...facts.flatMap((fact) => fact.source.sources)]) {
    const keys = [ref.title, ...(ref.url ? [ref.url] : [])];
    if (keys.some((key) => seen.has(key))) continue;
    for (const key of keys) seen.add(key);
    sources.push(ref);
  }
  return sources;
}
