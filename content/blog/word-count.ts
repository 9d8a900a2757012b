import type { ArticleFile } from '../schema.ts';

function stripTags(html: string): string {
  return html.replace(/<[^>]*>/g, ' ');
}

function words(text: string): number {
  return stripTags(text).split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** Words a reader reads: introduction, headings, lead text, items, tips and conclusion. */
export function countArticleWords(article: Pick<ArticleFile, 'title' | 'content'>): number {
  const { introduction, sections, conclusion } = article.content;
  let total = words(introduction);
  for (const section of sections) {
    total += words(section.heading) + words(section.content);
    for (const item of section.items ?? []) total += words(item);
    if (section.tip) total += words(section.tip.title) + words(section.tip.content);
  }
  for (const paragraph of conclusion) total += words(paragraph);
  return total;
}

/** "N min read" at 200 words a minute, rounded up. */
export function readTimeLabel(wordCount: number): string {
  return `${Math.max(1, Math.ceil(wordCount / 200))} min read`;
}
