import { Landmark } from 'lucide-react';
import { formatMoney, formatSavingsRate, type CountryCode, type OfferEvaluation, type SalaryPeriod } from '#core';
import { inPeriod, perPeriod } from './display-period.ts';
import { SourceInfo } from './source-info.tsx';
import { summarySources } from './summary-sources.ts';

const schemeNames = {
  'lump-sum': 'End-of-service gratuity (a lump sum)',
  'savings-scheme': 'End-of-service savings scheme',
  'social-insurance': 'End-of-service benefit through social insurance',
} as const;

/**
 * What the package is worth once basic pay is seen apart from allowances: the gratuity is paid on
 * basic pay only. Shown beside the verdict, never mixed into it (issue 9).
 */
export function PackageWorthPanel({
  evaluation,
  country,
  period,
}: {
  evaluation: OfferEvaluation;
  country: CountryCode;
  period: SalaryPeriod;
}) {
  const { decoded, savingsRate, savingsRateWithGratuity, packageAmount } = evaluation;
  const { basic, gratuity, gratuityIfResigned, years } = decoded;
  const money = (monthly: number) => formatMoney(inPeriod(monthly, period), country);
  const per = perPeriod(period);
  const share = `${Math.round(basic.share * 100)}%`;
  const rest = Math.max(0, packageAmount - basic.basicMonthly);
  const yearsLabel = `${years}-year`;
  return (
    <section
      aria-labelledby="package-worth-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="package-worth"
    >
      <h2 id="package-worth-heading" className="flex items-center gap-2 text-lg font-bold text-ink">
        <Landmark aria-hidden="true" className="h-5 w-5 text-brand-700" /> What the package is worth
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {schemeNames[gratuity.scheme]}, on a {yearsLabel} contract you complete.
      </p>
      <dl className="mt-3 grid gap-2 text-sm">
        <div className="flex flex-wrap items-center justify-between gap-x-3">
          <dt className="text-slate-700">
            Basic pay{basic.assumed ? <span className="text-amber-900"> (assumed {share} of gross; enter yours in step 4)</span> : null}
          </dt>
          <dd className="flex items-center gap-1 font-semibold tabular-nums text-ink" data-testid="basic-pay">
            {money(basic.basicMonthly)} {per}
            <SourceInfo figure="Basic pay" source={basic.source} />
          </dd>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-x-3">
          <dt className="text-slate-700">Allowances and the rest of the package</dt>
          <dd className="flex items-center gap-1 font-semibold tabular-nums text-ink">
            {money(rest)} {per}
            <SourceInfo figure="Allowances and the rest of the package" source={summarySources.allowances} />
          </dd>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-x-3 border-t border-slate-100 pt-2">
          <dt className="font-semibold text-ink">At the end of the contract</dt>
          <dd className="flex items-center gap-1 text-lg font-extrabold tabular-nums text-ink" data-testid="gratuity-amount">
            {formatMoney(gratuity.amount, country)}
            <SourceInfo figure="End-of-service benefit" source={gratuity.source} />
          </dd>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-x-3">
          <dt className="text-slate-700">Builds up by</dt>
          <dd className="flex items-center gap-1 font-semibold tabular-nums text-ink">
            <span data-testid="gratuity-accrual">
              {money(gratuity.monthlyAccrual)} {per}
            </span>
            <SourceInfo figure="End-of-service benefit build-up" source={gratuity.source} />
          </dd>
        </div>
      </dl>
      <div className="mt-3 flex items-start justify-between gap-2 rounded-xl bg-brand-50 p-3 text-sm font-semibold text-brand-900">
        <p data-testid="savings-with-gratuity">
          Savings rate: {formatSavingsRate(savingsRate)} now, {formatSavingsRate(savingsRateWithGratuity)} counting the end-of-service
          benefit.
        </p>
        <SourceInfo figure="Savings rate counting the end-of-service benefit" source={summarySources.withGratuity} />
      </div>
      <p className="mt-3 text-sm leading-relaxed text-slate-700" data-testid="gratuity-rule">
        {gratuity.rule}
      </p>
      {gratuityIfResigned ? (
        <p className="mt-2 text-sm text-slate-700" data-testid="gratuity-resigned">
          If you resign at the end of year {years} instead of completing the contract, the law pays{' '}
          <strong className="tabular-nums">{formatMoney(gratuityIfResigned.amount, country)}</strong>.
        </p>
      ) : null}
      <p className="mt-2 text-xs text-slate-600">The verdict above counts only the monthly package; this benefit is paid when you leave.</p>
    </section>
  );
}
