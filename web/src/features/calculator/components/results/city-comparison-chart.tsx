import { Bar, BarChart, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatAmount, formatMoney, type CityComparisonRow, type CountryCode } from '#core';

export function CityComparisonChart({ rows, country }: { rows: readonly CityComparisonRow[]; country: CountryCode }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={[...rows]} layout="vertical" accessibilityLayer={false} margin={{ top: 0, right: 16, bottom: 0, left: 8 }}>
        <XAxis type="number" tickFormatter={(v: number) => formatAmount(v)} tick={{ fontSize: 11, fill: '#334155' }} />
        <YAxis type="category" dataKey="name" width={110} tick={{ fontSize: 12, fill: '#0f172a' }} />
        <Tooltip formatter={(v) => formatMoney(Number(v), country)} cursor={{ fill: '#f1f5f9' }} />
        <Bar dataKey="avgMonthlyCost" name="Family of four" radius={[0, 6, 6, 0]}>
          {rows.map((row) => (
            <Cell key={row.name} fill={row.isCurrent ? '#0f766e' : '#99f6e4'} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
