import { Landmark } from 'lucide-react';
import { formatMoney, formatSavingsRate, type CountryCode, type OfferEvaluation, type SalaryPeriod } from '#core';
import { inPeriod, perPeriod } from './display-period.ts';
import { FigureRow } from './figure-row.tsx';
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
        <FigureRow
          label={
            <>
              Basic pay{basic.assumed ? <span className="text-amber-900"> (assumed {share} of gross; enter yours in step 4)</span> : null}
            </>
          }
          figure="Basic pay"
          source={basic.source}
          testId="basic-pay"
        >
          {money(basic.basicMonthly)} {per}
        </FigureRow>
        <FigureRow
          label="Allowances and the rest of the package"
          figure="Allowances and the rest of the package"
          source={summarySources.allowances}
        >
          {money(rest)} {per}
        </FigureRow>
        <FigureRow
          label="At the end of the contract"
          figure="End-of-service benefit"
          source={gratuity.source}
          testId="gratuity-amount"
          strong
          className="border-t border-slate-100 pt-2"
        >
          {formatMoney(gratuity.amount, country)}
        </FigureRow>
        <FigureRow label="Builds up by" figure="End-of-service benefit build-up" source={gratuity.source} testId="gratuity-accrual">
          {money(gratuity.monthlyAccrual)} {per}
        </FigureRow>
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
