// Web figures: JavaScript bytes (brotli) each page type loads before any interaction, and
// Lighthouse (mobile defaults, local Chromium, median of 3 runs) for the key pages.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../tests/e2e/support/chromium.ts';
import type { BenchFigures } from './run.ts';

const root = new URL('..', import.meta.url).pathname;
const port = 3199;
const base = `http://127.0.0.1:${port}`;
// Children must not inherit tsx's loader hooks (NODE_OPTIONS), or the build runs under them.
const childEnv = (extra: Record<string, string> = {}) => ({ ...process.env, NODE_OPTIONS: '', ...extra });
const chromeFlags = ['--headless=new', ...chromiumArgs];

/** Page types whose JS is measured; `lighthouse` marks the ones scored by Lighthouse too. */
export const benchPages: { name: string; path: string; lighthouse: boolean; maxJsKb: number; minPerformance: number }[] = [
  { name: 'calculator /', path: '/', lighthouse: true, maxJsKb: 170, minPerformance: 95 },
  { name: 'blog /blog', path: '/blog', lighthouse: true, maxJsKb: 110, minPerformance: 98 },
  { name: 'article /blog/:id', path: '/blog/women-working-qatar-2025', lighthouse: true, maxJsKb: 110, minPerformance: 98 },
  { name: 'FAQ /faq', path: '/faq', lighthouse: true, maxJsKb: 110, minPerformance: 98 },
  { name: 'country guide /:slug', path: '/saudi-arabia', lighthouse: true, maxJsKb: 110, minPerformance: 98 },
];

async function portInUse(): Promise<boolean> {
  try {
    await fetch(`${base}/`);
    return true;
  } catch {
    return false;
  }
}

