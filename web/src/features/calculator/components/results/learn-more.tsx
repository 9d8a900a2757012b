import { ArrowRight } from 'lucide-react';
import { countryProfile, type CountryCode } from '#core';
import { SiteLink } from '#web/components/layout/site-link.tsx';

export function LearnMore({ country }: { country: CountryCode }) {
  const profile = countryProfile(country);
  const links = [
    {
      to: `/${profile.slug}`,
      title: `${profile.name} Salary & Cost of Living Guide`,
      text: 'Salary ranges, housing, schools and lifestyle.',
    },
    { to: '/blog', title: 'Gulf Expat Blog', text: 'City cost guides, salary guides, schools, visas and banking.' },
    { to: '/faq', title: 'Frequently Asked Questions', text: 'How the estimates work and what the verdicts mean.' },
  ];
  return (
    <section aria-labelledby="learn-more-heading">
      <h2 id="learn-more-heading" className="text-xl font-bold text-ink">
        Learn More
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
                <ArrowRight aria-hidden="true" className="h-4 w-4 shrink-0 transition-transform group-hover:translate-x-0.5" />
              </span>
              <span className="mt-1 text-sm text-slate-700">{link.text}</span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
