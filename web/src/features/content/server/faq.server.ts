// The FAQ (content/faq.json; in Arabic content/ar/faq.json). Coverage figures, the data date and
// what leaves the browser are tokens filled from core, so the FAQ can never disagree
// with the calculator, in either language.
import { faqFileSchema, type FaqTokenName } from '#content/schema.ts';
import { dataCoverage, factsCheckedThrough, type Fact, type Language } from '#core';
import type { FaqItemView } from '../model/faq-view.ts';
import { parseContentFile } from './content-file.server.ts';
import { dataDateToken, fillTokens, privacyTokenValues } from './content-tokens.server.ts';
import { pageSources, reviewProblems } from './page-review.server.ts';
import { sanitizeRichText } from './rich-text.server.ts';

const files = import.meta.glob<unknown>(['/content/faq.json', '/content/ar/faq.json'], { eager: true, import: 'default' });
const filePath = (language: Language) => (language === 'ar' ? '/content/ar/faq.json' : '/content/faq.json');

export function faqTokens(language: Language = 'en'): Record<FaqTokenName, string> {
  const coverage = dataCoverage();
  return {
    countries: String(coverage.countries),
    cities: String(coverage.cities),
    districts: String(coverage.districts),
    ...dataDateToken(language),
    ...privacyTokenValues(language),
  };
}

const cache = new Map<Language, { items: FaqItemView[]; lastReviewedIso: string }>();

/** The FAQ with its tokens filled, each answer's sources, and its review checked. */
function faq(language: Language) {
  const cached = cache.get(language);
  if (cached) return cached;
  const tokens = faqTokens(language);
  const path = filePath(language);
  const file = parseContentFile(files, path, faqFileSchema);
  const date = file.lastReviewed;
  const problems: string[] = [];
  const items = file.items.map((item) => {
    const used = new Map<string, Fact>();
    const question = fillTokens(item.question, tokens, used, language);
    const answer = fillTokens(item.answer, tokens, used, language);
    const facts = [...used.values()];
    problems.push(
      ...reviewProblems({ page: `${path.slice(1)}#${item.id}`, checkedThrough: factsCheckedThrough(), date, facts, texts: [answer] }),
    );
    return { id: item.id, question, answerHtml: sanitizeRichText(answer), sources: pageSources(item.sources ?? [], facts) };
  });
  if (problems.length > 0) throw new Error(`Stale FAQ:\n${problems.join('\n')}`);
  const result = { items, lastReviewedIso: file.lastReviewed };
  cache.set(language, result);
  return result;
}

export function loadFaq(language: Language = 'en'): FaqItemView[] {
  return faq(language).items;
}

/** "2026-11-23": when the FAQ was last reviewed. */
export function faqLastReviewed(language: Language = 'en'): string {
  return faq(language).lastReviewedIso;
}
