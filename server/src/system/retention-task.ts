import { retentionCutoff } from '../repositories/expired-rows.ts';
import { runIngestTask } from '../repositories/ingest-tasks.ts';
import type { Storage } from '../storage/open-storage.ts';
import { describeError } from '../storage/storage-availability.ts';
import { type Clock, DAY_MS, MINUTE_MS, startOfDay } from './clock.ts';

interface RetentionLogger {
  info(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
}

export interface RetentionTaskOptions {
  retentionDays: number;
  clock: Clock;
  logger?: RetentionLogger;
  /** Rows per table per batch (default 2,000: a few milliseconds of work per table). */
  batchSize?: number;
  /** Rest between batches, so queued ingest batches commit first (default 20 ms). */
  pauseMs?: number;
}

/** After midnight UTC, when the day whose rows expire has just become old enough. */
const DAILY_RUN_OFFSET_MS = 5 * MINUTE_MS;
/** Not in the start-up rush: migrations and the first requests come first. */
const FIRST_RUN_DELAY_MS = MINUTE_MS;

/**
 * Deletes the raw rows older than RETENTION_DAYS (expired-rows.ts) in small batches, once shortly
 * after start and then every day at 00:05 UTC. Each batch is its own short transaction, through the
 * same path as ingest (on SQLite the ingest worker commits it between ingest batches), and the task
 * rests between batches, so a large first run never holds writes back for long. Several processes on
 * one PostgreSQL may run it together: a row is deleted once, the others find nothing.
 */
export class RetentionTask {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private stopped = false;

  constructor(
    private readonly storage: Storage,
    private readonly options: RetentionTaskOptions,
  ) {}

  /** Deletes every expired row, batch by batch; resolves to how many went. One run at a time. */
  runOnce(): Promise<number> {
    this.running ??= this.deleteAll().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  start(): void {
    this.schedule(FIRST_RUN_DELAY_MS);
  }

  /** No new run starts; a running one stops after its current batch. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      void this.runOnce()
        .catch((error: unknown) =>
          this.options.logger?.warn({ error: describeError(error) }, 'deleting expired rows failed; next try tomorrow'),
        )
        .finally(() => this.schedule(untilNextRun(Date.now())));
    }, delayMs);
    // Never the reason the process stays up.
    this.timer.unref();
  }

  private async deleteAll(): Promise<number> {
    const { retentionDays, clock, batchSize = 2000, pauseMs = 20 } = this.options;
    const cutoff = retentionCutoff(clock.now(), retentionDays);
    const started = performance.now();
    let total = 0;
    for (;;) {
      if (this.stopped) break;
      const [deleted = 0] = await runIngestTask(this.storage, 'expired-rows', [{ cutoff, limit: batchSize }]);
      total += deleted;
      if (deleted === 0) break;
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
    if (total > 0) {
      this.options.logger?.info(
        { rows: total, before: new Date(cutoff).toISOString(), ms: Math.round(performance.now() - started) },
        'deleted expired raw rows',
      );
    }
    return total;
  }
}

/** Wall time until the next 00:05 UTC: scheduling is about the real day, whatever the app's clock. */
function untilNextRun(now: number): number {
  const today = startOfDay(now) + DAILY_RUN_OFFSET_MS;
  return (now < today ? today : today + DAY_MS) - now;
}
