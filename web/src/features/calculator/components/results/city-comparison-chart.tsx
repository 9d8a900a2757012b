import { Bar, BarChart, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatAmount, type CountryCode } from '#core';
import { chartDirection } from './chart-direction.ts';
import { useWords } from './results-words.ts';

export interface CityChartRow {
  /** The city as the page's language names it. */
  label: string;
  avgMonthlyCost: number;
  isCurrent: boolean;
}

export function CityComparisonChart({ rows, country, series }: { rows: readonly CityChartRow[]; country: CountryCode; series: string }) {
  const { money, language } = useWords();
  const direction = chartDirection(language);
  // The bars grow from the city names: rightwards in English, leftwards in Arabic, rounded at their far end.
  const margin = direction.reversed ? { top: 0, right: 8, bottom: 0, left: 16 } : { top: 0, right: 16, bottom: 0, left: 8 };
  const radius: [number, number, number, number] = direction.reversed ? [6, 0, 0, 6] : [0, 6, 6, 0];
  return (
    <div dir="ltr" className="h-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={[...rows]} layout="vertical" accessibilityLayer={false} margin={margin}>
          <XAxis
            type="number"
            reversed={direction.reversed}
            tickFormatter={(v: number) => formatAmount(v)}
            tick={{ fontSize: 11, fill: '#334155' }}
          />
          <YAxis type="category" dataKey="label" orientation={direction.valueAxis} width={110} tick={{ fontSize: 12, fill: '#0f172a' }} />
          <Tooltip formatter={(v) => money(Number(v), country)} cursor={{ fill: '#f1f5f9' }} contentStyle={direction.tooltip} />
          <Bar dataKey="avgMonthlyCost" name={series} radius={radius}>
            {rows.map((row) => (
              <Cell key={row.label} fill={row.isCurrent ? '#0f766e' : '#99f6e4'} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
