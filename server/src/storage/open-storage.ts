import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, type SqliteStatement as KyselySqliteStatement, sql } from 'kysely';
import pg from 'pg';
import type { Env } from '../config/env.ts';
import type { Database } from './database-schema.ts';
import { type AvailabilityLogger, StorageAvailability, StorageUnavailableError, describeError } from './storage-availability.ts';
import { IngestWorkerClient } from './ingest-worker-client.ts';
import { TransactionalDdlSqliteDialect } from './transactional-ddl-sqlite-dialect.ts';
import { isPostgresUnavailableError, isSqliteUnavailableError } from './unavailable-errors.ts';
import { postgresWriteRefusal, sqliteWriteRefusal } from './write-refusals.ts';

export type StorageDialect = 'sqlite' | 'postgres';

export type StorageConfig =
  | {
      kind: 'sqlite';
      path: string;
      busyTimeoutMs: number;
      /** SQLITE_MAX_SIZE_MB as pages: the store refuses writes (as on a full disk) beyond this size. */
      maxPageCount?: number;
      /** SQLITE_SYNCHRONOUS (ADR 0012); absent means normal. */
      synchronous?: 'normal' | 'full';
    }
  | { kind: 'postgres'; connectionString: string; poolSize: number; schema?: string; connectionTimeoutMs?: number };

/** The one handle every repository receives. */
export interface Storage {
  readonly dialect: StorageDialect;
  readonly db: Kysely<Database>;
  readonly availability: StorageAvailability;
  /** Where the data lives, without credentials, for logs. */
  readonly description: string;
  /** SQLite only: the store's file, which backups copy (absent for an in-memory database). */
  readonly sqlitePath?: string;
  /** The writer thread, where every write commits (see IngestWorkerClient); started by the first write. */
  readonly ingestWorker: IngestWorkerClient;
  /** One round trip that needs the database to accept writes; milliseconds. */
  measureRoundTrip(): Promise<number>;
  close(): Promise<void>;
}

export function storageConfigFromEnv(env: Env): StorageConfig {
  if (env.DATABASE_URL) return { kind: 'postgres', connectionString: env.DATABASE_URL, poolSize: env.PG_POOL_SIZE };
  return {
    kind: 'sqlite',
    path: resolve(env.SQLITE_PATH),
    busyTimeoutMs: env.SQLITE_BUSY_TIMEOUT_MS,
    maxPageCount: env.SQLITE_MAX_SIZE_MB === undefined ? undefined : Math.floor((env.SQLITE_MAX_SIZE_MB * 1024 * 1024) / SQLITE_PAGE_SIZE),
    synchronous: env.SQLITE_SYNCHRONOUS,
  };
}

/**
 * Opens the store. The writer thread opens it through here too (ingest-worker.ts), with the same
 * config; its own handle on a writer is never used, so it never starts a thread of its own.
 */
export function openStorage(config: StorageConfig, logger?: AvailabilityLogger): Storage {
  return config.kind === 'sqlite' ? openSqlite(config, logger) : openPostgres(config, logger);
}

/** SQLite's default page size, which this project never changes. */
const SQLITE_PAGE_SIZE = 4096;

// The worker's module sits beside this one's in the same tree: .ts from source, .js once built.
const moduleExtension = import.meta.url.endsWith('.ts') ? '.ts' : '.js';
const ingestWorkerEntry = new URL(`../repositories/ingest-worker${moduleExtension}`, import.meta.url);

/**
 * PostgreSQL connections of the ingest worker's own pool: one per write queue (page views, beacons,
 * results, feedback) is all it can use at once, since each queue commits one batch at a time.
 */
const POSTGRES_INGEST_POOL_SIZE = 4;

