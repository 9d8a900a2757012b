import { RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useT } from '#web/i18n/use-translation.ts';
import { activateUpdate, onUpdateWaiting } from '#web/lib/service-worker.ts';

/**
 * Offers the reload when a new version of the site has installed (ADR 0013): the page keeps working
 * on the version it loaded (its scripts are all cached) until the visitor chooses to move on, and the
 * calculator's answers are kept in this browser across the reload.
 */
export function UpdatePrompt() {
  const t = useT();
  const [waiting, setWaiting] = useState(false);
  const [reloading, setReloading] = useState(false);
  useEffect(() => onUpdateWaiting(() => setWaiting(true)), []);
  if (!waiting) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-md flex-wrap items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-lg sm:inset-x-auto sm:end-4"
    >
      <p className="min-w-0 flex-1 text-sm text-ink">
        <span className="font-semibold">{t('update.title')}</span> {t('update.text')}
      </p>
      <button
        type="button"
        disabled={reloading}
        onClick={() => {
          setReloading(true);
          void activateUpdate();
        }}
        className="inline-flex items-center gap-2 rounded-xl bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
      >
        <RefreshCw aria-hidden="true" className="h-4 w-4" />
        {t('update.reload')}
      </button>
    </div>
  );
}
