import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';

// Copying a live SQLite store and checking a copy. The copy goes through SQLite's online backup API
// (better-sqlite3's db.backup), never a file copy: the store is in WAL mode, and while the server
// runs, recent commits live in the -wal file that a plain copy of the main file would miss or tear.

export interface TableCount {
  table: string;
  rows: number;
}

/** What a checked store holds: integrity_check said ok. */
export interface StoreSummary {
  path: string;
  bytes: number;
  tables: TableCount[];
  /** The applied migrations, oldest first (the schema version). */
  migrations: string[];
}

export interface CopyReport extends StoreSummary {
  /** When the copy started (epoch ms): it holds every commit made before this moment. */
  startedAt: number;
  copyMs: number;
  checkMs: number;
}

/** The store cannot be copied or checked: the message says why, for the operator. */
export class StoreCheckError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StoreCheckError';
  }
}

// sqlite3_backup_step's page count, in one step. The backup API restarts a copy whenever another
// connection writes between two steps; the server writes continuously, so a copy in small steps
// could restart forever. One step is one read transaction: in WAL mode it never blocks the writers,
// and it sees exactly the commits made before it began.
const ALL_PAGES = 0x7fffffff;

/**
 * Copies the SQLite database at `sourcePath` to `destinationPath` (which must not exist) while other
 * processes may be writing to it, checks the copy with PRAGMA integrity_check, makes it a single
 * self-contained file (rollback journal mode, no -wal beside it), fsyncs it and only then gives it
 * its name: a file under `destinationPath` is always a complete, checked copy.
 */
export async function copySqliteStore(sourcePath: string, destinationPath: string, busyTimeoutMs = 5000): Promise<CopyReport> {
  if (!existsSync(sourcePath)) throw new StoreCheckError(`There is no SQLite store at ${sourcePath}.`);
  if (existsSync(destinationPath)) throw new StoreCheckError(`${destinationPath} already exists; choose another name.`);
  mkdirSync(dirname(destinationPath), { recursive: true });
  const partial = partialPath(destinationPath);
  removeSqliteFiles(partial);
  const startedAt = Date.now();
  const copyStarted = performance.now();
  try {
    const source = openChecked(sourcePath, { readonly: true, timeout: busyTimeoutMs });
    try {
      await source.backup(partial, { progress: () => ALL_PAGES });
    } finally {
      source.close();
    }
    const copyMs = performance.now() - copyStarted;
    const checkStarted = performance.now();
    const summary = checkStore(partial, { makeSelfContained: true });
    fsyncPath(partial);
    renameSync(partial, destinationPath);
    fsyncPath(dirname(destinationPath));
    return { ...summary, path: destinationPath, startedAt, copyMs, checkMs: performance.now() - checkStarted };
  } catch (error) {
    removeSqliteFiles(partial);
    throw error;
  }
}

/** Where a copy is written before it is checked and named: never mistaken for a finished backup. */
function partialPath(destinationPath: string): string {
  return `${destinationPath}.partial`;
}

/**
 * Opens the store and runs PRAGMA integrity_check, then counts the rows of every table and reads the
 * applied migrations. `makeSelfContained` (a fresh copy only) switches it to the rollback journal,
 * so the copy is one file that can be moved, uploaded or restored on its own.
 */
export function checkStore(path: string, options: { makeSelfContained?: boolean } = {}): StoreSummary {
  const database = openChecked(path, { readonly: !options.makeSelfContained, fileMustExist: true });
  try {
    return summarise(database, path, options.makeSelfContained ?? false);
  } catch (error) {
    // Damage bad enough that SQLite cannot even read the schema never reaches integrity_check.
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('SQLITE_CORRUPT')) {
      throw new StoreCheckError(`${path} is damaged: ${(error as Error).message}.`);
    }
    throw error;
  } finally {
    database.close();
  }
}

function summarise(database: BetterSqlite3.Database, path: string, makeSelfContained: boolean): StoreSummary {
  if (makeSelfContained) database.pragma('journal_mode = DELETE');
  const problems = (database.pragma('integrity_check(20)') as { integrity_check: string }[]).map((row) => row.integrity_check);
  if (problems.length !== 1 || problems[0] !== 'ok') {
    throw new StoreCheckError(`${path} failed PRAGMA integrity_check:\n  ${problems.join('\n  ')}`);
  }
  const names = database
    .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite\\_%' escape '\\' order by name")
    .pluck()
    .all() as string[];
  const tables = names.map((table) => ({
    table,
    rows: database
      .prepare(`select count(*) from "${table.replaceAll('"', '""')}"`)
      .pluck()
      .get() as number,
  }));
  const migrations = names.includes('kysely_migration')
    ? (database.prepare('select name from kysely_migration order by name').pluck().all() as string[])
    : [];
  return { path, bytes: statSync(path).size, tables, migrations };
}

function openChecked(path: string, options: BetterSqlite3.Options): BetterSqlite3.Database {
  try {
    const database = new BetterSqlite3(path, { fileMustExist: true, ...options });
    // The first read is where a file that is not a database says so.
    database.pragma('schema_version');
    return database;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'SQLITE_NOTADB') throw new StoreCheckError(`${path} is not a SQLite database.`);
    if (code === 'SQLITE_CANTOPEN') throw new StoreCheckError(`${path} cannot be opened (missing, or no permission).`);
    if (typeof code === 'string' && code.startsWith('SQLITE_CORRUPT'))
      throw new StoreCheckError(`${path} is damaged: ${(error as Error).message}.`);
    throw error;
  }
}

/** The database file and the journal files SQLite may keep beside it. */
export function removeSqliteFiles(path: string): void {
  for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(`${path}${suffix}`, { force: true });
}

/** fsync a file or a folder: a rename is durable only once its folder is synced. */
export function fsyncPath(path: string): void {
  const descriptor = openSync(path, 'r');
  try {
    fsyncSync(descriptor);
  } finally {
    closeSync(descriptor);
  }
}
