import { ArrowRight } from 'lucide-react';
import { countryName, countryProfile, type CountryCode } from '#core';
import { SiteLink } from '#web/components/layout/site-link.tsx';
import { useWords } from './results-words.ts';

export function LearnMore({ country }: { country: CountryCode }) {
  const { t } = useWords();
  const profile = countryProfile(country);
  const links = [
    {
      to: `/${profile.slug}`,
      title: t('results.learn.guide', { country: t(countryName(country)) }),
      text: t('results.learn.guideText'),
    },
    { to: '/blog', title: t('results.learn.blog'), text: t('results.learn.blogText') },
    { to: '/faq', title: t('results.learn.faq'), text: t('results.learn.faqText') },
  ];
  return (
    <section aria-labelledby="learn-more-heading">
      <h2 id="learn-more-heading" className="text-xl font-bold text-ink">
        {t('results.learn.heading')}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-3">
        {links.map((link) => (
          <li key={link.to}>
            <SiteLink
              to={link.to}
              className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-500"
            >
              <span className="flex items-center justify-between gap-2 font-semibold text-brand-800">
                {link.title}
                {/* Points the way the page reads, and nudges that way on hover. */}
                <ArrowRight
                  aria-hidden="true"
                  className="h-4 w-4 shrink-0 transition-transform rtl:-scale-x-100 ltr:group-hover:translate-x-0.5 rtl:group-hover:-translate-x-0.5"
                />
              </span>
              <span className="mt-1 text-sm text-slate-700">{link.text}</span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
