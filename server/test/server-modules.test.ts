import { describe, expect, it, vi } from 'vitest';
import { EnvError, parseEnv } from '../src/config/env.ts';
import { heldModuleScriptType } from '../../contracts/after-first-paint.ts';
import { GroupCommitQueue } from '../src/repositories/group-commit-queue.ts';
import { periodWindow } from '../src/repositories/period-window.ts';
import { preferredEncoding } from '../src/site/content-encoding.ts';
import { inlineHashesOf, sha256Source } from '../src/site/content-security-policy.ts';
import { StorageUnavailableError } from '../src/storage/storage-availability.ts';
import { HOUR_MS } from '../src/system/clock.ts';

describe('environment', () => {
  it('has working defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      SQLITE_PATH: 'var/salary-reality-check.sqlite',
      TRUST_PROXY: false,
      SITE_URL: 'http://localhost:3000',
      BUILD_DIR: 'build',
      LOG_LEVEL: 'info',
      SQLITE_SYNCHRONOUS: 'normal',
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.ADMIN_PASSWORD).toBeUndefined();
  });

  it('reads TRUST_PROXY forms, SITE_URL and limits', () => {
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(parseEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).TRUST_PROXY).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(parseEnv({ SITE_URL: 'https://salary.example/' }).SITE_URL).toBe('https://salary.example');
    expect(parseEnv({ RATE_LIMIT_ANALYTICS_PER_MINUTE: '50' }).RATE_LIMIT_ANALYTICS_PER_MINUTE).toBe(50);
    expect(parseEnv({ DATABASE_URL: 'postgresql://u@h/db' }).DATABASE_URL).toBe('postgresql://u@h/db');
    expect(parseEnv({ SQLITE_SYNCHRONOUS: 'full' }).SQLITE_SYNCHRONOUS).toBe('full');
  });

  it('refuses bad values with a readable message', () => {
    for (const source of [
      { PORT: 'abc' },
      { DATABASE_URL: 'mysql://x' },
      { ADMIN_PASSWORD: 'short' },
      { TRUST_PROXY: 'maybe?' },
      { SITE_URL: 'not a url' },
      { LOG_LEVEL: 'loud' },
      { SQLITE_SYNCHRONOUS: 'off' },
    ]) {
      expect(() => parseEnv(source), JSON.stringify(source)).toThrow(EnvError);
    }
  });
});

describe('group commit', () => {
  it('commits what arrives while a batch commits together in the next one, and settles each caller after its commit', async () => {
    const batches: number[][] = [];
    let openFirstCommit = (): void => undefined;
    const firstCommitOpen = new Promise<void>((resolve) => (openFirstCommit = resolve));
    const queue = new GroupCommitQueue<number, number>(
      async (items) => {
        batches.push(items);
        // The first commit stays open until the test lets it finish: what arrives meanwhile must wait.
        if (batches.length === 1) await firstCommitOpen;
        return items.map((item) => item * 10);
      },
      { maxBatchSize: 4, maxQueueLength: 100 },
    );
    const settled: number[] = [];
    const track = async (item: number) => {
      const result = await queue.enqueue(item);
      settled.push(item);
      return result;
    };

    const first = track(1);
    await vi.waitFor(() => expect(batches).toEqual([[1]]));
    const rest = [2, 3, 4, 5, 6].map(track);
    expect(queue.queuedCount).toBe(5);
    // Let every pending callback run: nobody is settled while the first commit is still open.
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toEqual([]);

    openFirstCommit();
    expect(await Promise.all([first, ...rest])).toEqual([10, 20, 30, 40, 50, 60]);
    expect(batches).toEqual([[1], [2, 3, 4, 5], [6]]);
    expect(settled).toEqual([1, 2, 3, 4, 5, 6]);
    await queue.drain();
  });

  it('isolates a failing item instead of failing its whole batch', async () => {
    const queue = new GroupCommitQueue<number, number>(
      async (items) => {
        if (items.includes(13)) throw new Error('bad item');
        return items;
      },
      { maxBatchSize: 10, maxQueueLength: 100 },
    );
    const outcomes = await Promise.allSettled([11, 12, 13, 14].map((item) => queue.enqueue(item)));
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
  });

  it('fails a whole batch at once on an outage and refuses work beyond its queue length', async () => {
    let calls = 0;
    const queue = new GroupCommitQueue<number, number>(
      async () => {
        calls += 1;
        throw new StorageUnavailableError('down');
      },
      { maxBatchSize: 10, maxQueueLength: 3 },
    );
    const outcomes = await Promise.allSettled([1, 2, 3, 4].map((item) => queue.enqueue(item)));
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected', 'rejected']);
    expect(calls).toBe(1);
    expect(outcomes.every((outcome) => outcome.status === 'rejected' && outcome.reason instanceof StorageUnavailableError)).toBe(true);
  });
});

describe('period windows', () => {
  it('splits the last N hours into raw, hourly and daily parts', () => {
    const now = Date.UTC(2026, 2, 10, 14, 20);
    expect(periodWindow(now, 1)).toEqual({
      start: Date.UTC(2026, 2, 10, 13, 20),
      firstFullHour: Date.UTC(2026, 2, 10, 14),
      startDay: Date.UTC(2026, 2, 10),
      nextDay: Date.UTC(2026, 2, 11),
    });
    expect(periodWindow(now, 24)).toMatchObject({
      startDay: Date.UTC(2026, 2, 9),
      firstFullHour: Date.UTC(2026, 2, 9, 15),
      nextDay: Date.UTC(2026, 2, 10),
    });
    const onTheHour = Date.UTC(2026, 2, 10, 14);
    expect(periodWindow(onTheHour, 1).firstFullHour).toBe(onTheHour - HOUR_MS);
  });
});

describe('inline content hashes', () => {
  it('hashes executable scripts, style elements and decoded style attributes only', () => {
    const html = [
      '<script>alert(1)</script>',
      '<script type="module" async="">import "/a.js";</script>',
      // Held until the first paint, then run as it is (web/src/app/after-first-paint.ts).
      `<script type="${heldModuleScriptType}">import "/b.js";</script>`,
      '<script type=\'importmap\'>{"imports":{}}</script>',
      '<script src="/assets/x.js"></script>',
      '<script type="application/ld+json">{"@type":"FAQPage"}</script>',
      '<script type="text/template"><b>x</b></script>',
      '<style>p{color:red}</style>',
      '<p style="font-family:&quot;Inter&quot;" data-style="ignored">x</p>',
    ].join('');
    const hashes = inlineHashesOf(html);
    expect(hashes.scripts.sort()).toEqual(
      [sha256Source('alert(1)'), sha256Source('import "/a.js";'), sha256Source('import "/b.js";'), sha256Source('{"imports":{}}')].sort(),
    );
    expect(hashes.styles).toEqual([sha256Source('p{color:red}')]);
    expect(hashes.styleAttributes).toEqual([sha256Source('font-family:"Inter"')]);
  });
});

describe('content encoding negotiation', () => {
  it.each([
    [undefined, 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['identity', 'identity'],
    ['gzip;q=0, br;q=0', 'identity'],
  ])('%s → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
