import { Download, Upload } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { useBundledPosts } from '../api/bundled-posts.ts';
import { useBlogImport, type ImportReport } from '../hooks/use-blog-import.ts';
import { formatCount } from '../model/admin-format.ts';
import { exportFileName, type ExportedBlogPost } from '../model/blog-posts-file.ts';
import { Panel } from './panel.tsx';
import { QueryView } from './query-view.tsx';
import { StatCard } from './stat-card.tsx';

/** Saves the bundled posts as blog-posts-{date}.json through a temporary download link. */
function downloadPosts(posts: readonly ExportedBlogPost[]): string {
  const fileName = exportFileName(new Date());
  const url = URL.createObjectURL(new Blob([JSON.stringify(posts, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link; the object URL can go once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return fileName;
}

export function BlogTab() {
  const posts = useBundledPosts();
  const fileInput = useRef<HTMLInputElement>(null);
  const { importing, report, importFile } = useBlogImport();

  return (
    <div className="grid gap-4">
      <Panel title="Blog posts" description="The articles bundled with this release of the site">
        <QueryView query={posts} label="the bundled blog posts">
          {(list) => (
            <div className="grid gap-4">
              <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="blog-stats">
                <StatCard label="Total posts" value={formatCount(list.length)} />
              </dl>
              <div className="flex flex-wrap gap-3">
                <Button
                  onClick={() => {
                    const fileName = downloadPosts(list);
                    toast({
                      title: 'Blog Posts Exported',
                      description: `${list.length} posts exported to ${fileName}.`,
                      variant: 'success',
                    });
                  }}
                >
                  <Download aria-hidden="true" className="h-4 w-4" />
                  Export
                </Button>
                <Button variant="secondary" disabled={importing} onClick={() => fileInput.current?.click()}>
                  <Upload aria-hidden="true" className="h-4 w-4" />
                  {importing ? 'Importing...' : 'Import'}
                </Button>
                {/* Opened by the Import button; kept out of the tab order so there is one control. */}
                <input
                  ref={fileInput}
                  type="file"
                  accept=".json,application/json"
                  aria-label="Blog posts JSON file to import"
                  tabIndex={-1}
                  className="sr-only"
                  onChange={(event) => {
                    const file = event.target.files?.[0];
                    // Cleared so choosing the same file again still counts as a change.
                    event.target.value = '';
                    if (file) void importFile(file);
                  }}
                />
              </div>
              <p className="text-sm text-slate-700">
                Export downloads the posts as JSON. Import checks a JSON file of posts against the article schema and reports what it holds;
                nothing is uploaded, since articles ship with the site.
              </p>
            </div>
          )}
        </QueryView>
      </Panel>
      {report ? <ImportReportPanel report={report} /> : null}
    </div>
  );
}

function ImportReportPanel({ report }: { report: ImportReport }) {
  return (
    <Panel title="Last import check" description={report.fileName}>
      <p className="text-sm text-ink" data-testid="import-report">
        {formatCount(report.validCount)} valid {report.validCount === 1 ? 'post' : 'posts'}, {formatCount(report.invalid.length)} invalid.
        Nothing was changed on the site.
      </p>
      {report.invalid.length > 0 ? (
        <ul className="mt-2 grid gap-1 text-sm text-red-900">
          {report.invalid.slice(0, 50).map((post) => (
            <li key={post.position} className="break-words">
              Post {post.position}
              {post.id ? ` (${post.id})` : ''}: {post.reason}
            </li>
          ))}
          {report.invalid.length > 50 ? <li>…and {report.invalid.length - 50} more.</li> : null}
        </ul>
      ) : null}
    </Panel>
  );
}
