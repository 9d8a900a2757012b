// The blog's articles, read from content/blog/articles/*.json. The JSON is bundled into the server
// build (import.meta.glob), validated once against the article schema, and sanitised here, so a
// broken article fails the build instead of reaching a reader.
import { articleFileSchema, type ArticleFile } from '#content/schema.ts';
import { countArticleWords, readTimeLabel } from '#content/blog/word-count.ts';
import { factsCheckedThrough, monthNames, type CountryCode, type Fact } from '#core';
import type { ArticleSummary, ArticleView } from '../model/article-view.ts';
import { fillTokens } from './content-tokens.server.ts';
import { pageSources, reviewProblems } from './page-review.server.ts';
import { sanitizeRichText } from './rich-text.server.ts';

const articleFiles = import.meta.glob<unknown>('/content/blog/articles/*.json', { eager: true, import: 'default' });

const months: readonly string[] = monthNames;

/** "October 9, 2025" → "2025-10-09". */
export function isoDate(label: string): string {
  const match = /^([A-Z][a-z]+) (\d{1,2}), (\d{4})$/.exec(label);
  const month = match ? months.indexOf(match[1] ?? '') + 1 : 0;
  if (!match || month === 0) throw new Error(`Not a date label: "${label}"`);
  return `${match[3]}-${String(month).padStart(2, '0')}-${(match[2] ?? '').padStart(2, '0')}`;
}

/**
 * The article as pages show it: tokens filled ({{fact:…}} and {{figure:…}}, issue 17), rich text
 * sanitised, and its sources and review date checked. Problems are returned, not thrown, so the
 * build lists every stale article at once.
 */
function toView(file: string, raw: ArticleFile): { view: ArticleView; problems: string[] } {
  const factsUsed = new Map<string, Fact>();
  const fill = (text: string) => fillTokens(text, {}, factsUsed);
  const article: ArticleFile = {
    ...raw,
    title: fill(raw.title),
    excerpt: fill(raw.excerpt),
    content: {
      introduction: fill(raw.content.introduction),
      sections: raw.content.sections.map((section) => ({
        ...section,
        content: fill(section.content),
        ...(section.items ? { items: section.items.map(fill) } : {}),
        ...(section.tip ? { tip: { ...section.tip, title: fill(section.tip.title), content: fill(section.tip.content) } } : {}),
      })),
      conclusion: raw.content.conclusion.map(fill),
    },
  };
  const wordCount = countArticleWords(article);
  const dateIso = isoDate(article.date);
  const facts = [...factsUsed.values()];
  const texts = [
    article.title,
    article.excerpt,
    article.content.introduction,
    ...article.content.sections.flatMap((section) => [section.content, ...(section.items ?? []), section.tip?.content ?? '']),
    ...article.content.conclusion,
  ];
  const problems = reviewProblems({ page: file, checkedThrough: factsCheckedThrough(), date: article.lastReviewed, facts, texts });
  const view: ArticleView = {
    id: article.id,
    title: article.title,
    excerpt: article.excerpt,
    image: article.image,
    imageAlt: article.imageAlt,
    category: article.category,
    date: article.date,
    dateIso,
    readTime: readTimeLabel(wordCount),
    countries: article.countries,
    author: article.author,
    wordCount,
    introductionHtml: sanitizeRichText(article.content.introduction),
    sections: article.content.sections.map((section) => ({
      heading: section.heading,
      contentHtml: sanitizeRichText(section.content),
      itemsHtml: (section.items ?? []).map(sanitizeRichText),
      ...(section.tip
        ? { tip: { type: section.tip.type, title: section.tip.title, contentHtml: sanitizeRichText(section.tip.content) } }
        : {}),
    })),
    conclusion: article.content.conclusion,
    sources: pageSources(article.sources ?? [], facts),
    lastReviewedIso: article.lastReviewed,
  };
  return { view, problems };
}

let cache: ArticleView[] | undefined;

/** Every article, newest first; same-day articles in title order so the list is stable. */
export function loadArticles(): ArticleView[] {
  if (cache) return cache;
  const problems: string[] = [];
  const articles: ArticleView[] = [];
  for (const [file, raw] of Object.entries(articleFiles)) {
    const parsed = articleFileSchema.safeParse(raw);
    if (!parsed.success) {
      problems.push(`${file}: ${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`);
      continue;
    }
    if (!file.endsWith(`/${parsed.data.id}.json`)) problems.push(`${file}: id "${parsed.data.id}" does not match the file name`);
    try {
      const { view, problems: stale } = toView(file, parsed.data);
      problems.push(...stale);
      articles.push(view);
    } catch (error) {
      problems.push(`${file}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (articles.length === 0) problems.push('no articles found under content/blog/articles');
  if (problems.length > 0) throw new Error(`Invalid blog content:\n${problems.join('\n')}`);
  cache = articles.sort((a, b) => b.dateIso.localeCompare(a.dateIso) || a.title.localeCompare(b.title));
  return cache;
}

export function findArticle(id: string): ArticleView | undefined {
  return loadArticles().find((article) => article.id === id);
}

function summarize(article: ArticleView): ArticleSummary {
  const { id, title, excerpt, image, category, date, dateIso, readTime, countries } = article;
  return { id, title, excerpt, image, category, date, dateIso, readTime, countries };
}

export function articleSummaries(): ArticleSummary[] {
  return loadArticles().map(summarize);
}

/** Up to `limit` articles about a country, newest first (spec: up to 6 on a country guide). */
export function articlesAbout(country: CountryCode, limit: number): ArticleSummary[] {
  return articleSummaries()
    .filter((article) => article.countries.includes(country))
    .slice(0, limit);
}
