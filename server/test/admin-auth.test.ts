import { createHash } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AdminLogin, SESSION_TTL_MS } from '../src/auth/admin-login.ts';
import { AdminAuthRepository } from '../src/repositories/admin-auth-repository.ts';
import { ManualClock } from './helpers/manual-clock.ts';
import { describeEachDatabase } from './helpers/test-storage.ts';
import { ADMIN_PASSWORD, TEST_NOW, createTestApp, type TestApp } from './helpers/test-app.ts';

/** Every operator call; each must answer 401 without a valid session. */
const adminCalls: { method: 'GET' | 'POST'; url: string }[] = [
  { method: 'GET', url: '/api/admin/session' },
  { method: 'POST', url: '/api/admin/logout' },
  { method: 'GET', url: '/api/admin/analytics/realtime' },
  { method: 'GET', url: '/api/admin/analytics/activity?limit=15' },
  { method: 'GET', url: '/api/admin/analytics/stats/24' },
  { method: 'GET', url: '/api/admin/analytics/top-pages/24?limit=10' },
  { method: 'GET', url: '/api/admin/analytics/countries' },
  { method: 'GET', url: '/api/admin/analytics/countries/24' },
  { method: 'GET', url: '/api/admin/analytics/sources' },
  { method: 'GET', url: '/api/admin/analytics/sources/24' },
  { method: 'GET', url: '/api/admin/analytics/visitors/24' },
  { method: 'GET', url: '/api/admin/results/stats/24' },
  { method: 'GET', url: '/api/admin/results/countries/24?limit=10' },
  { method: 'GET', url: '/api/admin/results/cities/24?limit=10' },
  { method: 'GET', url: '/api/admin/feedback' },
  { method: 'GET', url: '/api/admin/feedback/stats' },
  { method: 'GET', url: '/api/admin/health' },
  { method: 'GET', url: '/api/admin/seo/validate' },
  { method: 'GET', url: '/api/admin/attributions' },
];

describeEachDatabase('operator authentication', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database().storage);
  });
  afterAll(() => t.close());

  const login = (password: string, remoteAddress = '10.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      remoteAddress,
      headers: { 'content-type': 'application/json' },
      payload: { password },
    });

  it('answers 401 on every admin call without a valid bearer session, even with bad input', async () => {
    const badTokens = [
      undefined,
      'Bearer',
      'Bearer not-a-token',
      `Bearer ${'A'.repeat(43)}`,
      `Basic ${Buffer.from('admin:x').toString('base64')}`,
    ];
    for (const call of [...adminCalls, { method: 'GET' as const, url: '/api/admin/analytics/stats/7' }]) {
      for (const authorization of badTokens) {
        const response = await t.app.inject({ method: call.method, url: call.url, headers: authorization ? { authorization } : {} });
        expect(response.statusCode, `${call.method} ${call.url} ${authorization}`).toBe(401);
        expect(response.json()).toEqual({ error: 'Unauthorized' });
        expect(response.headers['www-authenticate']).toBe('Bearer');
      }
    }
  });

  it('logs in with the password and opens every admin call', async () => {
    const response = await login(ADMIN_PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = response.json() as { sessionId: string; expiresAt: string };
    expect(body.sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.expiresAt).toBe(new Date(TEST_NOW + SESSION_TTL_MS).toISOString());
    expect(response.headers['cache-control']).toBe('no-store');
    for (const call of adminCalls.filter((candidate) => candidate.url !== '/api/admin/logout')) {
      const answer = await t.asAdmin(body.sessionId, { method: call.method, url: call.url });
      expect(answer.statusCode, call.url).toBe(200);
    }
    expect((await t.asAdmin(body.sessionId, { method: 'GET', url: '/api/admin/session' })).json()).toEqual({
      valid: true,
      expiresAt: body.expiresAt,
    });
  });

  it('stores only the scrypt hash of the password and the SHA-256 of session ids', async () => {
    const token = await t.login();
    const { db } = database().storage;
    const credentials = await db.selectFrom('admin_credentials').selectAll().execute();
    expect(credentials).toHaveLength(1);
    expect(credentials[0]?.password_hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(credentials)).not.toContain(ADMIN_PASSWORD);
    const sessions = await db.selectFrom('admin_sessions').select('token_hash').execute();
    expect(sessions.map((session) => session.token_hash)).toContain(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(sessions)).not.toContain(token);
  });

  it('refuses a wrong password with 401', async () => {
    for (const password of ['wrong', `${ADMIN_PASSWORD} `, ADMIN_PASSWORD.toUpperCase()]) {
      const response = await login(password, '10.0.0.2');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'Invalid password' });
    }
    t.clock.advance(61_000);
    for (const payload of [{}, { password: '' }, { password: 12345 }, { password: 'x'.repeat(1025) }]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it('allows at most 5 failed logins per client per minute, then answers 429 with the wait', async () => {
    const attacker = '10.66.0.1';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      t.clock.advance(1000);
      expect((await login('guess', attacker)).statusCode).toBe(401);
    }
    const blocked = await login(ADMIN_PASSWORD, attacker);
    expect(blocked.statusCode).toBe(429);
    // The first failure was 5 s ago, so the window frees up in 56 s.
    expect(blocked.headers['retry-after']).toBe('56');
    expect(blocked.json()).toEqual({ error: 'Too many requests', retryAfterSeconds: 56 });
    // Other clients are not affected.
    expect((await login(ADMIN_PASSWORD, '10.66.0.2')).statusCode).toBe(200);
    t.clock.advance(55_000);
    expect((await login(ADMIN_PASSWORD, attacker)).statusCode).toBe(429);
    t.clock.advance(2000);
    expect((await login(ADMIN_PASSWORD, attacker)).statusCode).toBe(200);
  });

  it('does not count successful logins against the limit', async () => {
    for (let attempt = 0; attempt < 7; attempt += 1) expect((await login(ADMIN_PASSWORD, '10.77.0.1')).statusCode).toBe(200);
  });

  it('expires sessions after 12 hours', async () => {
    const token = await t.login();
    t.clock.advance(SESSION_TTL_MS - 1000);
    expect((await t.asAdmin(token, { method: 'GET', url: '/api/admin/session' })).statusCode).toBe(200);
    t.clock.advance(1000);
    expect((await t.asAdmin(token, { method: 'GET', url: '/api/admin/session' })).statusCode).toBe(401);
    expect((await t.asAdmin(token, { method: 'GET', url: '/api/admin/analytics/realtime' })).statusCode).toBe(401);
  });

  it('ends the session on logout', async () => {
    const token = await t.login();
    const other = await t.login();
    const logout = await t.asAdmin(token, { method: 'POST', url: '/api/admin/logout' });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ loggedOut: true });
    expect((await t.asAdmin(token, { method: 'GET', url: '/api/admin/session' })).statusCode).toBe(401);
    expect((await t.asAdmin(token, { method: 'POST', url: '/api/admin/logout' })).statusCode).toBe(401);
    expect((await t.asAdmin(other, { method: 'GET', url: '/api/admin/session' })).statusCode).toBe(200);
  });
});

