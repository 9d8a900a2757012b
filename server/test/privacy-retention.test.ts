import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { retentionStatement, retentionStatementArabic } from '../../contracts/retention.ts';
import { privacyRetentionMismatch } from '../src/site/privacy-retention-check.ts';
import { StaticSite } from '../src/site/static-site.ts';
import { spawnServer, waitForExit } from './helpers/spawn-server.ts';

// The privacy page is prerendered with the build's RETENTION_DAYS; a server that deletes by another
// number would serve a page that says something untrue, so it must refuse to start.

const directory = mkdtempSync(join(tmpdir(), 'src-privacy-'));
const buildDir = join(directory, 'build');
mkdirSync(join(buildDir, 'client', 'privacy'), { recursive: true });
// React escapes nothing in the sentence (it has no quotes or ampersands): it is in the HTML as is.
writeFileSync(
  join(buildDir, 'client', 'privacy', 'index.html'),
  `<!doctype html><html><body><p>${retentionStatement(90)} Feedback is kept.</p></body></html>`,
);

// The Arabic privacy page states the same retention in Arabic.
mkdirSync(join(buildDir, 'client', 'ar', 'privacy'), { recursive: true });
writeFileSync(
  join(buildDir, 'client', 'ar', 'privacy', 'index.html'),
  `<!doctype html><html lang="ar" dir="rtl"><body><p>${retentionStatementArabic(90)}</p></body></html>`,
);

afterAll(() => rmSync(directory, { recursive: true, force: true }));

describe('the privacy page against RETENTION_DAYS', () => {
  it("accepts a page that states the server's retention and names the difference otherwise", async () => {
    const site = await StaticSite.load(join(buildDir, 'client'));
    expect(await privacyRetentionMismatch(site, 90)).toBeUndefined();
    expect(await privacyRetentionMismatch(site, 120)).toBe(
      'RETENTION_DAYS is 120, but the built privacy page /privacy says 90 days. Build the site with the same RETENTION_DAYS (npm run build), then start the server again.',
    );
    // No built page, nothing to contradict: the API-only server starts.
    expect(await privacyRetentionMismatch(StaticSite.empty(), 120)).toBeUndefined();
  });

  it('checks the Arabic privacy page too', async () => {
    const arabicOnly = join(directory, 'arabic-only');
    mkdirSync(join(arabicOnly, 'privacy'), { recursive: true });
    mkdirSync(join(arabicOnly, 'ar', 'privacy'), { recursive: true });
    writeFileSync(join(arabicOnly, 'privacy', 'index.html'), `<p>${retentionStatement(120)}</p>`);
    writeFileSync(join(arabicOnly, 'ar', 'privacy', 'index.html'), `<p>${retentionStatementArabic(90)}</p>`);
    const site = await StaticSite.load(arabicOnly);
    expect(await privacyRetentionMismatch(site, 120)).toBe(
      'RETENTION_DAYS is 120, but the built privacy page /ar/privacy says 90 days. Build the site with the same RETENTION_DAYS (npm run build), then start the server again.',
    );
  });

  it('stops the real server when the built page states another retention, and starts it when they agree', async () => {
    const env = { SQLITE_PATH: join(directory, 'store.sqlite'), BUILD_DIR: buildDir, ADMIN_PASSWORD: 'privacy test password' };
    await expect(spawnServer({ ...env, RETENTION_DAYS: '120' })).rejects.toThrow(
      /server exited with 1:[\s\S]*RETENTION_DAYS is 120, but the built privacy page \/privacy says 90 days/,
    );
    await expect(spawnServer({ ...env, RETENTION_DAYS: '30' })).rejects.toThrow(/RETENTION_DAYS must be at least 90/);
    const server = await spawnServer({ ...env, RETENTION_DAYS: '90' });
    try {
      const page = await fetch(`${server.baseUrl}/privacy`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(retentionStatement(90));
    } finally {
      server.process.kill('SIGTERM');
      await waitForExit(server.process);
    }
  });
});
