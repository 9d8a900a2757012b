import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { articleFileSchema } from '#content/schema.ts';
import { checkBlogImport, exportFileName, toExportedPost } from './blog-posts-file.ts';

const articlesDir = new URL('../../../../../content/blog/articles/', import.meta.url).pathname;
const articles = readdirSync(articlesDir)
  .filter((file) => file.endsWith('.json'))
  .map((file) => articleFileSchema.parse(JSON.parse(readFileSync(join(articlesDir, file), 'utf8'))));

describe('the blog export', () => {
  const exported = articles.map(toExportedPost);

  it('has the spec fields, readTime computed the way the site shows it', () => {
    const post = exported[0];
    expect(Object.keys(post ?? {})).toEqual([
      'id',
      'title',
      'excerpt',
      'image',
      'imageUrl',
      'imageAlt',
      'category',
      'date',
      'readTime',
      'author',
      'countries',
      'lastReviewed',
      'sources',
      'content',
    ]);
    for (const item of exported) {
      expect(item.readTime).toMatch(/^\d+ min read$/);
      expect(item.imageUrl).toBe(item.image);
    }
  });

  it('re-imports as all valid', () => {
    expect(checkBlogImport(JSON.stringify(exported))).toEqual({ ok: true, validCount: articles.length, invalid: [] });
  });

  it('is named after the local date', () => {
    expect(exportFileName(new Date(2026, 0, 5, 23, 59))).toBe('blog-posts-2026-01-05.json');
  });
});

describe('a blog import', () => {
  const [first, second] = articles.map(toExportedPost);

  it('fails with the parse error for text that is not JSON', () => {
    const outcome = checkBlogImport('{"id": ');
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.message).toMatch(/JSON/);
  });

  it.each([['{}'], ['"posts"'], ['null'], ['42']])('fails with "Invalid file format" for %s', (text) => {
    expect(checkBlogImport(text)).toEqual({ ok: false, message: 'Invalid file format' });
  });

  it('counts valid and invalid posts, saying why and where', () => {
    const outcome = checkBlogImport(
      JSON.stringify([first, { ...second, title: 'Short' }, 'not a post', { ...first }, { ...second, unexpected: true }, second]),
    );
    expect(outcome).toEqual({
      ok: true,
      validCount: 2,
      invalid: [
        { position: 2, id: second?.id, reason: expect.stringMatching(/^title: /) as unknown },
        { position: 3, id: null, reason: expect.any(String) as unknown },
        { position: 4, id: first?.id, reason: 'id: the same id appears earlier in the file' },
        { position: 5, id: second?.id, reason: expect.stringMatching(/unexpected|Unrecognized/i) as unknown },
      ],
    });
  });

  it('accepts an empty array as zero posts', () => {
    expect(checkBlogImport('[]')).toEqual({ ok: true, validCount: 0, invalid: [] });
  });
});
