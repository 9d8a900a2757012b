import { useLanguage, useT } from '#web/i18n/use-translation.ts';
import { Icon } from './icons.tsx';

/**
 * The local "Saved" list, read from this browser only: rendered empty and hidden, and
 * filled and shown by the page script (browser/blog-page.ts) when something is saved. The saved
 * articles are English; on a page in another language data-article-lang tells the script to say so
 * on the links it adds.
 */
export function SavedArticles() {
  const t = useT();
  const language = useLanguage();
  return (
    <section
      aria-labelledby="saved-articles"
      className="mt-8 rounded-2xl border border-brand-200 bg-brand-50 p-5"
      data-saved-articles
      data-article-lang={language === 'en' ? undefined : 'en'}
      hidden
    >
      <h2 id="saved-articles" className="flex items-center gap-2 text-lg font-bold text-ink">
        <Icon name="bookmark" className="h-5 w-5 text-brand-700" />
        <span>
          {t('blog.savedHeading')} (<span data-saved-count>0</span>)
        </span>
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('blog.savedNote')}</p>
      <ul className="mt-3 space-y-2" data-saved-list />
    </section>
  );
}
