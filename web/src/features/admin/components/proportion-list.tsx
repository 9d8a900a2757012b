import { cn } from '#web/lib/cn.ts';
import { formatCount, formatPercent } from '../model/admin-format.ts';
import { proportionRows } from '../model/proportions.ts';

interface ProportionListProps {
  /** Names the list for screen readers: "Visits by source". */
  label: string;
  /** The listed names (the top N) with their counts. */
  rows: readonly { name: string; count: number }[];
  /** Every visit of the period, from the list's answer; undefined: no shares shown. */
  visits: number | undefined;
  /** The row for the visits of every name not listed: "Other countries". */
  otherName: string;
  /** The unit of the counts, read out with each row: "visits". */
  unit: string;
}

/**
 * Ranked names with their counts, each one's share of the period's visits and a bar for its size
 * against the largest. The bar is decoration; the count and share are in the text.
 */
export function ProportionList({ label, rows: listed, visits, otherName, unit }: ProportionListProps) {
  const rows = proportionRows(listed, visits, otherName);
  const largest = Math.max(1, ...rows.map((row) => row.count));
  return (
    <ol aria-label={label} className="grid gap-2">
      {rows.map((row) => (
        <li key={row.name} className="grid gap-1">
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className={cn('min-w-0 break-words font-medium text-ink', row.other && 'italic')}>{row.name}</span>
            <span className="shrink-0 tabular-nums text-slate-700">
              {formatCount(row.count)} <span className="sr-only">{unit}</span>
              {row.share !== null && <span className="text-xs text-slate-600"> ({formatPercent(row.share)})</span>}
            </span>
          </div>
          <div aria-hidden="true" className="h-1.5 rounded-full bg-slate-100">
            <div
              className={cn('h-1.5 rounded-full', row.other ? 'bg-slate-400' : 'bg-brand-600')}
              style={{ width: `${(row.count / largest) * 100}%` }}
            />
          </div>
        </li>
      ))}
    </ol>
  );
}
