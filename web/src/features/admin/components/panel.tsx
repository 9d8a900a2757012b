import { useId, type ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

interface PanelProps {
  title: string;
  /** One line under the title: what the figures count. */
  description?: ReactNode;
  /** Controls at the title's right (a period selector, a button). */
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A titled card; the section is named by its heading for screen-reader navigation. */
export function Panel({ title, description, actions, className, children }: PanelProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn('min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5', className)}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          {/* Focusable by script (tabIndex -1): where focus goes when what held it inside the panel leaves. */}
          <h2 id={headingId} tabIndex={-1} className="text-base font-bold text-ink outline-none">
            {title}
          </h2>
          {description ? <p className="mt-0.5 text-sm text-slate-600">{description}</p> : null}
        </div>
        {actions}
      </div>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** Said where a list has nothing to show for the chosen period: a real zero, not a failure. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="rounded-xl bg-slate-50 px-3 py-6 text-center text-sm text-slate-700">{children}</p>;
}
