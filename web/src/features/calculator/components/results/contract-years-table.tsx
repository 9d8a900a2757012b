import { savingsRateText, verdictLabel, type ContractYear, type CountryCode, type SalaryPeriod } from '#core';
import { cn } from '#web/lib/cn.ts';
import { inPeriod } from './display-period.ts';
import { wrapOnlyBeforeCurrency } from './figure-text.ts';
import { useWords } from './results-words.ts';

interface ContractYearsFiguresProps {
  projection: readonly ContractYear[];
  country: CountryCode;
  period: SalaryPeriod;
}

/**
 * The contract's figures year by year, twice: a table from the `sm` breakpoint up, and on a phone a
 * card per year. Seven columns do not fit 390 px: the table scrolled sideways and cut the surplus, the
 * figure a reader looks for, at the edge of the screen. Only one of the two is displayed at a time, so
 * a screen reader meets the figures once. In both, a figure may wrap only before its currency: in
 * Arabic ("27,000 ريال سعودي") seven columns of unbroken figures overflowed even the desktop's panel.
 */
interface Figure {
  label: string;
  value: (entry: ContractYear) => string;
  testId: string;
  strong?: boolean;
}

export function ContractYearsFigures({ projection, country, period }: ContractYearsFiguresProps) {
  const words = useWords();
  const { t } = words;
  const money = (monthly: number) => wrapOnlyBeforeCurrency(words.money(inPeriod(monthly, period), country));
  const total = (amount: number) => wrapOnlyBeforeCurrency(words.money(amount, country));
  const verdict = (entry: ContractYear) => `${t(verdictLabel(entry.verdict.state))} (${t(savingsRateText(entry.savingsRate))})`;
  // The monthly (or yearly) figures, then the running totals; the table puts the verdict between them.
  const perPeriod: readonly Figure[] = [
    { label: t('results.years.package', { period }), value: (entry) => money(entry.packageAmount), testId: 'year-package' },
    { label: t('results.years.expenses', { period }), value: (entry) => money(entry.totalExpenses), testId: 'year-expenses' },
    { label: t('results.years.surplus', { period }), value: (entry) => money(entry.surplus), testId: 'year-surplus', strong: true },
  ];
  const totals: readonly Figure[] = [
    { label: t('results.years.saved'), value: (entry) => total(entry.cumulativeSavings), testId: 'year-saved' },
    { label: t('results.common.endOfService'), value: (entry) => total(entry.gratuityAccrued), testId: 'year-gratuity' },
  ];
  const figureHeader = (figure: Figure) => (
    <th key={figure.testId} scope="col" className="py-2 pe-2 text-end font-semibold last:pe-0">
      {figure.label}
    </th>
  );
  const figureCell = (figure: Figure, entry: ContractYear) => (
    <td
      key={figure.testId}
      className={cn('py-1.5 pe-2 text-end tabular-nums last:pe-0', figure.strong && 'font-semibold')}
      data-testid={figure.testId}
    >
      {figure.value(entry)}
    </td>
  );
  return (
    <>
      <ol className="mt-4 grid gap-3 sm:hidden" aria-label={t('results.years.caption')} data-testid="contract-cards">
        {projection.map((entry) => (
          <li key={entry.year} className="rounded-xl border border-slate-200 p-3 text-sm" data-testid="contract-year">
            <p className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-bold text-ink" data-testid="year-name">
                {t('results.years.chartYear', { year: entry.year })}
              </span>
              <span className="text-slate-700" data-testid="year-verdict">
                {verdict(entry)}
              </span>
            </p>
            <dl className="mt-2 grid gap-1">
              {[...perPeriod, ...totals].map((figure) => (
                <div key={figure.testId} className="grid grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-3">
                  <dt className="text-slate-700">{figure.label}</dt>
                  <dd className={cn('text-end tabular-nums', figure.strong && 'font-semibold')} data-testid={figure.testId}>
                    {figure.value(entry)}
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ol>
      {/* A region that scrolls sideways (a narrow tablet) must be reachable by keyboard (axe: scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="mt-4 hidden overflow-x-auto sm:block" role="region" aria-labelledby="contract-years-caption" tabIndex={0}>
        <table className="w-full min-w-[36rem] text-sm" data-testid="contract-table">
          <caption id="contract-years-caption" className="sr-only">
            {t('results.years.caption')}
          </caption>
          <thead>
            <tr className="border-b border-slate-200 text-start text-slate-700">
              <th scope="col" className="py-2 pe-2 font-semibold">
                {t('results.years.year')}
              </th>
              {perPeriod.map(figureHeader)}
              <th scope="col" className="py-2 pe-2 font-semibold">
                {t('results.years.verdict')}
              </th>
              {totals.map(figureHeader)}
            </tr>
          </thead>
          <tbody>
            {projection.map((entry) => (
              <tr key={entry.year} className="border-b border-slate-100" data-testid="contract-year">
                <th scope="row" className="py-1.5 pe-2 text-start font-semibold" data-testid="year-name">
                  {entry.year}
                </th>
                {perPeriod.map((figure) => figureCell(figure, entry))}
                <td className="py-1.5 pe-2" data-testid="year-verdict">
                  {verdict(entry)}
                </td>
                {totals.map((figure) => figureCell(figure, entry))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
