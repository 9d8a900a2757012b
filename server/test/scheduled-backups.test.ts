import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { healthReportSchema } from '../../contracts/admin.ts';
import { backupFileName, listBackups } from '../src/backup/backup-files.ts';
import { BackupSchedule } from '../src/backup/backup-schedule.ts';
import { checkStore, copySqliteStore, removeSqliteFiles } from '../src/backup/sqlite-copy.ts';
import { runServerCommand } from './helpers/run-command.ts';
import { createTestApp, trackPageView } from './helpers/test-app.ts';
import { createTestDatabase, describeEachDatabase } from './helpers/test-storage.ts';

// BACKUP_EVERY_HOURS: the server's scheduled backups of the SQLite store run the same copy as
// `npm run backup`, in a worker thread, are logged, keep the newest BACKUP_KEEP and are reported
// by the admin health call, with the last good one and the latest failure.

const directory = mkdtempSync(join(tmpdir(), 'src-scheduled-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

function recordingLogger() {
  const lines: { level: 'info' | 'error'; message: string; details: Record<string, unknown> }[] = [];
  return {
    lines,
    info: (details: object, message: string) => lines.push({ level: 'info', message, details: details as Record<string, unknown> }),
    error: (details: object, message: string) => lines.push({ level: 'error', message, details: details as Record<string, unknown> }),
  };
}

describe('scheduled backups [sqlite]', () => {
  it('back up on schedule in a worker while writes go on, log each, keep the newest BACKUP_KEEP, and stop', async () => {
    const database = await createTestDatabase('sqlite');
    const t = await createTestApp(database.storage);
    const folder = join(directory, 'every-two-seconds');
    const logger = recordingLogger();
    const storePath = database.storage.sqlitePath as string;
    const schedule = new BackupSchedule({
      storePath,
      directory: folder,
      everyHours: 2 / 3600,
      keep: 2,
      busyTimeoutMs: 2000,
      logger,
      firstDelayMs: 0,
    });
    try {
      schedule.start();
      let written = 0;
      const written3 = () => logger.lines.filter((line) => line.message === 'backup written and checked').length >= 3;
      while (!written3()) {
        expect((await trackPageView(t.app, `/scheduled/${written}`)).statusCode).toBe(202);
        written += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await schedule.stop();
      const made = logger.lines.filter((line) => line.message === 'backup written and checked');
      expect(logger.lines.filter((line) => line.level === 'error')).toEqual([]);
      expect(logger.lines[0]?.message).toBe('backups scheduled');

      const kept = listBackups(storePath, folder);
      expect(kept).toHaveLength(2);
      expect(kept.map((file) => file.path)).toEqual(
        made
          .slice(-2)
          .map((line) => line.details.backup)
          .reverse(),
      );
      // Each is a complete, checked copy; the later one holds more of the page views written meanwhile.
      const [newest, older] = kept.map((file) => checkStore(file.path));
      const views = (summary: typeof newest) => summary?.tables.find((table) => table.table === 'page_views')?.rows ?? -1;
      expect(views(newest)).toBe((made.at(-1)?.details.rows as Record<string, number>).page_views);
      expect(views(newest)).toBeGreaterThan(views(older));
      expect(made.at(-1)?.details.pruned).toEqual([made.at(-3)?.details.backup]);

      const status = schedule.status();
      expect(status).toMatchObject({ everyHours: 2 / 3600, keep: 2, directory: folder, lastFailure: null, running: false, nextAt: null });
      expect(status.lastGood?.file).toBe(kept[0]?.path.slice(folder.length + 1));
      // Stopped means stopped.
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(listBackups(storePath, folder).map((file) => file.path)).toEqual(kept.map((file) => file.path));
    } finally {
      await schedule.stop();
      await t.close();
      await database.destroy();
    }
  }, 60_000);

  it('counts a backup made meanwhile by npm run backup: the next scheduled one is due an interval after it', async () => {
    const database = await createTestDatabase('sqlite');
    const folder = join(directory, 'manual-meanwhile');
    const logger = recordingLogger();
    const storePath = database.storage.sqlitePath as string;
    const schedule = new BackupSchedule({
      storePath,
      directory: folder,
      everyHours: 1,
      keep: 7,
      busyTimeoutMs: 2000,
      logger,
      // Room for the manual copy below to finish before the first run is due, even on a loaded machine
      // (1.5 s was not always enough when the whole suite ran beside other work).
      firstDelayMs: 6000,
    });
    try {
      schedule.start();
      const firstDue = Date.parse(schedule.status().nextAt ?? '');
      const manual = await copySqliteStore(storePath, join(folder, backupFileName(storePath, Date.now())));
      expect(Date.now()).toBeLessThan(firstDue);
      const dueAfterManual = new Date((listBackups(storePath, folder)[0]?.takenAt ?? 0) + 3_600_000).toISOString();
      expect(schedule.status().nextAt, 'the panel already shows the next real one').toBe(dueAfterManual);
      await new Promise((resolve) => setTimeout(resolve, firstDue - Date.now() + 500));
      expect(listBackups(storePath, folder).map((file) => file.path)).toEqual([manual.path]);
      expect(logger.lines.map((line) => line.message)).toEqual(['backups scheduled']);
      expect(schedule.status().nextAt).toBe(new Date((listBackups(storePath, folder)[0]?.takenAt ?? 0) + 3_600_000).toISOString());
    } finally {
      await schedule.stop();
      await database.destroy();
    }
  });

  it('a failed backup is logged and reported with its error, and the last good one is still shown', async () => {
    const database = await createTestDatabase('sqlite');
    const folder = join(directory, 'failing');
    const logger = recordingLogger();
    const storePath = database.storage.sqlitePath as string;
    const schedule = new BackupSchedule({ storePath, directory: folder, everyHours: 24, keep: 7, busyTimeoutMs: 2000, logger });
    try {
      const good = await schedule.runNow();
      await database.storage.close();
      removeSqliteFiles(storePath);
      await expect(schedule.runNow()).rejects.toThrow(/There is no SQLite store at/);
      const status = schedule.status();
      expect(status.lastGood?.file).toBe(good.path.slice(folder.length + 1));
      expect(status.lastFailure?.error).toContain('There is no SQLite store at');
      expect(logger.lines.at(-1)).toMatchObject({ level: 'error', message: 'backup failed' });

      // A folder that cannot be read is reported the same way, not as a failed health call.
      const blocked = join(directory, 'a-file');
      writeFileSync(blocked, '');
      const unreadable = new BackupSchedule({
        storePath,
        directory: join(blocked, 'backups'),
        everyHours: null,
        keep: 7,
        busyTimeoutMs: 2000,
        logger,
      });
      expect(unreadable.status().lastFailure?.error).toMatch(/^cannot read the backup folder: ENOTDIR: not a directory/);
    } finally {
      await schedule.stop();
      await database.destroy();
    }
  });
});

describeEachDatabase('the admin health call reports backups', (database, dialect) => {
  it(
    dialect === 'sqlite' ? 'with the schedule and the last good backup' : 'not at all: PostgreSQL is backed up with pg_dump',
    async () => {
      const folder = join(directory, `health-${dialect}`);
      const t = await createTestApp(database().storage, { env: { BACKUP_EVERY_HOURS: '24', BACKUP_KEEP: '3', BACKUP_DIR: folder } });
      try {
        const token = await t.login();
        const health = async () => {
          const response = await t.asAdmin(token, { method: 'GET', url: '/api/admin/health' });
          expect(response.statusCode).toBe(200);
          return healthReportSchema.parse(response.json());
        };
        if (dialect === 'postgres') {
          expect((await health()).backups).toBeUndefined();
          return;
        }
        const before = await health();
        expect(before.backups).toMatchObject({
          everyHours: 24,
          keep: 3,
          directory: folder,
          lastGood: null,
          lastFailure: null,
          running: false,
        });
        // The first scheduled backup waits a minute after start.
        expect(Date.parse(before.backups?.nextAt ?? '') - Date.now()).toBeGreaterThan(50_000);

        const started = Date.now();
        const config = database().config;
        const run = await runServerCommand('backup.ts', [], {
          SQLITE_PATH: config.kind === 'sqlite' ? config.path : '',
          BACKUP_DIR: folder,
        });
        expect(run.code, run.stderr).toBe(0);
        const after = (await health()).backups;
        const file = listBackups(config.kind === 'sqlite' ? config.path : '', folder)[0];
        expect(after?.lastGood).toEqual({
          at: new Date(file?.takenAt ?? 0).toISOString(),
          file: file?.path.slice(folder.length + 1),
          bytes: file?.bytes,
        });
        expect(Date.parse(after?.lastGood?.at ?? '')).toBeGreaterThanOrEqual(started);
      } finally {
        await t.close();
      }
    },
    30_000,
  );
});

describe('the admin health status with failing backups [sqlite]', () => {
  it('is degraded, not healthy, while the backups fail', async () => {
    const database = await createTestDatabase('sqlite');
    // A backup folder under a file cannot be read or made: every backup fails.
    const blocked = join(directory, 'health-blocked');
    writeFileSync(blocked, '');
    const t = await createTestApp(database.storage, { env: { BACKUP_EVERY_HOURS: '24', BACKUP_DIR: join(blocked, 'backups') } });
    try {
      const token = await t.login();
      const response = await t.asAdmin(token, { method: 'GET', url: '/api/admin/health' });
      const report = healthReportSchema.parse(response.json());
      expect(report.backups?.lastFailure?.error).toMatch(/ENOTDIR/);
      expect(report.status).toBe('degraded');
      // The public check is for load balancers: the site serves, so it stays up.
      const publicCheck = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(publicCheck.json()).toEqual({ status: 'healthy' });
    } finally {
      await t.close();
      await database.destroy();
    }
  });
});
