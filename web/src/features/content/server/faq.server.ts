// The FAQ (content/faq.json). Coverage figures, the data date and what leaves the browser are
// tokens filled from core (decision 9), so the FAQ can never disagree with the calculator.
import { faqFileSchema, type FaqTokenName } from '#content/schema.ts';
import { dataCoverage } from '#core';
import type { FaqItemView } from '../model/faq-view.ts';
import { parseContentFile } from './content-file.server.ts';
import { dataDateToken, fillTokens, privacyTokenValues } from './content-tokens.server.ts';
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

let cache: FaqItemView[] | undefined;

export function loadFaq(): FaqItemView[] {
  if (cache) return cache;
  const tokens = faqTokens();
  cache = parseContentFile(files, '/content/faq.json', faqFileSchema).items.map((item) => {
    const answer = fillTokens(item.answer, tokens);
    return { id: item.id, question: fillTokens(item.question, tokens), answerHtml: sanitizeRichText(answer) };
  });
  return cache;
}
