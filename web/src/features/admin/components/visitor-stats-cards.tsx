import type { PeriodHours } from '#contracts/admin.ts';
import { STATS_REFRESH_MS, useAnalyticsStats } from '../api/analytics-stats.ts';
import { formatCount, formatDuration, formatPercent } from '../model/admin-format.ts';
import { periodLabel } from '../model/periods.ts';
import { Panel } from './panel.tsx';
import { QueryView } from './query-view.tsx';
import { StatCard } from './stat-card.tsx';

const cardsSkeleton = (
  <div aria-hidden="true" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
    {[0, 1, 2, 3, 4].map((index) => (
      <div key={index} className="h-20 animate-pulse rounded-xl bg-slate-100" />
    ))}
  </div>
);

export function VisitorStatsCards({ period }: { period: PeriodHours }) {
  const stats = useAnalyticsStats(period);
  return (
    <Panel title="Visitors" description={`${periodLabel(period)}. A visit ends after 30 minutes without a page view.`}>
      <QueryView query={stats} label="visitor figures" refreshEveryMs={STATS_REFRESH_MS} skeleton={cardsSkeleton}>
        {(data) => (
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" data-testid="visitor-stats">
            <StatCard label="Total visitors" value={formatCount(data.totalVisitors)} detail="visits" />
            <StatCard label="Unique visitors" value={formatCount(data.uniqueVisitors)} detail="counted once a day" />
            <StatCard label="Page views" value={formatCount(data.pageViews)} />
            <StatCard label="Avg. time on page" value={formatDuration(data.avgTimeOnPage)} detail="views over 3 s" />
            <StatCard label="Bounce rate" value={formatPercent(data.bounceRate)} detail="visits with one page" />
          </dl>
        )}
      </QueryView>
    </Panel>
  );
}
