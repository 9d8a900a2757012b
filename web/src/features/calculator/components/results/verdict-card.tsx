import { CheckCircle2, AlertTriangle, XCircle, MinusCircle } from 'lucide-react';
import {
  savingsRateThresholds,
  savingsRateText,
  verdictLabel,
  verdictMessage,
  verdictScaleLegend,
  type OfferEvaluation,
  type VerdictState,
} from '#core';
import { cn } from '#web/lib/cn.ts';
import { ConfidenceGauge } from './confidence-gauge.tsx';
import { useWords } from './results-words.ts';
import { SourceInfo } from './source-info.tsx';
import { useSummarySources } from './summary-sources.ts';

const tone: Record<VerdictState, { card: string; icon: typeof CheckCircle2; badge: string }> = {
  comfortable: { card: 'border-emerald-300 bg-emerald-50', icon: CheckCircle2, badge: 'bg-emerald-700 text-white' },
  managing: { card: 'border-lime-300 bg-lime-50', icon: MinusCircle, badge: 'bg-lime-800 text-white' },
  surviving: { card: 'border-amber-300 bg-amber-50', icon: AlertTriangle, badge: 'bg-amber-800 text-white' },
  'not-viable': { card: 'border-red-300 bg-red-50', icon: XCircle, badge: 'bg-red-700 text-white' },
};

export function VerdictCard({ evaluation }: { evaluation: OfferEvaluation }) {
  const { t } = useWords();
  const sources = useSummarySources();
  const { verdict, savingsRate } = evaluation;
  const style = tone[verdict.state];
  const Icon = style.icon;
  // The legend runs from the highest band down, so the first band the score reaches is its own.
  const legend = verdictScaleLegend;
  const activeBand = legend.find((band) => verdict.confidence >= band.from);
  const label = t(verdictLabel(verdict.state));
  const { comfortable, managing } = savingsRateThresholds;
  return (
    <section aria-labelledby="verdict-label" className={cn('rounded-3xl border-2 p-5 sm:p-6', style.card)}>
      <div className="grid items-center gap-6 sm:grid-cols-[1fr_auto]">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wide text-slate-700">{t('results.verdict.eyebrow')}</p>
          <h2 id="verdict-label" className="mt-1 flex items-center gap-2 text-3xl font-extrabold text-ink" data-testid="verdict-label">
            <Icon aria-hidden="true" className="h-8 w-8 shrink-0" />
            {label}
          </h2>
          <p className="mt-3 max-w-prose text-base leading-relaxed text-slate-800">{t(verdictMessage(verdict.state))}</p>
          <p className="mt-4 text-sm text-slate-700">
            {t('results.verdict.savingsRate')}{' '}
            <strong className="text-lg text-ink" data-testid="verdict-savings-rate">
              {t(savingsRateText(savingsRate))}
            </strong>{' '}
            <span className="text-slate-600">{t('results.verdict.bands', { comfortable, managing })}</span>{' '}
            <SourceInfo figure={t('results.verdict.savingsRateFigure')} source={sources.savingsRate} className="align-middle" />
          </p>
        </div>
        <div className="flex flex-col items-center">
          <div className="flex items-start gap-1">
            <ConfidenceGauge score={verdict.confidence} label={label} />
            <SourceInfo figure={t('results.verdict.confidence')} source={sources.confidence} />
          </div>
          <ul aria-label={t('results.verdict.scale')} className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-xs text-slate-700">
            {legend.map((band) => (
              <li
                key={band.from}
                aria-current={band === activeBand ? 'true' : undefined}
                className={cn('rounded px-1.5 py-0.5', band === activeBand && style.badge)}
              >
                {t(band.label)}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
