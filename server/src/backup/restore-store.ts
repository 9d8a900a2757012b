import { existsSync, renameSync, rmSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { knownMigrations } from '../migrations/run-migrations.ts';
import { SchemaNewerThanCodeError, migrationsUnknownTo } from '../migrations/schema-version.ts';
import { type StoreSummary, StoreCheckError, checkStore, copySqliteStore, fsyncPath, removeSqliteFiles } from './sqlite-copy.ts';
import { settleUnusedStore, storeInUse } from './store-lock.ts';

export interface RestoreReport {
  backup: StoreSummary;
  storePath: string;
  /** Where the replaced store was kept; null when there was none. */
  keptAs: string | null;
  /** Migrations the next start will apply to the restored store (it came from an older version). */
  pendingMigrations: string[];
  /** A process opened the old store while it was being replaced (the check runs before and after). */
  openedDuringRestore: boolean;
}

/**
 * Puts the SQLite backup at `backupPath` in place of the store at `storePath`. Refuses, changing
 * nothing, when the backup fails integrity_check, is not a store of this application, or comes from
 * a newer version, and when a process has the store open. The replaced store is kept beside it as
 * `<name>.before-restore-<time>`; the backup itself is left untouched (a checked copy goes in place).
 */
export async function restoreSqliteStore(backupPath: string, storePath: string, now = Date.now()): Promise<RestoreReport> {
  const source = resolve(backupPath);
  const target = resolve(storePath);
  if (source === target) throw new StoreCheckError('The backup and the store are the same file.');
  const backup = checkStore(source);
  if (backup.migrations.length === 0) {
    throw new StoreCheckError(`${source} is not a Salary Reality Check store: it records no migrations.`);
  }
  const unknown = migrationsUnknownTo(backup.migrations, knownMigrations);
  if (unknown.length > 0) throw new SchemaNewerThanCodeError(source, unknown);

  const storeExists = existsSync(target);
  // Refuse before the copy, which takes a while on a large store, and again just before the swap.
  if (storeExists) settleUnusedStore(target);
  const staged = `${target}.restoring`;
  removeSqliteFiles(staged);
  await copySqliteStore(source, staged);
  let keptAs: string | null = null;
  try {
    if (storeExists) {
      settleUnusedStore(target);
      keptAs = `${target}.before-restore-${new Date(now).toISOString().replaceAll(':', '-')}`;
      renameSync(target, keptAs);
      // settleUnusedStore folded the -wal in and removed it; a -shm is only an index of that -wal.
      // Whatever remains belongs to the old store and must not sit beside the new one.
      for (const suffix of ['-wal', '-journal'])
        if (existsSync(`${target}${suffix}`)) renameSync(`${target}${suffix}`, `${keptAs}${suffix}`);
      rmSync(`${target}-shm`, { force: true });
    }
    renameSync(staged, target);
    fsyncPath(dirname(target));
  } catch (error) {
    // Never leave the store's name empty: put the old store back if the new one did not get there.
    if (keptAs !== null && !existsSync(target) && existsSync(keptAs)) renameSync(keptAs, target);
    removeSqliteFiles(staged);
    throw error;
  }
  return {
    backup,
    storePath: target,
    keptAs,
    pendingMigrations: knownMigrations.filter((name) => !backup.migrations.includes(name)),
    openedDuringRestore: keptAs !== null && storeInUse(keptAs),
  };
}
