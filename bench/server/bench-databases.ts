import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

// Where the server bench keeps its databases: SQLite files under var/bench/ (git-ignored) and
// schemas of their own in the PostgreSQL database of BENCH_DATABASE_URL (default: the local test one).

export const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));
const benchDirectory = join(repositoryRoot, 'var', 'bench');
export const postgresUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

export function ensureBenchDirectory(): string {
  mkdirSync(benchDirectory, { recursive: true });
  return benchDirectory;
}

export function removeSqliteFiles(path: string): void {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true });
}

export async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function postgresStatement(statement: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The connection URL with search_path pinned to `schema`, for a server process started by the bench. */
export function postgresUrlForSchema(schema: string): string {
  const url = new URL(postgresUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}
