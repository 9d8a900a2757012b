// Month names in English, and "2026-11" → "November 2026": the dates sources, facts and pages show.
export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "2026-11" → "November 2026". */
export function monthLabel(yearMonth: string): string {
  const [year, month] = yearMonth.split('-');
  return `${monthNames[Number(month) - 1] ?? ''} ${year ?? ''}`.trim();
}

/** A date's month in local time as "2026-11": the month a contract opened on that day starts in. */
export function yearMonthOf(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}
