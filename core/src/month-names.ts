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
