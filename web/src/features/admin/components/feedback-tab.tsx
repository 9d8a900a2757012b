import { useFeedbackList } from '../api/feedback-list.ts';
import { useFeedbackStats } from '../api/feedback-stats.ts';
import { useNow } from '../hooks/use-now.ts';
import { formatCount, formatDateTime, formatRating, formatRelativeAge } from '../model/admin-format.ts';
import { DeleteFeedbackButton } from './delete-feedback-button.tsx';
import { EmptyState, Panel } from './panel.tsx';
import { QueryView } from './query-view.tsx';
import { StarRating } from './star-rating.tsx';
import { StatCard } from './stat-card.tsx';

export function FeedbackTab() {
  const stats = useFeedbackStats();
  const list = useFeedbackList();
  const now = useNow(30_000);
  return (
    <div className="grid gap-4">
      <Panel title="Feedback summary">
        <QueryView query={stats} label="feedback figures">
          {(data) => (
            <dl className="grid grid-cols-2 gap-3" data-testid="feedback-stats">
              <StatCard label="Total feedback" value={formatCount(data.totalCount)} />
              <StatCard
                label="Average rating"
                value={data.totalCount === 0 ? 'None yet' : formatRating(data.avgRating)}
                detail={data.totalCount === 0 ? undefined : <StarRating rating={Math.round(data.avgRating)} />}
              />
            </dl>
          )}
        </QueryView>
      </Panel>
      <Panel title="Latest feedback" description="The 20 most recent entries, newest first">
        <QueryView query={list} label="the latest feedback">
          {(entries) =>
            entries.length === 0 ? (
              <EmptyState>No feedback yet</EmptyState>
            ) : (
              <ol className="grid gap-3" data-testid="feedback-list">
                {entries.map((entry) => (
                  <li key={entry.id} className="rounded-xl border border-slate-200 p-3">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <StarRating rating={entry.rating} />
                      <time dateTime={entry.timestamp} title={formatDateTime(entry.timestamp)} className="text-xs text-slate-600">
                        {formatRelativeAge(entry.timestamp, now)} · {formatDateTime(entry.timestamp)}
                      </time>
                    </div>
                    {/* Visitor text is rendered as text nodes only: any markup in it stays inert. */}
                    {entry.comment ? (
                      <p dir="auto" className="mt-2 whitespace-pre-wrap break-words text-sm text-ink">
                        {entry.comment}
                      </p>
                    ) : (
                      <p className="mt-2 text-sm italic text-slate-600">No comment</p>
                    )}
                    <div className="mt-1 flex flex-wrap items-center justify-between gap-2">
                      <p className="min-w-0 break-words text-xs text-slate-700">From: {entry.location}</p>
                      <DeleteFeedbackButton entry={entry} />
                    </div>
                  </li>
                ))}
              </ol>
            )
          }
        </QueryView>
      </Panel>
    </div>
  );
}
