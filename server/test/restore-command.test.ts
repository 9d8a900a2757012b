import { existsSync, mkdtempSync, openSync, readdirSync, rmSync, writeFileSync, writeSync, closeSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { knownMigrations } from '../src/migrations/run-migrations.ts';
import { runServerCommand } from './helpers/run-command.ts';
import { spawnServer, waitForExit } from './helpers/spawn-server.ts';
import {
  FEEDBACK_COMMENT,
  STORED_SESSION_TOKEN,
  fillEveryTable,
  firstVersionMigrations,
  readEveryTable,
  withColumnsAddedSince,
} from './helpers/store-contents.ts';
import { createTestDatabase } from './helpers/test-storage.ts';

// `npm run restore -- PATH` (server/src/restore.ts) on real SQLite stores: refused while the server
// has the store open, and for a damaged, foreign or newer backup, with nothing changed; otherwise
// the replaced store is kept beside it, and the next start migrates an older backup.

const directory = mkdtempSync(join(tmpdir(), 'src-restore-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

const storePath = join(directory, 'store.sqlite');
const env = {
  SQLITE_PATH: storePath,
  BUILD_DIR: join(directory, 'no-build'),
  ADMIN_PASSWORD: '',
  RATE_LIMIT_FEEDBACK_PER_MINUTE: '1000000',
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- stores of any version
function openFile(path: string): Kysely<any> {
  return new Kysely({ dialect: new SqliteDialect({ database: new BetterSqlite3(path, { fileMustExist: true }) }) });
}

async function contentsOf(path: string) {
  const db = openFile(path);
  try {
    return await readEveryTable(db);
  } finally {
    await db.destroy();
  }
}

async function postFeedback(baseUrl: string, comment: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/feedback`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rating: 2, comment, location: 'Manama' }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** The store's files, to show a refusal changed nothing. */
function storeFiles(): Record<string, number> {
  return Object.fromEntries(
    readdirSync(directory)
      .filter((name) => name.startsWith('store.sqlite'))
      .map((name) => [name, statSync(join(directory, name)).mtimeMs]),
  );
}

describe('npm run restore [sqlite]', () => {
  const backupPath = join(directory, 'taken-before.sqlite');

  it('refuses while the server has the store open, and changes nothing', async () => {
    const server = await spawnServer(env);
    try {
      await postFeedback(server.baseUrl, 'in the backup');
      const backup = await runServerCommand('backup.ts', ['--out', backupPath], env);
      expect(backup.code, backup.stderr).toBe(0);
      await postFeedback(server.baseUrl, 'after the backup');

      const files = storeFiles();
      const refused = await runServerCommand('restore.ts', [backupPath], env);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`The store ${storePath} is in use by another process`);
      expect(refused.stderr).toContain('Stop the server, then run the restore again.');
      expect(storeFiles()).toEqual(files);
      // The server did not notice.
      await postFeedback(server.baseUrl, 'still served');
    } finally {
      server.process.kill('SIGTERM');
      expect((await waitForExit(server.process)).code).toBe(0);
    }
  }, 60_000);

  it('with the server stopped, keeps the replaced store beside it and puts the backup in place', async () => {
    const replaced = await contentsOf(storePath);
    const run = await runServerCommand('restore.ts', [backupPath], env);
    expect(run.code, run.stderr).toBe(0);
    const kept = readdirSync(directory).filter((name) => name.startsWith('store.sqlite.before-restore-'));
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatch(/^store\.sqlite\.before-restore-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z$/);
    expect(run.stdout).toContain(`kept     ${join(directory, kept[0] as string)}`);
    expect(run.stdout).toContain('upgrade  none needed');
    // Nothing of the old store's journal files sits beside the new one.
    expect(readdirSync(directory).filter((name) => /^store\.sqlite-(wal|journal)$/.test(name))).toEqual([]);

    expect(await contentsOf(join(directory, kept[0] as string))).toEqual(replaced);
    expect(await contentsOf(storePath)).toEqual(await contentsOf(backupPath));
    const comments = (await contentsOf(storePath)).feedback?.map((row) => row.comment);
    expect(comments).toEqual(['in the backup']);

    const server = await spawnServer(env);
    try {
      await postFeedback(server.baseUrl, 'after the restore');
    } finally {
      server.process.kill('SIGTERM');
      expect((await waitForExit(server.process)).code).toBe(0);
    }
  }, 60_000);

  it('restores a backup made by the first version, which the next start migrates', async () => {
    const old = await createTestDatabase('sqlite', { migrations: firstVersionMigrations });
    const oldBackup = join(directory, 'first-version.sqlite');
    try {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the first version's schema
      await fillEveryTable(old.storage.db as unknown as Kysely<any>, Date.now());
      const copied = await runServerCommand('backup.ts', ['--out', oldBackup], {
        ...env,
        SQLITE_PATH: old.config.kind === 'sqlite' ? old.config.path : '',
      });
      expect(copied.code, copied.stderr).toBe(0);
    } finally {
      await old.destroy();
    }
    const before = await contentsOf(oldBackup);
    const run = await runServerCommand('restore.ts', [oldBackup], env);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('schema   001-initial-schema (1 migrations)');
    expect(run.stdout).toContain(`upgrade  the next start applies ${knownMigrations.slice(1).join(', ')}`);

    const server = await spawnServer(env);
    try {
      const response = await fetch(`${server.baseUrl}/api/admin/feedback`, {
        headers: { authorization: `Bearer ${STORED_SESSION_TOKEN}` },
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual([expect.objectContaining({ comment: FEEDBACK_COMMENT })]);
    } finally {
      server.process.kill('SIGTERM');
      expect((await waitForExit(server.process)).code).toBe(0);
    }
    expect(await contentsOf(storePath)).toEqual(withColumnsAddedSince(before, { visitor_day_paths: { prev_last_at: null } }));
  }, 60_000);

  it('refuses a damaged backup, a file that is not a store, and a store from a newer version, changing nothing', async () => {
    const damaged = join(directory, 'damaged.sqlite');
    const good = await runServerCommand('backup.ts', ['--out', damaged], env);
    expect(good.code, good.stderr).toBe(0);
    // Scribble over the middle of the file: pages of the tables, not the header.
    const descriptor = openSync(damaged, 'r+');
    writeSync(descriptor, Buffer.alloc(4096 * 3, 0x5a), 0, 4096 * 3, Math.floor(statSync(damaged).size / 2 / 4096) * 4096);
    closeSync(descriptor);
    const newer = join(directory, 'newer.sqlite');
    expect((await runServerCommand('backup.ts', ['--out', newer], env)).code).toBe(0);
    const handle = new BetterSqlite3(newer);
    handle
      .prepare('insert into kysely_migration (name, timestamp) values (?, ?)')
      .run('003-from-a-newer-version', new Date().toISOString());
    handle.close();
    const foreign = join(directory, 'notes.txt');
    writeFileSync(foreign, 'x'.repeat(8192));
    const files = storeFiles();

    const refusedDamaged = await runServerCommand('restore.ts', [damaged], env);
    expect(refusedDamaged.code).toBe(1);
    expect(refusedDamaged.stderr).toMatch(/^Not restored: .*damaged\.sqlite (failed PRAGMA integrity_check|is damaged)/);

    const refusedForeign = await runServerCommand('restore.ts', [foreign], env);
    expect(refusedForeign.code).toBe(1);
    expect(refusedForeign.stderr).toContain('is not a SQLite database');

    const refusedNewer = await runServerCommand('restore.ts', [newer], env);
    expect(refusedNewer.code).toBe(1);
    expect(refusedNewer.stderr).toContain('was written by a newer version of Salary Reality Check');
    expect(refusedNewer.stderr).toContain('003-from-a-newer-version');

    const missing = await runServerCommand('restore.ts', [], env);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('Usage: npm run restore -- PATH_OF_THE_BACKUP');

    expect(storeFiles()).toEqual(files);
    expect(existsSync(`${storePath}.restoring`)).toBe(false);
  }, 60_000);
});
