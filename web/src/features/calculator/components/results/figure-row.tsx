import type { ReactNode } from 'react';
import type { FigureSource } from '#core';
import { cn } from '#web/lib/cn.ts';
import { SourceInfo } from './source-info.tsx';

/** A labelled figure in a results panel's list, with its source control. */
export function FigureRow({
  label,
  figure,
  source,
  children,
  testId,
  strong,
  className,
}: {
  label: ReactNode;
  /** The figure's name, for the source control's label. */
  figure: string;
  source: FigureSource;
  /** The value as shown. */
  children: ReactNode;
  testId?: string;
  /** The panel's headline figure: larger, and its label bold. */
  strong?: boolean;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-wrap items-center justify-between gap-x-3', className)}>
      <dt className={strong ? 'font-semibold text-ink' : 'text-slate-700'}>{label}</dt>
      <dd
        className={cn('flex items-center gap-1 tabular-nums text-ink', strong ? 'text-lg font-extrabold' : 'font-semibold')}
        data-testid={testId}
      >
        {children}
        <SourceInfo figure={figure} source={source} />
      </dd>
    </div>
  );
}
