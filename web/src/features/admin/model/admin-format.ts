// How the dashboard writes figures: one place, so every tab says "2 min ago" or "1,204" the same way.

const integerFormat = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });
const oneDecimalFormat = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export function formatCount(value: number): string {
  return integerFormat.format(value);
}

/** A percentage with one decimal, e.g. "66.7%". */
export function formatPercent(value: number): string {
  return `${oneDecimalFormat.format(value)}%`;
}

/** An average rating out of five, e.g. "4.0 / 5". */
export function formatRating(average: number): string {
  return `${oneDecimalFormat.format(average)} / 5`;
}

/** Share of a total as a percentage; 0 when the total is 0 (no division by zero shown as NaN). */
export function shareOf(part: number, total: number): number {
  return total === 0 ? 0 : Math.round((part / total) * 1000) / 10;
}

function plural(value: number, unit: string): string {
  return `${value} ${unit}${value === 1 ? '' : 's'}`;
}

/** Spec 001: uptime as days, hours and minutes, e.g. "2 days, 3 hours, 1 minute". */
export function formatUptime(seconds: number): string {
  const totalMinutes = Math.floor(Math.max(0, seconds) / 60);
  const days = Math.floor(totalMinutes / 1440);
  const hours = Math.floor((totalMinutes % 1440) / 60);
  const minutes = totalMinutes % 60;
  return `${plural(days, 'day')}, ${plural(hours, 'hour')}, ${plural(minutes, 'minute')}`;
}

/** A storage round trip: two decimals below 10 ms (a local SQLite answers in fractions of one). */
export function formatMilliseconds(ms: number): string {
  return ms < 10 ? `${ms.toFixed(2)} ms` : `${integerFormat.format(ms)} ms`;
}

/** Average time on page: "32.5 s" under a minute, "3 min 5 s" above. */
export function formatDuration(seconds: number): string {
  if (seconds < 60) return `${oneDecimalFormat.format(seconds)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${whole % 60} s`;
}

/** How long ago `timestamp` was, seen from `now`: "just now", "45 sec ago", "2 min ago", "3 h ago", "2 days ago". */
export function formatRelativeAge(timestamp: string, now: number): string {
  const seconds = Math.max(0, Math.floor((now - Date.parse(timestamp)) / 1000));
  if (seconds < 10) return 'just now';
  if (seconds < 60) return `${seconds} sec ago`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  return days === 1 ? '1 day ago' : `${days} days ago`;
}

const clockFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** The time of a refresh, in the operator's time zone: "14:02:05". */
export function formatClockTime(epochMs: number): string {
  return clockFormat.format(epochMs);
}

/** A full date and time in the operator's time zone: "12 Mar 2026, 14:02". */
export function formatDateTime(timestamp: string | number): string {
  return dateTimeFormat.format(typeof timestamp === 'string' ? Date.parse(timestamp) : timestamp);
}
