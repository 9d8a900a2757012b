import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { healthReportSchema } from '../../contracts/admin.ts';
import { createTestDatabase, postgresAvailable, postgresUrl, type TestDatabase } from './helpers/test-storage.ts';
import { createTestApp, postFeedback, type TestApp } from './helpers/test-app.ts';

// PostgreSQL's own full disk, SQLSTATE 53100, for real: the feedback table is moved to a tablespace on
// a 1 MB tmpfs, filled until the server answers "could not extend file: No space left on device",
// then the tmpfs is made larger, which is space coming back. That needs root here (to mount) and a
// PostgreSQL server on this machine (to see the folder) with a superuser login (to create the
// tablespace): this workplace's CI has all three. Elsewhere the test is skipped, saying why; the
// read-only (25006) and class-53 (53400) tests in storage-full.test.ts run everywhere.

/** Why the test cannot run here, or undefined when it can. */
async function unavailableBecause(): Promise<string | undefined> {
  if (!postgresAvailable) return 'PostgreSQL is unreachable';
  if (process.getuid?.() !== 0) return 'mounting a small disk needs root';
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ super: boolean; directory: string }>(
      "select rolsuper as super, current_setting('data_directory') as directory from pg_roles where rolname = current_user",
    );
    if (rows[0]?.super !== true) return 'creating a tablespace needs a PostgreSQL superuser';
    if (!existsSync(rows[0].directory)) return 'the PostgreSQL server runs on another machine';
    return undefined;
  } finally {
    await client.end();
  }
}
const skipReason = await unavailableBecause();
if (skipReason) console.warn(`*** a full disk [postgres] is SKIPPED: ${skipReason}. ***`);

/** Random text: PostgreSQL compresses long values, and a repeated sentence would hardly fill a page. */
const incompressibleComment = () => randomBytes(1400).toString('base64');

describe.skipIf(skipReason !== undefined)('a full disk [postgres]', () => {
  const mountPoint = mkdtempSync(join(tmpdir(), 'src-pg-disk-'));
  const tablespace = `src_full_${process.pid}`;
  let admin: pg.Client;
  let database: TestDatabase;
  let t: TestApp;

  beforeAll(async () => {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', mountPoint]);
    execFileSync('chown', ['postgres:postgres', mountPoint]);
    admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create tablespace ${tablespace} location '${mountPoint}'`);
    database = await createTestDatabase('postgres');
    if (database.config.kind !== 'postgres') throw new Error('unexpected storage');
    await admin.query(`alter table ${database.config.schema}.feedback set tablespace ${tablespace}`);
    t = await createTestApp(database.storage);
  });
  afterAll(async () => {
    await t?.close();
    await database?.destroy();
    await admin?.query(`drop tablespace if exists ${tablespace}`);
    await admin?.end();
    execFileSync('umount', [mountPoint]);
    rmdirSync(mountPoint);
  });

  it('answers 53100 with 503 disk-full, reports degraded, and recovers when the disk grows, losing nothing', async () => {
    const token = await t.login();
    const health = async () => healthReportSchema.parse((await t.asAdmin(token, { method: 'GET', url: '/api/admin/health' })).json());
    const acknowledged: number[] = [];
    const statuses = new Set<number>();
    let refused: unknown;
    for (let round = 0; round < 100 && refused === undefined; round += 1) {
      const answers = await Promise.all(
        Array.from({ length: 16 }, () => postFeedback(t.app, { rating: 3, comment: incompressibleComment(), location: 'Doha' })),
      );
      for (const answer of answers) {
        statuses.add(answer.statusCode);
        if (answer.statusCode === 201) acknowledged.push((answer.json() as { id: number }).id);
        if (answer.statusCode === 503) refused = answer.json();
      }
    }
    expect([...statuses].sort()).toEqual([201, 503]);
    expect(refused).toEqual({
      error: "The server's storage is full; try again later",
      details: { cause: 'disk-full', retryAfterSeconds: 30 },
    });
    const degraded = await health();
    expect(degraded.status).toBe('degraded');
    expect(degraded.storage.writeRefusal?.reason).toMatch(/^53100: could not extend file .*No space left on device/);
    expect((await t.asAdmin(token, { method: 'GET', url: '/api/admin/feedback/stats' })).json()).toMatchObject({
      totalCount: acknowledged.length,
    });

    execFileSync('mount', ['-o', 'remount,size=8m', mountPoint]);
    await vi.waitFor(
      async () => {
        const answer = await postFeedback(t.app, { rating: 5, comment: 'space is back', location: 'Doha' });
        expect(answer.statusCode).toBe(201);
        acknowledged.push((answer.json() as { id: number }).id);
      },
      { timeout: 10_000, interval: 100 },
    );
    expect((await health()).status).toBe('healthy');
    const stored = await database.storage.db.selectFrom('feedback').select('id').orderBy('id').execute();
    expect(stored.map((row) => Number(row.id))).toEqual(acknowledged.toSorted((a, b) => a - b));
  });
});
