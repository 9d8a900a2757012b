import { useLanguage, useT } from '#web/i18n/use-translation.ts';
import { cn } from '#web/lib/cn.ts';
import { readMinutes } from '../model/article-view.ts';
import { arabicDate } from '../model/source-date.ts';

/**
 * Date · read time, with the date machine-readable. English shows the article's own date label
 * ("October 18, 2025"); Arabic writes the same day in Arabic («18 أكتوبر 2025»).
 */
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
  const t = useT();
  const language = useLanguage();
  const minutes = readMinutes(readTime);
  return (
    <p className={cn('flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600', className)}>
      <time dateTime={dateIso}>{language === 'en' ? date : arabicDate(dateIso)}</time>
      <span aria-hidden="true">·</span>
      <span>{minutes === undefined ? readTime : t('articleCard.readTime', { minutes })}</span>
    </p>
  );
}
