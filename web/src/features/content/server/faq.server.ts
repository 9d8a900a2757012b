// The FAQ (content/faq.json). Coverage figures in the answers are tokens filled from the bundled
// cost data (decision 9), so the FAQ can never disagree with the calculator.
import { faqFileSchema, type FaqTokenName } from '../../../../../content/schema.ts';
import { dataAsOf, dataCoverage } from '../../../../../core/src/index.ts';
import type { FaqItemView } from '../model/faq-view.ts';
import { parseContentFile } from './content-file.server.ts';
import { sanitizeRichText } from './rich-text.server.ts';

const files = import.meta.glob<unknown>('../../../../../content/faq.json', { eager: true, import: 'default' });

export function faqTokens(): Record<FaqTokenName, string> {
  const coverage = dataCoverage();
  return {
    countries: String(coverage.countries),
    cities: String(coverage.cities),
    districts: String(coverage.districts),
    dataDate: dataAsOf.asOfLabel,
  };
}

/** Replaces {{token}}; an unknown token is a content bug and throws rather than showing braces. */
export function fillTokens(text: string, tokens: Record<string, string>): string {
  return text.replace(/\{\{\s*([a-zA-Z]+)\s*\}\}/g, (whole, name: string) => {
    const value = tokens[name];
    if (value === undefined) throw new Error(`Unknown FAQ token ${whole}`);
    return value;
  });
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
