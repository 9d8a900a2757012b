import { AlertTriangle, Car, Globe, GraduationCap, Handshake, HeartPulse, Home, PiggyBank, Plane, Users } from 'lucide-react';
import { useState } from 'react';
import type { Tip, TipIcon, TipPriority } from '#core';
import { Button } from '#web/components/ui/button.tsx';
import type { MessageId } from '#web/i18n/i18n.ts';
import { useT } from '#web/i18n/use-translation.ts';
import { cn } from '#web/lib/cn.ts';

const icons: Record<TipIcon, typeof Home> = {
  home: Home,
  school: GraduationCap,
  car: Car,
  health: HeartPulse,
  handshake: Handshake,
  'piggy-bank': PiggyBank,
  globe: Globe,
  alert: AlertTriangle,
  plane: Plane,
  users: Users,
};

const priorityStyle: Readonly<Record<TipPriority, string>> = {
  high: 'bg-red-100 text-red-900',
  medium: 'bg-amber-100 text-amber-900',
  low: 'bg-slate-100 text-slate-800',
};

const priorityNames: Readonly<Record<TipPriority, MessageId>> = {
  high: 'results.tips.priority.high',
  medium: 'results.tips.priority.medium',
  low: 'results.tips.priority.low',
};

/** Advice chosen for this offer, high priority first. */
const initiallyShown = 6;

export function ProTips({ tips }: { tips: readonly Tip[] }) {
  const t = useT();
  const [showAll, setShowAll] = useState(false);
  const shown = showAll ? tips : tips.slice(0, initiallyShown);
  return (
    <section aria-labelledby="tips-heading">
      <h2 id="tips-heading" className="text-xl font-bold text-ink">
        {t('results.tips.heading')}
      </h2>
      <ul className="mt-4 grid gap-3 md:grid-cols-2">
        {shown.map((tip) => {
          const Icon = icons[tip.icon];
          return (
            <li key={tip.id} className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="tip">
              <Icon aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-brand-700" />
              <div>
                <h3 className="flex flex-wrap items-center gap-2 font-semibold text-ink">
                  {t(tip.title)}
                  <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold capitalize', priorityStyle[tip.priority])}>
                    {t(priorityNames[tip.priority])}
                  </span>
                </h3>
                <p className="mt-1 text-sm leading-relaxed text-slate-700">{t(tip.description)}</p>
              </div>
            </li>
          );
        })}
      </ul>
      {tips.length > initiallyShown ? (
        <Button variant="ghost" className="mt-3" aria-expanded={showAll} onClick={() => setShowAll(!showAll)}>
          {showAll ? t('results.tips.fewer') : t('results.tips.all', { count: tips.length })}
        </Button>
      ) : null}
    </section>
  );
}
