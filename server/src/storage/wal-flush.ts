import { open } from 'node:fs/promises';

/** How often the WAL is flushed to the disk with SQLITE_SYNCHRONOUS=normal: the most a power cut can take. */
const WAL_FLUSH_INTERVAL_MS = 1000;

/**
 * With synchronous=NORMAL, SQLite writes every commit to the WAL file but flushes it to the disk only
 * at checkpoints. This flushes it once a second instead (fdatasync through a descriptor of our own:
 * the flush is per file, whoever wrote the pages), as PostgreSQL's WAL writer does for
 * synchronous_commit=off. After a power cut SQLite recovers the WAL up to the last complete commit
 * on the disk, so the store stays consistent and loses at most the last second of commits. The
 * flush runs on libuv's thread pool: a slow disk never stalls the requests the server is answering.
 */
export class WalFlush {
  private readonly timer: NodeJS.Timeout;
  private running: Promise<void> | undefined;

  constructor(private readonly databasePath: string) {
    this.timer = setInterval(() => void this.flush(), WAL_FLUSH_INTERVAL_MS);
    this.timer.unref();
  }

  /** One flush at a time: a second that finds the last one still running skips its turn. */
  flush(): Promise<void> {
    this.running ??= this.flushOnce().finally(() => (this.running = undefined));
    return this.running;
  }

  private async flushOnce(): Promise<void> {
    try {
      const file = await open(`${this.databasePath}-wal`, 'r');
      try {
        await file.datasync();
      } finally {
        await file.close();
      }
    } catch {
      // No WAL file (the last connection closed and checkpointed it), or a failing disk, which the
      // next write reports as a write refusal.
    }
  }

  /** Stops the schedule; the store's close checkpoints the WAL into the database file itself. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
