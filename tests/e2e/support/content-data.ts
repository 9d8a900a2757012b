// What the content pages should show, read straight from content/ and the core, so the journeys
// check the pages against the data rather than against copies of it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { articleFileSchema, type ArticleFile } from '../../../content/schema.ts';

const articlesDir = new URL('../../../content/blog/articles/', import.meta.url).pathname;

export const articles: ArticleFile[] = readdirSync(articlesDir)
  .filter((file) => file.endsWith('.json'))
  .map((file) => articleFileSchema.parse(JSON.parse(readFileSync(join(articlesDir, file), 'utf8'))));

export function articleById(id: string): ArticleFile {
  const article = articles.find((candidate) => candidate.id === id);
  if (!article) throw new Error(`no article ${id}`);
  return article;
}

export function idFromUrl(url: string): string {
  const match = /\/blog\/([a-z0-9-]+)$/.exec(new URL(url).pathname);
  if (!match?.[1]) throw new Error(`not an article URL: ${url}`);
  return match[1];
}
