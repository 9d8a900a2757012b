import { Link2, X } from 'lucide-react';
import { useT } from '#web/i18n/use-translation.ts';

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
  const t = useT();
  return (
    <div className="mx-auto mt-4 max-w-4xl px-4">
      <div
        role="status"
        className="flex items-start gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 text-sm text-ink"
        data-testid="link-opened"
      >
        <Link2 aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-800" />
        <div className="flex-1">
          <p className="font-semibold">{t('linkNotice.title')}</p>
          <p className="mt-1 text-slate-800">
            {t('linkNotice.text')}
            {canRestore ? ` ${t('linkNotice.kept')}` : ''}
          </p>
          {canRestore ? (
            <button type="button" onClick={onRestore} className="mt-2 font-semibold text-brand-800 underline underline-offset-2">
              {t('linkNotice.restore')}
            </button>
          ) : null}
        </div>
        <button
          type="button"
          onClick={onDismiss}
          aria-label={t('linkNotice.close')}
          className="rounded-lg p-1 text-slate-700 hover:bg-brand-100"
        >
          <X aria-hidden="true" className="h-4 w-4" />
        </button>
      </div>
    </div>
  );
}
