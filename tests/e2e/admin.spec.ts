import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expectNoHorizontalScroll, expect, expectToast, logIn, openTab, statValue, test } from './support/admin-fixtures.ts';
import { expected, xssComment } from './support/admin-server.ts';

const root = new URL('../../', import.meta.url).pathname;
/** How often the dashboard polls the live visitors (web/src/features/admin/api/realtime-visitors.ts). */
const REALTIME_REFRESH_MS = 5_000;

test.describe('operator login', () => {
  test('a wrong password is refused with a toast and the field is cleared', async ({ page, adminServer }) => {
    await page.clock.install();
    await page.goto('/admin');
    await expect(page.getByText('Enter password to access the admin panel.')).toBeVisible();
    const submit = page.getByRole('button', { name: 'Log in' });
    await expect(submit).toBeDisabled();
    await page.getByLabel('Password').fill('not-the-password');
    await expect(submit).toBeEnabled();
    await submit.click();
    await expectToast(page, 'Access Denied', 'Invalid password');
    await expect(page.getByLabel('Password')).toHaveValue('');
    await expect(submit).toBeDisabled();
    await expect(page).toHaveURL(/\/admin$/);
    expect(await page.evaluate(() => localStorage.getItem('admin_session'))).toBeNull();

    // The right password then closes the refusal: it does not sit over the dashboard. Timers paused,
    // so the toast cannot close because its 5 s ran out.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await page.getByLabel('Password').fill(adminServer.password);
    await submit.click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('region', { name: /^Notifications/ }).getByText('Access Denied', { exact: true })).toBeHidden();
  });

  test('the button reads Verifying... while the server checks the password', async ({ page, adminServer }) => {
    // Hold the login answer back so the in-flight state can be seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/admin/login', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/admin');
    await page.getByLabel('Password').fill(adminServer.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('button', { name: 'Verifying...' })).toBeDisabled();
    release();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    expect(await page.evaluate(() => localStorage.getItem('admin_session'))).toMatch(/^[\w-]{40,}$/);
  });

  test('too many wrong passwords show the wait the server asks for, and the form opens again after it', async ({ page }) => {
    // The page's Date.now() stands still until the test moves it (its timers keep running), so the
    // countdown reads exactly what the test expects however long each step takes.
    const start = Date.UTC(2026, 2, 10, 9, 0, 0);
    await page.clock.setFixedTime(start);
    await page.goto('/admin');
    const password = page.getByLabel('Password');
    // Five failures per client per minute are allowed; the sixth is refused with 429.
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await password.fill(`wrong-${attempt}`);
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(password).toHaveValue('');
    }
    const throttled = page.waitForResponse((response) => response.url().endsWith('/api/admin/login') && response.status() === 429);
    await password.fill('wrong-6');
    await page.getByRole('button', { name: 'Log in' }).click();
    const body = (await (await throttled).json()) as { retryAfterSeconds: number };
    expect(body.retryAfterSeconds).toBeGreaterThan(0);
    await expectToast(page, 'Too many attempts', `Try again in ${body.retryAfterSeconds} seconds.`);
    await expect(page.getByRole('alert').filter({ hasText: 'Too many attempts.' })).toBeVisible();
    await expect(page.getByTestId('login-wait')).toHaveText(String(body.retryAfterSeconds));
    await expect(page.getByText(`${body.retryAfterSeconds} s left`)).toBeVisible();
    await password.fill('anything');
    await expect(page.getByRole('button', { name: 'Log in' })).toBeDisabled();
    // One second before the end it still waits; at the end the next tick of the countdown opens the form.
    await page.clock.setFixedTime(start + (body.retryAfterSeconds - 1) * 1000);
    await expect(page.getByText('1 s left')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeDisabled();
    await page.clock.setFixedTime(start + body.retryAfterSeconds * 1000);
    await expect(page.getByRole('alert').filter({ hasText: 'Too many attempts.' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });

  test('a stored session the server accepts goes straight to the dashboard', async ({ page, adminServer }) => {
    await logIn(page, adminServer.password);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test('a stored session the server refuses is dropped quietly on the login page', async ({ page }) => {
    await page.goto('/robots.txt');
    await page.evaluate(() => localStorage.setItem('admin_session', 'stale-session-id'));
    const refused = page.waitForResponse((response) => response.url().endsWith('/api/admin/session') && response.status() === 401);
    await page.goto('/admin');
    await refused;
    await expect.poll(() => page.evaluate(() => localStorage.getItem('admin_session'))).toBeNull();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByLabel('Password')).toBeVisible();
    await expect(page.getByRole('region', { name: /^Notifications/ }).getByRole('listitem')).toHaveCount(0);
  });

  test('the dashboard without a stored session sends the visitor to the login', async ({ page }) => {
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByLabel('Password')).toBeVisible();
  });

  test('a forged session id is sent back to the login with "Session expired"', async ({ page }) => {
    // Stored from a plain file of the site: the login page would check (and quietly drop) it first.
    await page.goto('/robots.txt');
    await page.evaluate(() => localStorage.setItem('admin_session', 'forged-session-id-that-the-server-never-issued'));
    const refused = page.waitForResponse((response) => response.url().endsWith('/api/admin/session') && response.status() === 401);
    await page.goto('/admin/dashboard');
    await refused;
    await expect(page).toHaveURL(/\/admin$/);
    await expectToast(page, 'Session expired', 'Please log in again.');
    expect(await page.evaluate(() => localStorage.getItem('admin_session'))).toBeNull();
    // Nothing of the dashboard was shown for the forged session.
    await expect(page.getByRole('tab')).toHaveCount(0);
  });

  test('a session that ends while the dashboard is open sends the operator back on the next call', async ({
    page,
    adminServer,
    request,
    clientAddress,
  }) => {
    // The page's timers run on a clock the test can move: the next poll comes when the test says.
    await page.clock.install();
    await logIn(page, adminServer.password);
    const sessionId = await page.evaluate(() => localStorage.getItem('admin_session'));
    // Logged out elsewhere (another device): the server forgets the session.
    const logout = await request.post(`${adminServer.baseUrl}/api/admin/logout`, {
      headers: { authorization: `Bearer ${sessionId}`, 'x-forwarded-for': clientAddress },
    });
    expect(logout.status()).toBe(200);
    // The next admin call answers 401, whichever poll it is. The clock moves a poll's interval at a
    // time until the page is back at the login, rather than once: moved while the first live-visitors
    // answer was still on its way (a slow machine), the poll it started was that same request,
    // answered 200, and the test waited out its 180 s for a 401 that no call would give.
    const refused = page.waitForResponse((response) => response.url().includes('/api/admin/') && response.status() === 401);
    await expect(async () => {
      await page.clock.fastForward(REALTIME_REFRESH_MS);
      await expect(page).toHaveURL(/\/admin$/, { timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    await refused;
    await expectToast(page, 'Session expired', 'Please log in again.');
  });
});

test.describe('operator dashboard', () => {
  test.beforeEach(async ({ page, adminServer }) => {
    await logIn(page, adminServer.password);
  });

  test('Analytics shows the seeded visits, and the period changes them', async ({ page }) => {
    await expect(page.getByTestId('live-visitors')).toHaveText(String(expected.live));
    await expect(page.getByLabel('Period')).toHaveValue('24');

    const expectStats = async (hours: keyof typeof expected.stats) => {
      const stats = expected.stats[hours];
      await expect(statValue(page, 'Total visitors')).toHaveText(stats.totalVisitors);
      await expect(statValue(page, 'Unique visitors')).toHaveText(stats.uniqueVisitors);
      await expect(statValue(page, 'Page views')).toHaveText(stats.pageViews);
      await expect(statValue(page, 'Avg. time on page')).toHaveText(stats.avgTime);
      await expect(statValue(page, 'Bounce rate')).toHaveText(stats.bounceRate);
    };
    await expectStats(24);

    // Top pages: views and unique visitors per page.
    const topPages = page.getByTestId('top-pages');
    await expect(topPages.getByRole('row', { name: /^\/ 3 3$/ })).toBeVisible();
    await expect(topPages.getByRole('row', { name: /^\/faq 3 3$/ })).toBeVisible();
    await expect(topPages.getByRole('row', { name: /^\/blog\/dubai-cost-of-living-2025 1 1$/ })).toBeVisible();

    const sources = page.getByRole('list', { name: 'Visits by source' });
    await expect(sources.getByRole('listitem')).toHaveText([/^Direct3 visits/, /^Google2 visits/, /^Bing1 visits/, /^Facebook1 visits/]);
    // Shares are of every visit in the period (the seven of the visitor cards).
    await expect(sources.getByRole('listitem').first()).toContainText('3 visits (42.9%)');

    const countries = page.getByRole('list', { name: 'Visits by country' });
    await expect(countries.getByRole('listitem').filter({ hasText: 'United Arab Emirates' })).toContainText('2 visits');
    for (const country of ['Qatar', 'United Kingdom', 'India', 'Germany', 'Unknown']) {
      await expect(countries.getByRole('listitem').filter({ hasText: country })).toContainText('1 visits');
    }
    await expect(page.getByRole('link', { name: 'IP Geolocation by DB-IP' })).toHaveAttribute('href', 'https://db-ip.com');

    // Recent activity (all periods, at most 15): the eight fresh views, newest first, then the four
    // older ones, each with page, place, age and time on page.
    const activity = page.getByTestId('recent-activity').getByRole('listitem');
    await expect(activity).toHaveCount(12);
    await expect(activity.first()).toContainText('/uae');
    await expect(activity.first()).toContainText('United Arab Emirates · Dubai');
    await expect(activity.first()).toContainText(/just now|sec ago|min ago/);
    await expect(activity.filter({ hasText: 'Unknown' })).toContainText('/faq');
    await expect(activity.filter({ hasText: '40 s on page' })).toContainText('United Arab Emirates · Dubai');
    await expect(activity.nth(8)).toContainText('Germany · Berlin');
    await expect(activity.nth(8)).toContainText('3 h ago');
    await expect(activity.last()).toContainText('France · Paris');
    await expect(activity.last()).toContainText('60 days ago');

    // The chart's text: the 24-hour series holds all nine page views of the period.
    await expect(page.getByTestId('visitors-summary')).toContainText('9 page views in these 25 hours');

    // Switching the period issues that period's calls and shows its figures, never the old ones.
    for (const hours of [1, 168, 720, 2160] as const) {
      const requested = [
        page.waitForRequest(`**/api/admin/analytics/stats/${hours}`),
        page.waitForRequest(`**/api/admin/analytics/visitors/${hours}`),
        page.waitForRequest(`**/api/admin/analytics/top-pages/${hours}?limit=10`),
        page.waitForRequest(`**/api/admin/analytics/sources/${hours}?limit=10`),
        page.waitForRequest(`**/api/admin/analytics/countries/${hours}?limit=8`),
      ];
      await page.getByLabel('Period').selectOption(String(hours));
      await Promise.all(requested);
      await expectStats(hours);
    }
    await expect(page.getByTestId('visitors-summary')).toContainText('12 page views in these 91 days');
    await expect(countries.getByRole('listitem').filter({ hasText: 'France' })).toContainText('1 visits');
    await expectNoHorizontalScroll(page);
  });

  test('Results shows the seeded verdicts for the shared period', async ({ page }) => {
    await openTab(page, 'Results');
    await expect(page.getByLabel('Period')).toHaveValue('24');
    const expectResults = async (hours: keyof typeof expected.results) => {
      const results = expected.results[hours];
      await expect(statValue(page, 'Total calculations')).toHaveText(results.total);
      for (const [label, [count, share]] of [
        ['Pass', results.pass],
        ['Borderline', results.borderline],
        ['Fail', results.fail],
      ] as const) {
        await expect(statValue(page, label)).toHaveText(count);
        await expect(statValue(page, label, 'detail')).toHaveText(`${share} of calculations`);
      }
    };
    await expectResults(24);
    const countries = page.getByTestId('result-countries');
    await expect(countries.getByRole('row')).toHaveCount(1 + 5);
    await expect(countries.getByRole('row', { name: 'UAE 3' })).toBeVisible();
    await expect(countries.getByRole('row', { name: 'KSA 2' })).toBeVisible();
    await expect(countries.getByRole('row', { name: 'Kuwait 1' })).toBeVisible();
    const cities = page.getByTestId('result-cities');
    await expect(cities.getByRole('row', { name: 'Dubai UAE 2' })).toBeVisible();
    await expect(cities.getByRole('row', { name: 'Riyadh KSA 2' })).toBeVisible();
    await expect(cities.getByRole('row', { name: 'Kuwait City Kuwait 1' })).toBeVisible();
    await expect(cities.getByRole('row', { name: 'Country average Oman 1' })).toBeVisible();

    // The period is shared with Analytics: set it here, see it there.
    const requested = page.waitForRequest('**/api/admin/results/stats/1');
    await page.getByLabel('Period').selectOption('1');
    await requested;
    await expectResults(1);
    await openTab(page, 'Analytics');
    await expect(page.getByLabel('Period')).toHaveValue('1');
    await expect(statValue(page, 'Page views')).toHaveText(expected.stats[1].pageViews);
    await openTab(page, 'Results');
    await page.getByLabel('Period').selectOption('168');
    await expectResults(168);
    await expect(page.getByTestId('result-cities').getByRole('row', { name: 'Manama Bahrain 1' })).toBeVisible();

    // The tab and the period are in the address: a reload opens the same view.
    await expect(page).toHaveURL(/\/admin\/dashboard\?tab=results&period=168$/);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Results', selected: true })).toBeVisible();
    await expect(page.getByLabel('Period')).toHaveValue('168');
    await expectResults(168);
    // Back to the defaults, and the address is plain again.
    await page.getByLabel('Period').selectOption('24');
    await openTab(page, 'Analytics');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test('Health shows the measured status, uptime, response time and memory', async ({ page }) => {
    await openTab(page, 'Health');
    await expect(page.getByTestId('health-status')).toHaveText('Status: Healthy');
    await expect(statValue(page, 'Uptime')).toHaveText(/^\d+ days?, \d+ hours?, \d+ minutes?$/);
    await expect(statValue(page, 'Response time')).toHaveText(/^(\d\.\d\d|[\d,]+) ms$/);
    await expect(statValue(page, 'Memory')).toHaveText(/^\d+\.\d%$/);
    await expect(statValue(page, 'Memory', 'detail')).toHaveText(/^[\d,]+ MB used of [\d,]+ MB$/);
    await expect(page.getByText('refreshes every 60 s')).toBeVisible();
  });

  test('SEO shows the checklist measured on the build', async ({ page }) => {
    const sitemapPages = [...readFileSync(join(root, 'build/client/sitemap.xml'), 'utf8').matchAll(/<loc>/g)].length;
    await openTab(page, 'SEO');
    await expect(statValue(page, 'Sitemap')).toHaveText(/found/i);
    await expect(statValue(page, 'Pages in sitemap')).toHaveText(String(sitemapPages));
    const pages = page.getByTestId('seo-pages');
    const faq = pages.getByRole('row').filter({ has: page.getByRole('link', { name: '/faq', exact: true }) });
    for (const flag of ['Title', 'Description', 'Open Graph', 'Structured data', 'Mobile']) await expect(faq).toContainText(`${flag}: yes`);
    await expect(faq).toContainText('FAQPage');
    await expect(pages.getByRole('row')).toHaveCount(1 + sitemapPages);
    await expect(page.getByRole('heading', { name: 'Implemented features' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recommended validation tools' })).toBeVisible();
  });

  test('Feedback shows the entries as text: markup in them stays inert', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await openTab(page, 'Feedback');
    await expect(statValue(page, 'Total feedback')).toHaveText('3');
    await expect(statValue(page, 'Average rating')).toHaveText('4.0 / 5');
    const entries = page.getByTestId('feedback-list').getByRole('listitem');
    await expect(entries).toHaveCount(3);
    // Newest first: the entry without a comment was sent last.
    await expect(entries.nth(0)).toContainText('No comment');
    await expect(entries.nth(0).getByRole('img', { name: '3 out of 5 stars' })).toBeVisible();
    await expect(entries.nth(1).getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
    await expect(entries.nth(1).getByText(xssComment, { exact: true })).toBeVisible();
    await expect(entries.nth(1)).toContainText('From: <b>Doha</b>');
    await expect(entries.nth(2)).toContainText('Very useful for my Dubai offer');
    // No element was made from the visitor's markup, and nothing ran.
    expect(
      await page
        .locator('[data-testid="feedback-list"] img, [data-testid="feedback-list"] script, [data-testid="feedback-list"] b')
        .count(),
    ).toBe(0);
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(dialogs).toEqual([]);
  });

  test('Blog exports the bundled posts and re-imports the file', async ({ page }, testInfo) => {
    const bundled = readdirSync(join(root, 'content/blog/articles')).filter((file) => file.endsWith('.json')).length;
    await openTab(page, 'Blog');
    await expect(statValue(page, 'Total posts')).toHaveText(String(bundled));

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const download = await downloading;
    const today = await page.evaluate(() => {
      const now = new Date();
      return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    });
    expect(download.suggestedFilename()).toBe(`blog-posts-${today}.json`);
    await expectToast(page, 'Blog Posts Exported', `${bundled} posts exported to blog-posts-${today}.json.`);
    const exportPath = testInfo.outputPath(download.suggestedFilename());
    await download.saveAs(exportPath);
    const posts = JSON.parse(readFileSync(exportPath, 'utf8')) as Record<string, unknown>[];
    expect(posts).toHaveLength(bundled);
    for (const field of ['id', 'title', 'excerpt', 'image', 'imageUrl', 'category', 'date', 'readTime', 'author', 'countries', 'content']) {
      expect(posts[0], field).toHaveProperty(field);
    }

    // Re-import: nothing may be sent to the server while the file is checked.
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') sent.push(`${request.method()} ${request.url()}`);
    });
    await page.getByLabel('Blog posts JSON file to import').setInputFiles(exportPath);
    await expectToast(page, 'Blog File Checked', `${bundled} valid posts in the file; nothing was changed on the site.`);
    await expect(page.getByTestId('import-report')).toHaveText(`${bundled} valid posts, 0 invalid. Nothing was changed on the site.`);

    // One broken post among valid ones is counted as invalid, with the reason.
    const mixed = JSON.stringify([posts[0], { ...posts[1], title: 'Short' }]);
    await page
      .getByLabel('Blog posts JSON file to import')
      .setInputFiles({ name: 'mixed.json', mimeType: 'application/json', buffer: Buffer.from(mixed) });
    await expect(page.getByTestId('import-report')).toHaveText('1 valid post, 1 invalid. Nothing was changed on the site.');
    await expect(page.getByText(/^Post 2 \(.+\): title: /)).toBeVisible();

    // Not an array, and not JSON at all.
    await page
      .getByLabel('Blog posts JSON file to import')
      .setInputFiles({ name: 'object.json', mimeType: 'application/json', buffer: Buffer.from('{"posts": []}') });
    await expectToast(page, 'Import Failed', 'Invalid file format');
    await page
      .getByLabel('Blog posts JSON file to import')
      .setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('[{"id": ') });
    await expectToast(page, 'Import Failed', /JSON/);
    expect(sent).toEqual([]);
  });

  test('Logout ends the session on the server and returns to the login', async ({ page, adminServer, request, clientAddress }) => {
    const sessionId = await page.evaluate(() => localStorage.getItem('admin_session'));
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    expect(await page.evaluate(() => localStorage.getItem('admin_session'))).toBeNull();
    const check = await request.get(`${adminServer.baseUrl}/api/admin/session`, {
      headers: { authorization: `Bearer ${sessionId}`, 'x-forwarded-for': clientAddress },
    });
    expect(check.status()).toBe(401);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('View Site leads to the public site', async ({ page }) => {
    await expect(page.getByRole('link', { name: 'View Site' })).toHaveAttribute('href', '/');
  });
});

// The rules for figures that are not there: the server's answers are replaced in the browser
// (page.route) to play an outage, an empty site and a server under memory pressure.
test.describe('never stale or made-up figures', () => {
  test.beforeEach(async ({ page, adminServer }) => {
    await logIn(page, adminServer.password);
  });

  test('a failed call shows the error and a retry instead of figures', async ({ page }) => {
    await page.route('**/api/admin/analytics/stats/168', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"Storage unavailable"}' }),
    );
    await page.getByLabel('Period').selectOption('168');
    const failure = page.getByRole('alert').filter({ hasText: 'Could not load visitor figures' });
    await expect(failure).toContainText('Storage unavailable (HTTP 503)');
    // No card, so no number from another period or a zero that was never measured.
    await expect(statValue(page, 'Page views')).toHaveCount(0);
    await page.unroute('**/api/admin/analytics/stats/168');
    await failure.getByRole('button', { name: 'Retry loading visitor figures' }).click();
    await expect(statValue(page, 'Page views')).toHaveText(expected.stats[168].pageViews);
  });

  test.describe('for an operator in Dubai', () => {
    test.use({ timezoneId: 'Asia/Dubai' });

    test('a failed refresh keeps the last figures but says how old they are', async ({ page }) => {
      // Reloaded with the page's clock (Date and timers) under the test's control, at 10:00 in Dubai.
      await page.clock.install({ time: new Date('2026-03-10T10:00:00+04:00') });
      await page.reload();
      await expect(page.getByTestId('live-visitors')).toHaveText(String(expected.live));
      await page.route('**/api/admin/analytics/realtime', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal error"}' }),
      );
      // An hour later the next poll fails: the figures shown are still the ones loaded in the 10
      // o'clock hour, and the alert says so (11:00 would be the time of the failed refresh). The clock
      // moves an hour at a time until the alert is there: a poll still on its way when it moves (a
      // refetch on focus, say) would take the jump's tick, and a single jump would wait for nothing.
      const alert = page.getByRole('alert').filter({ hasText: 'Refresh failed' });
      await expect(async () => {
        await page.clock.fastForward('01:00:00');
        await expect(alert).toBeVisible({ timeout: 2_000 });
      }).toPass({ timeout: 60_000 });
      await expect(alert).toContainText(/These figures are from 10:\d\d:\d\d\./);
      await expect(page.getByTestId('live-visitors')).toHaveText(String(expected.live));
    });
  });

  test('an answer in the wrong shape is an error, not a figure', async ({ page }) => {
    await page.route('**/api/admin/feedback/stats', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"totalCount":"lots"}' }),
    );
    await openTab(page, 'Feedback');
    await expect(page.getByRole('alert').filter({ hasText: 'Could not load feedback figures' })).toContainText(
      'Unexpected answer from /api/admin/feedback/stats',
    );
  });

  test('empty lists say so', async ({ page }) => {
    const empty = (url: string, body: unknown) =>
      page.route(url, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(body) }));
    await empty('**/api/admin/analytics/activity?limit=15', []);
    await empty('**/api/admin/results/stats/24', {
      totalCalculations: 0,
      passCount: 0,
      borderlineCount: 0,
      failCount: 0,
      unknownCount: 0,
      passRate: 0,
    });
    await empty('**/api/admin/results/countries/24?limit=10', []);
    await empty('**/api/admin/results/cities/24?limit=10', []);
    await page.reload();
    await expect(page.getByText('No recent activity')).toBeVisible();
    await openTab(page, 'Results');
    await expect(statValue(page, 'Total calculations')).toHaveText('0');
    await expect(statValue(page, 'Pass', 'detail')).toHaveText('0.0% of calculations');
    await expect(page.getByText('No calculator results yet')).toHaveCount(2);
    await expect(page.getByText('No city data yet')).toBeVisible();
  });

  test('Health warns above 80% memory and shows a degraded, unreachable storage', async ({ page }) => {
    await page.route('**/api/admin/health', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          status: 'degraded',
          uptime: 2 * 86_400 + 3 * 3_600 + 14 * 60 + 9,
          responseTime: null,
          memory: { used: 3_500, total: 4_096, percentage: 85.4 },
          storage: { kind: 'postgres', reachable: false, error: 'connect ECONNREFUSED' },
        }),
      }),
    );
    await openTab(page, 'Health');
    await expect(page.getByTestId('health-status')).toHaveText('Status: Degraded');
    await expect(statValue(page, 'Uptime')).toHaveText('2 days, 3 hours, 14 minutes');
    await expect(statValue(page, 'Response time')).toHaveText('No answer');
    await expect(statValue(page, 'Response time', 'detail')).toHaveText('PostgreSQL round trip: storage unreachable');
    await expect(statValue(page, 'Memory')).toHaveText('85.4%');
    await expect(page.getByRole('alert').filter({ hasText: 'Memory use is above 80%' })).toBeVisible();
  });
});
