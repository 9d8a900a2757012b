import { Bar, BarChart, Cell, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { CountryCode, VerdictState } from '#core';
import { axisTicks } from './axis-amount.ts';
import { chartDirection } from './chart-direction.ts';
import { useWords } from './results-words.ts';
import { verdictFill } from './verdict-fill.ts';

export interface ContractChartRow {
  /** The year as the axis says it ("Year 2"). */
  year: string;
  surplus: number;
  state: VerdictState;
}

/** Each year's surplus, coloured by that year's verdict; the table beside it carries the same figures for everyone. */
export function ContractYearsChart({ rows, country, series }: { rows: readonly ContractChartRow[]; country: CountryCode; series: string }) {
  const { money, language } = useWords();
  const direction = chartDirection(language);
  return (
    <div dir="ltr" className="h-full">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={[...rows]} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <XAxis dataKey="year" reversed={direction.reversed} tick={{ fontSize: 12, fill: '#0f172a' }} />
          <YAxis
            orientation={direction.valueAxis}
            tickFormatter={axisTicks(
              rows.map((row) => row.surplus),
              language,
            )}
            tick={{ fontSize: 11, fill: '#334155' }}
            width={56}
            domain={['auto', 'auto']}
          />
          <Tooltip formatter={(v) => money(Number(v), country)} cursor={{ fill: '#f1f5f9' }} contentStyle={direction.tooltip} />
          {/* Bars start at zero, so the axis always holds it (extendDomain) and keeps round ticks ('auto'):
              left to itself, an all-negative contract (-4,940 and -5,116 a month) got an axis from -4,920
              to -5,160, and one bar ten times the other. */}
          <ReferenceLine y={0} stroke="#64748b" ifOverflow="extendDomain" />
          <Bar dataKey="surplus" name={series} radius={[6, 6, 0, 0]}>
            {rows.map((row) => (
              <Cell key={row.year} fill={verdictFill[row.state]} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
