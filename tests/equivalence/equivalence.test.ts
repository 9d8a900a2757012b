// The core's move into concept folders, its words into catalogues and its tables into data change
// nothing a visitor reads: every figure and sentence of the results model, the PDF
// report's lines, the comparison and the site-wide catalogues, for every place and a spread of
// offers, in English and Arabic, equal those recorded on the commit before the move. See README.md.
import { readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Language } from '#core';
import type { ArabicFonts } from '#web/features/calculator/report/arabic-pdf.ts';
import { loadReportWords } from '#web/features/calculator/report/report-words.ts';
import { addMessages } from '#web/i18n/i18n.ts';
import { messages as resultsArabic } from '#web/i18n/locales/ar/results.json?lingui';
import { messages as resultsEnglish } from '#web/i18n/locales/en/results.json?lingui';
import { familyAtEveryPlace, spreadOfOffers } from './scenarios.ts';
import { siteView, sourceTable, stateView } from './view.ts';

const baselineFile = new URL('./baseline.json.br', import.meta.url);
const recording = process.env.EQUIVALENCE_RECORD === '1';
const languages: readonly Language[] = ['en', 'ar'];

type View = Record<string, unknown>;

const fontFile = (file: string) =>
  readFileSync(new URL(`../../node_modules/@expo-google-fonts/noto-naskh-arabic/${file}`, import.meta.url)).toString('base64');
let fonts: ArabicFonts | undefined;
const arabicFonts = (): ArabicFonts =>
  (fonts ??= { regular: fontFile('400Regular/NotoNaskhArabic_400Regular.ttf'), bold: fontFile('700Bold/NotoNaskhArabic_700Bold.ttf') });

function currentView(): View {
  const view: View = {};
  for (const language of languages) {
    view[`site ${language}`] = siteView(language);
    for (const { name, state } of familyAtEveryPlace()) view[`${name} ${language}`] = stateView(state, language, { report: false });
    spreadOfOffers().forEach(({ name, state }, i) => {
      // The report's lines for every fourth offer, enough to cover each of its sections, and the PDF
      // files themselves for every tenth.
      view[`${name} ${language}`] = stateView(state, language, { report: i % 4 === 0, pdfs: i % 10 === 0 ? arabicFonts() : undefined });
    });
  }
  view.sources = Object.fromEntries([...sourceTable].sort(([a], [b]) => a.localeCompare(b)));
  return view;
}

/** The paths at which two views differ, each with both values, the first `limit` of them. */
function differences(before: unknown, after: unknown, path = '', found: string[] = [], limit = 40): string[] {
  if (found.length >= limit) return found;
  if (typeof before !== typeof after || Array.isArray(before) !== Array.isArray(after) || (before === null) !== (after === null)) {
    found.push(`${path}: ${JSON.stringify(before)?.slice(0, 300)} → ${JSON.stringify(after)?.slice(0, 300)}`);
  } else if (before !== null && typeof before === 'object') {
    const a = before as Record<string, unknown>;
    const b = after as Record<string, unknown>;
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) differences(a[key], b[key], `${path}/${key}`, found, limit);
  } else if (before !== after) {
    found.push(`${path}: ${JSON.stringify(before)} → ${JSON.stringify(after)}`);
  }
  return found;
}

describe('what a visitor reads, before and after the core moved', () => {
  beforeAll(async () => {
    // The comparison and Riyadh's rent freeze read today's month: fixed, so the view never moves.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-15T12:00:00Z') });
    addMessages('en', resultsEnglish);
    addMessages('ar', resultsArabic);
    await loadReportWords('ar');
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  it('is the same, figure by figure and sentence by sentence, in both languages', () => {
    const view = currentView();
    if (recording) {
      const text = JSON.stringify(view);
      const bytes = brotliCompressSync(text, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_LGWIN]: 24,
          [constants.BROTLI_PARAM_SIZE_HINT]: text.length,
        },
      });
      writeFileSync(baselineFile, bytes);
      return;
    }
    const baseline = JSON.parse(brotliDecompressSync(readFileSync(baselineFile)).toString('utf8')) as View;
    expect(Object.keys(view).sort()).toEqual(Object.keys(baseline).sort());
    expect(differences(baseline, view)).toEqual([]);
  }, 120_000);
});
