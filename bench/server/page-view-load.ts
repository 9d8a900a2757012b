// The load the ingest bench puts on a server: autocannon posting page views at POST
// /api/analytics/track, each request a different visitor behind the proxy (varied X-Forwarded-For,
// user agents, pages and referrers, from a seed so every run sends the same).
import autocannon, { type AutocannonResult } from 'autocannon';
import { seededRandom } from '../../server/test/helpers/seeded-random.ts';

const userAgents = [
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
];
const pages = [
  '/',
  '/faq',
  '/blog',
  '/uae',
  '/saudi-arabia',
  '/qatar',
  '/blog/gratuity-calculation-uae-2025',
  '/blog/grocery-costs-ksa-2025',
  '/privacy',
];
const referrers = [
  null,
  'https://www.google.com/',
  'https://www.google.ae/',
  'https://www.bing.com/search?q=x',
  'https://l.facebook.com/',
  'https://www.linkedin.com/',
  'https://chatgpt.com/',
];

/** One autocannon run of page views; each request is a different visitor's next view. */
export function load(baseUrl: string, connections: number, durationSeconds: number, seed: number): Promise<AutocannonResult> {
  const random = seededRandom(seed);
  let sequence = 0;
  return autocannon({
    url: baseUrl,
    connections,
    duration: durationSeconds,
    timeout: 10,
    requests: [
      {
        method: 'POST',
        path: '/api/analytics/track',
        setupRequest: (request) => {
          // Three views per visitor in a row, spread over 16 million addresses.
          const visitor = Math.floor(sequence++ / 3) + seed * 1_000_003;
          const address = `${((visitor >>> 16) % 223) + 1}.${(visitor >>> 8) & 255}.${visitor & 255}.${(visitor * 7) & 255}`;
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              'user-agent': userAgents[visitor % userAgents.length] as string,
              'x-forwarded-for': address,
              'x-forwarded-proto': 'https',
            },
            body: JSON.stringify({ page: pages[Math.floor(random() * pages.length)], referrer: referrers[visitor % referrers.length] }),
          };
        },
      },
    ],
  });
}

/** What is measured: the production server on each store, and the two baselines of issue 12. */
