import type { PageViewEvent } from '../../server/src/repositories/page-view-ingest.ts';
import type { CalculatorResultEvent } from '../../server/src/repositories/results-repository.ts';
import { DAY_MS, HOUR_MS } from '../../server/src/system/clock.ts';
import { seededRandom } from '../../server/test/helpers/seeded-random.ts';

// Deterministic, realistic-looking traffic for the read benchmark: visits of 1-10 page views, a
// daily rhythm, a long tail of pages, Gulf-heavy countries and the usual mix of sources.

function weighted<T>(random: () => number, entries: readonly (readonly [T, number])[]): () => T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  const cumulative = entries
    .map(([, weight]) => weight / total)
    .map((_, index, shares) => shares.slice(0, index + 1).reduce((a, b) => a + b, 0));
  return () => {
    const draw = random();
    const index = cumulative.findIndex((edge) => draw < edge);
    return (entries[index === -1 ? entries.length - 1 : index] as readonly [T, number])[0];
  };
}

const blogPosts = Array.from({ length: 45 }, (_, index) => `/blog/post-${index + 1}-2025`);
const pages: [string, number][] = [
  ['/', 300],
  ['/faq', 60],
  ['/blog', 50],
  ['/uae', 40],
  ['/saudi-arabia', 30],
  ['/qatar', 20],
  ['/oman', 10],
  ['/bahrain', 8],
  ['/kuwait', 8],
  ['/privacy', 5],
  ['/terms', 3],
  ...blogPosts.map((path, index): [string, number] => [path, 40 / (index + 1)]),
];
const sources: [string, number][] = [
  ['Direct', 35],
  ['Google', 35],
  ['Bing', 5],
  ['Facebook', 5],
  ['LinkedIn', 4],
  ['X (Twitter)', 3],
  ['Reddit', 2],
  ['ChatGPT', 2],
  ['Bayt', 2],
  ['WhatsApp', 2],
  ['Internal', 1],
  ['expatforum.example', 2],
  ['gulfnews.example', 2],
];
const countries: [[string | null, string[]], number][] = [
  [['AE', ['Dubai', 'Abu Dhabi', 'Sharjah', 'Ajman']], 35],
  [['SA', ['Riyadh', 'Jeddah', 'Dammam']], 20],
  [['QA', ['Doha']], 8],
  [['KW', ['Kuwait City']], 5],
  [['OM', ['Muscat']], 4],
  [['BH', ['Manama']], 3],
  [['IN', ['Mumbai', 'Kochi', 'Delhi']], 10],
  [['PK', ['Karachi', 'Lahore']], 3],
  [['GB', ['London']], 3],
  [['US', ['New York']], 3],
  [['EG', ['Cairo']], 2],
  [['PH', ['Manila']], 2],
  [[null, []], 2],
];
const devices: [[string, string, string], number][] = [
  [['mobile', 'Chrome', 'Android'], 35],
  [['mobile', 'Mobile Safari', 'iOS'], 25],
  [['desktop', 'Chrome', 'Windows'], 20],
  [['desktop', 'Edge', 'Windows'], 7],
  [['desktop', 'Safari', 'Mac OS'], 8],
  [['tablet', 'Mobile Safari', 'iOS'], 5],
];
// Visits by hour of day (UTC): the Gulf is UTC+3/+4, so traffic peaks in the UTC morning and afternoon.
const hourWeights: [number, number][] = Array.from({ length: 24 }, (_, hour) => [hour, hour >= 4 && hour <= 19 ? 10 : 3]);
const visitLengths: [number, number][] = [
  [1, 40],
  [2, 20],
  [3, 15],
  [4, 10],
  [5, 5],
  [6, 4],
  [7, 2],
  [8, 2],
  [10, 2],
];

export interface TrafficPlan {
  /** The moment the traffic ends; reads are measured as if it were now. */
  end: number;
  days: number;
  pageViews: number;
  seed: number;
}

/**
 * Yields the plan's page views one UTC day at a time, each day sorted by time, so a consumer can
 * ingest them in the order live traffic would arrive.
 */
export function* pageViewDays(plan: TrafficPlan): Generator<PageViewEvent[]> {
  const random = seededRandom(plan.seed);
  const page = weighted(random, pages);
  const source = weighted(random, sources);
  const country = weighted(random, countries);
  const device = weighted(random, devices);
  const hour = weighted(random, hourWeights);
  const visitLength = weighted(random, visitLengths);
  const perDay = Math.floor(plan.pageViews / plan.days);
  const start = plan.end - plan.days * DAY_MS;
  let visitorCounter = 0;
  for (let day = 0; day < plan.days; day += 1) {
    const dayStart = start + day * DAY_MS;
    const dayEnd = Math.min(dayStart + DAY_MS, plan.end);
    const target = day === plan.days - 1 ? plan.pageViews - perDay * (plan.days - 1) : perDay;
    const events: PageViewEvent[] = [];
    while (events.length < target) {
      const visitorHash = `v${(visitorCounter++).toString(36).padStart(8, '0')}`;
      const [countryCode, cities] = country();
      const city = cities.length === 0 ? null : (cities[Math.floor(random() * cities.length)] as string);
      const [deviceClass, browser, os] = device();
      const referrerSource = source();
      let at = dayStart + hour() * HOUR_MS + Math.floor(random() * HOUR_MS);
      const views = Math.min(visitLength(), target - events.length);
      for (let view = 0; view < views && at < dayEnd; view += 1) {
        events.push({ at, visitorHash, path: page(), referrerSource, countryCode, city, deviceClass, browser, os });
        // Mostly reading gaps of seconds to minutes; now and then a return visit after a long break.
        at += random() < 0.08 ? 35 * 60_000 + Math.floor(random() * 3 * HOUR_MS) : 5_000 + Math.floor(random() * 240_000);
      }
    }
    yield events.sort((a, b) => a.at - b.at);
  }
}

export function* calculatorResultDays(plan: TrafficPlan, perDay: number): Generator<CalculatorResultEvent[]> {
  const random = seededRandom(plan.seed + 1);
  const verdict = weighted(random, [
    ['Pass', 35],
    ['Borderline', 40],
    ['Fail', 20],
    ['Unknown', 5],
  ] as const);
  const place = weighted(random, [
    [['UAE', ['Dubai', 'Abu Dhabi', 'Sharjah', 'Ajman', 'Ras Al Khaimah', 'Fujairah']], 45],
    [['KSA', ['Riyadh', 'Jeddah', 'Dammam', 'Khobar', 'Dhahran']], 25],
    [['Qatar', ['Doha', 'Lusail', 'Al Rayyan']], 12],
    [['Oman', ['Muscat', 'Salalah']], 6],
    [['Bahrain', ['Manama', 'Muharraq', 'Riffa']], 5],
    [['Kuwait', ['Kuwait City', 'Salmiya', 'Hawally']], 7],
  ] as const);
  const start = plan.end - plan.days * DAY_MS;
  for (let day = 0; day < plan.days; day += 1) {
    const events: CalculatorResultEvent[] = [];
    for (let index = 0; index < perDay; index += 1) {
      const [country, cities] = place();
      const at = start + day * DAY_MS + Math.floor(random() * DAY_MS);
      if (at >= plan.end) continue;
      events.push({
        at,
        verdict: verdict(),
        country,
        city: random() < 0.15 ? null : (cities[Math.floor(random() * cities.length)] as string),
      });
    }
    yield events.sort((a, b) => a.at - b.at);
  }
}
