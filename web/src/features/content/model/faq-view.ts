import type { SourceRef } from '#core';

/** An FAQ item as the page receives it: the answer already sanitised (rich-text.server.ts). */

export interface FaqItemView {
  id: string;
  question: string;
  answerHtml: string;
  /** The answer's own sources, then those of the facts it inserts. */
  sources: SourceRef[];
}