describeEachDatabase('the admin password at start', (database) => {
  it('generates a password once when ADMIN_PASSWORD is unset, and stores only its hash', async () => {
    const clock = new ManualClock(TEST_NOW);
    const repository = new AdminAuthRepository(database().storage);
    const first = await new AdminLogin(repository, clock).ensurePassword(undefined);
    expect(first.generatedPassword).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const second = await new AdminLogin(repository, clock).ensurePassword(undefined);
    expect(second.generatedPassword).toBeNull();
    const outcome = await new AdminLogin(repository, clock).attempt(first.generatedPassword as string, '10.0.0.9');
    expect(outcome.kind).toBe('success');
    const stored = await repository.passwordHash();
    expect(stored).not.toContain(first.generatedPassword as string);
  });

  it('replaces the stored hash when ADMIN_PASSWORD changes, ending existing sessions', async () => {
    const clock = new ManualClock(TEST_NOW);
    const repository = new AdminAuthRepository(database().storage);
    const login = new AdminLogin(repository, clock);
    await login.ensurePassword('first password 123');
    const session = await login.attempt('first password 123', '10.0.0.10');
    if (session.kind !== 'success') throw new Error('login failed');
    await login.ensurePassword('first password 123');
    expect(await login.session(session.sessionId)).not.toBeNull();
    await login.ensurePassword('second password 456');
    expect(await login.session(session.sessionId)).toBeNull();
    expect((await login.attempt('first password 123', '10.0.0.10')).kind).toBe('invalid-password');
    expect((await login.attempt('second password 456', '10.0.0.10')).kind).toBe('success');
  });
});

describeEachDatabase('the login limit under concurrency', (database) => {
  it('still allows only 5 failures when attempts race', async () => {
    const t = await createTestApp(database().storage);
    try {
      const attempts = await Promise.all(
        Array.from({ length: 12 }, () =>
          t.app.inject({
            method: 'POST',
            url: '/api/admin/login',
            remoteAddress: '10.88.0.1',
            headers: { 'content-type': 'application/json' },
            payload: { password: 'guess' },
          }),
        ),
      );
      const codes = attempts.map((response) => response.statusCode);
      expect(codes.filter((code) => code === 401)).toHaveLength(5);
      expect(codes.filter((code) => code === 429)).toHaveLength(7);
    } finally {
      await t.close();
    }
  });
});
