import { useT } from '#web/i18n/use-translation.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';
import { SiteLink } from './site-link.tsx';

/** A friendly 404 with links home, to the blog and to the FAQ (served with status 404). */
export function NotFoundPage() {
  const t = useT();
  return (
    <>
      <SiteHeader />
      <main id="main" className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-20 text-center">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">{t('notFound.eyebrow')}</p>
        <h1 className="mt-2 text-3xl font-bold text-ink">{t('notFound.title')}</h1>
        <p className="mt-4 text-slate-700">{t('notFound.text')}</p>
        <nav aria-label={t('notFound.linksLabel')} className="mt-8 flex flex-wrap justify-center gap-3">
          <SiteLink to="/" className="rounded-xl bg-brand-700 px-5 py-3 text-sm font-semibold text-white hover:bg-brand-800">
            {t('notFound.calculator')}
          </SiteLink>
          <SiteLink to="/blog" className="rounded-xl border border-slate-300 bg-white px-5 py-3 text-sm font-semibold hover:bg-slate-100">
            {t('notFound.blog')}
          </SiteLink>
          <SiteLink to="/faq" className="rounded-xl border border-slate-300 bg-white px-5 py-3 text-sm font-semibold hover:bg-slate-100">
            {t('notFound.faq')}
          </SiteLink>
        </nav>
      </main>
      <SiteFooter />
    </>
  );
}
