import type { PeriodHours } from '#contracts/admin.ts';
import { useVisitorCountries } from '../api/visitor-countries.ts';
import { GeolocationCredit } from './geolocation-credit.tsx';
import { EmptyState, Panel } from './panel.tsx';
import { ProportionList } from './proportion-list.tsx';
import { QueryView } from './query-view.tsx';

export function VisitorCountriesPanel({ period }: { period: PeriodHours }) {
  const countries = useVisitorCountries(period);
  return (
    <Panel title="Visitors by country" description="The 8 countries with most visits, each with its share of all visits in the period">
      <QueryView query={countries} label="visitors by country">
        {({ rows, visits }) =>
          rows.length === 0 ? (
            <EmptyState>No visits in this period</EmptyState>
          ) : (
            <ProportionList
              label="Visits by country"
              unit="visits"
              rows={rows.map((row) => ({ name: row.country, count: row.count }))}
              visits={visits}
              otherName="Other countries"
            />
          )
        }
      </QueryView>
      <GeolocationCredit />
    </Panel>
  );
}
