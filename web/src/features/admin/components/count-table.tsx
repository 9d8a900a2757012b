import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';
import { formatCount } from '../model/admin-format.ts';

interface CountTableProps<Row> {
  /** Names the table for screen readers: "Calculations by country". */
  caption: string;
  testId: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The first column, what each row counts: each row's header, so a row reads "Dubai UAE 2". */
  name: { header: string; cell: (row: Row) => ReactNode };
  /** Text columns between the name and the counts. */
  details?: readonly { header: string; cell: (row: Row) => ReactNode }[];
  counts: readonly { header: string; count: (row: Row) => number }[];
  /**
   * Fixes the name column's width (and the table's layout), so a long unbroken name such as a page
   * path wraps instead of pushing the table wider than its panel.
   */
  nameWidth?: string;
}

/** A ranked list of names with their counts, as a table: the dashboard's "top 10" lists. */
export function CountTable<Row>({ caption, testId, rows, rowKey, name, details = [], counts, nameWidth }: CountTableProps<Row>) {
  return (
    <table className={cn('w-full text-sm', nameWidth && 'table-fixed')} data-testid={testId}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
          {/* text-start on each header: a th centres its text by default, whatever its row says. */}
          <th scope="col" className={cn('py-2 text-start font-semibold', nameWidth)}>
            {name.header}
          </th>
          {details.map((column) => (
            <th key={column.header} scope="col" className="py-2 text-start font-semibold">
              {column.header}
            </th>
          ))}
          {counts.map((column) => (
            <th key={column.header} scope="col" className="py-2 text-end font-semibold">
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className="border-b border-slate-100 last:border-0">
            <th scope="row" className="break-words py-2 pe-2 text-start font-medium">
              {name.cell(row)}
            </th>
            {details.map((column) => (
              <td key={column.header} className="py-2 pe-2">
                {column.cell(row)}
              </td>
            ))}
            {counts.map((column) => (
              <td key={column.header} className="py-2 text-end tabular-nums">
                {formatCount(column.count(row))}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
