import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const siteUrl = process.env.SITE_URL ?? 'http://localhost:3000';

// Client chunking: left alone, Rolldown cut every content page into ~20 small files (one per set
// of routes sharing a module). Over HTTP/1.1 on a slow phone that is four or five waves of
// requests before the page is interactive, and Lighthouse counted them all against first paint.
// Three groups bring a content page to 8 files (framework, the site shell every page uses, the
// content feature) and the calculator from 27 to 19, with no page loading code it does not use.
// Measured with `npm run bench -- web`: content pages 97 -> 98, calculator 95 -> 96 (issue 5).
const clientChunkGroups = [
  {
    name: 'framework',
    test: /node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]/,
    priority: 30,
  },
  {
    name: 'shell',
    test: /web[\\/]src[\\/](components[\\/](layout|seo)[\\/]|components[\\/]ui[\\/](use-toast|lazy-toaster)\.|lib[\\/](cn|site|analytics|use-page-tracking)\.)|core[\\/]src[\\/](country-codes|country-profiles|currency|product-facts)\.ts/,
    priority: 20,
  },
  { name: 'content', test: /web[\\/]src[\\/]features[\\/]content[\\/]/, priority: 10 },
];

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: { __SITE_URL__: JSON.stringify(siteUrl) },
  publicDir: 'web/public',
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting: { groups: clientChunkGroups } } } } },
  },
});
