import { describe, expect, it } from 'vitest';
import type { BackupStatus } from '#contracts/backups.ts';
import { formatFileSize, summariseBackups } from './backup-summary.ts';

const now = Date.UTC(2026, 2, 10, 14, 20, 0);
const hoursAgo = (hours: number) => new Date(now - hours * 3_600_000).toISOString();
const status = (overrides: Partial<BackupStatus> = {}): BackupStatus => ({
  everyHours: 24,
  keep: 7,
  directory: '/srv/var/backups',
  lastGood: { at: hoursAgo(3), file: 'salary-reality-check-2026-03-10T11-20-00.000Z.sqlite', bytes: 12_900_000 },
  lastFailure: null,
  running: false,
  nextAt: new Date(now + 21 * 3_600_000).toISOString(),
  ...overrides,
});

describe('summariseBackups', () => {
  it('names the last good backup, its age, file and size, and the schedule', () => {
    const summary = summariseBackups(status(), now);
    expect(summary.tone).toBe('positive');
    expect(summary.warning).toBeNull();
    expect(summary.detail).toBe('3 h ago · salary-reality-check-2026-03-10T11-20-00.000Z.sqlite · 12.3 MB');
    expect(summary.schedule).toMatch(/^Every 24 hours, keeping 7; next /);
  });

  it('warns when the latest scheduled backup failed, with its error', () => {
    const summary = summariseBackups(status({ lastFailure: { at: hoursAgo(1), error: 'SQLITE_FULL: database or disk is full' } }), now);
    expect(summary.tone).toBe('negative');
    expect(summary.warning).toMatch(/^Backups are failing \(.+\): SQLITE_FULL: database or disk is full$/);
    // Without a good one, it does not promise the first is on its way.
    const none = summariseBackups(
      status({ lastGood: null, lastFailure: { at: hoursAgo(1), error: 'ENOSPC: no space left on device' } }),
      now,
    );
    expect(none.detail).toBe('Backups go to /srv/var/backups');
  });

  it('warns when the last good one is older than two intervals', () => {
    const summary = summariseBackups(status({ everyHours: 1, lastGood: { at: hoursAgo(2.5), file: 'x.sqlite', bytes: 1 } }), now);
    expect(summary.tone).toBe('caution');
    expect(summary.warning).toContain('older than two scheduled intervals');
    expect(
      summariseBackups(status({ everyHours: 1, lastGood: { at: hoursAgo(1.5), file: 'x.sqlite', bytes: 1 } }), now).warning,
    ).toBeNull();
  });

  it('says how to get one when there is none and none is scheduled', () => {
    const summary = summariseBackups(status({ everyHours: null, lastGood: null, nextAt: null }), now);
    expect(summary.lastGood).toBe('None yet');
    expect(summary.tone).toBe('caution');
    expect(summary.warning).toBe('There is no backup of this store yet.');
    expect(summary.schedule).toBe('Not scheduled: set BACKUP_EVERY_HOURS, or run npm run backup');
    expect(summary.detail).toBe('Backups go to /srv/var/backups');
  });

  it('manual backups without a schedule are not a warning; a running one is said', () => {
    expect(summariseBackups(status({ everyHours: null, nextAt: null }), now).warning).toBeNull();
    expect(summariseBackups(status({ everyHours: 0.5, running: true }), now).schedule).toBe(
      'Every 30 minutes, keeping 7; one is running now',
    );
  });

  it.each([
    [1, 'Every hour'],
    [1.5, 'Every 1.5 hours'],
    [1 / 60, 'Every minute'],
    [0.02, 'Every 1.2 minutes'],
    [2 / 3600, 'Every 2 seconds'],
  ])('a schedule of %d hours reads "%s"', (everyHours, text) => {
    expect(summariseBackups(status({ everyHours, nextAt: null }), now).schedule).toBe(`${text}, keeping 7`);
  });
});

describe('formatFileSize', () => {
  it.each([
    [512, '512 bytes'],
    [2048, '2 KB'],
    [12_900_000, '12.3 MB'],
    [2_469_606_195, '2.3 GB'],
  ])('%i bytes is "%s"', (bytes, text) => expect(formatFileSize(bytes)).toBe(text));
});
