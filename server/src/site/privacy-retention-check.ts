import { readFile } from 'node:fs/promises';
import { retentionStatement, retentionStatementArabic } from '../../../contracts/retention.ts';
import type { StaticSite } from './static-site.ts';

/** The privacy page in each language, with the sentence it must hold for a number of days. */
const privacyPages = [
  { path: '/privacy', statement: retentionStatement },
  { path: '/ar/privacy', statement: retentionStatementArabic },
] as const;

/**
 * The privacy pages are prerendered at build time with the build environment's RETENTION_DAYS; the
 * server deletes by its own. When the two differ a page would tell visitors something untrue about
 * their data, so the server names the difference (and server.ts refuses to start) until the site is
 * built with the same setting (`npm start` builds and serves with one environment, so it always is).
 * Both languages are checked. Undefined when every built page says exactly what the server
 * does, or when there is no built page to check.
 */
export async function privacyRetentionMismatch(site: StaticSite, retentionDays: number): Promise<string | undefined> {
  for (const { path, statement } of privacyPages) {
    const page = site.find(path);
    if (!page) continue;
    const html = (page.body ?? (await readFile(page.filePath))).toString('utf8');
    if (html.includes(statement(retentionDays))) continue;
    const stated = /deleted automatically after (\d+) days/.exec(html)?.[1] ?? /بعد (\d+) (?:يومًا|يوم|أيام)/.exec(html)?.[1];
    return (
      `RETENTION_DAYS is ${retentionDays}, but the built privacy page ${path} ${stated ? `says ${stated} days` : 'does not state it'}. ` +
      'Build the site with the same RETENTION_DAYS (npm run build), then start the server again.'
    );
  }
  return undefined;
}
