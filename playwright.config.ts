import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tests/e2e/support/chromium.ts';

// End-to-end journeys against the real built server (npm run build first), with a fresh SQLite
// file per run and a known operator password. Debian's Chromium; never a browser download.
const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = mkdtempSync(join(tmpdir(), 'src-e2e-'));
export const e2eAdminPassword = 'e2e-admin-password';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // The longest journeys (a family's cash and years, two offers shared by a link) take 50-100 s
  // on a loaded 2-core machine (50-60 s even alone); 60 s failed them with nothing wrong but the clock.
  timeout: 180_000,
  // A page load with its lazy chunks took 10 s in a CI run with both workers' browsers busy (the
  // results behind 'Working out your verdict...' for 10.3 s): a wait that long is the machine, not a fault.
  expect: { timeout: 30_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    acceptDownloads: true,
    trace: 'retain-on-failure',
    // The service worker (ADR 0013) would answer requests page.route() is meant to see, and keep
    // pages between tests; offline.spec.ts allows it for the journeys that are about it.
    serviceWorkers: 'block',
    // Chromium without a GPU draws every frame of an animation on the CPU: the current step's pulse
    // alone kept about one of the two cores busy for as long as a calculator page stayed open, beside
    // the journey it was part of. Reduced motion stops every animation (app.css); motion.spec.ts lets
    // it run to check the pulse itself.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
  // Two screen sizes. Every spec runs on the phone. The desktop runs the visitor journeys (calculator,
  // content) and the axe/sideways-scroll specs, where the layout differs. The operator journeys
  // (admin.spec.ts; the dashboard's layout is checked at both sizes by admin-a11y) and the build
  // checks of admin-bundle.spec.ts run once: every spec at both sizes measured about a fifth longer.
  // The whole suite took 6 minutes on a fast 2-core machine and 19 on a slow one (December 2026).
  projects: [
    { name: 'phone', use: { viewport: { width: 390, height: 844 } } },
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 } },
      testMatch: ['**/calculator.spec.ts', '**/content.spec.ts', '**/*-a11y.spec.ts'],
    },
  ],
  webServer: {
    command: 'node dist/server/src/server.js',
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      SQLITE_PATH: join(dataDir, 'e2e.sqlite'),
      ADMIN_PASSWORD: e2eAdminPassword,
      LOG_LEVEL: 'warn',
      // The operator journeys seed visits "from" several countries through X-Forwarded-For.
      TRUST_PROXY: 'true',
      // Every journey comes from one address; production limits would throttle the suite.
      RATE_LIMIT_FEEDBACK_PER_MINUTE: '200',
      RATE_LIMIT_RESULTS_PER_MINUTE: '500',
    },
  },
});
