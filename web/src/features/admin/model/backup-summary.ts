import type { BackupStatus } from '#contracts/backups.ts';
import { formatDateTime, formatRelativeAge } from './admin-format.ts';

// What the health panel says about the SQLite store's backups: the last good one, the schedule, and
// a warning when there is none, the schedule is behind, or the latest scheduled one failed.

const HOUR_MS = 3_600_000;

export interface BackupSummary {
  /** "12 Mar 2026, 14:02", or "None yet". */
  lastGood: string;
  /** "3 h ago · salary-reality-check-….sqlite · 12.3 MB", or what to do to get one. */
  detail: string;
  /** "Every 24 hours, keeping 7; next 13 Mar 2026, 14:02", or "Not scheduled". */
  schedule: string;
  tone: 'default' | 'positive' | 'caution' | 'negative';
  /** Shown as an alert when something needs the operator. */
  warning: string | null;
}

const oneDecimal = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${oneDecimal.format(value)} ${units[unit]}`;
}

/** "hour", "6 hours"; under an hour in minutes or seconds, so 0.02 hours is "72 seconds", never "0 hours". */
function hours(value: number): string {
  if (value === 1) return 'hour';
  if (value >= 1) return `${oneDecimal.format(value)} hours`;
  const minutes = value * 60;
  if (minutes >= 1) return minutes === 1 ? 'minute' : `${oneDecimal.format(minutes)} minutes`;
  const seconds = Math.round(minutes * 60);
  return seconds === 1 ? 'second' : `${seconds} seconds`;
}

export function summariseBackups(status: BackupStatus, now: number): BackupSummary {
  const { lastGood, lastFailure, everyHours } = status;
  const schedule =
    everyHours === null
      ? 'Not scheduled: set BACKUP_EVERY_HOURS, or run npm run backup'
      : `Every ${hours(everyHours)}, keeping ${status.keep}${status.running ? '; one is running now' : status.nextAt ? `; next ${formatDateTime(status.nextAt)}` : ''}`;
  let warning: string | null = null;
  let tone: BackupSummary['tone'] = lastGood ? 'positive' : 'caution';
  if (lastFailure) {
    // A scheduled backup that failed, or a backup folder the server cannot read.
    warning = `Backups are failing (${formatDateTime(lastFailure.at)}): ${lastFailure.error}`;
    tone = 'negative';
  } else if (everyHours !== null && lastGood && now - Date.parse(lastGood.at) > 2 * everyHours * HOUR_MS) {
    // Two intervals without a good backup: the schedule is not keeping up (a stopped server, a slow disk).
    warning = `The last good backup is older than two scheduled intervals (${formatRelativeAge(lastGood.at, now)}).`;
    tone = 'caution';
  } else if (!lastGood && everyHours === null) {
    warning = 'There is no backup of this store yet.';
  }
  return {
    lastGood: lastGood ? formatDateTime(lastGood.at) : 'None yet',
    detail: lastGood
      ? `${formatRelativeAge(lastGood.at, now)} · ${lastGood.file} · ${formatFileSize(lastGood.bytes)}`
      : everyHours !== null && !lastFailure
        ? 'The first scheduled one is on its way'
        : `Backups go to ${status.directory}`,
    schedule,
    tone,
    warning,
  };
}
