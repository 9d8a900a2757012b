import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { spawnServer, waitForExit } from './helpers/spawn-server.ts';
import { loggerOptions } from '../src/system/logger-options.ts';
import { describeEachDatabase } from './helpers/test-storage.ts';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from './helpers/test-app.ts';

// Logs are structured and carry no personal data: no addresses, user agents, comment text,
// passwords, session ids or query strings.

describeEachDatabase('request logs', (database) => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    const destination = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        callback();
      },
    });
    const options = loggerOptions('info');
    const logger = pino(typeof options === 'object' ? options : {}, destination);
    t = await createTestApp(database().storage, { logger, env: { LOG_LEVEL: 'info' } });
  });
  afterAll(() => t.close());

  it('logs one JSON line per response with method, path and status only', async () => {
    const secretComment = 'my salary is 31337 AED and my name is Fatima';
    const agent = 'Mozilla/5.0 (UniqueTestAgent/9.9)';
    const address = '198.51.100.77';
    await t.app.inject({
      method: 'POST',
      url: '/api/feedback?email=someone@example.com',
      remoteAddress: address,
      headers: { 'content-type': 'application/json', 'user-agent': agent },
      payload: { rating: 5, comment: secretComment, location: 'Dubai' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      remoteAddress: address,
      headers: { 'content-type': 'application/json', 'user-agent': agent },
      payload: { rating: 9, comment: secretComment },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/analytics/track',
      remoteAddress: address,
      headers: { 'content-type': 'application/json', 'user-agent': agent },
      payload: { page: '/faq', referrer: 'https://www.google.com/search?q=fatima+salary' },
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      remoteAddress: address,
      headers: { 'content-type': 'application/json' },
      payload: { password: ADMIN_PASSWORD },
    });
    const { sessionId } = login.json() as { sessionId: string };
    await t.app.inject({ method: 'GET', url: '/api/admin/feedback', headers: { authorization: `Bearer ${sessionId}` } });

    const requestLines = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.msg === 'request');
    expect(requestLines.map((entry) => [entry.method, entry.path, entry.statusCode])).toEqual([
      ['POST', '/api/feedback', 201],
      ['POST', '/api/feedback', 400],
      ['POST', '/api/analytics/track', 202],
      ['POST', '/api/admin/login', 200],
      ['GET', '/api/admin/feedback', 200],
    ]);
    const everything = lines.join('\n');
    for (const secret of [
      secretComment,
      'Fatima',
      agent,
      'UniqueTestAgent',
      address,
      'someone@example.com',
      ADMIN_PASSWORD,
      sessionId,
      'fatima+salary',
    ]) {
      expect(everything).not.toContain(secret);
    }
  });
});

describe('the server process logger', () => {
  it('writes its buffered lines within a second on a quiet server and all of them on shutdown', async () => {
    const directory = mkdtempSync(join(tmpdir(), 'src-logs-'));
    const server = await spawnServer({
      SQLITE_PATH: join(directory, 'logs.sqlite'),
      BUILD_DIR: join(directory, 'no-build'),
      ADMIN_PASSWORD: 'logging test password',
      LOG_LEVEL: 'info',
    });
    try {
      const response = await fetch(`${server.baseUrl}/api/health?probe=1`);
      expect(response.status).toBe(200);
      // One short line is far below the 4 KB chunk: the once-a-second flush writes it.
      await vi.waitFor(
        () => expect(server.output()).toMatch(/"msg":"request".*"path":"\/api\/health"|"path":"\/api\/health".*"msg":"request"/),
        {
          timeout: 10_000,
          interval: 100,
        },
      );
      server.process.kill('SIGTERM');
      expect((await waitForExit(server.process)).code).toBe(0);
      // The last lines, written on the way out.
      expect(server.output()).toContain('"msg":"stopped"');
      expect(server.output()).not.toContain('probe=1');
    } finally {
      server.process.kill('SIGKILL');
      rmSync(directory, { recursive: true, force: true });
    }
  }, 60_000);
});