function openSqlite(config: Extract<StorageConfig, { kind: 'sqlite' }>, logger: AvailabilityLogger | undefined): Storage {
  // The writer thread opens the same file: an in-memory database would be a second, empty one.
  if (config.path === ':memory:') throw new Error('the SQLite store must be a file');
  mkdirSync(dirname(config.path), { recursive: true });
  const handle = new BetterSqlite3(config.path);
  // WAL lets admin reads run beside ingest. synchronous=NORMAL: a commit is in the WAL file (the
  // operating system's) before it returns, so a killed process loses nothing; the ingest worker
  // flushes the WAL to the disk every second (wal-flush.ts), bounding what a power cut can take.
  // FULL flushes at every commit: about 13% of the ingest throughput here, far more when the disk is busy (ADR 0012).
  handle.pragma('journal_mode = WAL');
  handle.pragma(`synchronous = ${config.synchronous === 'full' ? 'FULL' : 'NORMAL'}`);
  handle.pragma(`busy_timeout = ${Math.trunc(config.busyTimeoutMs)}`);
  handle.pragma('cache_size = -65536');
  handle.pragma('temp_store = MEMORY');
  // Checkpoint less often than the default 1000 pages: ingest rewrites the same index pages many
  // times between checkpoints, and each checkpoint fsyncs the database file.
  handle.pragma('wal_autocheckpoint = 10000');
  // Per connection, so the ingest worker sets it too (it opens through here with the same config).
  if (config.maxPageCount !== undefined) handle.pragma(`max_page_count = ${Math.trunc(config.maxPageCount)}`);
  const db = new Kysely<Database>({ dialect: new TransactionalDdlSqliteDialect({ database: new CachedStatementDatabase(handle) }) });

  // Takes and releases the write lock: the round trip that proves writes can proceed. better-sqlite3
  // waits for a busy lock synchronously, so the wait is kept short: the circuit's probe runs once a
  // second during an outage and must not freeze the event loop; health allows the ingest worker's
  // current transaction to finish first.
  const writeLockRoundTrip = (waitMs: number) => async (): Promise<void> => {
    await db.connection().execute(async (connection) => {
      await sql.raw(`pragma busy_timeout = ${Math.min(waitMs, config.busyTimeoutMs)}`).execute(connection);
      try {
        await sql`begin immediate`.execute(connection);
        await sql`rollback`.execute(connection);
      } finally {
        await sql.raw(`pragma busy_timeout = ${Math.trunc(config.busyTimeoutMs)}`).execute(connection);
      }
    });
  };
  const probe = writeLockRoundTrip(50);
  const availability = new StorageAvailability({
    isUnavailableError: isSqliteUnavailableError,
    writeRefusalOf: sqliteWriteRefusal,
    probe,
    logger,
  });
  const ingestWorker = new IngestWorkerClient({ entry: ingestWorkerEntry, workerData: config });
  return {
    dialect: 'sqlite',
    db,
    availability,
    description: `sqlite:${config.path}`,
    sqlitePath: config.path,
    ingestWorker,
    measureRoundTrip: () => timeRoundTrip(availability, writeLockRoundTrip(250)),
    async close() {
      availability.close();
      await ingestWorker.close();
      await db.destroy();
    },
  };
}

