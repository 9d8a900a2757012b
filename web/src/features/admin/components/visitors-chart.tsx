import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { VisitorsOverTime } from '#contracts/visitors-over-time.ts';
import { bucketLabel } from '../model/visitors-series.ts';

// recharts is loaded lazily (visitors-over-time-panel.tsx): this module is its only importer here.
export function VisitorsChart({ series }: { series: VisitorsOverTime }) {
  const data = series.buckets.map((bucket) => ({ ...bucket, label: bucketLabel(bucket.bucketStart, series.grain, series.hours) }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={data} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
        <CartesianGrid stroke="#e2e8f0" vertical={false} />
        <XAxis dataKey="label" tick={{ fontSize: 11, fill: '#334155' }} minTickGap={24} />
        <YAxis allowDecimals={false} tick={{ fontSize: 11, fill: '#334155' }} />
        <Tooltip cursor={{ fill: '#f1f5f9' }} />
        {/* recharts colours legend text like its series; slate text keeps it readable. */}
        <Legend wrapperStyle={{ fontSize: 12 }} formatter={(value: string) => <span style={{ color: '#334155' }}>{value}</span>} />
        <Bar dataKey="pageViews" name="Page views" fill="#2dd4bf" radius={[3, 3, 0, 0]} isAnimationActive={false} />
        {/* Straight segments: a smoothed curve would suggest values between the buckets. */}
        <Line
          dataKey="uniqueVisitors"
          name="Unique visitors"
          stroke="#134e4a"
          strokeWidth={2}
          dot={data.length <= 12}
          type="linear"
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
