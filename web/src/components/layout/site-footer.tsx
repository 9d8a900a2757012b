import { countryName, listCountries } from '#core';
import type { MessageId } from '#web/i18n/i18n.ts';
import { useT } from '#web/i18n/use-translation.ts';
import { copyrightYear, siteName } from '#web/lib/site.ts';
import { SiteLink } from './site-link.tsx';

const linkClass = 'rounded text-slate-700 underline-offset-4 hover:text-brand-800 hover:underline';

const sections: readonly { id: string; title: MessageId; links: readonly { to: string; label: MessageId }[] }[] = [
  {
    id: 'footer-product',
    title: 'footer.product',
    links: [
      { to: '/', label: 'footer.calculator' },
      { to: '/blog', label: 'footer.blog' },
      { to: '/faq', label: 'footer.faq' },
      { to: '/sources', label: 'footer.sources' },
    ],
  },
  {
    id: 'footer-legal',
    title: 'footer.legal',
    links: [
      { to: '/privacy', label: 'footer.privacy' },
      { to: '/terms', label: 'footer.terms' },
    ],
  },
];

/** The shared footer: landing, results, content pages and country guides. */
export function SiteFooter() {
  const t = useT();
  const footerSections = [
    ...sections.map((section) => ({
      id: section.id,
      title: t(section.title),
      links: section.links.map((link) => ({ to: link.to, label: t(link.label) })),
    })),
    {
      id: 'footer-guides',
      title: t('footer.guides'),
      links: listCountries().map((country) => ({ to: `/${country.slug}`, label: t(countryName(country.code)) })),
    },
  ];
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p lang="en" className="text-base font-bold text-ink">
            {siteName}
          </p>
          <p className="mt-2 text-sm text-slate-600">{t('footer.tagline')}</p>
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
          <p>{t('footer.copyright', { year: String(copyrightYear), siteName })}</p>
          <SiteLink to="/admin" rel="nofollow" className="rounded text-slate-600 hover:text-slate-800">
            {t('footer.admin')}
          </SiteLink>
        </div>
      </div>
    </footer>
  );
}