function openPostgres(config: Extract<StorageConfig, { kind: 'postgres' }>, logger: AvailabilityLogger | undefined): Storage {
  const pool = new pg.Pool({
    connectionString: config.connectionString,
    max: config.poolSize,
    connectionTimeoutMillis: config.connectionTimeoutMs ?? 3000,
    idleTimeoutMillis: 30_000,
    // A statement that hangs (lost network, lock storm) must not hold a request forever.
    statement_timeout: 10_000,
    query_timeout: 12_000,
    options: config.schema ? `-c search_path=${config.schema}` : undefined,
    types: { getTypeParser: postgresTypeParser },
  });
  // A client whose server went away emits 'error': on the pool while idle, on the client itself while
  // checked out. Unhandled, either would crash the process; handled, the query fails and the circuit opens.
  pool.on('error', (error) => availability.markDown(describeError(error)));
  pool.on('connect', (client) => client.on('error', (error) => availability.markDown(describeError(error))));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const probe = async (): Promise<void> => {
    await pool.query('select 1');
  };
  const availability = new StorageAvailability({
    isUnavailableError: isPostgresUnavailableError,
    writeRefusalOf: postgresWriteRefusal,
    probe,
    logger,
  });
  // As on SQLite, the batches commit in a worker thread: a batch is a chain of statements, each a
  // round trip, and on the main thread every step of the chain waited behind the HTTP work queued in
  // between, so batches took longer and grew no larger (docs/server.md).
  const ingestWorker = new IngestWorkerClient({
    entry: ingestWorkerEntry,
    workerData: { ...config, poolSize: Math.min(config.poolSize, POSTGRES_INGEST_POOL_SIZE) },
  });
  const url = new URL(config.connectionString);
  return {
    dialect: 'postgres',
    db,
    availability,
    description: `postgres://${url.hostname}:${url.port || '5432'}${url.pathname}${config.schema ? ` (schema ${config.schema})` : ''}`,
    ingestWorker,
    measureRoundTrip: () => timeRoundTrip(availability, probe),
    async close() {
      availability.close();
      await ingestWorker.close();
      await db.destroy();
    },
  };
}

async function timeRoundTrip(availability: StorageAvailability, probe: () => Promise<void>): Promise<number> {
  const started = performance.now();
  try {
    await probe();
  } catch (error) {
    const translated = availability.translate(error);
    throw translated instanceof StorageUnavailableError ? translated : new StorageUnavailableError(describeError(error));
  }
  return performance.now() - started;
}

// BIGINT (20) and NUMERIC (1700) arrive as strings by default; every such value here is an epoch
// time, an id, a count or an average, all far inside Number's exact range.
const INT8_OID = 20;
const NUMERIC_OID = 1700;
function postgresTypeParser(oid: number, format?: 'text' | 'binary'): (value: string) => unknown {
  if (oid === INT8_OID || oid === NUMERIC_OID) return (value: string) => Number(value);
  return pg.types.getTypeParser(oid, format ?? 'text') as (value: string) => unknown;
}

type SqliteStatement = ReturnType<BetterSqlite3.Database['prepare']>;

/**
 * The better-sqlite3 surface Kysely needs, with two changes: prepared statements are reused (Kysely
 * prepares every query anew, and preparing dominates the cost of small statements), and Kysely's
 * deferred `begin` becomes `begin immediate`, so a transaction takes the write lock up front and
 * waits for it under busy_timeout instead of failing at its first write when another process writes.
 */
class CachedStatementDatabase {
  private readonly statements = new Map<string, SqliteStatement>();

  constructor(private readonly handle: BetterSqlite3.Database) {}

  /**
   * After SQLITE_FULL, SQLITE_IOERR and a few others SQLite may already have rolled the transaction
   * back itself; Kysely's rollback would then fail with "no transaction is active" and that error
   * would replace the real one (a full disk became a 500). Rolling back only what is still open keeps
   * the cause.
   */
  private readonly rollbackStatement: KyselySqliteStatement = {
    reader: false,
    all: () => [],
    iterate: () => [][Symbol.iterator](),
    run: () => (this.handle.inTransaction ? this.handle.prepare('rollback').run() : { changes: 0, lastInsertRowid: 0 }),
  };

  prepare(text: string): KyselySqliteStatement {
    if (text === 'rollback') return this.rollbackStatement;
    const source = text === 'begin' ? 'begin immediate' : text;
    const cached = this.statements.get(source);
    if (cached) {
      // Map order doubles as recency for a cheap LRU.
      this.statements.delete(source);
      this.statements.set(source, cached);
      return cached;
    }
    const statement = this.handle.prepare(source);
    this.statements.set(source, statement);
    if (this.statements.size > 500) {
      const oldest = this.statements.keys().next().value;
      if (oldest !== undefined) this.statements.delete(oldest);
    }
    return statement;
  }

  close(): void {
    this.statements.clear();
    this.handle.close();
  }
}
