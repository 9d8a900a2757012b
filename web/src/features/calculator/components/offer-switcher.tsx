import { Columns3 } from 'lucide-react';
import { cityName, countryName } from '#core';
import type { Translate } from '#web/i18n/i18n.ts';
import { useT } from '#web/i18n/use-translation.ts';
import { cn } from '#web/lib/cn.ts';
import type { CalculatorState } from '../state/calculator-state.ts';
import { allOffers } from '../state/offers.ts';

/** A name for an offer in the switcher: its city or country, or "New offer" before one is chosen. */
function offerName(offer: ReturnType<typeof allOffers>[number], t: Translate): string {
  const { country, city } = offer.answers.location;
  if (!country) return t('offers.new');
  return t(city ? cityName(city) : countryName(country));
}

/** While offers are compared, which one the steps and results show, and a way to switch. */
export function OfferSwitcher({ state, onSwitch }: { state: CalculatorState; onSwitch: (index: number) => void }) {
  const t = useT();
  const offers = allOffers(state);
  if (offers.length < 2) return null;
  return (
    <nav aria-label={t('offers.label')} className="mt-4 rounded-2xl border border-brand-200 bg-brand-50 p-3" data-testid="offer-switcher">
      <p className="flex items-center gap-2 text-sm font-semibold text-ink">
        <Columns3 aria-hidden="true" className="h-4 w-4 text-brand-800" /> {t('offers.comparing', { count: offers.length })}
      </p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {offers.map((offer, index) => {
          const current = index === state.activeOffer;
          return (
            <li key={index}>
              <button
                type="button"
                aria-current={current ? 'true' : undefined}
                onClick={() => onSwitch(index)}
                className={cn(
                  'min-h-10 rounded-full border px-3 text-sm font-semibold',
                  current ? 'border-brand-800 bg-brand-800 text-white' : 'border-brand-300 bg-white text-brand-900 hover:bg-brand-100',
                )}
              >
                {t('offers.offer', { number: index + 1, name: offerName(offer, t) })}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
