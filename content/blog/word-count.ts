import type { ArticleFile } from '../schema.ts';

/** Words of a text that may hold inline HTML: tags count as spaces, and a word has a letter or digit. */
export function countWords(html: string): number {
  return html
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Words a reader reads: introduction, headings, lead text, items, tips and conclusion. */
export function countArticleWords(article: Pick<ArticleFile, 'content'>): number {
  const { introduction, sections, conclusion } = article.content;
  let total = countWords(introduction);
  for (const section of sections) {
    total += countWords(section.heading) + countWords(section.content);
    for (const item of section.items ?? []) total += countWords(item);
    if (section.tip) total += countWords(section.tip.title) + countWords(section.tip.content);
  }
  for (const paragraph of conclusion) total += countWords(paragraph);
  return total;
}

/** "N min read" at 200 words a minute, rounded up. */
export function readTimeLabel(wordCount: number): string {
  return `${Math.max(1, Math.ceil(wordCount / 200))} min read`;
}
