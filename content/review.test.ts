// Every page has been reviewed, and every page that states an amount or a rule says what
// it rests on. (The loaders check each page's review date against the facts it uses and the dates
// it reports: web/src/features/content/server/page-review.server.ts.)
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { articleFileSchema, countryGuideSchema, faqFileSchema, legalPageSchema } from './schema.ts';

const contentDir = new URL('./', import.meta.url).pathname;
const readJson = (path: string): unknown => JSON.parse(readFileSync(`${contentDir}${path}`, 'utf8'));
const jsonFiles = (dir: string) =>
  readdirSync(`${contentDir}${dir}`)
    .filter((file) => file.endsWith('.json'))
    .map((file) => `${dir}/${file}`);

/** An amount a reader would act on: a currency and digits, or a percentage. */
const amountPattern = /\b(?:AED|SAR|QAR|QR|OMR|RO|BHD|BD|KWD|KD|USD|Dh)\s?\d|\d\s?%|\{\{fact:/;

describe('every page is reviewed and sourced', () => {
  it.each(jsonFiles('blog/articles'))('%s', (path) => {
    const article = articleFileSchema.parse(readJson(path));
    expect(article.lastReviewed, 'lastReviewed').toBeDefined();
    const text = JSON.stringify(article.content);
    if (amountPattern.test(text)) expect((article.sources?.length ?? 0) > 0 || text.includes('{{fact:'), 'sources').toBe(true);
  });

  it.each(jsonFiles('guides'))('%s', (path) => {
    const guide = countryGuideSchema.parse(readJson(path));
    expect(guide.lastReviewed, 'lastReviewed').toBeDefined();
    expect((guide.sources?.length ?? 0) > 0 || JSON.stringify(guide).includes('{{fact:'), 'sources').toBe(true);
  });

  it('the FAQ, and each answer that states an amount', () => {
    const faq = faqFileSchema.parse(readJson('faq.json'));
    expect(faq.lastReviewed).toBeDefined();
    for (const item of faq.items)
      if (amountPattern.test(item.answer)) expect((item.sources?.length ?? 0) > 0 || item.answer.includes('{{fact:'), item.id).toBe(true);
  });

  it.each(['legal/privacy.json', 'legal/terms.json'])('%s', (path) => {
    expect(legalPageSchema.parse(readJson(path)).lastReviewed).toBeDefined();
  });
});
