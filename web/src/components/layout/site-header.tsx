import { useT } from '#web/i18n/use-translation.ts';
import { siteName } from '#web/lib/site.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { SiteLink } from './site-link.tsx';

const navLink = 'rounded px-1 text-slate-700 hover:text-brand-800';

/** The top bar on every public page: brand home link, the main sections and the language switch. */
export function SiteHeader() {
  const t = useT();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-3 gap-y-2 px-4 py-3">
        <SiteLink to="/" className="flex shrink-0 items-center gap-2 whitespace-nowrap text-base font-extrabold text-ink">
          <img src="/favicon.svg" alt="" width="28" height="28" />
          <span lang="en">{siteName}</span>
        </SiteLink>
        <nav aria-label={t('header.navLabel')} className="flex items-center gap-3 text-sm font-semibold sm:gap-5">
          {/* On narrow phones the brand link is the way home; the word would push the brand onto three lines. */}
          <SiteLink className={`${navLink} hidden sm:inline`} to="/">
            {t('header.calculator')}
          </SiteLink>
          <SiteLink className={navLink} to="/blog">
            {t('header.blog')}
          </SiteLink>
          <SiteLink className={navLink} to="/faq">
            {t('header.faq')}
          </SiteLink>
          <LanguageSwitch />
        </nav>
      </div>
    </header>
  );
}
