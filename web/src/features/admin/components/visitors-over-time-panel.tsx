import { lazy, Suspense } from 'react';
import type { PeriodHours } from '#contracts/admin.ts';
import { visitorsGrainFor, type VisitorsOverTime } from '#contracts/visitors-over-time.ts';
import { useVisitorsOverTime } from '../api/visitors-over-time.ts';
import { formatCount } from '../model/admin-format.ts';
import { bucketLabel, summarizeSeries } from '../model/visitors-series.ts';
import { Panel } from './panel.tsx';
import { QueryView } from './query-view.tsx';

// recharts is big: fetched when the dashboard first draws a chart, never on a public page.
const VisitorsChart = lazy(() => import('./visitors-chart.tsx').then((module) => ({ default: module.VisitorsChart })));

export function VisitorsOverTimePanel({ period }: { period: PeriodHours }) {
  const series = useVisitorsOverTime(period);
  return (
    <Panel
      title="Visitors over time"
      description={visitorsGrainFor(period) === 'hour' ? 'By hour, in your time zone' : 'By day (UTC days)'}
    >
      <QueryView
        query={series}
        label="visitors over time"
        skeleton={<div aria-hidden="true" className="h-64 animate-pulse rounded-xl bg-slate-100" />}
      >
        {(data) => <SeriesView series={data} />}
      </QueryView>
    </Panel>
  );
}

function SeriesView({ series }: { series: VisitorsOverTime }) {
  const summary = summarizeSeries(series);
  const unit = series.grain === 'hour' ? 'hour' : 'day';
  return (
    <>
      {/* The chart repeats the summary and the table below; assistive tech reads those instead. */}
      <div className="h-64" aria-hidden="true">
        <Suspense fallback={<div className="h-full animate-pulse rounded-xl bg-slate-100" />}>
          <VisitorsChart series={series} />
        </Suspense>
      </div>
      <p className="mt-3 text-sm text-slate-700" data-testid="visitors-summary">
        {summary.busiest
          ? `${formatCount(summary.pageViews)} page views in these ${series.buckets.length} ${unit}s. Busiest ${unit}: ${bucketLabel(summary.busiest.bucketStart, series.grain, series.hours)}, with ${formatCount(summary.busiest.pageViews)} page views.`
          : `No page views in these ${series.buckets.length} ${unit}s.`}{' '}
        {unit === 'hour' ? 'A visitor counts once a day, in the hour of their first visit.' : 'Each day counts its own unique visitors.'}
      </p>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-semibold text-brand-800">Show the figures as a table</summary>
        <table className="mt-2 w-full text-sm">
          <caption className="sr-only">Page views and unique visitors per {unit}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-start text-xs uppercase tracking-wide text-slate-600">
              <th scope="col" className="py-1.5 font-semibold">
                {unit === 'hour' ? 'Hour' : 'Day'}
              </th>
              <th scope="col" className="py-1.5 text-end font-semibold">
                Page views
              </th>
              <th scope="col" className="py-1.5 text-end font-semibold">
                Unique visitors
              </th>
            </tr>
          </thead>
          <tbody>
            {series.buckets.map((bucket) => (
              <tr key={bucket.bucketStart} className="border-b border-slate-100 last:border-0">
                <th scope="row" className="py-1 text-start font-medium">
                  <time dateTime={bucket.bucketStart}>{bucketLabel(bucket.bucketStart, series.grain, series.hours)}</time>
                </th>
                <td className="py-1 text-end tabular-nums">{formatCount(bucket.pageViews)}</td>
                <td className="py-1 text-end tabular-nums">{formatCount(bucket.uniqueVisitors)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </>
  );
}
