import { setImmediate as nextTurn } from 'node:timers/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from './helpers/test-storage.ts';
import { createTestApp, type TestApp, trackPageView } from './helpers/test-app.ts';

/** Keeps the event loop busy in turns of `turnMs` for `forMs`, as a flood of work would. */
async function lagTheEventLoop(turnMs: number, forMs: number): Promise<void> {
  const until = performance.now() + forMs;
  while (performance.now() < until) {
    const turnEnds = performance.now() + turnMs;
    while (performance.now() < turnEnds) {
      // busy: nothing else runs
    }
    await nextTurn();
  }
}

describeEachDatabase('load shedding', (database, dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database().storage);
  });
  afterAll(() => t.close());

  it('answers the public writes 503 with Retry-After while the event loop lags, and the health check still answers', async () => {
    expect((await trackPageView(t.app, '/', { ip: '10.9.0.1' })).statusCode).toBe(202);
    // Three sampling windows of turns three times longer than the limit: the last full window's mean is far past it.
    await lagTheEventLoop(600, 3_500);
    const refused = await trackPageView(t.app, '/', { ip: '10.9.0.2' });
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(refused.statusCode, dialect).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json()).toEqual({ error: 'The server is busy; try again shortly', details: { retryAfterSeconds: 5 } });
    expect(health.statusCode).not.toBe(503);
    // Once the loop is quiet for a sampling window, writes are accepted again.
    await expect
      .poll(async () => (await trackPageView(t.app, '/', { ip: '10.9.0.3' })).statusCode, { timeout: 20_000, interval: 250 })
      .toBe(202);
  });
});
