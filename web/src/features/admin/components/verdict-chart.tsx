import { Bar, BarChart, Cell, ResponsiveContainer, XAxis, YAxis } from 'recharts';

export interface VerdictBar {
  verdict: string;
  count: number;
  color: string;
}

// Loaded lazily by results-tab.tsx, so recharts stays out of every page until a chart is drawn.
export function VerdictChart({ bars }: { bars: readonly VerdictBar[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={[...bars]} layout="vertical" accessibilityLayer={false} margin={{ top: 0, right: 16, bottom: 0, left: 8 }}>
        <XAxis type="number" allowDecimals={false} tick={{ fontSize: 11, fill: '#334155' }} />
        <YAxis type="category" dataKey="verdict" width={84} tick={{ fontSize: 12, fill: '#0f172a' }} />
        <Bar dataKey="count" radius={[0, 6, 6, 0]} isAnimationActive={false}>
          {bars.map((bar) => (
            <Cell key={bar.verdict} fill={bar.color} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
