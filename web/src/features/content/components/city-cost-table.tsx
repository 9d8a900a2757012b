import { useT } from '#web/i18n/use-translation.ts';
import type { CityCostRow } from '../model/guide-view.ts';

/**
 * Average rents and the family-of-four budget per city, as the calculator computes them. Amounts
 * align to the end of their cells (the right in English, the left in Arabic).
 */
export function CityCostTable({ rows, caption }: { rows: readonly CityCostRow[]; caption: string }) {
  const t = useT();
  return (
    <div className="self-start overflow-hidden rounded-2xl border border-slate-200 bg-white">
      <table className="w-full text-start text-sm">
        <caption className="px-3 pt-4 pb-2 sm:px-4 text-start text-sm text-slate-600">{caption}</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className="px-3 py-3 sm:px-4 font-semibold">
              {t('guide.cityTable.city')}
            </th>
            <th scope="col" className="hidden px-3 py-3 sm:px-4 text-end font-semibold sm:table-cell">
              {t('guide.cityTable.rent1BR')}
            </th>
            <th scope="col" className="px-3 py-3 sm:px-4 text-end font-semibold">
              {t('guide.cityTable.rent2BR')}
            </th>
            <th scope="col" className="px-3 py-3 sm:px-4 text-end font-semibold">
              {t('guide.cityTable.familyOfFour')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.city}>
              <th scope="row" className="px-3 py-3 sm:px-4 font-semibold text-ink">
                {row.city}
              </th>
              <td className="hidden px-3 py-3 sm:px-4 text-end whitespace-nowrap tabular-nums sm:table-cell">{row.rent1BR}</td>
              <td className="px-3 py-3 sm:px-4 text-end whitespace-nowrap tabular-nums">{row.rent2BR}</td>
              <td className="px-3 py-3 sm:px-4 text-end font-semibold whitespace-nowrap tabular-nums text-ink">{row.familyOfFour}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
