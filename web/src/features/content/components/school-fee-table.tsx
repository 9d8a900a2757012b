import type { SchoolFeeRow } from '../model/guide-view.ts';

/** Annual fee span per curriculum, in the local currency, from the calculator's fee table. */
export function SchoolFeeTable({ rows, caption }: { rows: readonly SchoolFeeRow[]; caption: string }) {
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="px-4 pt-4 pb-2 text-left text-sm text-slate-600">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Curriculum
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              Annual fees, nursery to final year
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.curriculum}>
              <th scope="row" className="px-4 py-3 font-semibold text-ink">
                {row.curriculum}
              </th>
              <td className="px-4 py-3 text-right tabular-nums">{row.range}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
