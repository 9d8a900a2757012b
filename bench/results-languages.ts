// The results' scripts per language: what the browser downloads to show an offer's results through
// a shared link (the landing, the steps' and the results' chunks, each with its catalogues), in
// English at / and in Arabic at /ar, and how much of it is the other language's words (ADR 0020:
// Arabic words on the English page, English catalogue sentences on the Arabic one). The offer is a
// Dubai family of four with a second offer compared and savings shown in rupees, so the comparison
// and home-currency panels load too.
import { chromium } from '@playwright/test';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import type { Language } from '../core/src/index.ts';
import { chromiumArgs, chromiumPath } from '../tests/e2e/support/chromium.ts';
import { otherLanguageWords } from '../tests/language-scripts.ts';
import { initialState, type CalculatorState } from '../web/src/features/calculator/state/calculator-state.ts';
import { scenarioFragment } from '../web/src/features/calculator/share/scenario-link.ts';

export interface ResultsScripts {
  files: number;
  brotliBytes: number;
  /** UTF-8 bytes of the other language's words in those scripts (before compression). */
  otherLanguageBytes: number;
  /** The same words compressed together (brotli 11): about what they add to the download. */
  otherLanguageBrotliBytes: number;
  otherLanguageWords: number;
}

const typed = (digits: string) => ({ digits, period: 'monthly' as const });

function familyInDubai(): CalculatorState {
  const answers = {
    ...initialState.answers,
    location: { country: 'UAE' as const, city: 'Dubai', district: 'Dubai Marina' },
    household: {
      adults: '2' as const,
      children: [
        { id: 'a', age: 'grade1-5' as const, curriculum: 'british' as const },
        { id: 'b', age: 'kg' as const, curriculum: 'american' as const },
      ],
      domesticHelp: false,
    },
    benefits: { ...initialState.answers.benefits, healthcareType: 'family' as const },
    amounts: { ...initialState.answers.amounts, grossSalary: typed('30000'), housingAllowance: typed('8000') },
  };
  const riyadh = {
    ...answers,
    location: { country: 'KSA' as const, city: 'Riyadh', district: '' },
    amounts: { ...answers.amounts, grossSalary: typed('28000'), housingAllowance: typed('7000') },
  };
  return {
    ...initialState,
    started: true,
    step: 5,
    answers,
    otherOffers: [{ answers: riyadh, adjustments: initialState.adjustments }],
    home: { currency: 'INR', sendHome: '50000' },
  };
}

export async function resultsScripts(base: string): Promise<Record<Language, ResultsScripts>> {
  const fragment = await scenarioFragment(familyInDubai());
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const result = {} as Record<Language, ResultsScripts>;
  try {
    for (const language of ['en', 'ar'] as const) {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      const loaded: Promise<{ file: string; code: Buffer }>[] = [];
      page.on('response', (response) => {
        if (response.url().endsWith('.js'))
          loaded.push(
            response
              .body()
              .catch(() => Buffer.alloc(0))
              .then((code) => ({ file: new URL(response.url()).pathname, code })),
          );
      });
      await page.goto(`${base}${language === 'ar' ? '/ar' : '/'}${fragment}`);
      await page.getByTestId('verdict-label').waitFor({ timeout: 60_000 });
      await page.getByTestId('offer-comparison').waitFor({ timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      const scripts = await Promise.all(loaded);
      const other = scripts.flatMap(({ file, code }) =>
        otherLanguageWords({ file, code: code.toString('utf8'), imports: [], catalogue: undefined }, language),
      );
      const otherText = other.join(' ');
      result[language] = {
        files: scripts.length,
        brotliBytes: scripts.reduce(
          (sum, { code }) => sum + brotliCompressSync(code, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }).length,
          0,
        ),
        otherLanguageBytes: Buffer.byteLength(otherText),
        otherLanguageBrotliBytes:
          other.length === 0 ? 0 : brotliCompressSync(otherText, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }).length,
        otherLanguageWords: other.length,
      };
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return result;
}
