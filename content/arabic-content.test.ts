// The Arabic FAQ, country guides and legal pages (content/ar/) are translations of the
// English files, not rewrites: the same schema, the same ids, slugs and dates, the same {{tokens}} in
// each string (so the facts and figures they state come from the same store), the same markup and
// links, and Arabic text in every prose string. The pages that show them are the next step of issue 13.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { factByKey } from '../core/src/index.ts';
import { countryGuideSchema, faqFileSchema, legalPageSchema } from './schema.ts';

const files = [
  { path: 'faq.json', schema: faqFileSchema },
  ...['uae', 'saudi-arabia', 'qatar', 'oman', 'bahrain', 'kuwait'].map((slug) => ({
    path: `guides/${slug}.json`,
    schema: countryGuideSchema,
  })),
  { path: 'legal/privacy.json', schema: legalPageSchema },
  { path: 'legal/terms.json', schema: legalPageSchema },
];

const read = (path: string): unknown => JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8'));
const tokens = (text: string) => [...text.matchAll(/\{\{[^{}]+\}\}/g)].map((match) => match[0]).sort();
const tags = (text: string) => [...text.matchAll(/<\/?[a-z]+\b[^>]*>/g)].map((match) => match[0].replace(/\s+class="[^"]*"/, '')).sort();
/** Fields that are identifiers or dates, the same in both languages. */
const sameInBothLanguages = new Set([
  'id',
  'slug',
  'code',
  'lastReviewed',
  'lastUpdated',
  'href',
  'url',
  'sourceIds',
  'facts',
  'kind',
  'date',
]);

/** Walks both files together: same keys and array lengths; strings compared as translations. */
function compare(english: unknown, arabic: unknown, where: string, problems: string[]): void {
  if (typeof english === 'string') {
    if (typeof arabic !== 'string') return void problems.push(`${where}: not a string`);
    const key =
      where
        .split('.')
        .at(-1)
        ?.replace(/\[\d+\]$/, '') ?? '';
    if (sameInBothLanguages.has(key) || /^[\d\-:T.Z]+$/.test(english)) {
      if (arabic !== english) problems.push(`${where}: must stay "${english}"`);
      return;
    }
    if (JSON.stringify(tokens(english)) !== JSON.stringify(tokens(arabic))) problems.push(`${where}: tokens differ`);
    if (JSON.stringify(tags(english)) !== JSON.stringify(tags(arabic))) problems.push(`${where}: markup differs`);
    const words = english.replace(/\{\{[^{}]+\}\}|<[^>]+>/g, '').match(/[A-Za-z]{3,}/g) ?? [];
    // A source's title is the document's own (often English) title, kept as published.
    const sourceTitle = /\.sources\[\d+\]\.title$/.test(where);
    if (!sourceTitle && words.length > 0 && !/[\u0600-\u06FF]/.test(arabic)) problems.push(`${where}: no Arabic text`);
    return;
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(arabic) || arabic.length !== english.length) return void problems.push(`${where}: array length differs`);
    english.forEach((item, index) => compare(item, arabic[index], `${where}[${index}]`, problems));
    return;
  }
  if (typeof english === 'object' && english !== null) {
    if (typeof arabic !== 'object' || arabic === null) return void problems.push(`${where}: not an object`);
    const keys = Object.keys(english).sort();
    if (JSON.stringify(keys) !== JSON.stringify(Object.keys(arabic).sort())) return void problems.push(`${where}: keys differ`);
    for (const key of keys)
      compare((english as Record<string, unknown>)[key], (arabic as Record<string, unknown>)[key], `${where}.${key}`, problems);
    return;
  }
  if (english !== arabic) problems.push(`${where}: must stay ${String(english)}`);
}

describe('the Arabic content (content/ar/)', () => {
  it.each(files)('$path is a faithful translation of the English file', ({ path, schema }) => {
    const english = read(path);
    const arabic = read(`ar/${path}`);
    expect(schema.safeParse(arabic).success).toBe(true);
    const problems: string[] = [];
    compare(english, arabic, path, problems);
    expect(problems).toEqual([]);
  });

  it('writes Western digits, as the glossary chose, never Arabic-Indic ones', () => {
    for (const { path } of files)
      expect(readFileSync(new URL(`ar/${path}`, import.meta.url), 'utf8'), path).not.toMatch(/[\u0660-\u0669\u06F0-\u06F9]/);
  });

  // The facts these pages insert ({{fact:…}}) have their Arabic wording in core/data/facts-ar.json:
  // the same numbers as the English text, so a translation cannot change a fee or a threshold.
  it('has an Arabic text with the same numbers for every fact the Arabic pages insert', () => {
    const arabicFacts = read('../core/data/facts-ar.json') as Record<string, string>;
    const used = new Set(
      files.flatMap(({ path }) =>
        [...readFileSync(new URL(`ar/${path}`, import.meta.url), 'utf8').matchAll(/\{\{fact:([^{}]+)\}\}/g)].map((match) => match[1] ?? ''),
      ),
    );
    expect(used.size).toBeGreaterThan(50);
    const numbers = (text: string) => (text.match(/\d[\d,.]*/g) ?? []).map((number) => number.replace(/[.,]+$/, '')).sort();
    for (const key of used) {
      const arabic = arabicFacts[key];
      // A text with words has Arabic words; one like "5%" reads the same in both languages.
      if (/[A-Za-z]/.test(factByKey(key).text)) expect(arabic, key).toMatch(/[\u0600-\u06FF]/);
      else expect(arabic, key).toBeDefined();
      expect(numbers(arabic ?? ''), key).toEqual(numbers(factByKey(key).text));
    }
    expect(Object.keys(arabicFacts).filter((key) => !used.has(key))).toEqual([]);
  });
});
