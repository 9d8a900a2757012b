import { useT } from '#web/i18n/use-translation.ts';
import { Icon } from './icons.tsx';

// Plain buttons rather than ui/button: its Radix Slot costs more JavaScript than this page's own code.
const buttonClass =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-xl border border-slate-300 bg-white px-4 text-sm font-semibold text-ink hover:bg-slate-100';

/**
 * Share and Save: both stay in the browser; nothing is sent to our server. Rendered as
 * the page is for someone who has saved nothing; the page script (browser/article-actions.ts) makes
 * them work and shows the saved state (aria-pressed fills the bookmark), with the words the page
 * brings (page-script-words.tsx).
 */
export function ArticleActions({ id, title }: { id: string; title: string }) {
  const t = useT();
  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" className={buttonClass} data-article-share={id} data-title={title}>
        <Icon name="share" />
        {t('articlePage.share')}
      </button>
      <button type="button" className={`group ${buttonClass}`} aria-pressed="false" data-article-save={id}>
        <Icon name="bookmark" className="group-aria-pressed:fill-current group-aria-pressed:text-brand-700" />
        <span data-label>{t('pageScript.save')}</span>
      </button>
    </div>
  );
}
