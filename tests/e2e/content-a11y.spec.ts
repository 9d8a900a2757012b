// axe on every content page type, plus no sideways scrolling, at the project's size (phone and
// desktop: see playwright.config.ts).
import { axeCheck } from './support/axe.ts';
import { expect, test, type Page } from './support/test.ts';

const pageTypes: { name: string; path: string; status: number; prepare?: (page: Page) => Promise<void> }[] = [
  { name: 'blog list', path: '/blog', status: 200 },
  { name: 'article', path: '/blog/women-working-qatar-2025', status: 200 },
  { name: 'guide', path: '/saudi-arabia', status: 200 },
  {
    name: 'FAQ with items open',
    path: '/faq',
    status: 200,
    prepare: async (page) => {
      await page.locator('summary').nth(0).click();
      await page.locator('summary').nth(4).click();
    },
  },
  { name: 'privacy', path: '/privacy', status: 200 },
  { name: 'terms', path: '/terms', status: 200 },
  {
    name: 'sources with a city open',
    path: '/sources',
    status: 200,
    prepare: async (page) => {
      await page.locator('#rents summary').first().click();
    },
  },
  // What the service worker shows offline for a page never opened (ADR 0013).
  { name: 'offline', path: '/offline', status: 200 },
  { name: '404', path: '/no/such/page', status: 404 },
  { name: 'post not found', path: '/blog/no-such-post', status: 404 },
  { name: 'country not found', path: '/narnia', status: 404 },
  // The Arabic pages, right to left.
  { name: 'Arabic blog list', path: '/ar/blog', status: 200 },
  { name: 'Arabic guide', path: '/ar/uae', status: 200 },
  {
    name: 'Arabic FAQ with items open',
    path: '/ar/faq',
    status: 200,
    prepare: async (page) => {
      await page.locator('summary').nth(0).click();
      await page.locator('summary').nth(4).click();
    },
  },
  { name: 'Arabic privacy', path: '/ar/privacy', status: 200 },
  { name: 'Arabic terms', path: '/ar/terms', status: 200 },
  { name: 'Arabic offline', path: '/ar/offline', status: 200 },
  {
    name: 'Arabic sources with a city open',
    path: '/ar/sources',
    status: 200,
    prepare: async (page) => {
      await page.locator('#rents summary').first().click();
    },
  },
  { name: 'Arabic 404', path: '/ar/no/such/page', status: 404 },
];

for (const { name, path, status, prepare } of pageTypes) {
  test(`axe finds no violations on the ${name} page`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(status);
    await page.waitForLoadState('networkidle');
    await prepare?.(page);
    const results = await axeCheck(page);
    expect(results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
  });
}
