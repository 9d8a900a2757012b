// An article as it reads: its {{fact:…}} and {{figure:…}} tokens filled from the core.
// The site's loaders fill them with the same functions (content-tokens.server.ts); the blog export
// and the tests use this, so word counts and read times agree with the page everywhere.
import { contentFigure, factByKey, formatMoney } from '../core/src/index.ts';

/** A figure token as the English pages write it: "AED 18,300". */
const figureText = (spec: string) => {
  const figure = contentFigure(spec);
  return formatMoney(figure.money, figure.country);
};
import type { ArticleFile } from './schema.ts';

function fillFactsAndFigures(text: string): string {
  return text.replace(/\{\{\s*(fact|figure):([^{}]+?)\s*\}\}/g, (_whole, kind: string, spec: string) =>
    kind === 'fact' ? factByKey(spec.trim()).text : figureText(spec),
  );
}

export function articleAsRead<T extends Pick<ArticleFile, 'content'>>(article: T): T {
  const fill = fillFactsAndFigures;
  const { introduction, sections, conclusion } = article.content;
  return {
    ...article,
    content: {
      introduction: fill(introduction),
      sections: sections.map((section) => ({
        ...section,
        content: fill(section.content),
        ...(section.items ? { items: section.items.map(fill) } : {}),
        ...(section.tip ? { tip: { ...section.tip, title: fill(section.tip.title), content: fill(section.tip.content) } } : {}),
      })),
      conclusion: conclusion.map(fill),
    },
  };
}
