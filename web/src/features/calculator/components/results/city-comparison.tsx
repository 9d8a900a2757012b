import { lazy, Suspense } from 'react';
import { cityComparisonSource, cityName, countryName, type CityComparisonRow, type CountryCode, type SalaryPeriod } from '#core';
import { inPeriod } from './display-period.ts';
import { useWords } from './results-words.ts';
import { SourceInfo } from './source-info.tsx';

// recharts is large; it is fetched only when the results are shown.
const CityComparisonChart = lazy(() => import('./city-comparison-chart.tsx').then((m) => ({ default: m.CityComparisonChart })));

/** A family of four at each city's average, computed from the model, as a chart and a table. */
export function CityComparison({
  rows,
  country,
  period,
}: {
  rows: readonly CityComparisonRow[];
  country: CountryCode;
  period: SalaryPeriod;
}) {
  const { t, money } = useWords();
  // The city's English name stays the key (sources, saved answers); the page shows its own language's.
  const scaled = rows.map((row) => ({ ...row, label: t(cityName(row.name)), avgMonthlyCost: inPeriod(row.avgMonthlyCost, period) }));
  return (
    <section aria-labelledby="comparison-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="comparison-heading" className="text-xl font-bold text-ink">
        {t('results.city.heading', { country: t(countryName(country)) })}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('results.city.intro', { period })}</p>
      <div className="mt-4 h-72" aria-hidden="true">
        <Suspense fallback={<div className="h-full animate-pulse rounded-xl bg-slate-100" />}>
          <CityComparisonChart rows={scaled} country={country} series={t('results.city.chartSeries')} />
        </Suspense>
      </div>
      <table className="mt-4 w-full text-sm">
        <caption className="sr-only">{t('results.city.caption')}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-start text-slate-700">
            <th scope="col" className="py-2 font-semibold">
              {t('results.city.city')}
            </th>
            <th scope="col" className="py-2 text-end font-semibold">
              {t('results.city.perPeriod', { period })}
            </th>
          </tr>
        </thead>
        <tbody>
          {scaled.map((row) => (
            <tr
              key={row.name}
              className={row.isCurrent ? 'bg-brand-50 font-bold' : 'border-b border-slate-100'}
              aria-current={row.isCurrent ? 'true' : undefined}
            >
              <th scope="row" className="py-1.5 ps-1 text-start font-medium">
                {row.label}
                {row.isCurrent ? <span className="ms-2 text-xs font-semibold text-brand-800">{t('results.city.yours')}</span> : null}
              </th>
              <td className="py-1.5 pe-1 text-end tabular-nums">
                <span className="inline-flex items-center gap-1">
                  {money(row.avgMonthlyCost, country)}
                  <SourceInfo figure={t('results.city.figure', { city: row.label })} source={cityComparisonSource(country, row.name)} />
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
