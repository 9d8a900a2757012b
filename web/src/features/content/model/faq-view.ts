/** An FAQ item as the page receives it: the answer already sanitised (rich-text.server.ts). */
export interface FaqItemView {
  id: string;
  question: string;
  answerHtml: string;
}
