// Share and Save on an article, wired to the buttons the page renders
// (components/article-actions.tsx). Both stay in the browser; nothing is sent to our server. Their
// words come with the page (page-words.ts).
import { pageWord } from './page-words.ts';
import { savedArticleIds, onSavedArticlesChangedElsewhere, toggleSavedArticle } from './saved-articles-store.ts';
import { shareLink } from './share-link.ts';
import { notificationList, showToast } from './toasts.ts';

export function enhanceArticleActions(root: ParentNode): void {
  for (const button of root.querySelectorAll<HTMLButtonElement>('button[data-article-share]')) {
    button.addEventListener('click', () => void share(button.dataset.articleShare ?? '', button.dataset.title ?? document.title));
  }
  const saveButtons = [...root.querySelectorAll<HTMLButtonElement>('button[data-article-save]')];
  const showSaved = () => {
    const ids = savedArticleIds();
    for (const button of saveButtons) showSavedState(button, ids.includes(button.dataset.articleSave ?? ''));
  };
  for (const button of saveButtons) button.addEventListener('click', () => save(button));
  // The live region is in the page before the first toast, so that toast is read out.
  if (root.querySelector('[data-article-share], [data-article-save]')) notificationList();
  if (saveButtons.length > 0) {
    showSaved();
    onSavedArticlesChangedElsewhere(showSaved);
  }
}

async function share(id: string, title: string): Promise<void> {
  const url = `${window.location.origin}/blog/${id}`;
  const outcome = await shareLink({ title, url });
  if (outcome === 'copied') showToast({ title: pageWord('copiedTitle'), description: pageWord('copiedText'), variant: 'success' });
  if (outcome === 'failed') showToast({ title: pageWord('copyFailedTitle'), description: url, variant: 'destructive' });
}

function save(button: HTMLButtonElement): void {
  try {
    const nowSaved = toggleSavedArticle(button.dataset.articleSave ?? '');
    showSavedState(button, nowSaved);
    showToast({
      title: pageWord(nowSaved ? 'savedTitle' : 'removedTitle'),
      description: pageWord(nowSaved ? 'savedText' : 'removedText'),
    });
  } catch {
    showToast({ title: pageWord('saveFailedTitle'), description: pageWord('saveFailedText'), variant: 'destructive' });
  }
}

/** aria-pressed drives the filled icon (CSS); the label says it in words. */
function showSavedState(button: HTMLButtonElement, saved: boolean): void {
  button.setAttribute('aria-pressed', String(saved));
  const label = button.querySelector('[data-label]');
  if (label) label.textContent = pageWord(saved ? 'saved' : 'save');
}
