import { Pencil, RotateCcw } from 'lucide-react';
import {
  savingsRateText,
  type CountryCode,
  type FigureSource,
  type HousingProvision,
  type OfferEvaluation,
  type SalaryPeriod,
} from '#core';
import { cn } from '#web/lib/cn.ts';
import type { PeriodAmount } from '../../state/typed-amount.ts';
import { inPeriod } from './display-period.ts';
import { wrapOnlyBeforeCurrency } from './figure-text.ts';
import { InlineAmountEditor } from './inline-amount-editor.tsx';
import { useWords } from './results-words.ts';
import { useInlineEdit } from './use-inline-edit.ts';
import { SourceInfo } from './source-info.tsx';
import { useSummarySources } from './summary-sources.ts';

interface SummaryFiguresProps {
  evaluation: OfferEvaluation;
  country: CountryCode;
  period: SalaryPeriod;
  overridden: boolean;
  /** How the offer houses the family: the housing allowance is in the package only with 'allowance'. */
  housing: HousingProvision;
  /** A package typed in the period shown, or null to use salary + housing again. */
  onOverridePackage: (amount: PeriodAmount | null) => void;
}

function Figure({
  label,
  children,
  tone,
  testId,
  source,
}: {
  label: string;
  children: string;
  tone?: string;
  testId: string;
  source: FigureSource;
}) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <dt className="flex items-center gap-1 text-sm font-semibold text-slate-700">
        {label}
        <SourceInfo figure={label} source={source} />
      </dt>
      <dd className={cn('mt-1 text-lg font-extrabold tabular-nums wrap-anywhere sm:text-xl', tone ?? 'text-ink')} data-testid={testId}>
        {wrapOnlyBeforeCurrency(children)}
      </dd>
    </div>
  );
}

/** What the package under Total Package is made of, by how the offer houses the family. */
const packageMadeOf = {
  allowance: 'results.summary.salaryAndHousing',
  provided: 'results.summary.salaryHomeProvided',
  none: 'results.summary.salaryNoAllowance',
} as const;

/** Total Package (editable), Expenses, Surplus and Savings Rate. */
export function SummaryFigures({ evaluation, country, period, overridden, housing, onOverridePackage }: SummaryFiguresProps) {
  const { t, money: format } = useWords();
  const sources = useSummarySources();
  const { editing, startEditing, stopEditing, trigger } = useInlineEdit();
  const money = (monthly: number) => format(inPeriod(monthly, period), country);
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
        <dt className="flex items-center gap-1 text-sm font-semibold text-slate-700">
          {t('results.summary.package')}
          <SourceInfo figure={t('results.summary.package')} source={sources.package} />
        </dt>
        <dd className="mt-1">
          {editing ? (
            <InlineAmountEditor
              country={country}
              label={t('results.summary.packageEditor', { period })}
              initial={inPeriod(evaluation.packageAmount, period)}
              onSave={(amount) => {
                if (amount !== undefined) onOverridePackage({ amount, period });
                stopEditing();
              }}
              onCancel={stopEditing}
            />
          ) : (
            <button
              type="button"
              ref={trigger}
              onClick={startEditing}
              className="group flex flex-wrap items-center gap-x-2 rounded-lg text-start text-lg font-extrabold tabular-nums text-ink sm:text-xl"
              aria-label={t('results.summary.packageButton', { amount: money(evaluation.packageAmount), period })}
              data-testid="figure-package"
            >
              {/* The pencil moves under the amount before the amount itself wraps. */}
              {/* A number wider than its card (12 typed digits, as a year) breaks rather than runs out of it. */}
              <span className="min-w-0 wrap-anywhere">{wrapOnlyBeforeCurrency(money(evaluation.packageAmount))}</span>
              <Pencil aria-hidden="true" className="h-4 w-4 text-brand-700 opacity-70 group-hover:opacity-100" />
            </button>
          )}
          {overridden && !editing ? (
            <button
              type="button"
              onClick={() => onOverridePackage(null)}
              className="mt-1 inline-flex items-center gap-1 text-xs font-semibold text-brand-800 underline"
            >
              <RotateCcw aria-hidden="true" className="h-3 w-3 rtl:-scale-x-100" /> {t('results.summary.useSalary')}
            </button>
          ) : (
            <p className="mt-1 text-xs text-slate-600">{overridden ? '' : t(packageMadeOf[housing])}</p>
          )}
        </dd>
      </div>
      <Figure label={t('results.summary.expenses')} testId="figure-expenses" source={sources.expenses}>
        {money(evaluation.totalExpenses)}
      </Figure>
      <Figure
        label={t('results.common.surplus')}
        source={sources.surplus}
        testId="figure-surplus"
        tone={evaluation.surplus < 0 ? 'text-red-700' : 'text-emerald-800'}
      >
        {money(evaluation.surplus)}
      </Figure>
      <Figure
        label={t('results.summary.savingsRate')}
        source={sources.savingsRate}
        testId="figure-savings-rate"
        tone={evaluation.savingsRate === null || evaluation.savingsRate < 0 ? 'text-red-700' : 'text-ink'}
      >
        {t(savingsRateText(evaluation.savingsRate))}
      </Figure>
    </dl>
  );
}
