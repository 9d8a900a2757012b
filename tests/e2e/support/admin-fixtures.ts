import { test as base, expect, type Page } from './test.ts';
import { type AdminServer, startAdminServer } from './admin-server.ts';
import { axeCheck } from './axe.ts';

let clientNumber = 0;

/**
 * `adminServer`: one seeded server per worker (see admin-server.ts). Every test's browser talks
 * to it, from an address of its own (X-Forwarded-For), so login throttling and rate limits of one
 * test never reach another.
 */
export const test = base.extend<{ clientAddress: string }, { adminServer: AdminServer }>({
  adminServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring form
    async ({}, use) => {
      const server = await startAdminServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ adminServer }, use) => use(adminServer.baseUrl),
  // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring form
  clientAddress: async ({}, use, testInfo) => {
    clientNumber += 1;
    await use(`10.${100 + testInfo.workerIndex}.${Math.floor(clientNumber / 250)}.${(clientNumber % 250) + 1}`);
  },
  page: async ({ page, clientAddress }, use) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress });
    await use(page);
  },
});

export { expect };

export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  const results = await axeCheck(page);
  expect(results.violations.map((v) => `${where}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Logs in through the form and waits for the dashboard's first tab. */
export async function logIn(page: Page, password: string): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('tab', { name: 'Analytics', selected: true })).toBeVisible();
}

export async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name, selected: true })).toBeVisible();
}

/** The value of a stat card, found by its label (cards are <dt>/<dd> pairs); `detail` is its second line. */
export function statValue(page: Page, label: string, line: 'value' | 'detail' = 'value') {
  return page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator(`xpath=following-sibling::dd[${line === 'value' ? 1 : 2}]`);
}

export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
}

/** The toast on screen (Radix also copies its text into a hidden announcer, so look in the viewport). */
export async function expectToast(page: Page, title: string, description?: string | RegExp): Promise<void> {
  const viewport = page.getByRole('region', { name: /^Notifications/ });
  await expect(viewport.getByText(title, { exact: true })).toBeVisible();
  if (description !== undefined) await expect(viewport.getByText(description)).toBeVisible();
}
