import type { PeriodHours } from '../../../../../server/src/schemas/admin.ts';
import { useResultCities } from '../api/result-cities.ts';
import { useResultCountries } from '../api/result-countries.ts';
import { formatCount } from '../model/admin-format.ts';
import { EmptyState, Panel } from './panel.tsx';
import { QueryView } from './query-view.tsx';

const headerRow = 'border-b border-slate-200 text-left text-xs uppercase tracking-wide text-slate-600';

/** Top 10 countries and top 10 cities by calculations, side by side on a laptop. */
export function ResultLocationsPanels({ period }: { period: PeriodHours }) {
  const countries = useResultCountries(period);
  const cities = useResultCities(period);
  return (
    <div className="grid items-start gap-4 lg:grid-cols-2">
      <Panel title="Top countries" description="Calculations by country">
        <QueryView query={countries} label="results by country">
          {(rows) =>
            rows.length === 0 ? (
              <EmptyState>No calculator results yet</EmptyState>
            ) : (
              <table className="w-full text-sm" data-testid="result-countries">
                <caption className="sr-only">Calculations by country</caption>
                <thead>
                  <tr className={headerRow}>
                    <th scope="col" className="py-2 font-semibold">
                      Country
                    </th>
                    <th scope="col" className="py-2 text-right font-semibold">
                      Calculations
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.country} className="border-b border-slate-100 last:border-0">
                      <th scope="row" className="py-2 text-left font-medium">
                        {row.country}
                      </th>
                      <td className="py-2 text-right tabular-nums">{formatCount(row.calculations)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )
          }
        </QueryView>
      </Panel>
      <Panel title="Top cities" description="Calculations by city">
        <QueryView query={cities} label="results by city">
          {(rows) =>
            rows.length === 0 ? (
              <EmptyState>No city data yet</EmptyState>
            ) : (
              <table className="w-full text-sm" data-testid="result-cities">
                <caption className="sr-only">Calculations by city</caption>
                <thead>
                  <tr className={headerRow}>
                    <th scope="col" className="py-2 font-semibold">
                      City
                    </th>
                    <th scope="col" className="py-2 font-semibold">
                      Country
                    </th>
                    <th scope="col" className="py-2 text-right font-semibold">
                      Calculations
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={`${row.country}-${row.city ?? ''}`} className="border-b border-slate-100 last:border-0">
                      <th scope="row" className="break-words py-2 pr-2 text-left font-medium">
                        {row.city ?? <span className="italic text-slate-600">Country average</span>}
                      </th>
                      <td className="py-2 pr-2">{row.country}</td>
                      <td className="py-2 text-right tabular-nums">{formatCount(row.calculations)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )
          }
        </QueryView>
      </Panel>
    </div>
  );
}
