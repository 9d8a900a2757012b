import { describe, expect, it } from 'vitest';
import { countryNameFor, openDbIpGeolocator, unmapIpv4 } from '../src/analytics/geolocation.ts';
import { classifyReferrer } from '../src/analytics/referrer-sources.ts';
import { isUncountedClient, summarizeUserAgent } from '../src/analytics/user-agent-summary.ts';
import { computeVisitorHash } from '../src/analytics/visitor-hash.ts';
import { GEOLOCATION_ATTRIBUTION } from '../../contracts/attribution.ts';
import { normalizePagePath } from '../../contracts/page-path.ts';

describe('offline geolocation (DB-IP Lite through maxmind)', () => {
  it('locates public IPv4 and IPv6 addresses and nothing private', async () => {
    const geolocator = await openDbIpGeolocator();
    expect(geolocator.locate('8.8.8.8').countryCode).toBe('US');
    expect(geolocator.locate('::ffff:8.8.8.8').countryCode).toBe('US');
    expect(geolocator.locate('94.200.1.1').countryCode).toBe('AE');
    expect(geolocator.locate('2001:4860:4860::8888').countryCode).not.toBeNull();
    for (const address of ['127.0.0.1', '10.1.2.3', '192.168.0.1', '::1', 'not an ip', '']) {
      expect(geolocator.locate(address), address).toEqual({ countryCode: null, city: null });
    }
  });

  it('names countries in English and calls a missing one Unknown', () => {
    expect(countryNameFor('AE')).toBe('United Arab Emirates');
    expect(countryNameFor('SA')).toBe('Saudi Arabia');
    expect(countryNameFor(null)).toBe('Unknown');
    expect(unmapIpv4('::ffff:1.2.3.4')).toBe('1.2.3.4');
    expect(unmapIpv4('::ffff:zzzz')).toBe('::ffff:zzzz');
  });

  it('exposes the CC BY 4.0 attribution with a link back to DB-IP', () => {
    expect(GEOLOCATION_ATTRIBUTION).toMatchObject({ text: 'IP Geolocation by DB-IP', url: 'https://db-ip.com', license: 'CC BY 4.0' });
    expect(GEOLOCATION_ATTRIBUTION.html).toContain("href='https://db-ip.com'");
  });
});

describe('referrer sources', () => {
  const own = new Set(['salary.example']);
  it.each([
    [null, 'Direct'],
    ['', 'Direct'],
    ['https://www.google.com/', 'Google'],
    ['https://www.google.ae/search?q=x', 'Google'],
    ['https://www.google.com.sa/', 'Google'],
    ['https://news.google.com/articles/x', 'Google News'],
    ['https://mail.google.com/mail/u/0', 'Gmail'],
    ['https://www.bing.com/search?q=x', 'Bing'],
    ['https://duckduckgo.com/', 'DuckDuckGo'],
    ['https://yandex.ru/search', 'Yandex'],
    ['https://search.yahoo.com/search?p=x', 'Yahoo'],
    ['https://l.facebook.com/l.php?u=x', 'Facebook'],
    ['https://m.facebook.com/', 'Facebook'],
    ['https://l.instagram.com/', 'Instagram'],
    ['https://t.co/abc', 'X (Twitter)'],
    ['https://www.linkedin.com/feed/', 'LinkedIn'],
    ['https://old.reddit.com/r/dubai', 'Reddit'],
    ['https://web.whatsapp.com/', 'WhatsApp'],
    ['https://chatgpt.com/', 'ChatGPT'],
    ['https://www.bayt.com/en/uae/jobs/', 'Bayt'],
    ['https://www.gulftalent.com/', 'GulfTalent'],
    ['android-app://com.google.android.gm/', 'Gmail'],
    ['android-app://com.example.app/', 'com.example.app'],
    ['https://salary.example/faq', 'Internal'],
    ['https://www.expat-forum.example/thread/1', 'expat-forum.example'],
    ['not a url', 'Unknown'],
    ['ftp://files.example/', 'Unknown'],
    ['https://notgoogle.com/', 'notgoogle.com'],
    ['https://google.evil.example/', 'google.evil.example'],
  ])('%s is %s', (referrer, expected) => {
    expect(classifyReferrer(referrer, own)).toBe(expected);
  });
});

describe('user agents', () => {
  it('keeps only device class and browser and OS families', () => {
    expect(
      summarizeUserAgent(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
      ),
    ).toEqual({
      deviceClass: 'mobile',
      browser: 'Chrome',
      os: 'Android',
    });
    expect(
      summarizeUserAgent(
        'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toMatchObject({
      deviceClass: 'tablet',
      os: 'iOS',
    });
    expect(
      summarizeUserAgent(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      ),
    ).toEqual({
      deviceClass: 'desktop',
      browser: 'Safari',
      os: 'Mac OS',
    });
    expect(summarizeUserAgent('garbage')).toEqual({ deviceClass: 'desktop', browser: null, os: null });
  });

  it('recognises bots and clients without a user agent', () => {
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0)',
      'curl/8.5.0',
      'python-requests/2.31',
      'HeadlessChrome/120',
      '',
      undefined,
    ]) {
      expect(isUncountedClient(agent), String(agent)).toBe(true);
    }
    expect(
      isUncountedClient('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'),
    ).toBe(false);
  });

  it('hashes visitors per salt: same visitor, same day, same hash; new salt, new hash', () => {
    const first = computeVisitorHash('salt-1', '203.0.113.10', 'UA');
    expect(first).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(computeVisitorHash('salt-1', '203.0.113.10', 'UA')).toBe(first);
    expect(computeVisitorHash('salt-2', '203.0.113.10', 'UA')).not.toBe(first);
    expect(computeVisitorHash('salt-1', '203.0.113.11', 'UA')).not.toBe(first);
    // The separator keeps (ip, ua) pairs from colliding by concatenation.
    expect(computeVisitorHash('s', '1.2.3.4', '5')).not.toBe(computeVisitorHash('s', '1.2.3.', '45'));
  });
});

describe('page paths', () => {
  it.each([
    ['/', '/'],
    ['/FAQ/', '/faq'],
    ['/blog/A?x=1#y', '/blog/a'],
    ['https://salary.example/UAE', '/uae'],
    ['  /faq  ', '/faq'],
    ['/a//', '/a'],
    ['faq', null],
    ['//evil.example/', null],
    ['javascript:alert(1)', null],
    ['', null],
  ])('%s → %s', (input, expected) => {
    expect(normalizePagePath(input)).toBe(expected);
  });
});
