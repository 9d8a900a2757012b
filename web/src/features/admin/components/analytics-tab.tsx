import type { PeriodHours } from '#contracts/admin.ts';
import { ExportButton } from './export-button.tsx';
import { LiveVisitors } from './live-visitors.tsx';
import { PeriodSelect } from './period-select.tsx';
import { RecentActivityPanel } from './recent-activity-panel.tsx';
import { TopPagesPanel } from './top-pages-panel.tsx';
import { TrafficSourcesPanel } from './traffic-sources-panel.tsx';
import { VisitorCountriesPanel } from './visitor-countries-panel.tsx';
import { VisitorStatsCards } from './visitor-stats-cards.tsx';
import { VisitorsOverTimePanel } from './visitors-over-time-panel.tsx';

export function AnalyticsTab({ period, onPeriodChange }: { period: PeriodHours; onPeriodChange: (hours: PeriodHours) => void }) {
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-[minmax(0,22rem)_auto] sm:items-end sm:justify-between">
        <LiveVisitors />
        <div className="flex flex-wrap items-end gap-2">
          <PeriodSelect value={period} onChange={onPeriodChange} />
          <ExportButton period={period} />
        </div>
      </div>
      <VisitorStatsCards period={period} />
      <VisitorsOverTimePanel period={period} />
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <TopPagesPanel period={period} />
        <TrafficSourcesPanel period={period} />
        <VisitorCountriesPanel period={period} />
        <RecentActivityPanel />
      </div>
    </div>
  );
}
