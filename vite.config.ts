import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { build, defineConfig, type Plugin } from 'vite';

const siteUrl = process.env.SITE_URL ?? 'http://localhost:3000';

// The page script of the static pages (ADR 0011): the one script a content page loads, built on its
// own (no shared chunks, no framework) into a single hashed file of the client build. Pages learn its
// address through __PAGE_SCRIPT_URL__; in development it is the source, which Vite serves.
const pageScriptSource = 'web/src/features/content/browser/page-script.ts';
const projectRoot = fileURLToPath(new URL('.', import.meta.url));

function pageScript(): Plugin {
  let built: Promise<{ fileName: string; code: string }> | undefined;
  const bundle = () =>
    (built ??= build({
      configFile: false,
      root: projectRoot,
      logLevel: 'warn',
      publicDir: false,
      build: { write: false, minify: true, rolldownOptions: { input: fileURLToPath(new URL(pageScriptSource, import.meta.url)) } },
    }).then((result) => {
      const outputs = Array.isArray(result) ? result : [result];
      const chunks = outputs.flatMap((output) => ('output' in output ? output.output : [])).filter((file) => file.type === 'chunk');
      const [chunk] = chunks;
      if (!chunk || chunks.length !== 1) throw new Error(`${pageScriptSource} must build to a single file (got ${chunks.length})`);
      const hash = createHash('sha256').update(chunk.code).digest('base64url').slice(0, 10);
      return { fileName: `assets/page-script-${hash}.js`, code: chunk.code };
    }));
  return {
    name: 'page-script',
    async config(_config, { command }) {
      const url = command === 'build' ? `/${(await bundle()).fileName}` : `/${pageScriptSource}`;
      return { define: { __PAGE_SCRIPT_URL__: JSON.stringify(url) } };
    },
    async generateBundle() {
      if (this.environment.name !== 'client') return;
      const { fileName, code } = await bundle();
      this.emitFile({ type: 'asset', fileName, source: code });
    },
  };
}

// Client chunking: left alone, Rolldown cuts the pages into many small files (one per set of routes
// sharing a module). Over HTTP/1.1 on a slow phone that is several waves of requests before the page
// is interactive, and Lighthouse counts them all against first paint. The groups keep the first load
// of / to a few files: the framework, the shell the calculator and the operator area share (with
// lucide's runtime and Radix Slot), and the calculator's first view (its state and the landing's
// icons). The content group keeps the content feature's modules (its route modules are built but
// never loaded: content pages are static, ADR 0011) out of the shared chunks.
// Measured with `npm run bench -- web` (issue 5: content pages 97 -> 98, calculator 95 -> 96; issue 12:
// the calculator's first load from 19 files to 8).
const clientChunkGroups = [
  {
    name: 'framework',
    test: /node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]/,
    priority: 30,
  },
  {
    name: 'shell',
    test: /web[\\/]src[\\/](app[\\/]static-pages\.|components[\\/](layout|seo)[\\/]|components[\\/]ui[\\/](use-toast|lazy-toaster|button)\.|lib[\\/](cn|site|analytics|use-page-tracking)\.|i18n[\\/](i18n|languages|use-translation)\.)|core[\\/]src[\\/](countries[\\/](country-codes|country-profiles|country-names)|money[\\/](currency|arabic-format|money-format)|facts[\\/]product-facts|language[\\/]language)\.ts|node_modules[\\/](lucide-react[\\/]dist[\\/]esm[\\/](?!icons[\\/])|@radix-ui[\\/]react-(slot|compose-refs|direction)[\\/]|@lingui[\\/](core|react)[\\/]|clsx[\\/])/,
    priority: 20,
  },
  {
    name: 'calculator-start',
    test: /web[\\/]src[\\/]features[\\/]calculator[\\/]state[\\/](calculator-state|calculator-reducer|offers|typed-amount|typed-percent)\.ts|core[\\/]src[\\/](money[\\/]period|cash-up-front[\\/]rent-payment)\.ts|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](gauge|shield-check|chart-column|link-2|x)\.mjs/,
    priority: 15,
  },
  { name: 'content', test: /web[\\/]src[\\/]features[\\/]content[\\/]/, priority: 10 },
];

export default defineConfig({
  // lingui() compiles the message catalogues imported with `?lingui` (lingui.config.ts, ADR 0014).
  plugins: [tailwindcss(), lingui({ failOnCompileError: true }), reactRouter(), pageScript()],
  define: { __SITE_URL__: JSON.stringify(siteUrl) },
  // Radix's scroll lock adds its rules through react-style-singleton; ours writes them as a constructed
  // stylesheet, which the pages' hash-based Content-Security-Policy allows (ADR 0019).
  resolve: {
    alias: [
      {
        find: /^react-style-singleton$/,
        replacement: fileURLToPath(new URL('web/src/lib/constructed-style-singleton.ts', import.meta.url)),
      },
    ],
  },
  publicDir: 'web/public',
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting: { groups: clientChunkGroups } } } } },
  },
});
