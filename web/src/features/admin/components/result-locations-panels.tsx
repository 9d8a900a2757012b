import type { PeriodHours } from '#contracts/admin.ts';
import { useResultCities } from '../api/result-cities.ts';
import { useResultCountries } from '../api/result-countries.ts';
import { CountTable } from './count-table.tsx';
import { EmptyState, Panel } from './panel.tsx';
import { QueryView } from './query-view.tsx';

const calculationsColumn = [{ header: 'Calculations', count: (row: { calculations: number }) => row.calculations }] as const;

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
              <CountTable
                caption="Calculations by country"
                testId="result-countries"
                rows={rows}
                rowKey={(row) => row.country}
                name={{ header: 'Country', cell: (row) => row.country }}
                counts={calculationsColumn}
              />
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
              <CountTable
                caption="Calculations by city"
                testId="result-cities"
                rows={rows}
                rowKey={(row) => `${row.country}-${row.city ?? ''}`}
                name={{ header: 'City', cell: (row) => row.city ?? <span className="italic text-slate-600">Country average</span> }}
                details={[{ header: 'Country', cell: (row) => row.country }]}
                counts={calculationsColumn}
              />
            )
          }
        </QueryView>
      </Panel>
    </div>
  );
}
