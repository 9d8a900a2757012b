import { lazy, Suspense } from 'react';
import { cityComparisonSource, countryProfile, formatMoney, type CityComparisonRow, type CountryCode, type SalaryPeriod } from '#core';
import { inPeriod } from './display-period.ts';
import { SourceInfo } from './source-info.tsx';

// recharts is large; it is fetched only when the results are shown.
const CityComparisonChart = lazy(() => import('./city-comparison-chart.tsx').then((m) => ({ default: m.CityComparisonChart })));

/** Decision 23: a family of four at each city's average, computed from the model, as a chart and a table. */
export function CityComparison({
  rows,
  country,
  period,
}: {
  rows: readonly CityComparisonRow[];
  country: CountryCode;
  period: SalaryPeriod;
}) {
  const scaled = rows.map((row) => ({ ...row, avgMonthlyCost: inPeriod(row.avgMonthlyCost, period) }));
  return (
    <section aria-labelledby="comparison-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="comparison-heading" className="text-xl font-bold text-ink">
        City Comparison: {countryProfile(country).name}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {period === 'annual' ? 'Annual' : 'Monthly'} cost for a family of four (2 adults, 2 children) at each city's average: 2-bedroom
        rent, groceries, running a car and utilities.
      </p>
      <div className="mt-4 h-72" aria-hidden="true">
        <Suspense fallback={<div className="h-full animate-pulse rounded-xl bg-slate-100" />}>
          <CityComparisonChart rows={scaled} country={country} />
        </Suspense>
      </div>
      <table className="mt-4 w-full text-sm">
        <caption className="sr-only">Family-of-four cost by city</caption>
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-700">
            <th scope="col" className="py-2 font-semibold">
              City
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              {period === 'annual' ? 'Per year' : 'Per month'}
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
              <th scope="row" className="py-1.5 pl-1 text-left font-medium">
                {row.name}
                {row.isCurrent ? <span className="ml-2 text-xs font-semibold text-brand-800">(your city)</span> : null}
              </th>
              <td className="py-1.5 pr-1 text-right tabular-nums">
                <span className="inline-flex items-center gap-1">
                  {formatMoney(row.avgMonthlyCost, country)}
                  <SourceInfo figure={`${row.name} family-of-four cost`} source={cityComparisonSource(country, row.name)} />
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
