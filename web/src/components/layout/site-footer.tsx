import { listCountries } from '#core';
import { copyrightYear, siteName } from '#web/lib/site.ts';
import { SiteLink } from './site-link.tsx';

const linkClass = 'rounded text-slate-700 underline-offset-4 hover:text-brand-800 hover:underline';

const footerSections = [
  {
    id: 'footer-product',
    title: 'Product',
    links: [
      { to: '/', label: 'Calculator' },
      { to: '/blog', label: 'Blog' },
      { to: '/faq', label: 'FAQ' },
      { to: '/sources', label: 'Sources' },
    ],
  },
  {
    id: 'footer-legal',
    title: 'Legal',
    links: [
      { to: '/privacy', label: 'Privacy Policy' },
      { to: '/terms', label: 'Terms of Service' },
    ],
  },
  {
    id: 'footer-guides',
    title: 'Country Guides',
    links: listCountries().map((country) => ({ to: `/${country.slug}`, label: country.name })),
  },
] as const;

/** The shared footer: landing, results, content pages and country guides. */
export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-base font-bold text-ink">{siteName}</p>
          <p className="mt-2 text-sm text-slate-600">Free, private checks of Gulf job offers against the real cost of living.</p>
        </div>
        {footerSections.map((section) => (
          <nav key={section.id} aria-labelledby={section.id}>
            <h2 id={section.id} className="text-sm font-semibold text-ink">
              {section.title}
            </h2>
            <ul className={section.id === 'footer-guides' ? 'mt-3 grid grid-cols-2 gap-2 text-sm' : 'mt-3 space-y-2 text-sm'}>
              {section.links.map((link) => (
                <li key={link.to}>
                  <SiteLink className={linkClass} to={link.to}>
                    {link.label}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-100">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-4 text-xs text-slate-600">
          <p>
            © {copyrightYear} {siteName}. Estimates only, not financial advice.
          </p>
          <SiteLink to="/admin" rel="nofollow" className="rounded text-slate-600 hover:text-slate-800">
            Admin
          </SiteLink>
        </div>
      </div>
    </footer>
  );
}
