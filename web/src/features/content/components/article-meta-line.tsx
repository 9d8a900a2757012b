import { cn } from '#web/lib/cn.ts';

/** Date · read time, with the date machine-readable. */
export function ArticleMetaLine({
  date,
  dateIso,
  readTime,
  className,
}: {
  date: string;
  dateIso: string;
  readTime: string;
  className?: string;
}) {
  return (
    <p className={cn('flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600', className)}>
      <time dateTime={dateIso}>{date}</time>
      <span aria-hidden="true">·</span>
      <span>{readTime}</span>
    </p>
  );
}
