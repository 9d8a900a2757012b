import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { neutraliseCell } from '../src/export/csv-files.ts';
import { insertFeedback } from '../src/repositories/feedback-insert.ts';
import { DAY_MS, HOUR_MS } from '../src/system/clock.ts';
import { describeEachDatabase } from './helpers/test-storage.ts';
import { IPHONE_SAFARI, TEST_NOW, createTestApp, postFeedback, trackPageView, trackResult, type TestApp } from './helpers/test-app.ts';
import { zipEntries } from './helpers/zip-entries.ts';

// GET /api/admin/export.zip?hours=N: a ZIP of CSV files, one per dashboard panel and the period's
// feedback, with the same figures the dashboard shows, readable by a spreadsheet (UTF-8 with a BOM)
// and with every cell a spreadsheet would evaluate made inert.

const BOM = '\uFEFF';
const files = [
  'period.csv',
  'summary.csv',
  'visitors-over-time.csv',
  'top-pages.csv',
  'sources.csv',
  'countries.csv',
  'results-by-verdict.csv',
  'results-by-country.csv',
  'results-by-city.csv',
  'feedback.csv',
];

/** A CSV file as rows of cells, header first, after checking the byte order mark. */
function rowsOf(file: Buffer | undefined): string[][] {
  const text = (file as Buffer).toString('utf8');
  expect(text.startsWith(BOM)).toBe(true);
  return parse(text.slice(1), { relax_column_count: false }) as string[][];
}

const hostile = [
  { comment: '=HYPERLINK("http://evil.example","click")', location: '+971 Dubai' },
  { comment: '-2+3', location: '@Riyadh' },
  { comment: 'راتب جيد لكن الإيجار في دبي مرتفع جداً، "انتبه" للرسوم', location: 'دبي، الإمارات' },
  { comment: 'line one\nline two, with a comma', location: 'Doha' },
];

