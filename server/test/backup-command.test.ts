import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { type Kysely, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { knownMigrations } from '../src/migrations/run-migrations.ts';
import { DESKTOP_CHROME } from './helpers/test-app.ts';
import { runServerCommand, storeEnvironment } from './helpers/run-command.ts';
import { spawnServer, waitForExit } from './helpers/spawn-server.ts';
import { readEveryTable } from './helpers/store-contents.ts';
import { createTestDatabase, postgresAvailable } from './helpers/test-storage.ts';

// `npm run backup` (server/src/backup.ts) against real stores: a copy taken while the real server
// acknowledges writes holds every write acknowledged before the copy started; the copy is checked,
// self-contained and reported; with DATABASE_URL the printed pg_dump and pg_restore commands work.

const directory = mkdtempSync(join(tmpdir(), 'src-backup-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

const serverEnv = (storePath: string) => ({
  SQLITE_PATH: storePath,
  BUILD_DIR: join(directory, 'no-build'),
  ADMIN_PASSWORD: 'backup test password',
  RATE_LIMIT_ANALYTICS_PER_MINUTE: '1000000',
  RATE_LIMIT_RESULTS_PER_MINUTE: '1000000',
  RATE_LIMIT_FEEDBACK_PER_MINUTE: '1000000',
});

interface Acknowledged {
  kind: 'feedback' | 'page' | 'result';
  marker: string;
  id?: number;
  at: number;
}

/** One write of each kind in turn, recording each with the moment its 2xx arrived. */
async function writeOnce(baseUrl: string, n: number, acknowledged: Acknowledged[], refused: number[]): Promise<void> {
  const kind = (['feedback', 'page', 'result'] as const)[n % 3] as Acknowledged['kind'];
  const marker = `backup-${n}`;
  const request =
    kind === 'feedback'
      ? { path: '/api/feedback', body: { rating: 5, comment: marker, location: 'Doha' }, expected: 201 }
      : kind === 'page'
        ? { path: '/api/analytics/track', body: { page: `/${marker}` }, expected: 202 }
        : { path: '/api/results/track', body: { verdict: 'Borderline', country: 'Qatar', city: marker }, expected: 202 };
  const response = await fetch(`${baseUrl}${request.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': DESKTOP_CHROME },
    body: JSON.stringify(request.body),
  });
  const body = (await response.json()) as { id?: number };
  if (response.status !== request.expected) {
    refused.push(response.status);
    return;
  }
  acknowledged.push({ kind, marker, id: body.id, at: performance.now() });
}

function rowsOf(path: string, query: string): unknown[] {
  const database = new BetterSqlite3(path, { readonly: true, fileMustExist: true });
  try {
    return database.prepare(query).all();
  } finally {
    database.close();
  }
}

describe('npm run backup [sqlite]', () => {
  const storePath = join(directory, 'live', 'store.sqlite');

  it('holds every write acknowledged before it started, taken while writes keep arriving', async () => {
    const server = await spawnServer(serverEnv(storePath));
    const acknowledged: Acknowledged[] = [];
    const refused: number[] = [];
    let sequence = 0;
    let stop = false;
    const writer = async () => {
      while (!stop) await writeOnce(server.baseUrl, sequence++, acknowledged, refused);
    };
    const writers = Array.from({ length: 12 }, () => writer());
    const copyPath = join(directory, 'copies', 'while-writing.sqlite');
    try {
      while (acknowledged.length < 600) await new Promise((resolve) => setTimeout(resolve, 20));
      let startedAt = 0;
      const run = await runServerCommand('backup.ts', ['--out', copyPath], serverEnv(storePath), {
        onStart: () => (startedAt = performance.now()),
      });
      const acknowledgedWhileCopying = acknowledged.filter((write) => write.at > startedAt).length;
      stop = true;
      await Promise.all(writers);
      expect(run.code, run.stderr).toBe(0);
      expect(refused, 'no write was refused while the backup ran').toEqual([]);
      expect(acknowledgedWhileCopying, 'writes kept arriving while the backup ran').toBeGreaterThan(0);

      const before = acknowledged.filter((write) => write.at < startedAt);
      expect(before.length).toBeGreaterThanOrEqual(600);
      const feedback = new Map(
        (rowsOf(copyPath, 'select id, comment from feedback') as { id: number; comment: string }[]).map((row) => [row.id, row.comment]),
      );
      const paths = new Set((rowsOf(copyPath, 'select path from page_views') as { path: string }[]).map((row) => row.path));
      const cities = new Set((rowsOf(copyPath, 'select city from calculator_results') as { city: string }[]).map((row) => row.city));
      const missing = before.filter((write) =>
        write.kind === 'feedback'
          ? feedback.get(write.id ?? -1) !== write.marker
          : write.kind === 'page'
            ? !paths.has(`/${write.marker}`)
            : !cities.has(write.marker),
      );
      expect(missing).toEqual([]);
      // One snapshot: the rollups agree with the raw rows they count, as after any commit.
      const [raw] = rowsOf(copyPath, 'select count(*) as n from page_views') as { n: number }[];
      const [rolled] = rowsOf(copyPath, "select sum(page_views) as n from analytics_rollups where dimension = 'all' and grain = 'day'") as {
        n: number;
      }[];
      expect(rolled?.n).toBe(raw?.n);

      // The report names the copy, its size and each table's rows, as they are in the copy.
      expect(run.stdout).toContain(`to       ${copyPath}`);
      expect(run.stdout).toContain(`(${new Intl.NumberFormat('en-GB').format(statSync(copyPath).size)} bytes)`);
      expect(run.stdout).toContain('PRAGMA integrity_check: ok');
      expect(run.stdout).toContain(`schema   ${knownMigrations.at(-1)}`);
      expect(run.stdout).toMatch(new RegExp(`\\n    page_views +${new Intl.NumberFormat('en-GB').format(raw?.n ?? -1)}\\n`));
      // Self-contained: one file in rollback-journal mode, nothing beside it.
      expect(readdirSync(join(directory, 'copies'))).toEqual(['while-writing.sqlite']);
      expect(rowsOf(copyPath, 'pragma journal_mode')).toEqual([{ journal_mode: 'delete' }]);
    } finally {
      stop = true;
      await Promise.all(writers);
      server.process.kill('SIGTERM');
      await waitForExit(server.process);
    }
  }, 90_000);

  it('writes to the backup folder under a timestamped name by default, and BACKUP_DIR moves it', async () => {
    const before = Date.now();
    const run = await runServerCommand('backup.ts', [], serverEnv(storePath));
    expect(run.code, run.stderr).toBe(0);
    const files = readdirSync(join(directory, 'live', 'backups'));
    expect(files).toHaveLength(1);
    const name = files[0] as string;
    expect(name).toMatch(/^store-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z\.sqlite$/);
    const stamp = Date.parse(name.slice('store-'.length, -'.sqlite'.length).replace(/T(\d{2})-(\d{2})-(\d{2})/, 'T$1:$2:$3'));
    expect(stamp).toBeGreaterThanOrEqual(before);
    expect(stamp).toBeLessThanOrEqual(Date.now());
    expect(run.stdout).toContain(join(directory, 'live', 'backups', name));

    const elsewhere = join(directory, 'offsite');
    const moved = await runServerCommand('backup.ts', [], { ...serverEnv(storePath), BACKUP_DIR: elsewhere });
    expect(moved.code, moved.stderr).toBe(0);
    expect(readdirSync(elsewhere)).toHaveLength(1);
  });

  it('refuses to overwrite a file, to copy a store that does not exist, and an unknown option', async () => {
    const existing = join(directory, 'existing.sqlite');
    writeFileSync(existing, 'keep me');
    const overwrite = await runServerCommand('backup.ts', ['--out', existing], serverEnv(storePath));
    expect(overwrite.code).toBe(1);
    expect(overwrite.stderr).toContain('already exists');
    expect(statSync(existing).size).toBe('keep me'.length);

    const missing = await runServerCommand(
      'backup.ts',
      ['--out', join(directory, 'never.sqlite')],
      serverEnv(join(directory, 'none.sqlite')),
    );
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('There is no SQLite store at');
    expect(existsSync(join(directory, 'never.sqlite'))).toBe(false);
    expect(existsSync(join(directory, 'none.sqlite')), 'a backup never creates the store').toBe(false);

    const unknown = await runServerCommand('backup.ts', ['--to', 'x'], serverEnv(storePath));
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('Usage: npm run backup');
  });
});

describe.skipIf(!postgresAvailable)('npm run backup [postgres]', () => {
  it('prints pg_dump and pg_restore commands for the database, which back it up and restore it', async () => {
    const database = await createTestDatabase('postgres');
    const workDirectory = mkdtempSync(join(directory, 'pg-'));
    try {
      const db = database.storage.db as unknown as Kysely<unknown>;
      await sql`insert into feedback (created_at, rating, comment, location) values (1, 3, 'before the dump', 'Muscat')`.execute(db);
      const before = await readEveryTable(db);
      const env = storeEnvironment(database.config);
      const run = await runServerCommand('backup.ts', [], env, { cwd: workDirectory });
      expect(run.code, run.stderr).toBe(0);
      expect(readdirSync(workDirectory), 'no dump of its own').toEqual([]);
      const dump = /^ {2}(pg_dump .+)$/m.exec(run.stdout)?.[1];
      const restore = /^ {2}(pg_restore .+)$/m.exec(run.stdout)?.[1];
      expect(dump).toContain(`--schema='${database.config.kind === 'postgres' ? database.config.schema : ''}'`);
      expect(restore).toBeDefined();

      const shell = async (command: string) => {
        const { spawnSync } = await import('node:child_process');
        const result = spawnSync('/bin/sh', ['-c', command], { cwd: workDirectory, encoding: 'utf8' });
        expect(result.status, `${command}\n${result.stderr}`).toBe(0);
      };
      await shell(dump as string);
      expect(readdirSync(workDirectory)).toHaveLength(1);

      // Lose data after the dump, then restore it.
      await sql`delete from feedback`.execute(db);
      await sql`update analytics_rollups set page_views = 0`.execute(db);
      await database.storage.close();
      await shell(restore as string);
      const { openStorage } = await import('../src/storage/open-storage.ts');
      const reopened = openStorage(database.config);
      try {
        expect(await readEveryTable(reopened.db as unknown as Kysely<unknown>)).toEqual(before);
      } finally {
        await reopened.close();
      }
    } finally {
      await database.destroy().catch(() => undefined);
    }
  }, 60_000);

  it('the same text from npm run restore, and the password is never printed', async () => {
    const url = new URL('postgres://operator:s3cret-pass@db.example:5433/analytics?sslmode=require');
    const run = await runServerCommand('restore.ts', ['ignored.dump'], { DATABASE_URL: url.toString() });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain("--dbname='postgres://operator@db.example:5433/analytics?sslmode=require'");
    expect(run.stdout).toMatch(/pg_restore --clean --if-exists --no-owner --single-transaction/);
    expect(run.stdout).not.toContain('s3cret-pass');
  });
});
