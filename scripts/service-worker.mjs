// `npm run build` step, after react-router build and before the compress step: writes the service
// worker build/client/sw.js with Workbox (workbox-build's generateSW; ADR 0013). It precaches what
// the calculator needs to work with no network once / has been visited: the page itself, every
// script it loads at once or later (the steps, the results, the chart, the PDF library), the
// stylesheet, the page script of the content pages, the icons and the offline page. Content pages
// are cached as they are visited (network first); a page never visited answers with the offline
// page. Feedback sent offline is kept and sent again when the browser is back online.
/* global self -- the runtimeCaching matchers below are copied into the service worker, where self is its global. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateSW } from 'workbox-build';

const client = process.argv[2] ?? 'build/client';
const assets = join(client, 'assets');

/** The pages precached with everything they load: the calculator in English (/) and in Arabic (/ar). */
const calculatorRoutes = ['root', 'routes/home', 'routes/home-ar'];

function routeManifest() {
  const file = readdirSync(assets).find((name) => /^manifest-.*\.js$/.test(name));
  if (!file) throw new Error(`${assets}/manifest-*.js not found: run react-router build first`);
  const source = readFileSync(join(assets, file), 'utf8');
  return { file: `assets/${file}`, manifest: JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1)) };
}

/** Every chunk the calculator reaches, through static imports and dynamic ones (as admin-chunks.ts follows them). */
function calculatorChunks() {
  const { file, manifest } = routeManifest();
  const queue = [manifest.entry.module, ...(manifest.entry.imports ?? [])];
  for (const id of calculatorRoutes) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`route ${id} is not in React Router's manifest`);
    queue.push(route.module, ...(route.imports ?? []), ...(route.css ?? []));
  }
  const seen = new Set([file]);
  for (let chunk = queue.pop(); chunk !== undefined; chunk = queue.pop()) {
    const path = chunk.replace(/^\//, '');
    if (seen.has(path)) continue;
    seen.add(path);
    if (!path.endsWith('.js')) continue;
    const code = readFileSync(join(client, path), 'utf8');
    for (const match of code.matchAll(/["'`](?:\.\/|\/?assets\/)([\w.-]+\.(?:js|css|woff2?|ttf))["'`]/g)) queue.push(`assets/${match[1]}`);
  }
  return [...seen];
}

const pageScript = readdirSync(assets).find((name) => /^page-script-.*\.js$/.test(name));
const stylesheets = readdirSync(assets).filter((name) => name.endsWith('.css'));
const precached = [
  ...calculatorChunks(),
  ...stylesheets.map((name) => `assets/${name}`),
  ...(pageScript ? [`assets/${pageScript}`] : []),
  'index.html',
  'ar/index.html',
  'offline/index.html',
  'ar/offline/index.html',
  'site.webmanifest',
  'favicon.svg',
  'favicon.ico',
  'icon-192.png',
  'icon-512.png',
  'apple-touch-icon.png',
];

// The server answers /offline and /, not /offline/index.html and /index.html.
const pageUrls = { 'index.html': '/', 'ar/index.html': '/ar', 'offline/index.html': '/offline', 'ar/offline/index.html': '/ar/offline' };

/** The navigations of content pages in one language: network first, the last visit, that language's offline page. */
function contentPages(language) {
  return {
    // Content pages: the network first (always the current page when online), the copy from the
    // last visit offline, the offline page (in the page's language) for one never visited. Not the
    // operator area. The matcher is copied into the worker, so it repeats the /ar test itself.
    urlPattern:
      language === 'ar'
        ? ({ request, url }) =>
            request.mode === 'navigate' &&
            url.origin === self.location.origin &&
            (url.pathname === '/ar' || url.pathname.startsWith('/ar/'))
        : ({ request, url }) =>
            request.mode === 'navigate' &&
            url.origin === self.location.origin &&
            !url.pathname.startsWith('/admin') &&
            url.pathname !== '/ar' &&
            !url.pathname.startsWith('/ar/'),
    handler: 'NetworkFirst',
    options: {
      cacheName: 'pages',
      networkTimeoutSeconds: 5,
      expiration: { maxEntries: 60 },
      precacheFallback: { fallbackURL: language === 'ar' ? '/ar/offline' : '/offline' },
    },
  };
}

const { count, size, warnings } = await generateSW({
  swDest: join(client, 'sw.js'),
  globDirectory: client,
  globPatterns: [...new Set(precached)],
  // Precached pages and files are named by content: the URL of a page, the hashed file name of an asset.
  manifestTransforms: [
    async (entries) => ({
      manifest: entries.map((entry) => ({ ...entry, url: pageUrls[entry.url] ?? `/${entry.url}` })),
      warnings: [],
    }),
  ],
  dontCacheBustURLsMatching: /^\/assets\//,
  maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  // One file: no separate Workbox runtime chunk to serve and to keep in step.
  inlineWorkboxRuntime: true,
  mode: 'production',
  sourcemap: false,
  cleanupOutdatedCaches: true,
  // A new version waits until the visitor accepts the reload the page offers (workbox-window).
  skipWaiting: false,
  clientsClaim: true,
  navigateFallback: undefined,
  runtimeCaching: [
    contentPages('ar'),
    contentPages('en'),
    {
      // Feedback written offline is kept in the browser and sent when it is back online (Background
      // Sync where the browser has it, otherwise the next time the service worker starts).
      urlPattern: ({ url }) => url.origin === self.location.origin && url.pathname === '/api/feedback',
      method: 'POST',
      handler: 'NetworkOnly',
      options: { backgroundSync: { name: 'feedback', options: { maxRetentionTime: 7 * 24 * 60 } } },
    },
    {
      // Images of the content pages, kept once seen.
      urlPattern: ({ request, url }) => request.destination === 'image' && url.origin === self.location.origin,
      handler: 'StaleWhileRevalidate',
      options: { cacheName: 'images', expiration: { maxEntries: 60 } },
    },
  ],
});
for (const warning of warnings) console.warn(`service worker: ${warning}`);
console.log(`service worker: ${count} files precached (${(size / 1024).toFixed(0)} KB before compression)`);
