// The blog export/import file (spec 001 sections 3, 5, 8; decision 17): the bundled articles in the
// spec's post shape, and the checks an imported file must pass. Nothing here talks to a server.
import { z } from 'zod';
import { articleFileSchema, type ArticleFile } from '#content/schema.ts';
import { countArticleWords, readTimeLabel } from '#content/blog/word-count.ts';
import { articleAsRead } from '#content/fill-tokens.ts';

/**
 * A post as exported: the stored article plus the spec's derived fields, readTime (computed from
 * the words, as on the site) and imageUrl (the image's public path; the spec lists both). Its review
 * date and sources travel with it, so an export re-imports without losing them.
 */
export interface ExportedBlogPost {
  id: string;
  title: string;
  excerpt: string;
  image: string;
  imageUrl: string;
  imageAlt: string;
  category: ArticleFile['category'];
  date: string;
  readTime: string;
  author: string;
  countries: ArticleFile['countries'];
  /** When the article was last checked against its sources, and what it rests on. */
  lastReviewed: ArticleFile['lastReviewed'];
  sources: NonNullable<ArticleFile['sources']>;
  content: ArticleFile['content'];
}

export function toExportedPost(article: ArticleFile): ExportedBlogPost {
  return {
    id: article.id,
    title: article.title,
    excerpt: article.excerpt,
    image: article.image,
    imageUrl: article.image,
    imageAlt: article.imageAlt,
    category: article.category,
    date: article.date,
    // Counted as read, with fact and figure tokens filled, as the site counts it.
    readTime: readTimeLabel(countArticleWords(articleAsRead(article))),
    author: article.author,
    countries: article.countries,
    lastReviewed: article.lastReviewed,
    sources: article.sources ?? [],
    content: article.content,
  };
}

/** blog-posts-{YYYY-MM-DD}.json, dated in the operator's own calendar. */
export function exportFileName(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `blog-posts-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.json`;
}

// The article schema is strict; the export's two derived fields are the only extra keys accepted.
const importedPostSchema = articleFileSchema.extend({
  readTime: z.string().optional(),
  imageUrl: z.string().optional(),
});

/** Files beyond this are not blog exports (the 45 bundled posts are about 0.6 MB). */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

export interface InvalidPost {
  /** 1-based position in the file, as a person counts. */
  position: number;
  id: string | null;
  reason: string;
}

export type BlogImportOutcome = { ok: true; validCount: number; invalid: InvalidPost[] } | { ok: false; message: string };

/** Parses an import file's text: JSON, an array, then each post against the article schema. */
export function checkBlogImport(text: string): BlogImportOutcome {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : 'The file is not valid JSON' };
  }
  if (!Array.isArray(parsed)) return { ok: false, message: 'Invalid file format' };

  const seenIds = new Set<string>();
  const invalid: InvalidPost[] = [];
  let validCount = 0;
  parsed.forEach((entry: unknown, index) => {
    const position = index + 1;
    const id = typeof entry === 'object' && entry !== null && 'id' in entry && typeof entry.id === 'string' ? entry.id : null;
    const result = importedPostSchema.safeParse(entry);
    if (!result.success) {
      const issue = result.error.issues[0];
      const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
      invalid.push({ position, id, reason: `${where}${issue?.message ?? 'not a valid post'}` });
      return;
    }
    // Article ids are unique, so a second post with the same id cannot be imported.
    if (seenIds.has(result.data.id)) {
      invalid.push({ position, id, reason: 'id: the same id appears earlier in the file' });
      return;
    }
    seenIds.add(result.data.id);
    validCount += 1;
  });
  return { ok: true, validCount, invalid };
}
