import { readFile } from 'node:fs/promises';
import { retentionStatement } from '../../../contracts/retention.ts';
import type { StaticSite } from './static-site.ts';

/**
 * The privacy page is prerendered at build time with the build environment's RETENTION_DAYS; the
 * server deletes by its own. When the two differ the page would tell visitors something untrue about
 * their data, so the server names the difference (and server.ts refuses to start) until the site is
 * built with the same setting (`npm start` builds and serves with one environment, so it always is).
 * Undefined when the page says exactly what the server does, or when there is no built page to check.
 */
export async function privacyRetentionMismatch(site: StaticSite, retentionDays: number): Promise<string | undefined> {
  const page = site.find('/privacy');
  if (!page) return undefined;
  const html = (page.body ?? (await readFile(page.filePath))).toString('utf8');
  if (html.includes(retentionStatement(retentionDays))) return undefined;
  const stated = /deleted automatically after (\d+) days/.exec(html)?.[1];
  return (
    `RETENTION_DAYS is ${retentionDays}, but the built privacy page ${stated ? `says ${stated} days` : 'does not state it'}. ` +
    'Build the site with the same RETENTION_DAYS (npm run build), then start the server again.'
  );
}
