import type { PeriodHours } from '#contracts/admin.ts';
import { useTrafficSources } from '../api/traffic-sources.ts';
import { EmptyState, Panel } from './panel.tsx';
import { ProportionList } from './proportion-list.tsx';
import { QueryView } from './query-view.tsx';

export function TrafficSourcesPanel({ period }: { period: PeriodHours }) {
  const sources = useTrafficSources(period);
  return (
    <Panel
      title="Traffic sources"
      description="Where visits began: search, social, another site or direct, with each one's share of all visits"
    >
      <QueryView query={sources} label="traffic sources">
        {({ rows, visits }) =>
          rows.length === 0 ? (
            <EmptyState>No visits in this period</EmptyState>
          ) : (
            <ProportionList
              label="Visits by source"
              unit="visits"
              rows={rows.map((row) => ({ name: row.source, count: row.count }))}
              visits={visits}
              otherName="Other sources"
            />
          )
        }
      </QueryView>
    </Panel>
  );
}