describeEachDatabase('the dashboard export', (database) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(database().storage);
    // Feedback from before the 24-hour period, which only the longer periods export.
    t.clock.set(TEST_NOW - 3 * DAY_MS);
    expect((await postFeedback(t.app, { rating: 2, comment: 'three days old', location: 'Muscat' })).statusCode).toBe(201);
    t.clock.set(TEST_NOW - 2 * HOUR_MS);
    for (const [ip, page] of [
      ['203.0.113.10', '/'],
      ['203.0.113.10', '/faq'],
      ['198.51.100.20', '/'],
      ['198.51.100.21', '/uae'],
    ] as const) {
      expect((await trackPageView(t.app, page, { ip, referrer: 'https://www.google.com/' })).statusCode).toBe(202);
    }
    expect((await trackPageView(t.app, '/blog/a', { ip: '192.0.2.30', userAgent: IPHONE_SAFARI })).statusCode).toBe(202);
    for (const body of [
      { verdict: 'Pass', country: 'UAE', city: 'Dubai' },
      { verdict: 'Fail', country: 'KSA', city: 'Riyadh' },
      { verdict: 'Pass', country: 'Qatar' },
    ]) {
      expect((await trackResult(t.app, body)).statusCode).toBe(202);
    }
    for (const [index, entry] of hostile.entries()) {
      expect((await postFeedback(t.app, { rating: index + 2, ...entry })).statusCode).toBe(201);
    }
    t.clock.set(TEST_NOW);
    token = await t.login();
  });
  afterAll(() => t.close());

  const exportZip = (hours: string, authorization = `Bearer ${token}`) =>
    t.app.inject({ method: 'GET', url: `/api/admin/export.zip?hours=${hours}`, headers: { authorization } });

  it('needs an operator session and a period the dashboard offers', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/export.zip?hours=24' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: 'Unauthorized' });
    expect((await exportZip('24', 'Bearer not-a-session')).statusCode).toBe(401);
    for (const hours of ['5', 'abc', '']) {
      const response = await exportZip(hours);
      expect(response.statusCode, hours).toBe(400);
      expect(response.json()).toMatchObject({ error: 'Invalid request' });
    }
  });

  it('answers a ZIP with one CSV per panel and the feedback, holding the dashboard figures', async () => {
    const response = await exportZip('24');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe('attachment; filename="salary-reality-check-last-24-hours-2026-03-10.zip"');
    expect(response.headers['cache-control']).toBe('no-store');
    const zip = await zipEntries(response.rawPayload);
    expect([...zip.keys()]).toEqual(files);

    const read = async (url: string) => (await t.asAdmin(token, { method: 'GET', url })).json() as Record<string, unknown>[];
    const stats = (await t.asAdmin(token, { method: 'GET', url: '/api/admin/analytics/stats/24' })).json() as Record<string, number>;
    expect(rowsOf(zip.get('summary.csv'))).toEqual([
      ['metric', 'value'],
      ['visits', String(stats.totalVisitors)],
      ['unique visitors', String(stats.uniqueVisitors)],
      ['page views', String(stats.pageViews)],
      ['average time on page (s)', String(stats.avgTimeOnPage)],
      ['bounce rate (%)', String(stats.bounceRate)],
    ]);
    expect(stats.pageViews).toBe(5);
    const pages = await read('/api/admin/analytics/top-pages/24?limit=100');
    expect(rowsOf(zip.get('top-pages.csv'))).toEqual([
      ['page', 'views', 'unique visitors'],
      ...pages.map((page) => [page.page, String(page.views), String(page.uniqueVisitors)]),
    ]);
    expect(pages).toHaveLength(4);
    const sources = await read('/api/admin/analytics/sources/24?limit=100');
    expect(rowsOf(zip.get('sources.csv')).slice(1)).toEqual(sources.map((row) => [row.source, String(row.count)]));
    const countries = await read('/api/admin/analytics/countries/24?limit=100');
    expect(rowsOf(zip.get('countries.csv')).slice(1)).toEqual(
      countries.map((row) => [row.countryCode ?? '', row.country, String(row.count)]),
    );
    const series = (await t.asAdmin(token, { method: 'GET', url: '/api/admin/analytics/visitors/24' })).json() as {
      buckets: { bucketStart: string; pageViews: number; uniqueVisitors: number }[];
    };
    expect(rowsOf(zip.get('visitors-over-time.csv'))).toEqual([
      ['hour starting (UTC)', 'page views', 'unique visitors'],
      ...series.buckets.map((bucket) => [bucket.bucketStart, String(bucket.pageViews), String(bucket.uniqueVisitors)]),
    ]);
    expect(rowsOf(zip.get('results-by-verdict.csv'))).toEqual([
      ['verdict', 'calculations'],
      ['Pass', '2'],
      ['Borderline', '0'],
      ['Fail', '1'],
      ['Unknown', '0'],
      ['total', '3'],
    ]);
    expect(rowsOf(zip.get('results-by-country.csv')).slice(1).sort()).toEqual([
      ['KSA', '1'],
      ['Qatar', '1'],
      ['UAE', '1'],
    ]);
    expect(rowsOf(zip.get('results-by-city.csv')).slice(1).sort()).toEqual([
      ['KSA', 'Riyadh', '1'],
      ['Qatar', '(country average)', '1'],
      ['UAE', 'Dubai', '1'],
    ]);
    expect(rowsOf(zip.get('period.csv')).slice(0, 4)).toEqual([
      ['setting', 'value'],
      ['from (UTC)', new Date(TEST_NOW - 24 * HOUR_MS).toISOString()],
      ['to (UTC)', new Date(TEST_NOW).toISOString()],
      ['hours', '24'],
    ]);
  });

  it('exports the feedback of the period, Arabic intact and formula cells made inert', async () => {
    const zip = await zipEntries((await exportZip('24')).rawPayload);
    const raw = (zip.get('feedback.csv') as Buffer).toString('utf8');
    // What a spreadsheet sees first: the BOM, then the cells; hostile ones quoted, with a leading '.
    expect(raw).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(raw).toContain(`"'+971 Dubai"`);
    const [header, ...entries] = rowsOf(zip.get('feedback.csv'));
    expect(header).toEqual(['id', 'received (UTC)', 'rating', 'location', 'comment']);
    // Newest first; the three-day-old entry is outside the last 24 hours.
    expect(entries.map((row) => [row[3], row[4]])).toEqual(
      hostile.map((entry) => [neutraliseCell(entry.location).value, neutraliseCell(entry.comment).value]).reverse(),
    );
    expect(entries.map((row) => row[4])).toContain('راتب جيد لكن الإيجار في دبي مرتفع جداً، "انتبه" للرسوم');
    expect(entries.map((row) => row[4])).toContain("'-2+3");
    expect(entries.map((row) => row[3])).toContain("'@Riyadh");

    const week = rowsOf((await zipEntries((await exportZip('168')).rawPayload)).get('feedback.csv'));
    expect(week.map((row) => row[4])).toContain('three days old');
  });

  it('writes feedback beyond one page, every entry once', async () => {
    // 2,500 entries: three pages of the export's reads.
    await database()
      .storage.db.transaction()
      .execute((transaction) =>
        insertFeedback(
          transaction,
          Array.from({ length: 2500 }, (_, n) => ({
            feedback: { rating: 3, comment: `bulk ${n}`, location: 'Kuwait' },
            at: TEST_NOW - HOUR_MS,
          })),
        ),
      );
    const entries = rowsOf((await zipEntries((await exportZip('24')).rawPayload)).get('feedback.csv')).slice(1);
    expect(entries).toHaveLength(2500 + hostile.length);
    expect(new Set(entries.map((row) => row[0])).size).toBe(entries.length);
  });
});

it('neutralises every cell that begins like a formula, and only those', () => {
  for (const start of ['=', '+', '-', '@', '\t', '\r']) {
    expect(neutraliseCell(`${start}1+1`)).toEqual({ value: `'${start}1+1`, quoted: true });
  }
  for (const plain of ['/faq', 'Google', 'a=b', '', ' =1', 'دبي']) expect(neutraliseCell(plain)).toEqual({ value: plain, quoted: false });
});
