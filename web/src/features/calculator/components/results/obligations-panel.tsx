import { Target } from 'lucide-react';
import type { CountryCode, OfferEvaluation, SalaryPeriod } from '#core';
import { inPeriod } from './display-period.ts';
import { useWords } from './results-words.ts';
import { SourceInfo } from './source-info.tsx';
import { useSummarySources } from './summary-sources.ts';

/** Debts and the savings goal: shown only when either is above 0 (spec section 2). */
export function ObligationsPanel({
  evaluation,
  country,
  period,
}: {
  evaluation: OfferEvaluation;
  country: CountryCode;
  period: SalaryPeriod;
}) {
  const { t, money: format } = useWords();
  const sources = useSummarySources();
  const { debts, savingsGoal, surplus } = evaluation;
  if (debts <= 0 && savingsGoal.goal <= 0) return null;
  const money = (monthly: number) => format(inPeriod(monthly, period), country);
  const figures = [
    { label: t('results.obligations.debts'), amount: debts, source: sources.debts },
    { label: t('results.obligations.goal'), amount: savingsGoal.goal, source: sources.savingsGoal },
    { label: t('results.obligations.left'), amount: surplus, source: sources.surplus },
  ];
  return (
    <section aria-labelledby="obligations-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="obligations-heading" className="flex items-center gap-2 text-lg font-bold text-ink">
        <Target aria-hidden="true" className="h-5 w-5 text-brand-700" /> {t('results.obligations.heading')}
      </h2>
      <dl className="mt-3 grid gap-3 sm:grid-cols-3">
        {figures.map((figure) => (
          <div key={figure.label}>
            <dt className="text-sm text-slate-700">{figure.label}</dt>
            <dd className="flex items-center gap-1 text-lg font-bold tabular-nums">
              {money(figure.amount)}
              <SourceInfo figure={figure.label} source={figure.source} />
            </dd>
          </div>
        ))}
      </dl>
      {savingsGoal.goal > 0 ? (
        savingsGoal.achievable ? (
          <p className="mt-3 rounded-xl bg-emerald-50 p-3 text-sm font-medium text-emerald-900" data-testid="goal-status">
            {t('results.obligations.achievable', { amount: money(savingsGoal.difference), period })}
          </p>
        ) : (
          <p className="mt-3 rounded-xl bg-red-50 p-3 text-sm font-medium text-red-900" data-testid="goal-status">
            {t('results.obligations.shortfall', { amount: money(-savingsGoal.difference), period })}
          </p>
        )
      ) : null}
    </section>
  );
}
