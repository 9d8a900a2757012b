import type { MessageId } from '#web/i18n/i18n.ts';
import { useT } from '#web/i18n/use-translation.ts';
import { pageWordAttribute, pageWordNames, type PageWordName } from '../browser/page-words.ts';

const messages: Readonly<Record<PageWordName, MessageId>> = {
  notifications: 'pageScript.notifications',
  dismiss: 'pageScript.dismiss',
  save: 'pageScript.save',
  saved: 'pageScript.saved',
  savedTitle: 'pageScript.savedTitle',
  savedText: 'pageScript.savedText',
  removedTitle: 'pageScript.removedTitle',
  removedText: 'pageScript.removedText',
  saveFailedTitle: 'pageScript.saveFailedTitle',
  saveFailedText: 'pageScript.saveFailedText',
  copiedTitle: 'pageScript.copiedTitle',
  copiedText: 'pageScript.copiedText',
  copyFailedTitle: 'pageScript.copyFailedTitle',
};

/**
 * The page script's words in the page's language, as data-* attributes of an inert <template>
 * (browser/page-words.ts reads them): the script stays free of the catalogues, and the pages of
 * ADR 0011 stay free of inline scripts.
 */
export function PageScriptWords() {
  const t = useT();
  const attributes = Object.fromEntries(pageWordNames.map((name) => [pageWordAttribute(name), t(messages[name])]));
  return <template data-page-words="" {...attributes} />;
}
