import type { LightMyRequestResponse } from 'fastify';
import { countryCodes } from '../../../core/src/countries/index.ts';
import { MINUTE_MS } from '../../src/system/clock.ts';
import { seededRandom } from './seeded-random.ts';
import { DESKTOP_CHROME, GOOGLEBOT, IPHONE_SAFARI, type TestApp } from './test-app.ts';

// Seeded random traffic through the public endpoints, for tests that compare what ingest built with
// what the raw rows say. The same seed gives the same requests, so a failure can be replayed.

// Addresses the stub geolocator places (see testLocations) and some it cannot (country Unknown).
const addresses = ['203.0.113.10', '203.0.113.11', '198.51.100.20', '198.51.100.21', '192.0.2.30', '10.1.2.3', '2001:db8::7', '172.16.5.9'];
const userAgents = [DESKTOP_CHROME, IPHONE_SAFARI];
const pages = ['/', '/faq', '/FAQ/', '/blog/a', '/blog/b?utm_source=x', '/uae', 'https://salary.example/qatar#top', '/calculator'];
const referrers = [
  null,
  '',
  'https://www.google.com/search?q=x',
  'https://m.facebook.com/story',
  'https://t.co/abc',
  'https://www.bing.com/',
  'http://localhost:3000/faq',
  'https://news.example.org/a',
];
const verdicts = ['Pass', 'Borderline', 'Fail', 'Unknown'];
const cities = [null, '', 'Dubai', 'Riyadh', 'Doha', 'Muscat'];

export interface TrafficOptions {
  seed: number;
  /** The first request's time; the clock only moves forward from there. */
  start: number;
  /** Bursts of concurrent requests; each burst happens at one instant of the test clock. */
  bursts: number;
  /** Called as each burst's requests are sent, before they are answered. */
  onBurst?: (burst: number) => void;
}

export interface TrafficSummary {
  pageViews: number;
  beacons: number;
  results: number;
  feedback: number;
  /** The test clock after the last burst. */
  end: number;
}

/**
 * Drives `bursts` bursts of 1-6 concurrent requests, moving the clock between them by seconds,
 * minutes, or (now and then) hours, so visits split at the 30-minute gap, hours and UTC days are
 * crossed, and batches hold several views of one visitor. Every answer must be a 2xx.
 */
export async function driveRandomTraffic(t: TestApp, options: TrafficOptions): Promise<TrafficSummary> {
  const random = seededRandom(options.seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const summary: TrafficSummary = { pageViews: 0, beacons: 0, results: 0, feedback: 0, end: options.start };
  const viewed: { ip: string; userAgent: string; page: string }[] = [];
  t.clock.set(options.start);

  for (let burst = 0; burst < options.bursts; burst += 1) {
    const roll = random();
    if (roll < 0.55) t.clock.advance(Math.floor(random() * 90) * 1000);
    else if (roll < 0.9) t.clock.advance(Math.floor(random() * 40) * MINUTE_MS);
    else t.clock.advance(Math.floor(random() * 7 * 60) * MINUTE_MS);

    const requests: Promise<LightMyRequestResponse>[] = [];
    const size = 1 + Math.floor(random() * 6);
    for (let index = 0; index < size; index += 1) {
      const kind = random();
      if (kind < 0.6 || viewed.length === 0) {
        const visitor = { ip: pick(addresses), userAgent: random() < 0.05 ? GOOGLEBOT : pick(userAgents) };
        const page = pick(pages);
        viewed.push({ ...visitor, page });
        requests.push(post(t, '/api/analytics/track', { page, referrer: pick(referrers) }, visitor));
        summary.pageViews += 1;
      } else if (kind < 0.8) {
        // Mostly a page the visitor saw; sometimes one they never saw (ignored). 0-3 s is not
        // counted, over an hour is stored as an hour.
        const view = pick(viewed);
        const page = random() < 0.85 ? view.page : pick(pages);
        const seconds = pick([2, 3, 3.4, 4, 17.6, 45, 180, 3599, 3600, 5000]);
        requests.push(post(t, '/api/analytics/track', { page, timeOnPage: seconds }, view, 'text/plain;charset=UTF-8'));
        summary.beacons += 1;
      } else if (kind < 0.93) {
        requests.push(
          post(
            t,
            '/api/results/track',
            { verdict: pick(verdicts), country: pick(countryCodes), city: pick(cities) },
            { ip: pick(addresses), userAgent: DESKTOP_CHROME },
          ),
        );
        summary.results += 1;
      } else {
        requests.push(
          post(
            t,
            '/api/feedback',
            { rating: 1 + Math.floor(random() * 5), comment: random() < 0.5 ? null : 'fine', location: pick(pages) },
            { ip: pick(addresses), userAgent: DESKTOP_CHROME },
          ),
        );
        summary.feedback += 1;
      }
    }
    options.onBurst?.(burst);
    for (const response of await Promise.all(requests)) {
      if (response.statusCode >= 300) throw new Error(`seed ${options.seed}, burst ${burst}: ${response.statusCode} ${response.body}`);
    }
  }
  summary.end = t.clock.now();
  return summary;
}

/** A call as it arrives through a proxy (TRUST_PROXY): the client address is in X-Forwarded-For. */
function post(t: TestApp, url: string, body: unknown, client: { ip: string; userAgent: string }, contentType = 'application/json') {
  return t.app.inject({
    method: 'POST',
    url,
    remoteAddress: '127.0.0.1',
    headers: { 'content-type': contentType, 'user-agent': client.userAgent, 'x-forwarded-for': client.ip },
    payload: JSON.stringify(body),
  });
}
