import { siteName } from '#web/lib/site.ts';
import { SiteLink } from './site-link.tsx';

const navLink = 'rounded px-1 text-slate-700 hover:text-brand-800';

/** The top bar on every public page: brand home link and the main sections. */
export function SiteHeader() {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3">
        <SiteLink to="/" className="flex shrink-0 items-center gap-2 whitespace-nowrap text-base font-extrabold text-ink">
          <img src="/favicon.svg" alt="" width="28" height="28" />
          {siteName}
        </SiteLink>
        <nav aria-label="Main" className="flex gap-3 text-sm font-semibold sm:gap-5">
          {/* On narrow phones the brand link is the way home; the word would push the brand onto three lines. */}
          <SiteLink className={`${navLink} hidden sm:inline`} to="/">
            Calculator
          </SiteLink>
          <SiteLink className={navLink} to="/blog">
            Blog
          </SiteLink>
          <SiteLink className={navLink} to="/faq">
            FAQ
          </SiteLink>
        </nav>
      </div>
    </header>
  );
}
