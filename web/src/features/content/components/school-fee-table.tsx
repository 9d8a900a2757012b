import { useT } from '#web/i18n/use-translation.ts';
import type { SchoolFeeRow } from '../model/guide-view.ts';

/** Annual fee span per curriculum, in the local currency, from the calculator's fee table. */
export function SchoolFeeTable({ rows, caption }: { rows: readonly SchoolFeeRow[]; caption: string }) {
  const t = useT();
  return (
    <div className="self-start overflow-hidden rounded-2xl border border-slate-200 bg-white">
      <table className="w-full text-start text-sm">
        <caption className="px-3 pt-4 pb-2 sm:px-4 text-start text-sm text-slate-600">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-3 sm:px-4 font-semibold">
              {t('guide.feeTable.curriculum')}
            </th>
            <th scope="col" className="px-3 py-3 sm:px-4 text-end font-semibold">
              {t('guide.feeTable.fees')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.curriculum}>
              <th scope="row" className="px-3 py-3 sm:px-4 font-semibold text-ink">
                {row.curriculum}
              </th>
              <td className="px-3 py-3 sm:px-4 text-end whitespace-nowrap tabular-nums">{row.range}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
