import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
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
