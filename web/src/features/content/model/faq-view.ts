/** An FAQ item as the page receives it: the answer sanitised for display and as plain text for JSON-LD. */
export interface FaqItemView {
  id: string;
  question: string;
  answerHtml: string;
  answerText: string;
}
