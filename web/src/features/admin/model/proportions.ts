import { shareOf } from './admin-format.ts';

export interface ProportionRow {
  name: string;
  count: number;
  /** Percent of every visit in the period, one decimal; null while that total is not known. */
  share: number | null;
  /** The row of every name not listed, drawn apart from the ranked names. */
  other?: true;
}

/**
 * The rows of a "top N" list with each one's share of all the period's visits, and one more row for
 * the visits of every name not listed. The list shows only the top names, so shares of the listed
 * total alone would overstate each one (8 countries shown of 30 visited read as 100%). The total
 * comes with the list (PERIOD_VISITS_HEADER), read by a second query of the same request; if a visit
 * recorded between the two makes it lower than the listed sum, the listed sum is the base, so no
 * share passes 100%.
 */
export function proportionRows(
  rows: readonly { name: string; count: number }[],
  periodTotal: number | undefined,
  otherName: string,
): ProportionRow[] {
  const listed = rows.reduce((sum, row) => sum + row.count, 0);
  if (periodTotal === undefined) return rows.map((row) => ({ ...row, share: null }));
  const total = Math.max(periodTotal, listed);
  const shown: ProportionRow[] = rows.map((row) => ({ ...row, share: shareOf(row.count, total) }));
  const rest = total - listed;
  return rest > 0 ? [...shown, { name: otherName, count: rest, share: shareOf(rest, total), other: true }] : shown;
}
