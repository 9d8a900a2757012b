import type { MouseEvent } from 'react';
import type { MessageId } from '#web/i18n/i18n.ts';
import { useT } from '#web/i18n/use-translation.ts';

/** The sections that appear only for some offers; the rest are always on the results. */
interface OptionalSections {
  /** "Can your family join you?": only when the household has a partner or children. */
  family: boolean;
  /** "What to ask for": only below Comfortable. */
  negotiation: boolean;
}

/**
 * Where the jump list can take the reader, in page order: a section's heading, or the save-and-share
 * buttons under the results (`results-actions`, in the wizard).
 */
const targets: readonly { id: string; label: MessageId; when?: keyof OptionalSections }[] = [
  { id: 'package-worth-heading', label: 'results.jump.worth' },
  { id: 'family-heading', label: 'results.jump.family', when: 'family' },
  { id: 'home-currency-heading', label: 'results.jump.home' },
  { id: 'negotiation-heading', label: 'results.jump.negotiation', when: 'negotiation' },
  { id: 'breakdown-heading', label: 'results.jump.breakdown' },
  { id: 'upfront-heading', label: 'results.jump.upfront' },
  { id: 'contract-years-heading', label: 'results.jump.years' },
  { id: 'comparison-heading', label: 'results.jump.cities' },
  { id: 'tips-heading', label: 'results.jump.tips' },
  { id: 'results-actions', label: 'results.jump.actions' },
];

/** Moves to a section without touching the URL: its fragment is where a shared scenario travels. */
function jump(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.scrollIntoView({ block: 'start' });
  // Focus follows, so a keyboard or screen reader user continues from the section, not from the list.
  target.focus({ preventScroll: true });
}

/** "On this page": the results run to 12,000-16,000 px on a phone; a hurried reader goes straight to a part. */
export function ResultsJumpList({ sections }: { sections: OptionalSections }) {
  const t = useT();
  const shown = targets.filter((target) => target.when === undefined || sections[target.when]);
  return (
    <nav aria-labelledby="results-jump-heading" className="rounded-2xl border border-slate-200 bg-slate-50 p-3" data-testid="results-jump">
      <h2 id="results-jump-heading" className="text-sm font-bold text-ink">
        {t('results.jump.heading')}
      </h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {shown.map((target) => (
          <li key={target.id}>
            <a
              href={`#${target.id}`}
              onClick={(event) => jump(event, target.id)}
              className="inline-flex min-h-8 items-center rounded-full border border-slate-300 bg-white px-3 text-sm font-semibold text-brand-800 hover:border-brand-600 hover:text-brand-900"
            >
              {t(target.label)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
