import { Columns3, Pencil, Trash2 } from 'lucide-react';
import type { CSSProperties } from 'react';
import { currencyName, currencyFor, savingsRateText, verdictLabel, type ComparisonRow, type CountryCode, type SalaryPeriod } from '#core';
import { cn } from '#web/lib/cn.ts';
import type { ComparisonModel } from '../../state/comparison-model.ts';
import { monthShown } from './cash-and-years-sentences.ts';
import { inPeriod } from './display-period.ts';
import { wrapOnlyBeforeCurrency } from './figure-text.ts';
import { useWords } from './results-words.ts';

interface OfferComparisonPanelProps {
  model: ComparisonModel;
  active: number;
  period: SalaryPeriod;
  onShow: (index: number) => void;
  onEdit: (index: number) => void;
  onRemove: (index: number) => void;
}

const signed = (text: string, difference: number) => (difference > 0 ? `+${text}` : difference < 0 ? `−${text}` : text);

/** A value and, after the first offer, its difference from the first (in the first offer's currency). */
function Cell({
  row,
  index,
  countries,
  period,
}: {
  row: Omit<ComparisonRow, 'label'>;
  index: number;
  countries: readonly CountryCode[];
  period: SalaryPeriod;
}) {
  const { t, money } = useWords();
  const value = row.values[index] ?? null;
  const country = countries[index] ?? 'UAE';
  const base = countries[0] ?? 'UAE';
  const monthly = row.kind === 'money';
  const shown =
    row.kind === 'month'
      ? monthShown(value, t, 'results')
      : value === null
        ? t('results.common.none')
        : row.kind === 'rate'
          ? t(savingsRateText(value))
          : money(monthly ? inPeriod(value, period) : value, country);
  const difference = row.differences[index] ?? 0;
  const better = row.higherIsBetter ? difference > 0 : difference < 0;
  const gap =
    row.kind === 'rate'
      ? signed(t('results.comparison.points', { points: Math.abs(difference).toFixed(1) }), difference)
      : row.kind === 'month'
        ? signed(t('results.comparison.months', { count: Math.abs(difference) }), difference)
        : signed(money(Math.abs(monthly ? inPeriod(difference, period) : difference), base), difference);
  return (
    <div className="min-w-0 text-end tabular-nums" data-testid="comparison-value">
      {/* Half a phone's width: "27,000 ريال سعودي" wraps before its currency, never inside the name. */}
      <span className="font-semibold text-ink">{wrapOnlyBeforeCurrency(shown)}</span>
      {index > 0 && row.notable[index] ? (
        <span
          className={cn('block text-xs font-semibold', better ? 'text-emerald-800' : 'text-red-800')}
          data-testid="comparison-difference"
        >
          {wrapOnlyBeforeCurrency(gap)}
          <span className="sr-only"> {t(better ? 'results.comparison.better' : 'results.comparison.worse')}</span>
        </span>
      ) : null}
    </div>
  );
}

