import type { UseQueryResult } from '@tanstack/react-query';
import { AlertTriangle, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { describeAdminError } from '../api/admin-request.ts';
import { formatClockTime } from '../model/admin-format.ts';

interface QueryViewProps<T> {
  query: UseQueryResult<T>;
  /** What is being loaded, for the loading and error messages: "visitor figures". */
  label: string;
  /** The polling interval, said next to the refresh time so the operator knows how fresh it is. */
  refreshEveryMs?: number;
  /** A placeholder shaped like the content; defaults to a grey block. */
  skeleton?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * Every figure on the dashboard goes through here: a placeholder while nothing has arrived (never
 * a zero that was not measured), the error with a retry when the call failed, and under the figures
 * the time they were read, with a warning when a later refresh failed.
 */
export function QueryView<T>({ query, label, refreshEveryMs, skeleton, children }: QueryViewProps<T>) {
  if (query.isPending) {
    return (
      <div role="status" aria-live="polite">
        <span className="sr-only">Loading {label}…</span>
        {skeleton ?? <div aria-hidden="true" className="h-24 animate-pulse rounded-xl bg-slate-100" />}
      </div>
    );
  }
  if (query.isError && query.data === undefined) {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900"
      >
        <p className="flex min-w-0 items-start gap-2">
          <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <span className="min-w-0 break-words">
            Could not load {label}: {describeAdminError(query.error)}
          </span>
        </p>
        <RetryButton onRetry={() => void query.refetch()} busy={query.isFetching} label={label} />
      </div>
    );
  }
  return (
    <>
      {children(query.data as T)}
      <RefreshLine query={query} label={label} refreshEveryMs={refreshEveryMs} />
    </>
  );
}

function RefreshLine<T>({ query, label, refreshEveryMs }: { query: UseQueryResult<T>; label: string; refreshEveryMs?: number }) {
  const updated = formatClockTime(query.dataUpdatedAt);
  if (query.isError) {
    return (
      <div
        role="alert"
        className="mt-3 flex flex-wrap items-center justify-between gap-2 rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-950"
      >
        <p className="min-w-0 break-words">
          Refresh failed ({describeAdminError(query.error)}). These figures are from {updated}.
        </p>
        <RetryButton onRetry={() => void query.refetch()} busy={query.isFetching} label={label} />
      </div>
    );
  }
  return (
    <p className="mt-3 text-xs text-slate-600">
      Updated <time dateTime={new Date(query.dataUpdatedAt).toISOString()}>{updated}</time>
      {refreshEveryMs ? ` · refreshes every ${refreshEveryMs / 1000} s` : null}
    </p>
  );
}

function RetryButton({ onRetry, busy, label }: { onRetry: () => void; busy: boolean; label: string }) {
  return (
    <Button variant="secondary" size="sm" onClick={onRetry} disabled={busy} aria-label={`Retry loading ${label}`}>
      <RefreshCw aria-hidden="true" className={busy ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} />
      Retry
    </Button>
  );
}
