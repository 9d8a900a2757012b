import { closeSync, fdatasyncSync, openSync } from 'node:fs';

/** How often the WAL is flushed to the disk with SQLITE_SYNCHRONOUS=normal: the most a power cut can take. */
const WAL_FLUSH_INTERVAL_MS = 1000;

/**
 * With synchronous=NORMAL, SQLite writes every commit to the WAL file but flushes it to the disk only
 * at checkpoints. This flushes it once a second instead (fdatasync through a descriptor of our own:
 * the flush is per file, whoever wrote the pages), as PostgreSQL's WAL writer does for
 * synchronous_commit=off. After a power cut SQLite recovers the WAL up to the last complete commit
 * on the disk, so the store stays consistent and loses at most the last second of commits.
 */
export class WalFlush {
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly databasePath: string) {
    this.timer = setInterval(() => this.flush(), WAL_FLUSH_INTERVAL_MS);
    this.timer.unref();
  }

  flush(): void {
    let descriptor: number | undefined;
    try {
      descriptor = openSync(`${this.databasePath}-wal`, 'r');
      fdatasyncSync(descriptor);
    } catch {
      // No WAL file (the last connection closed and checkpointed it), or a failing disk, which the
      // next write reports as a write refusal.
    } finally {
      if (descriptor !== undefined) closeSync(descriptor);
    }
  }

  stop(): void {
    clearInterval(this.timer);
    this.flush();
  }
}
