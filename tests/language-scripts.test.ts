// A page's scripts carry the words of its own language only (ADR 0014, ADR 0020): what the calculator
// in English can load (its first load, the steps, the results, the PDF) holds no Arabic word but the
// language switch's name for Arabic, and what the Arabic calculator can load holds no English sentence
// of the catalogues. Run by `npm run test:build-output` after the build; skipped without one.
//
// Until the last of the core's transitional name lookups goes (ADR 0020: countryNameIn, cityNameIn,
// currencyNameIn, figureSourceIn and the words-in helpers of the cost model and the cash up front),
// some words still cross: each page may carry no more than it did when this test was written, and
// each ceiling comes down to 0 as they go. A chunk that gains the other language's words fails.
const ceilings = { en: 122, ar: 11 } as const;
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtChunks, otherLanguageWords, scriptsOfPage } from './language-scripts.ts';

const client = new URL('../build/client', import.meta.url).pathname;
const built = existsSync(join(client, 'index.html'));

describe.skipIf(!built)('the scripts of a page in one language', () => {
  const chunks = built ? builtChunks(client) : new Map();

  it.each([
    ['/', 'en'],
    ['/ar', 'ar'],
  ] as const)('%s loads no more of the other language than its ceiling, at first or later', (page, language) => {
    const html = readFileSync(join(client, page === '/' ? 'index.html' : 'ar/index.html'), 'utf8');
    const scripts = scriptsOfPage(html, language, chunks);
    // The page, the steps, the results and the report, each with the page's catalogues.
    expect(scripts.length).toBeGreaterThan(20);
    expect(scripts.filter((chunk) => chunk.catalogue === language).length).toBeGreaterThan(2);
    const found = scripts.flatMap((chunk) => {
      const words = otherLanguageWords(chunk, language);
      return words.length > 0 ? [{ where: `${chunk.file}: ${words.length} (${words.slice(0, 3).join(' | ')})`, count: words.length }] : [];
    });
    const total = found.reduce((sum, { count }) => sum + count, 0);
    expect(total, found.map(({ where }) => where).join('\n')).toBeLessThanOrEqual(ceilings[language]);
  });
});