/** The offers side by side: verdicts, the four figures, cash up front, gratuity and every category. */
export function OfferComparisonPanel({ model, active, period, onShow, onEdit, onRemove }: OfferComparisonPanelProps) {
  const { t } = useWords();
  const { models } = model;
  // The core's labels, rows and sentences are messages: written once in the page's language.
  const comparison = {
    labels: model.comparison.labels.map((label) => t(label)),
    sentences: model.comparison.sentences.map((sentence) => t(sentence)),
    rows: model.comparison.rows.map((row) => ({ ...row, label: t(row.label) })),
  };
  const countries = models.map((m) => m.input.location.country);
  // On a phone a row's label sits above its values; from sm up it takes a first column (the values'
  // wrapper becomes display: contents, so its cells join the row's grid).
  const columns: CSSProperties = { gridTemplateColumns: `repeat(${models.length}, minmax(0, 1fr))` };
  const withLabel: CSSProperties = { gridTemplateColumns: `minmax(0, 1.4fr) repeat(${models.length}, minmax(0, 1fr))` };
  const currencies = new Set(countries.map(currencyFor));
  const baseCurrency = currencyFor(countries[0] ?? 'UAE');
  return (
    <section
      aria-labelledby="comparison-offers-heading"
      className="min-w-0 rounded-2xl border border-brand-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid="offer-comparison"
    >
      <h2 id="comparison-offers-heading" className="flex items-center gap-2 text-xl font-bold text-ink">
        <Columns3 aria-hidden="true" className="h-5 w-5 text-brand-700" /> {t('results.comparison.heading', { count: models.length })}
      </h2>
      <ul className="mt-2 grid gap-1 text-sm font-semibold text-ink" data-testid="comparison-sentences">
        {comparison.sentences.map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
      </ul>
      {currencies.size > 1 ? (
        <p className="mt-1 text-xs text-slate-600">{t('results.comparison.currencies', { currency: currencyName(baseCurrency) })}</p>
      ) : null}
      {/* The offers' names stay in view while the rows scroll past (no sideways scroll on a phone). */}
      <div className="sticky top-0 z-10 mt-4 border-b border-slate-200 bg-white py-2 sm:grid sm:gap-2" style={withLabel}>
        <span aria-hidden="true" className="hidden sm:block" />
        <div className="grid gap-2 sm:contents" style={columns}>
          {comparison.labels.map((label, index) => (
            <div key={label} className="min-w-0 text-end">
              <p className="truncate text-sm font-bold text-ink" data-testid="comparison-label">
                {label}
              </p>
              {index === active ? (
                <p className="text-xs text-slate-600">{t('results.comparison.shown')}</p>
              ) : (
                <button
                  type="button"
                  onClick={() => onShow(index)}
                  aria-label={t('results.comparison.showFor', { name: label })}
                  className="text-xs font-semibold text-brand-800 underline"
                >
                  {t('results.comparison.show')}
                </button>
              )}
            </div>
          ))}
        </div>
      </div>
      <dl className="divide-y divide-slate-100">
        <div className="py-2 sm:grid sm:items-baseline sm:gap-2" style={withLabel}>
          <dt className="text-xs font-semibold uppercase tracking-wide text-slate-700">{t('results.comparison.verdict')}</dt>
          <dd className="mt-1 grid gap-2 sm:contents" style={columns}>
            {models.map((m, index) => (
              <span key={index} className="text-end text-sm font-bold text-ink" data-testid="comparison-verdict">
                {t(verdictLabel(m.evaluation.verdict.state))}
              </span>
            ))}
          </dd>
        </div>
        {comparison.rows.map((row) => (
          <div
            key={row.key}
            className="py-2 sm:grid sm:items-baseline sm:gap-2"
            style={withLabel}
            data-testid={`comparison-row-${row.key}`}
          >
            <dt className="text-xs font-semibold uppercase tracking-wide text-slate-700">
              {row.label}
              {row.kind === 'money' ? (
                <span className="font-normal normal-case"> {t('results.comparison.perPeriod', { period })}</span>
              ) : null}
              {row.kind === 'once' ? <span className="font-normal normal-case"> {t('results.comparison.once')}</span> : null}
            </dt>
            <dd className="mt-1 grid gap-2 text-sm sm:contents" style={columns}>
              {models.map((_, index) => (
                <Cell key={index} row={row} index={index} countries={countries} period={period} />
              ))}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-3 border-t border-slate-200 pt-3 sm:grid sm:gap-2" style={withLabel}>
        <span aria-hidden="true" className="hidden sm:block" />
        <div className="grid gap-2 sm:contents" style={columns}>
          {comparison.labels.map((label, index) => (
            <div key={label} className="flex flex-wrap justify-end gap-1">
              <button
                type="button"
                onClick={() => onEdit(index)}
                aria-label={t('results.common.edit', { name: label })}
                className="inline-flex min-h-10 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
              >
                <Pencil aria-hidden="true" className="h-4 w-4" /> {t('results.comparison.edit')}
              </button>
              <button
                type="button"
                onClick={() => onRemove(index)}
                aria-label={t('results.common.remove', { name: label })}
                className="inline-flex min-h-10 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-red-800 hover:bg-red-50"
              >
                <Trash2 aria-hidden="true" className="h-4 w-4" /> {t('results.comparison.remove')}
              </button>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
