import { z } from 'zod';
import { periodHours } from './admin.ts';

// RETENTION_DAYS: how long the raw analytics and result rows are kept (ADR 0010, docs/decisions). One definition for
// the server, which deletes by it, and the build, which states it on the privacy page, so the page
// can say exactly what the server does.

/** The dashboard's longest period in days (Last 90 Days). */
const LONGEST_PERIOD_DAYS = Math.max(...periodHours) / 24;

/**
 * The dashboards read raw rows of the day their period starts in (see period-window.ts), so keeping
 * the raw rows of the last LONGEST_PERIOD_DAYS whole days keeps every period exact. Less would make
 * "Last 90 Days" wrong; more keeps personal-ish rows (a daily visitor hash with city and device) for
 * no figure the operator can see. The default is that minimum.
 */
const MIN_RETENTION_DAYS = LONGEST_PERIOD_DAYS;
const DEFAULT_RETENTION_DAYS = MIN_RETENTION_DAYS;

export const retentionDaysSchema = z.coerce
  .number()
  .int()
  .min(MIN_RETENTION_DAYS, {
    message: `RETENTION_DAYS must be at least ${MIN_RETENTION_DAYS}: the dashboard's longest period needs the raw rows of every day in it`,
  })
  .max(36_500)
  .default(DEFAULT_RETENTION_DAYS);

/** RETENTION_DAYS as the build reads it (vite.config.ts): unset or empty means the default. */
export function retentionDaysFrom(value: string | undefined): number {
  const parsed = retentionDaysSchema.safeParse(value === '' ? undefined : value);
  if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => issue.message).join('; '));
  return parsed.data;
}

/**
 * The privacy page's sentence. The server checks that the built page holds exactly this sentence for
 * the RETENTION_DAYS it runs with (site/privacy-retention-check.ts), so it has no quotes or
 * apostrophes, which the HTML would escape.
 */
export function retentionStatement(days: number): string {
  return (
    `Page-view records, with the visits and daily visitor records made from them, and result records are deleted automatically after ${days} days: ` +
    `every day the server deletes those of days (UTC) more than ${days} days ago. ` +
    'Only counts per hour and per day (of page views, visits, visitors and results, by page, country, source and verdict) are kept longer, for the dashboard.'
  );
}

/** «يومًا», «أيام» or «يوم» after a number of days, as Arabic counts them (90 يومًا، 100 يوم، 5 أيام). */
function arabicDays(days: number): string {
  const lastTwo = days % 100;
  if (lastTwo >= 11) return `${days} يومًا`;
  if (lastTwo >= 3) return `${days} أيام`;
  return `${days} يوم`;
}

/** The privacy page's sentence in Arabic, saying what retentionStatement says; no quotes, as there. */
export function retentionStatementArabic(days: number): string {
  return (
    `تُحذف تلقائيًا سجلات مشاهدات الصفحات، مع الزيارات وسجلات الزوار اليومية المستخرجة منها، وسجلات النتائج بعد ${arabicDays(days)}: ` +
    `يحذف الخادم كل يوم سجلات الأيام (بتوقيت UTC) التي مضى عليها أكثر من ${arabicDays(days)}. ` +
    'ولا يُحتفظ لمدة أطول إلا بالأعداد لكل ساعة ولكل يوم (لمشاهدات الصفحات والزيارات والزوار والنتائج، حسب الصفحة والبلد والمصدر والحكم)، من أجل لوحة التحكم.'
  );
}