async function startServer(): Promise<{ process: ChildProcess; dir: string }> {
  // A server left on the port would be measured instead of this build.
  if (await portInUse()) throw new Error(`port ${port} is already in use; stop whatever listens there and run the bench again`);
  const dir = mkdtempSync(join(tmpdir(), 'src-bench-web-'));
  const child = spawn(process.execPath, ['dist/server/src/server.js'], {
    cwd: root,
    env: childEnv({
      PORT: String(port),
      HOST: '127.0.0.1',
      SQLITE_PATH: join(dir, 'bench.sqlite'),
      ADMIN_PASSWORD: 'bench-admin-password',
      LOG_LEVEL: 'warn',
    }),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/`)).ok) return { process: child, dir };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error('server did not start');
}

interface PageScripts {
  files: number;
  brotliBytes: number;
  /** Scripts of the operator area loaded by this page (must be none on public pages). */
  adminScripts: string[];
}

/** Chunks only the operator area uses, from the React Router build's route manifest. */
async function adminChunkNames(): Promise<Set<string>> {
  type RouteAssets = { module: string; imports?: string[] };
  const build = (await import(join(root, 'build/server/index.js'))) as { assets: { routes: Record<string, RouteAssets> } };
  const files = (route: RouteAssets) => [route.module, ...(route.imports ?? [])];
  const adminFiles = new Set<string>();
  const publicFiles = new Set<string>();
  for (const [id, route] of Object.entries(build.assets.routes)) {
    for (const file of files(route)) (id.startsWith('routes/admin-') ? adminFiles : publicFiles).add(file);
  }
  return new Set([...adminFiles].filter((file) => !publicFiles.has(file)).map((file) => file.split('/').pop() ?? file));
}

async function measureJsBytes(paths: string[]): Promise<Record<string, PageScripts>> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const result: Record<string, PageScripts> = {};
  const adminChunks = await adminChunkNames();
  try {
    for (const path of paths) {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      const bodies: Promise<Buffer>[] = [];
      const urls: string[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script' || response.url().endsWith('.js')) {
          urls.push(response.url());
          bodies.push(response.body().catch(() => Buffer.alloc(0)));
        }
      });
      await page.goto(base + path, { waitUntil: 'networkidle' });
      const buffers = await Promise.all(bodies);
      result[path] = {
        files: buffers.length,
        brotliBytes: buffers.reduce((sum, b) => sum + brotliCompressSync(b).length, 0),
        adminScripts: urls.map((url) => url.split('/').pop() ?? url).filter((name) => adminChunks.has(name)),
      };
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return result;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

function lighthouseOnce(path: string): Record<string, number> {
  const out = execFileSync(
    join(root, 'node_modules/.bin/lighthouse'),
    [base + path, '--output=json', '--quiet', `--chrome-flags=${chromeFlags.join(' ')}`, `--only-categories=${categories.join(',')}`],
    { env: childEnv({ CHROME_PATH: chromiumPath }), maxBuffer: 64 * 1024 * 1024 },
  ).toString();
  const report = JSON.parse(out) as { runtimeError?: { code: string }; categories: Record<string, { score: number | null }> };
  if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.code}`);
  return Object.fromEntries(categories.map((c) => [c, Math.round((report.categories[c]?.score ?? 0) * 100)]));
}

function lighthouse(path: string, runs = 3): Record<string, number> {
  const scores: Record<string, number[]> = Object.fromEntries(categories.map((c) => [c, []]));
  for (let i = 0; i < runs; i++) {
    // A run can fail on a loaded machine (NO_NAVSTART and the like); one retry, then it counts.
    let result: Record<string, number>;
    try {
      result = lighthouseOnce(path);
    } catch (error) {
      console.log(`  (retrying ${path}: ${(error as Error).message.split('\n')[0]})`);
      result = lighthouseOnce(path);
    }
    for (const c of categories) scores[c]?.push(result[c] ?? 0);
  }
  return Object.fromEntries(categories.map((c) => [c, median(scores[c] ?? [])]));
}

export async function run(): Promise<BenchFigures> {
  console.log('building the site (npm run build)...');
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit', env: childEnv() });
  const server = await startServer();
  try {
    const js = await measureJsBytes(benchPages.map((p) => p.path));
    console.log('\nJS loaded before interaction (brotli):');
    const figures: BenchFigures = {};
    for (const page of benchPages) {
      const kb = (js[page.path]?.brotliBytes ?? 0) / 1000;
      const admin = js[page.path]?.adminScripts ?? [];
      console.log(
        `  ${page.name.padEnd(28)} ${kb.toFixed(1).padStart(7)} KB in ${js[page.path]?.files ?? 0} files  (target <= ${page.maxJsKb} KB: ${kb <= page.maxJsKb ? 'met' : 'MISSED'}; operator-area scripts: ${admin.length === 0 ? 'none' : admin.join(', ')})`,
      );
      figures[`js:${page.path}`] = {
        brotliKb: Number(kb.toFixed(1)),
        files: js[page.path]?.files,
        targetKb: page.maxJsKb,
        met: kb <= page.maxJsKb,
        adminScripts: admin,
      };
    }
    console.log('\nLighthouse (mobile, median of 3):');
    for (const page of benchPages.filter((p) => p.lighthouse)) {
      const scores = lighthouse(page.path);
      const met =
        (scores.performance ?? 0) >= page.minPerformance &&
        scores.accessibility === 100 &&
        scores['best-practices'] === 100 &&
        scores.seo === 100;
      console.log(
        `  ${page.name.padEnd(28)} perf ${scores.performance}  a11y ${scores.accessibility}  best ${scores['best-practices']}  seo ${scores.seo}  (target perf >= ${page.minPerformance}, others 100: ${met ? 'met' : 'MISSED'})`,
      );
      figures[`lighthouse:${page.path}`] = { ...scores, targetPerformance: page.minPerformance, met };
    }
    return figures;
  } finally {
    server.process.kill('SIGTERM');
    rmSync(server.dir, { recursive: true, force: true });
  }
}
