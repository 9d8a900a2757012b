import type { PeriodHours } from '../../../../../server/src/schemas/admin.ts';
import { useTopPages } from '../api/top-pages.ts';
import { formatCount } from '../model/admin-format.ts';
import { EmptyState, Panel } from './panel.tsx';
import { QueryView } from './query-view.tsx';

export function TopPagesPanel({ period }: { period: PeriodHours }) {
  const topPages = useTopPages(period);
  return (
    <Panel title="Top pages" description="The 10 most viewed pages">
      <QueryView query={topPages} label="top pages">
        {(pages) =>
          pages.length === 0 ? (
            <EmptyState>No page views in this period</EmptyState>
          ) : (
            <table className="w-full table-fixed text-sm" data-testid="top-pages">
              <caption className="sr-only">Top pages by views</caption>
              <thead>
                <tr className="border-b border-slate-200 text-left text-xs uppercase tracking-wide text-slate-600">
                  <th scope="col" className="w-1/2 py-2 font-semibold sm:w-3/5">
                    Page
                  </th>
                  <th scope="col" className="py-2 text-right font-semibold">
                    Views
                  </th>
                  <th scope="col" className="py-2 text-right font-semibold">
                    Unique visitors
                  </th>
                </tr>
              </thead>
              <tbody>
                {pages.map((page) => (
                  <tr key={page.page} className="border-b border-slate-100 last:border-0">
                    <th scope="row" className="break-words py-2 pr-2 text-left font-mono text-xs font-medium text-ink">
                      {page.page}
                    </th>
                    <td className="py-2 text-right tabular-nums">{formatCount(page.views)}</td>
                    <td className="py-2 text-right tabular-nums">{formatCount(page.uniqueVisitors)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </QueryView>
    </Panel>
  );
}
