import { ACTIVITY_REFRESH_MS, useRecentActivity } from '../api/recent-activity.ts';
import { useNow } from '../hooks/use-now.ts';
import { formatDateTime, formatRelativeAge } from '../model/admin-format.ts';
import { EmptyState, Panel } from './panel.tsx';
import { QueryView } from './query-view.tsx';

export function RecentActivityPanel() {
  const activity = useRecentActivity();
  const now = useNow(ACTIVITY_REFRESH_MS);
  return (
    <Panel title="Recent activity" description="The latest 15 page views">
      <QueryView query={activity} label="recent activity" refreshEveryMs={ACTIVITY_REFRESH_MS}>
        {(items) =>
          items.length === 0 ? (
            <EmptyState>No recent activity</EmptyState>
          ) : (
            <ol className="divide-y divide-slate-100" data-testid="recent-activity">
              {items.map((item, index) => (
                <li key={`${item.timestamp}-${index}`} className="grid gap-0.5 py-2 text-sm">
                  <div className="flex items-baseline justify-between gap-3">
                    <span className="min-w-0 break-words font-mono text-xs font-medium text-ink">{item.page}</span>
                    <time dateTime={item.timestamp} title={formatDateTime(item.timestamp)} className="shrink-0 text-xs text-slate-600">
                      {/* A poll can bring a view a moment older than our clock: never "in the future". */}
                      {formatRelativeAge(item.timestamp, Math.max(now, activity.dataUpdatedAt))}
                    </time>
                  </div>
                  <div className="flex flex-wrap justify-between gap-x-3 text-xs text-slate-700">
                    <span>{item.city ? `${item.country} · ${item.city}` : item.country}</span>
                    <span>
                      {/* Beacons arrive when a visitor leaves a page after more than 3 s; until then there is no time. */}
                      {item.timeOnPage === null ? 'no time reported' : `${item.timeOnPage} s on page`}
                    </span>
                  </div>
                </li>
              ))}
            </ol>
          )
        }
      </QueryView>
    </Panel>
  );
}
