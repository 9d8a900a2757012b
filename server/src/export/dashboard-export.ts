import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { AppContext } from '../app-context.ts';
import { HOUR_MS } from '../system/clock.ts';
import { type CsvCell, csvFile } from './csv-files.ts';

/**
 * Every list is exported whole up to this many rows (the dashboard shows 8 to 20). Paths and sources
 * come from visitors, so their number has no natural bound; beyond this the file says it was cut.
 */
const EXPORT_LIST_LIMIT = 50_000;
/** Feedback is read from the database this many entries at a time, as the ZIP writer asks. */
const FEEDBACK_PAGE = 1000;

export interface DashboardExport {
  fileName: string;
  /** The ZIP, written as it is read: one CSV after the other, each produced as it is compressed. */
  stream: Readable;
}

/**
 * The dashboard's panels for the last `hours` hours as a ZIP of CSV files, one per panel, and the
 * period's feedback. The panels are the dashboard's own reads (so the figures are the same); they
 * are small and read before the first byte is sent, so an unavailable store is still a clean 503.
 * The feedback, which can be long, is read page by page only when its file is written.
 */
export async function dashboardExport(context: AppContext, hours: number): Promise<DashboardExport> {
  const now = context.clock.now();
  const { analyticsReads, visitorsOverTime, results, feedback } = context;
  const [stats, series, pages, sources, countries, verdicts, resultCountries, resultCities] = await Promise.all([
    analyticsReads.stats(now, hours),
    visitorsOverTime.series(now, hours),
    analyticsReads.topPages(now, hours, EXPORT_LIST_LIMIT),
    analyticsReads.trafficSources(now, hours, EXPORT_LIST_LIMIT),
    analyticsReads.countries(now, hours, EXPORT_LIST_LIMIT),
    results.stats(now, hours),
    results.countries(now, hours, EXPORT_LIST_LIMIT),
    results.cities(now, hours, EXPORT_LIST_LIMIT),
  ]);
  const start = now - hours * HOUR_MS;
  const cut = (rows: unknown[]) => (rows.length >= EXPORT_LIST_LIMIT ? `first ${EXPORT_LIST_LIMIT} rows only` : 'complete');

  const zip = new ZipFile();
  const mtime = new Date(now);
  const add = (name: string, header: readonly string[], rows: AsyncIterable<CsvCell[]> | Iterable<CsvCell[]>) =>
    zip.addReadStream(csvFile(header, rows), name, { mtime, compress: true });

  add(
    'period.csv',
    ['setting', 'value'],
    [
      ['from (UTC)', new Date(start).toISOString()],
      ['to (UTC)', new Date(now).toISOString()],
      ['hours', hours],
      ['top-pages.csv', cut(pages)],
      ['sources.csv', cut(sources)],
      ['countries.csv', cut(countries)],
      ['results-by-country.csv', cut(resultCountries)],
      ['results-by-city.csv', cut(resultCities)],
    ],
  );
  add(
    'summary.csv',
    ['metric', 'value'],
    [
      ['visits', stats.totalVisitors],
      ['unique visitors', stats.uniqueVisitors],
      ['page views', stats.pageViews],
      ['average time on page (s)', stats.avgTimeOnPage],
      ['bounce rate (%)', stats.bounceRate],
    ],
  );
  add(
    'visitors-over-time.csv',
    [`${series.grain} starting (UTC)`, 'page views', 'unique visitors'],
    series.buckets.map((bucket) => [bucket.bucketStart, bucket.pageViews, bucket.uniqueVisitors]),
  );
  add(
    'top-pages.csv',
    ['page', 'views', 'unique visitors'],
    pages.map((page) => [page.page, page.views, page.uniqueVisitors]),
  );
  add(
    'sources.csv',
    ['source', 'visits'],
    sources.map((source) => [source.source, source.count]),
  );
  add(
    'countries.csv',
    ['country code', 'country', 'visits'],
    countries.map((country) => [country.countryCode, country.country, country.count]),
  );
  add(
    'results-by-verdict.csv',
    ['verdict', 'calculations'],
    [
      ['Pass', verdicts.passCount],
      ['Borderline', verdicts.borderlineCount],
      ['Fail', verdicts.failCount],
      ['Unknown', verdicts.unknownCount],
      ['total', verdicts.totalCalculations],
    ],
  );
  add(
    'results-by-country.csv',
    ['country', 'calculations'],
    resultCountries.map((row) => [row.country, row.calculations]),
  );
  add(
    'results-by-city.csv',
    ['country', 'city', 'calculations'],
    resultCities.map((row) => [row.country, row.city ?? '(country average)', row.calculations]),
  );
  add('feedback.csv', ['id', 'received (UTC)', 'rating', 'location', 'comment'], feedbackRows(feedback, start));
  zip.end();

  return {
    fileName: `salary-reality-check-${periodSlug(hours)}-${mtime.toISOString().slice(0, 10)}.zip`,
    stream: zip.outputStream as Readable,
  };
}

async function* feedbackRows(feedback: AppContext['feedback'], since: number): AsyncGenerator<CsvCell[]> {
  let beforeId: number | null = null;
  for (;;) {
    const page = await feedback.pageSince(since, beforeId, FEEDBACK_PAGE);
    for (const entry of page) yield [entry.id, entry.timestamp, entry.rating, entry.location, entry.comment];
    if (page.length < FEEDBACK_PAGE) return;
    beforeId = (page[page.length - 1] as { id: number }).id;
  }
}

/** last-hour, last-24-hours, last-7-days, last-30-days, last-90-days. */
function periodSlug(hours: number): string {
  if (hours === 1) return 'last-hour';
  return hours <= 24 ? `last-${hours}-hours` : `last-${hours / 24}-days`;
}
