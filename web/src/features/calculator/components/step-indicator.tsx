import { Check } from 'lucide-react';
import { PulseHalo } from '#web/components/ui/pulse-halo.tsx';
import { useT } from '#web/i18n/use-translation.ts';
import { cn } from '#web/lib/cn.ts';
import type { Step } from '../state/calculator-state.ts';
import { wizardSteps } from './wizard-steps.ts';

interface StepIndicatorProps {
  current: Step;
  onSelect: (step: Step) => void;
}

/** Done steps are ticked, the current one pulses; only the current or earlier steps can be chosen. */
export function StepIndicator({ current, onSelect }: StepIndicatorProps) {
  const t = useT();
  // The grid follows the page's direction: step 1 sits at the inline start, the right on Arabic pages.
  return (
    <nav aria-label={t('stepIndicator.label')}>
      <ol className="grid grid-cols-5 gap-1 sm:gap-2">
        {wizardSteps.map((names) => {
          const { step } = names;
          const label = t(names.label);
          const description = t(names.description);
          const done = step < current;
          const isCurrent = step === current;
          const name = t(done ? 'stepIndicator.done' : isCurrent ? 'stepIndicator.current' : 'stepIndicator.upcoming', {
            step,
            label,
            description,
          });
          return (
            <li key={step} className="min-w-0">
              <button
                type="button"
                disabled={step > current}
                onClick={() => onSelect(step)}
                aria-current={isCurrent ? 'step' : undefined}
                aria-label={name}
                className="group flex w-full flex-col items-center gap-1.5 rounded-xl px-1 py-2 text-center disabled:cursor-not-allowed"
              >
                <span aria-hidden="true" className="relative">
                  {isCurrent && <PulseHalo size="step" />}
                  <span
                    className={cn(
                      'relative flex h-9 w-9 items-center justify-center rounded-full border-2 text-sm font-bold transition-colors',
                      done && 'border-brand-700 bg-brand-700 text-white group-hover:bg-brand-800',
                      isCurrent && 'border-brand-700 bg-white text-brand-800',
                      step > current && 'border-slate-300 bg-white text-slate-500',
                    )}
                  >
                    {done ? <Check className="h-4 w-4" /> : step}
                  </span>
                </span>
                <span
                  aria-hidden="true"
                  className={cn(
                    'w-full text-[10px] font-semibold leading-tight sm:truncate sm:text-xs',
                    step > current ? 'text-slate-500' : 'text-ink',
                  )}
                >
                  {label}
                </span>
                <span aria-hidden="true" className="hidden w-full truncate text-[11px] text-slate-600 sm:block">
                  {description}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
