// The FAQ (content/faq.json). Coverage figures, the data date and what leaves the browser are
// tokens filled from core (decision 9), so the FAQ can never disagree with the calculator.
import { faqFileSchema, type FaqTokenName } from '#content/schema.ts';
import { dataCoverage, factsCheckedThrough, type Fact } from '#core';
import type { FaqItemView } from '../model/faq-view.ts';
import { parseContentFile } from './content-file.server.ts';
import { dataDateToken, fillTokens, privacyTokenValues } from './content-tokens.server.ts';
import { pageSources, reviewProblems } from './page-review.server.ts';
import { sanitizeRichText } from './rich-text.server.ts';

const files = import.meta.glob<unknown>('/content/faq.json', { eager: true, import: 'default' });

export function faqTokens(): Record<FaqTokenName, string> {
  const coverage = dataCoverage();
  return {
    countries: String(coverage.countries),
    cities: String(coverage.cities),
    districts: String(coverage.districts),
    ...dataDateToken(),
    ...privacyTokenValues(),
  };
}

let cache: { items: FaqItemView[]; lastReviewedIso: string } | undefined;

/** The FAQ with its tokens filled, each answer's sources, and its review checked (issue 17). */
function faq() {
  if (cache) return cache;
  const tokens = faqTokens();
  const file = parseContentFile(files, '/content/faq.json', faqFileSchema);
  const date = file.lastReviewed;
  const problems: string[] = [];
  const items = file.items.map((item) => {
    const used = new Map<string, Fact>();
    const question = fillTokens(item.question, tokens, used);
    const answer = fillTokens(item.answer, tokens, used);
    const facts = [...used.values()];
    problems.push(
      ...reviewProblems({ page: `content/faq.json#${item.id}`, checkedThrough: factsCheckedThrough(), date, facts, texts: [answer] }),
    );
    return { id: item.id, question, answerHtml: sanitizeRichText(answer), sources: pageSources(item.sources ?? [], facts) };
  });
  if (problems.length > 0) throw new Error(`Stale FAQ:\n${problems.join('\n')}`);
  cache = { items, lastReviewedIso: file.lastReviewed };
  return cache;
}

export function loadFaq(): FaqItemView[] {
  return faq().items;
}

/** "2026-11-23": when the FAQ was last reviewed. */
export function faqLastReviewed(): string {
  return faq().lastReviewedIso;
}
