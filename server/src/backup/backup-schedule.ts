import { dirname, join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { BackupStatus } from '../../../contracts/backups.ts';
import type { Env } from '../config/env.ts';
import type { Storage } from '../storage/open-storage.ts';
import { describeError } from '../storage/storage-availability.ts';
import { type BackupFile, backupFileName, listBackups, pruneBackups } from './backup-files.ts';
import type { CopyReport } from './sqlite-copy.ts';

// BACKUP_EVERY_HOURS: the server backs its SQLite store up on a schedule, through the same copy as
// `npm run backup`, keeps the newest BACKUP_KEEP in the backup folder and reports on the dashboard's
// health panel. The schedule follows the newest backup in the folder, not the process: a server
// restarted every day still backs up once a day, and a manual backup counts.

interface ScheduleLogger {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface BackupScheduleOptions {
  storePath: string;
  directory: string;
  /** null: no scheduled backups (the status still reports the newest backup in the folder). */
  everyHours: number | null;
  keep: number;
  busyTimeoutMs: number;
  logger: ScheduleLogger;
  /** The first backup waits at least this long after start, so start-up is not slowed (default 60 s). */
  firstDelayMs?: number;
}

/** Where backups go: BACKUP_DIR, else a `backups` folder beside the store (var/backups by default). */
export function backupDirectory(env: Pick<Env, 'BACKUP_DIR' | 'SQLITE_PATH'>): string {
  return resolve(env.BACKUP_DIR ?? join(dirname(resolve(env.SQLITE_PATH)), 'backups'));
}

/** The app's schedule: for a SQLite file only (PostgreSQL is pg_dump's), configured from the environment. */
export function backupScheduleFor(env: Env, storage: Storage, logger: ScheduleLogger): BackupSchedule | undefined {
  if (!storage.sqlitePath) return undefined;
  return new BackupSchedule({
    storePath: storage.sqlitePath,
    directory: backupDirectory({ BACKUP_DIR: env.BACKUP_DIR, SQLITE_PATH: storage.sqlitePath }),
    everyHours: env.BACKUP_EVERY_HOURS ?? null,
    keep: env.BACKUP_KEEP,
    // A backup may wait for a checkpoint or a recovery a little longer than a request would.
    busyTimeoutMs: Math.max(env.SQLITE_BUSY_TIMEOUT_MS, 10_000),
    logger,
  });
}

const HOUR_MS = 3_600_000;
/** setTimeout's longest delay (about 24.8 days); longer ones fire at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export class BackupSchedule {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<CopyReport> | undefined;
  private lastFailure: { at: number; error: string } | undefined;
  private nextAt: number | undefined;
  private stopped = false;

  constructor(private readonly options: BackupScheduleOptions) {}

  start(): void {
    if (this.options.everyHours === null || this.stopped) return;
    const earliest = Date.now() + (this.options.firstDelayMs ?? 60_000);
    this.schedule(Math.max(earliest, this.dueAfterNewest() ?? earliest));
    this.options.logger.info(
      {
        everyHours: this.options.everyHours,
        keep: this.options.keep,
        directory: this.options.directory,
        firstAt: new Date(this.nextAt ?? earliest).toISOString(),
      },
      'backups scheduled',
    );
  }

  /** Stops the timer and waits for a backup in progress (shutdown must not close the store under it). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.nextAt = undefined;
    await this.running?.catch(() => undefined);
  }

  /** One backup now, in a worker thread; then the folder is pruned to BACKUP_KEEP. */
  runNow(): Promise<CopyReport> {
    if (this.running) return this.running;
    const destination = join(this.options.directory, backupFileName(this.options.storePath, Date.now()));
    const run = runBackupInWorker(this.options.storePath, destination, this.options.busyTimeoutMs)
      .then((report) => {
        this.lastFailure = undefined;
        const pruned = pruneBackups(this.options.storePath, this.options.directory, this.options.keep);
        this.options.logger.info(
          {
            backup: report.path,
            bytes: report.bytes,
            rows: Object.fromEntries(report.tables.map((table) => [table.table, table.rows])),
            copyMs: Math.round(report.copyMs),
            checkMs: Math.round(report.checkMs),
            pruned,
          },
          'backup written and checked',
        );
        return report;
      })
      .catch((error: unknown) => {
        this.lastFailure = { at: Date.now(), error: describeBackupError(error) };
        this.options.logger.error({ destination, error: describeBackupError(error) }, 'backup failed');
        throw error;
      })
      .finally(() => {
        this.running = undefined;
      });
    this.running = run;
    return run;
  }

  status(): BackupStatus {
    let newest: BackupFile | undefined;
    let listingError: string | undefined;
    try {
      newest = listBackups(this.options.storePath, this.options.directory)[0];
    } catch (error) {
      // An unreadable folder is reported on the panel, not turned into a failed health call.
      listingError = `cannot read the backup folder: ${describeBackupError(error)}`;
    }
    const failure = this.lastFailure ?? (listingError ? { at: Date.now(), error: listingError } : undefined);
    return {
      everyHours: this.options.everyHours,
      keep: this.options.keep,
      directory: this.options.directory,
      lastGood: newest
        ? { at: new Date(newest.takenAt).toISOString(), file: newest.path.slice(this.options.directory.length + 1), bytes: newest.bytes }
        : null,
      lastFailure: failure ? { at: new Date(failure.at).toISOString(), error: failure.error } : null,
      running: this.running !== undefined,
      // The timer may still be set for a backup that a newer one in the folder has made unnecessary.
      nextAt:
        this.nextAt === undefined ? null : new Date(Math.max(this.nextAt, newest ? newest.takenAt + this.intervalMs() : 0)).toISOString(),
    };
  }

  /** When the newest backup in the folder makes the next one due; undefined when there is none (or no folder). */
  private dueAfterNewest(): number | undefined {
    try {
      const newest = listBackups(this.options.storePath, this.options.directory)[0];
      return newest ? newest.takenAt + this.intervalMs() : undefined;
    } catch {
      // An unreadable folder: the backup itself will fail and say why.
      return undefined;
    }
  }

  private intervalMs(): number {
    return (this.options.everyHours ?? 0) * HOUR_MS;
  }

  private schedule(at: number): void {
    if (this.stopped) return;
    this.nextAt = at;
    this.timer = setTimeout(
      () => {
        // Timers cannot wait longer than MAX_TIMER_MS: a longer interval is waited for in parts.
        if (Date.now() < at) return this.schedule(at);
        // A backup made meanwhile (npm run backup into the folder) counts: the next is due an interval after it.
        const dueAfterNewest = this.dueAfterNewest();
        if (dueAfterNewest !== undefined && dueAfterNewest > Date.now()) return this.schedule(dueAfterNewest);
        this.runNow()
          .catch(() => undefined) // logged and reported by runNow; the next attempt comes at the next interval
          .finally(() => this.schedule(Date.now() + this.intervalMs()));
      },
      Math.min(MAX_TIMER_MS, Math.max(0, at - Date.now())),
    );
    // A pending backup never keeps the process alive on its own.
    this.timer.unref();
  }
}

/** describeError without saying the code twice: Node's file-system messages already begin with it. */
function describeBackupError(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return error instanceof Error && typeof code === 'string' && error.message.startsWith(code) ? error.message : describeError(error);
}

// The worker's module sits beside this one's in the same tree: .ts from source, .js once built.
const moduleExtension = import.meta.url.endsWith('.ts') ? '.ts' : '.js';
const backupWorkerEntry = new URL(`./backup-worker${moduleExtension}`, import.meta.url);

type WorkerReply = { ok: true; report: CopyReport } | { ok: false; error: { message: string; code?: string } };

function runBackupInWorker(source: string, destination: string, busyTimeoutMs: number): Promise<CopyReport> {
  const workerData = { source, destination, busyTimeoutMs };
  const worker = backupWorkerEntry.pathname.endsWith('.ts')
    ? new Worker(new URL('../system/tsx-worker.mjs', import.meta.url), { argv: [backupWorkerEntry.href], workerData })
    : new Worker(backupWorkerEntry, { workerData });
  return new Promise((resolvePromise, reject) => {
    let settled = false;
    worker.once('message', (reply: WorkerReply) => {
      settled = true;
      if (reply.ok) resolvePromise(reply.report);
      else reject(Object.assign(new Error(reply.error.message), { code: reply.error.code }));
    });
    worker.once('error', (error) => {
      settled = true;
      reject(error);
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`backup worker exited with ${code} before answering`));
    });
  });
}
