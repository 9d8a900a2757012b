import BetterSqlite3 from 'better-sqlite3';

// Is a server (or any other process) using the SQLite store? The answer comes from SQLite's own
// file locks rather than a pid file: every connection to a WAL-mode database holds a shared lock for
// as long as it is open, the kernel drops it when the process ends however it ends (kill -9 leaves no
// stale lock to clean up), and it works across containers that share the volume but not a process
// table. docs/decisions/0009-backups-restore-and-upgrades.md.

export class StoreInUseError extends Error {
  constructor(readonly storePath: string) {
    super(
      `The store ${storePath} is in use by another process (a running server, or a backup in progress). ` +
        'Stop the server, then run the restore again.',
    );
    this.name = 'StoreInUseError';
  }
}

/**
 * Takes an exclusive lock on the store, folds its -wal into the main file and switches it to the
 * rollback journal, so it is one self-contained file that can be moved aside; then lets it go.
 * Throws StoreInUseError when another process holds it open.
 */
export function settleUnusedStore(storePath: string, waitMs = 1000): void {
  const database = new BetterSqlite3(storePath, { fileMustExist: true, timeout: waitMs });
  try {
    // EXCLUSIVE locking mode keeps the lock from the first transaction until close, and in WAL mode
    // reads the -wal without the shared-memory file other processes would be using.
    database.pragma('locking_mode = EXCLUSIVE');
    try {
      database.exec('begin exclusive; commit');
    } catch (error) {
      if ((error as { code?: unknown }).code === 'SQLITE_BUSY') throw new StoreInUseError(storePath);
      throw error;
    }
    database.pragma('wal_checkpoint(TRUNCATE)');
    database.pragma('journal_mode = DELETE');
  } finally {
    database.close();
  }
}

/** True when some process holds the file open through SQLite (a shared lock or more). */
export function storeInUse(storePath: string): boolean {
  try {
    settleUnusedStore(storePath, 0);
    return false;
  } catch (error) {
    if (error instanceof StoreInUseError) return true;
    throw error;
  }
}
