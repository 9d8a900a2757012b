import { BarChart3, Gauge, ShieldCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { calculatorMinutes, countryName, listCountries, privacyDisclosure, type Language } from '#core';
import { translator } from '#web/i18n/i18n.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useLanguage, useT } from '#web/i18n/use-translation.ts';
import type { LandingFacts } from './landing-facts.ts';

/**
 * The six countries as one list: "UAE, Saudi Arabia, Qatar, Oman, Bahrain or Kuwait"; in Arabic each
 * joined by «أو», as Arabic lists alternatives («الإمارات أو السعودية أو …»).
 */
function countryList(language: Language): string {
  const t = translator(language);
  const names = listCountries().map((c) => t(countryName(c.code)));
  if (language === 'ar') return new Intl.ListFormat('ar', { type: 'disjunction' }).format(names);
  return names.join(', ').replace(/, (?=[^,]*$)/, ' or ');
}

interface LandingProps {
  facts: LandingFacts;
  onStart: () => void;
  /**
   * Shown again after Start over: the wizard that held focus is gone, so focus moves to the title
   * (as on a step change) instead of falling to the page body. Not on a first visit.
   */
  focusTitle?: boolean;
}

/** The first view of the calculator: what the tool does, and the way in. The facts about the data come from the build (landing-facts.ts). */
export function Landing({ facts, onStart, focusTitle = false }: LandingProps) {
  const t = useT();
  const language = useLanguage();
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!focusTitle) return;
    window.scrollTo(0, 0);
    title.current?.focus({ preventScroll: true });
  }, [focusTitle]);
  const features = [
    { icon: Gauge, title: t('landing.verdict.title'), text: t('landing.verdict.text') },
    { icon: BarChart3, title: t('landing.ranges.title'), text: facts.rangeFeatureSummary },
    { icon: ShieldCheck, title: t('landing.private.title'), text: t('landing.private.text', { privacy: privacyDisclosure.short }) },
  ];
  const badges = [
    t('landing.countries', { count: facts.countries }),
    t('landing.cities', { count: facts.cities }),
    t('landing.districts', { count: facts.districts }),
  ];
  return (
    <div className="mx-auto max-w-5xl px-4">
      <section aria-labelledby="landing-title" className="pt-10 text-center sm:pt-16">
        {/* Letter spacing pulls joined Arabic letters apart. */}
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-800 rtl:tracking-normal">{t('landing.tagline')}</p>
        <h1
          id="landing-title"
          ref={title}
          tabIndex={-1}
          className="mx-auto mt-3 max-w-3xl text-3xl font-extrabold leading-tight text-ink outline-none sm:text-5xl"
        >
          {t('landing.title')}
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-base leading-relaxed text-slate-700 sm:text-lg">
          {t('landing.intro', { countries: countryList(language) })}
        </p>
        <div className="mt-8 flex flex-col items-center gap-3">
          <Button size="lg" onClick={onStart} className="w-full max-w-xs shadow-md sm:w-auto">
            {t('landing.start')}
          </Button>
          <p className="text-sm text-slate-600">
            {t('landing.facts', { duration: t('landing.duration', { minutes: calculatorMinutes }), dataDate: facts.dataDateLine })}
          </p>
        </div>
        <ul aria-label={t('landing.coverageLabel')} className="mt-8 flex flex-wrap justify-center gap-2">
          {badges.map((badge) => (
            <li key={badge} className="rounded-full border border-brand-200 bg-brand-50 px-4 py-1.5 text-sm font-semibold text-brand-900">
              {badge}
            </li>
          ))}
        </ul>
      </section>
      <section aria-label={t('landing.featuresLabel')} className="mt-12 grid gap-4 sm:grid-cols-3">
        {features.map(({ icon: Icon, title, text }) => (
          <article key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <Icon aria-hidden="true" className="h-8 w-8 text-brand-700" />
            <h2 className="mt-3 text-lg font-bold text-ink">{title}</h2>
            <p className="mt-2 text-sm leading-relaxed text-slate-700">{text}</p>
          </article>
        ))}
      </section>
    </div>
  );
}
