import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../../src/app.ts';
import type { Geolocator, Location } from '../../src/analytics/geolocation.ts';
import { AdminLogin } from '../../src/auth/admin-login.ts';
import { envForTesting } from '../../src/config/env.ts';
import { AdminAuthRepository } from '../../src/repositories/admin-auth-repository.ts';
import type { Storage } from '../../src/storage/open-storage.ts';
import { DAY_MS, HOUR_MS, MINUTE_MS, startOfDay } from '../../src/system/clock.ts';
import { ManualClock } from './manual-clock.ts';

export const ADMIN_PASSWORD = 'correct horse battery staple';

/** A fixed "now" for tests: 2026-03-10 14:20:00 UTC, a Tuesday, 20 minutes past the hour. */
export const TEST_NOW = Date.UTC(2026, 2, 10, 14, 20, 0);
/** The UTC day of TEST_NOW ("day 0" of the fixtures). */
export const TEST_DAY = startOfDay(TEST_NOW);

/** A fixture time: `dayOffset` days from TEST_DAY, at hour:minute UTC. */
export function at(dayOffset: number, hour: number, minute = 0): number {
  return TEST_DAY + dayOffset * DAY_MS + hour * HOUR_MS + minute * MINUTE_MS;
}

export const DESKTOP_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
export const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
export const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** Addresses from the documentation ranges, with the places the stub geolocator gives them. */
const testLocations: Record<string, Location> = {
  '203.0.113.10': { countryCode: 'AE', city: 'Dubai' },
  '203.0.113.11': { countryCode: 'AE', city: 'Abu Dhabi' },
  '198.51.100.20': { countryCode: 'SA', city: 'Riyadh' },
  '198.51.100.21': { countryCode: 'QA', city: 'Doha' },
  '192.0.2.30': { countryCode: 'IN', city: 'Kochi' },
};

const stubGeolocator: Geolocator = {
  locate: (ip) => testLocations[ip] ?? { countryCode: null, city: null },
};

export interface TestApp {
  app: FastifyInstance;
  clock: ManualClock;
  /** Logs in as the operator and returns the session id. */
  login(remoteAddress?: string): Promise<string>;
  /** inject() with the bearer header of `token`. */
  asAdmin(token: string, options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function createTestApp(
  storage: Storage,
  options: { env?: Record<string, string>; now?: number } & Partial<Omit<AppOptions, 'env' | 'storage' | 'clock'>> = {},
): Promise<TestApp> {
  const clock = new ManualClock(options.now ?? TEST_NOW);
  const env = envForTesting({
    // Generous limits so tests that are not about rate limiting never meet one.
    RATE_LIMIT_ANALYTICS_PER_MINUTE: '100000',
    RATE_LIMIT_RESULTS_PER_MINUTE: '100000',
    RATE_LIMIT_FEEDBACK_PER_MINUTE: '100000',
    RATE_LIMIT_ADMIN_PER_MINUTE: '100000',
    RATE_LIMIT_LOGIN_PER_MINUTE: '100000',
    ...options.env,
  });
  await new AdminLogin(new AdminAuthRepository(storage), clock).ensurePassword(ADMIN_PASSWORD);
  const { env: _env, now: _now, ...rest } = options;
  const app = await buildApp({ geolocator: stubGeolocator, ...rest, env, storage, clock });
  await app.ready();
  return {
    app,
    clock,
    async login(remoteAddress = '10.9.8.7') {
      const response = await app.inject({ method: 'POST', url: '/api/admin/login', payload: { password: ADMIN_PASSWORD }, remoteAddress });
      if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
      return (response.json() as { sessionId: string }).sessionId;
    },
    asAdmin(token, injectOptions) {
      return app.inject({ ...injectOptions, headers: { ...injectOptions.headers, authorization: `Bearer ${token}` } });
    },
    close: () => app.close(),
  };
}

/** A page view as the web app sends it, from `ip` with `userAgent`. */
export function trackPageView(
  app: FastifyInstance,
  page: string,
  options: { ip?: string; userAgent?: string; referrer?: string | null; contentType?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/analytics/track',
    remoteAddress: options.ip ?? '203.0.113.10',
    headers: { 'user-agent': options.userAgent ?? DESKTOP_CHROME, 'content-type': options.contentType ?? 'application/json' },
    payload: JSON.stringify({ page, referrer: options.referrer ?? null }),
  });
}

/** POST /api/results/track with a JSON body (any body: tests send invalid ones too). */
export function trackResult(app: FastifyInstance, payload: unknown) {
  return app.inject({
    method: 'POST',
    url: '/api/results/track',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
}

/** POST /api/feedback with a JSON body (any body: tests send invalid ones too). */
export function postFeedback(app: FastifyInstance, payload: unknown) {
  return app.inject({
    method: 'POST',
    url: '/api/feedback',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });
}

/** A time-on-page beacon the way navigator.sendBeacon sends it: text/plain holding JSON. */
export function sendBeacon(app: FastifyInstance, page: string, timeOnPage: number, options: { ip?: string; userAgent?: string } = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/analytics/track',
    remoteAddress: options.ip ?? '203.0.113.10',
    headers: { 'user-agent': options.userAgent ?? DESKTOP_CHROME, 'content-type': 'text/plain;charset=UTF-8' },
    payload: JSON.stringify({ page, timeOnPage }),
  });
}
