import { Link2, X } from 'lucide-react';

/** Shown after a shared link opened: whose answers these are, and the way back to one's own. */
export function LinkOpenedNotice({
  canRestore,
  onRestore,
  onDismiss,
}: {
  canRestore: boolean;
  onRestore: () => void;
  onDismiss: () => void;
}) {
  return (
    <div className="mx-auto mt-4 max-w-4xl px-4">
      <div
        role="status"
        className="flex items-start gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 text-sm text-ink"
        data-testid="link-opened"
      >
        <Link2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-800" />
        <div className="flex-1">
          <p className="font-semibold">You opened a shared scenario.</p>
          <p className="mt-1 text-slate-800">
            The answers came in the link itself; nothing was fetched from a server.
            {canRestore ? ' Your own answers are kept in this browser.' : ''}
          </p>
          {canRestore ? (
            <button type="button" onClick={onRestore} className="mt-2 font-semibold text-brand-800 underline underline-offset-2">
              Bring back my own answers
            </button>
          ) : null}
        </div>
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Close this message"
          className="rounded-lg p-1 text-slate-700 hover:bg-brand-100"
        >
          <X aria-hidden="true" className="h-4 w-4" />
        </button>
      </div>
    </div>
  );
}
