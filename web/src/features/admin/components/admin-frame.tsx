import type { ReactNode } from 'react';
import { siteName } from '#web/lib/site.ts';

/** The operator pages' page: a plain top bar naming the area, then the content as the main landmark. */
export function AdminFrame({ actions, children }: { actions?: ReactNode; children: ReactNode }) {
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3">
          <p className="flex items-center gap-2 text-base font-extrabold text-ink">
            <img src="/favicon.svg" alt="" width="28" height="28" />
            <span>
              {siteName} <span className="font-semibold text-slate-600">· Operator</span>
            </span>
          </p>
          {actions}
        </div>
      </header>
      <main id="main" className="mx-auto max-w-6xl px-4 py-6">
        {children}
      </main>
    </div>
  );
}
