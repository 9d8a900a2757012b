import { formatCount, shareOf } from '../model/admin-format.ts';

interface ProportionListProps {
  /** Names the list for screen readers: "Visits by source". */
  label: string;
  rows: readonly { name: string; count: number }[];
  /** The unit of the counts, read out with each row: "visits". */
  unit: string;
}

/**
 * Ranked names with their counts and a bar for each one's share of the listed total. The bar is
 * decoration; the count and share are in the text.
 */
export function ProportionList({ label, rows, unit }: ProportionListProps) {
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  const largest = Math.max(1, ...rows.map((row) => row.count));
  return (
    <ol aria-label={label} className="grid gap-2">
      {rows.map((row) => (
        <li key={row.name} className="grid gap-1">
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="min-w-0 break-words font-medium text-ink">{row.name}</span>
            <span className="shrink-0 tabular-nums text-slate-700">
              {formatCount(row.count)} <span className="sr-only">{unit}</span>
              <span className="text-xs text-slate-600"> ({shareOf(row.count, total)}%)</span>
            </span>
          </div>
          <div aria-hidden="true" className="h-1.5 rounded-full bg-slate-100">
            <div className="h-1.5 rounded-full bg-brand-600" style={{ width: `${(row.count / largest) * 100}%` }} />
          </div>
        </li>
      ))}
    </ol>
  );
}
