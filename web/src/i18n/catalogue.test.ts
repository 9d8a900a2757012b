// The catalogues (issue 13): every key in both languages, the same placeholders and plural
// arguments on both sides, ICU that parses, Arabic prose in the Arabic catalogue and no
// Arabic-Indic digits (docs/arabic-glossary.md).
import { readdirSync, readFileSync } from 'node:fs';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';

const root = new URL('./locales/', import.meta.url);
const areas = readdirSync(new URL('en/', root)).filter((file) => file.endsWith('.json'));

function catalogue(language: 'en' | 'ar', file: string): Record<string, string> {
  return JSON.parse(readFileSync(new URL(`${language}/${file}`, root), 'utf8')) as Record<string, string>;
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
    expect(
      readdirSync(new URL('ar/', root))
        .filter((file) => file.endsWith('.json'))
        .sort(),
    ).toEqual([...areas].sort());
    expect(areas.length).toBeGreaterThan(0);
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
          expect(message, key).toMatch(/[\u0600-\u06ff]/);
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
