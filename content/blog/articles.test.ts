import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { articleFileSchema } from '../schema.ts';
import { countArticleWords } from './word-count.ts';
import { articleAsRead } from '../fill-tokens.ts';

const dir = new URL('./articles/', import.meta.url).pathname;
const publicDir = new URL('../../web/public', import.meta.url).pathname;
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));

describe.each(files)('article %s', (file) => {
  const raw: unknown = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  const parsed = articleFileSchema.safeParse(raw);

  it('matches the article schema', () => {
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it('is named after its id and has its own image', () => {
    if (!parsed.success) return;
    expect(file).toBe(`${parsed.data.id}.json`);
    expect(parsed.data.image).toBe(`/images/blog/${parsed.data.id}.svg`);
    expect(existsSync(join(publicDir, parsed.data.image))).toBe(true);
  });

  it('has at least 900 words', () => {
    if (!parsed.success) return;
    expect(countArticleWords(articleAsRead(parsed.data))).toBeGreaterThanOrEqual(900);
  });
});
