import type { PeriodHours } from '#contracts/admin.ts';
import { useTopPages } from '../api/top-pages.ts';
import { CountTable } from './count-table.tsx';
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
            <CountTable
              caption="Top pages by views"
              testId="top-pages"
              rows={pages}
              rowKey={(page) => page.page}
              name={{ header: 'Page', cell: (page) => <span className="block font-mono text-xs">{page.page}</span> }}
              nameWidth="w-1/2 sm:w-3/5"
              counts={[
                { header: 'Views', count: (page) => page.views },
                { header: 'Unique visitors', count: (page) => page.uniqueVisitors },
              ]}
            />
          )
        }
      </QueryView>
    </Panel>
  );
}
