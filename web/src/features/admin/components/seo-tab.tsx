import type { SeoValidation } from '#contracts/admin.ts';
import { useSeoValidation } from '../api/seo-validation.ts';
import { formatCount } from '../model/admin-format.ts';
import { CheckMark } from './check-mark.tsx';
import { Panel } from './panel.tsx';
import { QueryView } from './query-view.tsx';
import { StatCard } from './stat-card.tsx';

const flagColumns = [
  { key: 'hasTitle', label: 'Title' },
  { key: 'hasDescription', label: 'Description' },
  { key: 'hasOGTags', label: 'Open Graph' },
  { key: 'hasStructuredData', label: 'Structured data' },
  { key: 'mobileFriendly', label: 'Mobile' },
] as const;

export function SeoTab() {
  const validation = useSeoValidation();
  return (
    <QueryView query={validation} label="the SEO checklist">
      {(data) => <SeoChecklist validation={data} />}
    </QueryView>
  );
}

function SeoChecklist({ validation }: { validation: SeoValidation }) {
  const { sitemap } = validation;
  const failing = validation.pages.filter((page) => flagColumns.some((column) => !page[column.key])).length;
  return (
    <div className="grid gap-4">
      <Panel title="SEO checklist" description="Checked on the pages and sitemap the last build produced">
        <p className="text-sm text-slate-700">{validation.note}</p>
        <dl className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="seo-sitemap">
          <StatCard
            label="Sitemap"
            value={<span className="text-lg capitalize">{sitemap.status}</span>}
            tone={sitemap.status === 'found' ? 'positive' : 'negative'}
          />
          <StatCard label="Pages in sitemap" value={formatCount(sitemap.pages)} />
          <StatCard label="Priority" value={<span className="text-lg">{sitemap.priority}</span>} />
          <StatCard label="Pages failing a check" value={formatCount(failing)} tone={failing === 0 ? 'positive' : 'negative'} />
        </dl>
        <p className="mt-3 break-all text-sm">
          Sitemap URL:{' '}
          <a href={sitemap.url} className="font-medium text-brand-800 underline underline-offset-2">
            {sitemap.url}
          </a>
        </p>
      </Panel>
      <Panel title="Pages" description={`${formatCount(validation.pages.length)} pages checked`}>
        <p className="mb-2 text-xs text-slate-600 sm:hidden">Swipe the table sideways to see every check.</p>
        {/* Seven columns do not fit a phone: the table scrolls inside its own box, never the page.
            Each row starts with a link, so the box is reachable and scrollable from the keyboard.
            `relative` keeps the visually hidden labels (absolutely positioned) inside the box too. */}
        <div className="relative overflow-x-auto">
          <table className="w-full min-w-[44rem] text-sm" data-testid="seo-pages">
            <caption className="sr-only">SEO checks per page</caption>
            <thead>
              <tr className="border-b border-slate-200 text-start text-xs uppercase tracking-wide text-slate-600">
                <th scope="col" className="py-2 pe-2 font-semibold">
                  Page
                </th>
                {flagColumns.map((column) => (
                  <th key={column.key} scope="col" className="px-1 py-2 text-center font-semibold">
                    {column.label}
                  </th>
                ))}
                <th scope="col" className="py-2 ps-2 font-semibold">
                  Schemas
                </th>
              </tr>
            </thead>
            <tbody>
              {validation.pages.map((page) => (
                <tr key={page.path} className="border-b border-slate-100 last:border-0">
                  <th scope="row" className="w-72 py-2 pe-2 text-start font-medium">
                    <a href={page.path} className="break-all font-mono text-xs text-brand-800 underline underline-offset-2">
                      {page.path}
                    </a>
                    <span className="mt-0.5 line-clamp-1 text-xs font-normal text-slate-600" title={page.name}>
                      {page.name}
                    </span>
                  </th>
                  {flagColumns.map((column) => (
                    <td key={column.key} className="px-1 py-2 text-center">
                      <CheckMark passed={page[column.key]} label={column.label} />
                    </td>
                  ))}
                  <td className="py-2 ps-2 text-xs text-slate-700">{page.schemas.length > 0 ? page.schemas.join(', ') : 'None'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Panel>
      <div className="grid gap-4 lg:grid-cols-2">
        <Panel title="Implemented features">
          <ul className="grid gap-1.5 text-sm text-slate-800">
            {validation.features.map((feature) => (
              <li key={feature} className="flex gap-2">
                <CheckMark passed label="Implemented" />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
        </Panel>
        <Panel title="Recommended validation tools">
          <ul className="grid gap-2 text-sm">
            {validation.tools.map((tool) => (
              <li key={tool.url}>
                <a
                  href={tool.url}
                  className="font-semibold text-brand-800 underline underline-offset-2"
                  rel="noopener noreferrer"
                  target="_blank"
                >
                  {tool.name}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
                <span className="block text-slate-700">{tool.purpose}</span>
              </li>
            ))}
          </ul>
        </Panel>
      </div>
    </div>
  );
}
