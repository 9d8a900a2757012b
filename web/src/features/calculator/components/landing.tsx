import { BarChart3, Gauge, ShieldCheck } from 'lucide-react';
import { calculatorDurationLabel, listCountries, privacyDisclosure } from '#core';
import { Button } from '#web/components/ui/button.tsx';
import { productTagline } from '#web/lib/site.ts';
import type { LandingFacts } from './landing-facts.ts';

const features = (facts: LandingFacts) => [
  {
    icon: Gauge,
    title: 'Instant Verdict',
    text: 'Answer five short steps and see within seconds whether the offer is comfortable, tight or not viable for your household.',
  },
  {
    icon: BarChart3,
    title: 'Min/Avg/Max Ranges',
    text: facts.rangeFeatureSummary,
  },
  {
    icon: ShieldCheck,
    // What leaves the browser is said once, in core (privacy-disclosure.ts).
    title: 'Private by Design',
    text: `The calculation runs in your browser. ${privacyDisclosure.short} No sign-up, no cookies.`,
  },
];

/** The first view of /: what the tool does, and the way in. The facts about the data come from the build (landing-facts.ts). */
export function Landing({ facts, onStart }: { facts: LandingFacts; onStart: () => void }) {
  const badges = [`${facts.countries} Countries`, `${facts.cities} Cities`, `${facts.districts} Districts`];
  return (
    <div className="mx-auto max-w-5xl px-4">
      <section aria-labelledby="landing-title" className="pt-10 text-center sm:pt-16">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-800">{productTagline}</p>
        <h1 id="landing-title" className="mx-auto mt-3 max-w-3xl text-3xl font-extrabold leading-tight text-ink sm:text-5xl">
          Is your Gulf job offer really enough?
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-base leading-relaxed text-slate-700 sm:text-lg">
          Compare a salary in the{' '}
          {listCountries()
            .map((c) => c.name)
            .join(', ')
            .replace(/, (?=[^,]*$)/, ' or ')}{' '}
          with what your household will really spend on rent, schools, transport and everyday life, and get a clear verdict you can take
          into the negotiation.
        </p>
        <div className="mt-8 flex flex-col items-center gap-3">
          <Button size="lg" onClick={onStart} className="w-full max-w-xs shadow-md sm:w-auto">
            Start Calculator
          </Button>
          <p className="text-sm text-slate-600">
            Free · {calculatorDurationLabel} · {facts.dataDateLine}
          </p>
        </div>
        <ul aria-label="Coverage" className="mt-8 flex flex-wrap justify-center gap-2">
          {badges.map((badge) => (
            <li key={badge} className="rounded-full border border-brand-200 bg-brand-50 px-4 py-1.5 text-sm font-semibold text-brand-900">
              {badge}
            </li>
          ))}
        </ul>
      </section>
      <section aria-label="Why use it" className="mt-12 grid gap-4 sm:grid-cols-3">
        {features(facts).map(({ icon: Icon, title, text }) => (
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
