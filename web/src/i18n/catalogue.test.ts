// The catalogues (ADR 0014, ADR 0020), the web app's and the core's: every key in both languages,
// the same placeholders and plural arguments on both sides, ICU that parses, Arabic prose in the
// Arabic catalogue and no Arabic-Indic digits (docs/arabic-glossary.md).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';

const root = new URL('./locales/', import.meta.url);
const core = new URL('../../../core/src/', import.meta.url);

/** Each area with the file of each language: the web app's by area, the core's by concept. */
const catalogues: readonly { area: string; file: (language: 'en' | 'ar') => URL }[] = [
  ...readdirSync(new URL('en/', root))
    .filter((file) => file.endsWith('.json'))
    .map((file) => ({ area: file, file: (language: 'en' | 'ar') => new URL(`${language}/${file}`, root) })),
  ...readdirSync(core, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(new URL(`${entry.name}/locales/en.json`, core)))
    .map(({ name }) => ({ area: `core ${name}`, file: (language: 'en' | 'ar') => new URL(`${name}/locales/${language}.json`, core) })),
];
const areas = catalogues.map((entry) => entry.area);

function catalogue(language: 'en' | 'ar', area: string): Record<string, string> {
  const entry = catalogues.find((candidate) => candidate.area === area);
  if (!entry) throw new Error(`No catalogue ${area}`);
  return JSON.parse(readFileSync(entry.file(language), 'utf8')) as Record<string, string>;
}

/** The words of a message without its ICU syntax: the text a reader sees, placeholders left out. */
function wordsOf(message: string): string {
  const walk = (tokens: Token[]): string =>
    tokens
      .map((token) => {
        if (token.type === 'content') return token.value;
        if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal')
          return token.cases.map((option) => walk(option.tokens)).join(' ');
        return ' ';
      })
      .join('');
  return walk(parse(message, { strict: false }));
}

/** The arguments a message uses, with their kind: "count:plural", "amount:simple". */
function argumentsOf(message: string): string[] {
  const found = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument') found.add(`${token.arg}:simple`);
      else if (token.type === 'function') found.add(`${token.arg}:${token.key}`);
      else if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        found.add(`${token.arg}:${token.type}`);
        for (const option of token.cases) walk(option.tokens);
      }
    }
  };
  walk(parse(message, { strict: false }));
  return [...found].sort();
}

describe('message catalogues', () => {
  it('has the same areas in both languages', () => {
    for (const { area, file } of catalogues) expect(existsSync(file('ar')), area).toBe(true);
    expect(
      readdirSync(new URL('ar/', root))
        .filter((file) => file.endsWith('.json'))
        .sort(),
    ).toEqual(areas.filter((area) => !area.startsWith('core ')).sort());
    expect(areas.some((area) => area.startsWith('core '))).toBe(true);
  });

  it('holds each id in one area only (they share one instance per language)', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const file of areas)
      for (const key of Object.keys(catalogue('en', file))) {
        const first = seen.get(key);
        if (first) twice.push(`${key} (${first}, ${file})`);
        seen.set(key, file);
      }
    expect(twice).toEqual([]);
  });

  for (const file of areas) {
    describe(file, () => {
      const en = catalogue('en', file);
      const ar = catalogue('ar', file);

      it('has every key in both languages', () => {
        expect(
          Object.keys(ar).filter((key) => !(key in en)),
          'in Arabic only',
        ).toEqual([]);
        expect(
          Object.keys(en).filter((key) => !(key in ar)),
          'missing in Arabic',
        ).toEqual([]);
      });

      it('uses the same arguments in both languages, in ICU that parses', () => {
        for (const [key, message] of Object.entries(en)) {
          const arabic = ar[key];
          if (arabic === undefined) continue;
          expect(argumentsOf(arabic), key).toEqual(argumentsOf(message));
        }
      });

      it('has no empty message, Arabic in every Arabic message and no Arabic-Indic digits', () => {
        for (const [key, message] of Object.entries(en)) expect(message.trim(), key).not.toBe('');
        for (const [key, message] of Object.entries(ar)) {
          // A message of figures and signs alone ("{rate}%") reads the same in both languages.
          if (/[A-Za-z\u0600-\u06ff]/.test(wordsOf(message))) expect(message, key).toMatch(/[\u0600-\u06ff]/);
          expect(message, key).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]/);
        }
      });

      it('gives Arabic plurals the categories Arabic counts with', () => {
        for (const [key, message] of Object.entries(ar)) {
          for (const token of parse(message, { strict: false })) {
            if (token.type !== 'plural') continue;
            const cases = token.cases.map((option) => option.key);
            expect(cases, key).toContain('other');
            // One, two and few (3-10) read differently in Arabic; "other" alone would say «3 طفل».
            expect(cases.filter((c) => ['one', '=1', 'two', '=2', 'few'].includes(c)).length, key).toBeGreaterThanOrEqual(2);
          }
        }
      });
    });
  }
});
