import { Target } from 'lucide-react';
import { formatMoney, type CountryCode, type OfferEvaluation, type SalaryPeriod } from '#core';
import { inPeriod, perPeriod } from './display-period.ts';
import { SourceInfo } from './source-info.tsx';
import { summarySources } from './summary-sources.ts';

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
  const { debts, savingsGoal, surplus } = evaluation;
  if (debts <= 0 && savingsGoal.goal <= 0) return null;
  const money = (monthly: number) => formatMoney(inPeriod(monthly, period), country);
  return (
    <section aria-labelledby="obligations-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="obligations-heading" className="flex items-center gap-2 text-lg font-bold text-ink">
        <Target aria-hidden="true" className="h-5 w-5 text-brand-700" /> Financial Obligations &amp; Goals
      </h2>
      <dl className="mt-3 grid gap-3 sm:grid-cols-3">
        <div>
          <dt className="text-sm text-slate-700">Debt payments</dt>
          <dd className="flex items-center gap-1 text-lg font-bold tabular-nums">
            {money(debts)}
            <SourceInfo figure="Debt payments" source={summarySources.debts} />
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">Savings goal</dt>
          <dd className="flex items-center gap-1 text-lg font-bold tabular-nums">
            {money(savingsGoal.goal)}
            <SourceInfo figure="Savings goal" source={summarySources.savingsGoal} />
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-700">Left after costs and debts</dt>
          <dd className="flex items-center gap-1 text-lg font-bold tabular-nums">
            {money(surplus)}
            <SourceInfo figure="Left after costs and debts" source={summarySources.surplus} />
          </dd>
        </div>
      </dl>
      {savingsGoal.goal > 0 ? (
        savingsGoal.achievable ? (
          <p className="mt-3 rounded-xl bg-emerald-50 p-3 text-sm font-medium text-emerald-900" data-testid="goal-status">
            Your savings goal is achievable, with {money(savingsGoal.difference)} to spare {perPeriod(period)}.
          </p>
        ) : (
          <p className="mt-3 rounded-xl bg-red-50 p-3 text-sm font-medium text-red-900" data-testid="goal-status">
            Your savings goal is out of reach: a shortfall of {money(-savingsGoal.difference)} {perPeriod(period)}.
          </p>
        )
      ) : null}
    </section>
  );
}
