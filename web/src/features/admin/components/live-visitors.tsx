import { PulseHalo } from '#web/components/ui/pulse-halo.tsx';
import { REALTIME_REFRESH_MS, useRealtimeVisitors } from '../api/realtime-visitors.ts';
import { formatCount } from '../model/admin-format.ts';
import { Panel } from './panel.tsx';
import { QueryView } from './query-view.tsx';

/** Visitors active in the last 5 minutes, polled every 5 s. Not a live region: it would talk every 5 s. */
export function LiveVisitors() {
  const realtime = useRealtimeVisitors();
  return (
    <Panel title="Live visitors" description="Seen in the last 5 minutes">
      <QueryView
        query={realtime}
        label="live visitors"
        refreshEveryMs={REALTIME_REFRESH_MS}
        skeleton={<div aria-hidden="true" className="h-10 w-24 animate-pulse rounded-lg bg-slate-100" />}
      >
        {(data) => (
          <p className="flex items-center gap-3">
            <span aria-hidden="true" className="relative h-3 w-3">
              {data.count > 0 && <PulseHalo size="dot" />}
              <span className={`relative block h-3 w-3 rounded-full ${data.count > 0 ? 'bg-emerald-500' : 'bg-slate-300'}`} />
            </span>
            <span className="text-4xl font-extrabold tabular-nums text-ink" data-testid="live-visitors">
              {formatCount(data.count)}
            </span>
            <span className="text-sm text-slate-700">{data.count === 1 ? 'visitor online' : 'visitors online'}</span>
          </p>
        )}
      </QueryView>
    </Panel>
  );
}
