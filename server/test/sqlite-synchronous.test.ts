import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openStorage } from '../src/storage/open-storage.ts';
import { WalFlush } from '../src/storage/wal-flush.ts';

// SQLITE_SYNCHRONOUS (ADR 0012): normal by default, with the WAL flushed to the disk once a second;
// full flushes at every commit. The kill -9 test (crash-durability.test.ts) covers what a 2xx means.

const directory = mkdtempSync(join(tmpdir(), 'src-synchronous-'));
afterAll(() => rmSync(directory, { recursive: true, force: true }));

async function synchronousOf(path: string, synchronous?: 'normal' | 'full'): Promise<number> {
  const storage = openStorage({ kind: 'sqlite', path, busyTimeoutMs: 1000, synchronous });
  try {
    const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(storage.db);
    return Number(rows[0]?.synchronous);
  } finally {
    await storage.close();
  }
}

describe('SQLITE_SYNCHRONOUS [sqlite]', () => {
  it('opens connections with synchronous=NORMAL by default and FULL when asked', async () => {
    // SQLite's numbering: 1 is NORMAL, 2 is FULL.
    expect(await synchronousOf(join(directory, 'default.sqlite'))).toBe(1);
    expect(await synchronousOf(join(directory, 'normal.sqlite'), 'normal')).toBe(1);
    expect(await synchronousOf(join(directory, 'full.sqlite'), 'full')).toBe(2);
  });

  it('flushes the WAL of a store in use, and does nothing once the last connection removed it', async () => {
    const path = join(directory, 'flushed.sqlite');
    const storage = openStorage({ kind: 'sqlite', path, busyTimeoutMs: 1000 });
    await sql`create table t (n integer)`.execute(storage.db);
    await sql`insert into t values (1)`.execute(storage.db);
    expect(existsSync(`${path}-wal`)).toBe(true);
    const flush = new WalFlush(path);
    expect(() => flush.flush()).not.toThrow();
    await storage.close();
    expect(existsSync(`${path}-wal`)).toBe(false);
    expect(() => flush.stop()).not.toThrow();
  });
});
