import { CalendarDays, Clock } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';

/** Date and read time, with the date machine-readable. */
interface ArticleMetaLineProps {
  date: string;
  dateIso: string;
  readTime: string;
  /** Cards in long lists go without icons: 45 cards × 2 inline SVGs is weight without meaning. */
  icons?: boolean;
  className?: string;
}

export function ArticleMetaLine({ date, dateIso, readTime, icons = true, className }: ArticleMetaLineProps) {
  return (
    <p className={cn('flex flex-wrap items-center gap-y-1 text-sm text-slate-600', icons ? 'gap-x-4' : 'gap-x-2', className)}>
      <span className="inline-flex items-center gap-1.5">
        {icons ? <CalendarDays aria-hidden="true" className="h-4 w-4" /> : null}
        <time dateTime={dateIso}>{date}</time>
      </span>
      {icons ? null : <span aria-hidden="true">·</span>}
      <span className="inline-flex items-center gap-1.5">
        {icons ? <Clock aria-hidden="true" className="h-4 w-4" /> : null}
        {readTime}
      </span>
    </p>
  );
}
