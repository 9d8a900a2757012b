// A new deployment is picked up. A visitor who has the calculator from one build gets, once
// the server runs the next build, "A new version is available. Reload"; the reload moves the page to
// the new version (its service worker's precache holds the new files) and the prompt is gone. Two
// real server processes, one after the other on the same origin, serve the two builds.
import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './support/test.ts';
import { freePort } from '../../server/test/helpers/spawn-server.ts';

test.use({ serviceWorkers: 'allow' });

const root = new URL('../../', import.meta.url).pathname;
// Inside the repository, so the copied server build finds its packages in node_modules.
const nextBuild = join(root, 'var', 'e2e-next-build');
const dataDir = mkdtempSync(join(tmpdir(), 'src-update-e2e-'));
const nextMark = `/* next deployment ${Date.now()} */`;

test.beforeAll(async () => {
  rmSync(nextBuild, { recursive: true, force: true });
  cpSync(join(root, 'build'), nextBuild, { recursive: true });
  // One precached file changes, as in any deployment; the build's own script makes the new worker.
  appendFileSync(join(nextBuild, 'client', 'site.webmanifest'), `\n${nextMark}\n`);
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['scripts/service-worker.mjs', join(nextBuild, 'client')], { cwd: root, stdio: 'ignore' });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`service-worker.mjs exited with ${code}`))));
  });
});
test.afterAll(() => {
  rmSync(nextBuild, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

async function startServer(buildDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['dist/server/src/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      BUILD_DIR: buildDir,
      SQLITE_PATH: join(dataDir, 'update.sqlite'),
      ADMIN_PASSWORD: 'update prompt password',
      LOG_LEVEL: 'error',
    },
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 300; attempt++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

test('a visitor on the previous build is offered the reload, which moves the page to the new build', async ({ page }) => {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const precachedManifest = () =>
    page.evaluate(async () => {
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          if (new URL(request.url).pathname === '/site.webmanifest') return (await cache.match(request))?.text() ?? '';
        }
      }
      return '';
    });

  const previous = await startServer(join(root, 'build'), port);
  try {
    await page.goto(`${origin}/`);
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);
    expect(await precachedManifest()).not.toContain(nextMark);
    await expect(page.getByText('A new version is available.')).toHaveCount(0);
  } finally {
    await stopServer(previous);
  }

  const next = await startServer(nextBuild, port);
  try {
    await page.goto(`${origin}/`);
    const prompt = page.getByRole('status').filter({ hasText: 'A new version is available.' });
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(precachedManifest, { timeout: 30_000 }).toContain(nextMark);
    await expect(page.getByText('A new version is available.')).toHaveCount(0);
  } finally {
    await stopServer(next);
  }
});
