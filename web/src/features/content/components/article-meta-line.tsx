import { CalendarDays, Clock } from 'lucide-react';
import { cn } from '../../../lib/cn.ts';

/** Date and read time, with the date machine-readable. */
export function ArticleMetaLine({ date, dateIso, readTime, className }: { date: string; dateIso: string; readTime: string; className?: string }) {
  return (
    <p className={cn('flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600', className)}>
      <span className="inline-flex items-center gap-1.5">
        <CalendarDays aria-hidden="true" className="h-4 w-4" />
        <time dateTime={dateIso}>{date}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Clock aria-hidden="true" className="h-4 w-4" />
        {readTime}
      </span>
    </p>
  );
}
