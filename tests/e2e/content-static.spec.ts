// Content pages are served as their HTML with one small page script and no React or React Router
// (ADR 0011): what each page type loads, that links between them and the calculator are ordinary page
// loads, and the page script's toasts, hotkey and cross-tab Saved list. The journeys of content.spec.ts
// (filter, share, save, page views, beacons) run on the same pages, so they prove the page script too.
import { expect, test, type Page, type Request } from './support/test.ts';
import { articles } from './support/content-data.ts';

const pageScript = /^\/assets\/page-script-[\w-]+\.js$/;

const pageTypes = [
  { name: 'blog list', path: '/blog', status: 200 },
  { name: 'article', path: '/blog/women-working-qatar-2025', status: 200 },
  { name: 'guide', path: '/saudi-arabia', status: 200 },
  { name: 'FAQ', path: '/faq', status: 200 },
  { name: 'sources', path: '/sources', status: 200 },
  { name: 'privacy', path: '/privacy', status: 200 },
  { name: 'terms', path: '/terms', status: 200 },
  { name: '404', path: '/no/such/page', status: 404 },
  { name: 'post not found', path: '/blog/no-such-post', status: 404 },
  { name: 'country not found', path: '/narnia', status: 404 },
];

function record(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

const pathOf = (request: Request) => new URL(request.url()).pathname;

for (const { name, path, status } of pageTypes) {
  test(`the ${name} page loads the page script and no framework`, async ({ page }) => {
    const requests = record(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(status);
    await page.waitForLoadState('networkidle');
    const scripts = requests.filter((request) => request.resourceType() === 'script').map(pathOf);
    expect(scripts).toEqual([expect.stringMatching(pageScript)]);
    // Nothing of React Router's: no module preloads, no hydration context or data, no inline script
    // (so the Content-Security-Policy lists no script hash).
    await expect(page.locator('link[rel="modulepreload"]')).toHaveCount(0);
    await expect(page.locator('script:not([src]):not([type="application/ld+json"])')).toHaveCount(0);
    expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false);
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
    // The page script recorded the view.
    const views = requests.filter((request) => pathOf(request) === '/api/analytics/track').map((request) => request.postDataJSON());
    expect(views).toEqual([{ page: path, referrer: null }]);
  });
}

test('links between the calculator and the content pages are ordinary page loads', async ({ page }) => {
  const requests = record(page);
  const documents = () => requests.filter((request) => request.resourceType() === 'document').map(pathOf);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Start Calculator' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gulf Expat Blog: Salaries, Costs and Life in the GCC');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
  await page.getByRole('link', { name: 'Salary Reality Check' }).first().click();
  await expect(page.getByRole('button', { name: 'Start Calculator' })).toBeVisible();
  expect(documents()).toEqual(['/', '/blog', '/privacy', '/']);
  expect(requests.filter((request) => request.url().includes('.data')).map(pathOf)).toEqual([]);
});

test('a toast closes by itself after 5 seconds or with its button, and F8 focuses the notification region', async ({ page }) => {
  await page.clock.install();
  await page.goto('/blog/gcc-banking-guide-2025');
  await page.keyboard.press('F8');
  await expect(page.getByRole('region', { name: 'Notifications (F8)' }).locator('ol')).toBeFocused();

  const save = page.getByRole('button', { name: /^Save/ });
  await save.click();
  const notifications = page.getByRole('region', { name: 'Notifications (F8)' });
  await expect(notifications.getByRole('listitem')).toHaveText(/^Saved\s*Kept in this browser only/);
  await page.mouse.move(0, 0);
  await page.clock.runFor(4_000);
  await expect(notifications.getByRole('listitem')).toHaveCount(1);
  await page.clock.runFor(1_500);
  await expect(notifications.getByRole('listitem')).toHaveCount(0);

  await save.click();
  await expect(notifications.getByRole('listitem')).toHaveText(/^Removed from Saved/);
  await notifications.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(notifications.getByRole('listitem')).toHaveCount(0);
});

test('the blog shows an article saved in another tab without a reload', async ({ page, context }) => {
  await page.goto('/blog');
  const saved = page.getByRole('region', { name: /^Saved/ });
  await expect(saved).toBeHidden();
  const article = articles[3];
  if (!article) throw new Error('no articles');
  const other = await context.newPage();
  await other.goto(`/blog/${article.id}`);
  await other.getByRole('button', { name: /^Save/ }).click();
  await expect(other.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  await expect(saved.getByRole('heading')).toHaveText('Saved (1)');
  await expect(saved.getByRole('link')).toHaveText([article.title]);
  await expect(saved.getByRole('link')).toHaveAttribute('href', `/blog/${article.id}`);
  await other.close();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the blog lists every article once', async ({ page }) => {
    await page.goto('/blog');
    const panel = page.getByRole('tabpanel');
    const titles = await panel.getByRole('article').getByRole('heading').allTextContents();
    expect([...titles].sort()).toEqual(articles.map((article) => article.title).sort());
    await expect(page.getByRole('region', { name: /^Saved/ })).toBeHidden();
  });
});
