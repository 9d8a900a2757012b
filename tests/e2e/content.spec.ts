// Journeys through the content site: the blog, articles, country guides, FAQ, legal pages and the
// not-found screens, with and without JavaScript, at phone and desktop size (the config's projects).
import { expect, test, type Request } from './support/test.ts';
import {
  cashAndRenewalSourceSections,
  compareCities,
  districtFigureSource,
  listCities,
  ruleSourceSections,
  sourceCatalogue,
} from '../../core/src/index.ts';
import { articleById, articles, idFromUrl } from './support/content-data.ts';
import { english, englishText } from './support/messages.ts';

test('filter the blog by Qatar with the tabs and open the featured article', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByRole('status')).toHaveText(`Showing all ${articles.length} articles`);
  const tabs = page.getByRole('tablist', { name: 'Filter articles by country' });
  await expect(tabs.getByRole('tab')).toHaveText(['All Countries', 'UAE', 'KSA', 'Oman', 'Qatar', 'Bahrain', 'Kuwait']);

  // Keyboard: arrows move the selection along the tablist (automatic activation).
  await tabs.getByRole('tab', { name: 'All Countries' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'UAE' })).toBeFocused();
  await expect(tabs.getByRole('tab', { name: 'UAE' })).toHaveAttribute('aria-selected', 'true');

  await tabs.getByRole('tab', { name: 'Qatar' }).click();
  const aboutQatar = articles.filter((article) => article.countries.includes('Qatar'));
  await expect(page.getByRole('status')).toHaveText(`Showing ${aboutQatar.length} articles about Qatar`);
  // The choice is in the address, without a history entry: a reload (or a copied link) keeps it.
  await expect(page).toHaveURL(/\/blog\?country=Qatar$/);
  await page.reload();
  await expect(tabs.getByRole('tab', { name: 'Qatar' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('status')).toHaveText(`Showing ${aboutQatar.length} articles about Qatar`);
  const panel = page.getByRole('tabpanel');
  const listedTitles = await panel.getByRole('article').getByRole('heading').allTextContents();
  expect([...listedTitles].sort()).toEqual(aboutQatar.map((article) => article.title).sort());

  const featuredTitle = listedTitles[0] ?? '';
  // Content pages carry no router (ADR 0011): opening the article is an ordinary page load, with no
  // prerendered data file read.
  const requested: Request[] = [];
  page.on('request', (request) => requested.push(request));
  const documentsLoaded = () => requested.filter((request) => request.resourceType() === 'document').map((r) => new URL(r.url()).pathname);
  await panel.getByRole('link', { name: /^Read Article/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(featuredTitle);
  const article = articleById(idFromUrl(page.url()));
  expect(article.countries).toContain('Qatar');
  expect(documentsLoaded()).toEqual([`/blog/${article.id}`]);
  expect(requested.filter((request) => request.url().includes('.data')).map((request) => request.url())).toEqual([]);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link')).toHaveText(['Home', 'Blog']);
  await expect(page.getByRole('heading', { level: 2, name: 'Final Thoughts' })).toBeVisible();
  const evaluate = page.getByRole('region', { name: 'Evaluate Your Offer in 2 Minutes' });
  await expect(evaluate.getByRole('listitem')).toContainText(['Qatar']);
  // Into the calculator with an ordinary page load too, which brings the calculator's code.
  await evaluate.getByRole('link', { name: 'Start Calculator' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Is your Gulf job offer really enough?' })).toBeVisible();
  expect(documentsLoaded()).toEqual([`/blog/${article.id}`, '/']);
  await page.getByRole('button', { name: 'Start Calculator' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Location Details' })).toBeVisible();
});

test('open a guide, read its computed figures and follow a related article to the top of the page', async ({ page }) => {
  const tracked: { page?: string; timeOnPage?: number }[] = [];
  page.on('request', (request: Request) => {
    if (request.url().endsWith('/api/analytics/track') && request.method() === 'POST')
      tracked.push(JSON.parse(request.postData() ?? '{}') as { page?: string });
  });
  await page.goto('/oman');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oman Salary & Cost of Living Guide 2025');
  await expect(page.getByText('Country Guide', { exact: true })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Oman at a glance' });
  for (const label of ['Indicative Salary Range', 'Cost Index', 'Tax Rate'])
    await expect(summary.getByText(label, { exact: true })).toBeVisible();
  await expect(summary.getByText('0% Income Tax', { exact: true })).toBeVisible();
  await expect(summary.getByText('OMR 1,000-1,800', { exact: true })).toBeVisible();
  await expect(summary.getByText(/^\d{2,3}$/)).toBeVisible();

  // The city table is the calculator's own family-of-four budget, most expensive first.
  const cityTable = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Family of four' }) });
  const rows = cityTable.getByRole('row').filter({ has: page.getByRole('rowheader') });
  await expect(rows).toHaveCount(listCities('Oman').length);
  await expect(rows.getByRole('rowheader')).toHaveText(compareCities('Oman').map((row) => row.name));

  const related = page.getByRole('region', { name: 'Articles about Oman' }).getByRole('article');
  const count = await related.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(6);
  await expect.poll(() => tracked.filter((event) => event.page === '/oman').length).toBe(1);

  const title = (await related.first().getByRole('heading').textContent()) ?? '';
  await related.first().getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  expect(articleById(idFromUrl(page.url())).countries).toContain('Oman');
  // Every route change scrolls to the top and records a page view (spec 001 section 4).
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect.poll(() => tracked.filter((event) => event.page === new URL(page.url()).pathname).length).toBe(1);
});

test('leaving a page after more than 3 seconds sends one time-on-page beacon, a quick visit none', async ({ page }) => {
  const events: { page?: string; timeOnPage?: number }[] = [];
  page.on('request', (request: Request) => {
    if (request.url().endsWith('/api/analytics/track') && request.method() === 'POST')
      events.push(JSON.parse(request.postData() ?? '{}') as { page?: string });
  });
  // Leaving a content page unloads it (ADR 0011), and a beacon sent while a document unloads is not
  // reported to the test as a request. Each one is also written down in sessionStorage, which the
  // next page of the tab can read, before it goes out.
  await page.addInitScript(() => {
    const sendBeacon = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      sessionStorage.setItem(
        'e2e-beacons',
        JSON.stringify([...(JSON.parse(sessionStorage.getItem('e2e-beacons') ?? '[]') as unknown[]), String(data)]),
      );
      return sendBeacon(url, data);
    };
  });
  const beacons = () =>
    page.evaluate(() =>
      (JSON.parse(sessionStorage.getItem('e2e-beacons') ?? '[]') as string[]).map(
        (body) => JSON.parse(body) as { page: string; timeOnPage: number },
      ),
    );
  // The page's clock (Date, timers and the performance.now() time on page is measured with) stands
  // still unless the test moves it, so each stay lasts exactly as long as the test says, however
  // slow the machine is.
  const start = Date.UTC(2026, 2, 10, 9, 0, 0);
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1_000);
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.clock.fastForward(2_000);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
  await page.clock.fastForward(4_000);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Whole seconds, measured on the page's clock: the 4 seconds the test let pass on /faq.
  expect(await beacons()).toEqual([{ page: '/faq', timeOnPage: 4 }]);
  await expect
    .poll(() => events.filter((event) => event.timeOnPage === undefined).map((event) => event.page))
    .toEqual(['/privacy', '/faq', '/blog']);
});

test('several FAQ answers open at once, and the structured data lists exactly the visible questions', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
  const items = page.locator('details');
  await expect(items).toHaveCount(25);
  await items.nth(1).locator('summary').click();
  await items.nth(3).locator('summary').click();
  await expect(items.nth(1)).toHaveAttribute('open', '');
  await expect(items.nth(3)).toHaveAttribute('open', '');
  await expect(items.nth(0)).not.toHaveAttribute('open', '');
  // The coverage answer is filled from the data: no template tokens reach the reader.
  await expect(items.nth(3)).toContainText(/\d+ countries, \d+ cities and \d+ districts/);
  await expect(page.locator('main')).not.toContainText('{{');
  await items.nth(24).locator('summary').click();
  await expect(items.nth(24).getByRole('link', { name: 'blog' })).toHaveAttribute('href', '/blog');

  const questions = await items.locator('summary').allTextContents();
  const faqPage = await page.evaluate(() =>
    [...document.querySelectorAll('script[type="application/ld+json"]')]
      .map((script) => JSON.parse(script.textContent ?? '{}') as { '@type'?: string; mainEntity?: { name: string }[] })
      .find((data) => data['@type'] === 'FAQPage'),
  );
  expect(faqPage?.mainEntity?.map((question) => question.name)).toEqual(questions.map((q) => q.trim()));
});

test('the footer and the FAQ lead to the sources page, where a district rent shows its dated source', async ({ page }) => {
  await page.goto('/faq');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Sources' }).click();
  await expect(page).toHaveURL(/\/sources$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sources: where every figure comes from');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2 })).toHaveText([
    'On this page',
    ...sourceCatalogue([...ruleSourceSections(), ...cashAndRenewalSourceSections()]).map((section) => english(section.title)),
  ]);
  await main.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Exchange rates' }).click();
  await expect(page).toHaveURL(/\/sources#exchange-rates$/);

  // A city opens to its districts; each rent reads as the results' info control and the PDF show it.
  const dubai = main.locator('#rents details', { hasText: 'Dubai, UAE' });
  await dubai.locator('summary').click();
  await expect(dubai).toHaveAttribute('open', '');
  const rent = districtFigureSource({ country: 'UAE', city: 'Dubai', district: 'Dubai Marina' }, 'rent');
  const marina = dubai.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 4, name: 'Dubai Marina', exact: true }) });
  await expect(marina).toContainText(englishText(rent.explanation) ?? '');
  await expect(marina).toContainText('As of October 2025');
  const [first] = rent.sources;
  await expect(marina.getByRole('link', { name: first?.title })).toHaveAttribute('href', first?.url ?? '');
  await expect(marina).toContainText('(Secondary source, November 2025)');
  // An estimated rent says so.
  const jvc = dubai.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 4, name: 'Jumeirah Village Circle (JVC)' }) });
  await expect(jvc).toContainText('Assumption: Estimated from comparable districts');

  await page.goto('/faq');
  const answer = page.locator('details#where-does-the-data-come-from');
  await answer.locator('summary').click();
  await answer.getByRole('link', { name: 'Sources' }).click();
  await expect(page).toHaveURL(/\/sources$/);
});

test.describe('share and save without a Web Share API', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('Share copies the link with a toast; Save keeps the article in the local Saved list', async ({ page }) => {
    await page.addInitScript(() => {
      // Desktop browsers without navigator.share take the fallback path.
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    const id = 'gcc-banking-guide-2025';
    await page.goto(`/blog/${id}`);
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Link copied', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(`/blog/${id}`, page.url()).href);

    const save = page.getByRole('button', { name: /^Save/ });
    await expect(save).toHaveAttribute('aria-pressed', 'false');
    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'true');
    await expect(save).toHaveText('Saved');
    expect(await page.evaluate(() => localStorage.getItem('saved-articles'))).toBe(JSON.stringify([id]));

    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Blog' }).click();
    const saved = page.getByRole('region', { name: /^Saved/ });
    await expect(saved.getByRole('link')).toHaveText([articleById(id).title]);

    await saved.getByRole('link').click();
    await page.getByRole('button', { name: /^Saved/ }).click();
    await expect(page.getByRole('button', { name: /^Save/ })).toHaveAttribute('aria-pressed', 'false');
    expect(await page.evaluate(() => localStorage.getItem('saved-articles'))).toBe('[]');
  });
});

test('an unknown article, an unknown country and an unknown path answer 404 with their own screens', async ({ page }) => {
  const post = await page.goto('/blog/not-a-real-post-2025');
  expect(post?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post Not Found');
  await expect(page.getByText('This blog post is coming soon!')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);

  const country = await page.goto('/atlantis');
  expect(country?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Country Not Found');
  await expect(page.getByRole('link', { name: 'Back to Calculator' })).toHaveAttribute('href', '/');

  const other = await page.goto('/no/such/page');
  expect(other?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
  await expect(page.getByText('Did you forget to add the page to the router?')).toHaveCount(0);

  // In Arabic: an article address goes to the (English) article, an unknown one is an Arabic 404.
  const arabicArticle = await page.goto('/ar/blog/dubai-cost-of-living-2025');
  expect(arabicArticle?.status()).toBe(200);
  await expect(page).toHaveURL(/\/blog\/dubai-cost-of-living-2025$/);
  const arabicPost = await page.goto('/ar/blog/not-a-real-post-2025');
  expect(arabicPost?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('المقال غير موجود');
  await page.getByRole('link', { name: 'العودة إلى المدونة' }).click();
  await expect(page).toHaveURL(/\/ar\/blog$/);

  // A known country in the wrong case is sent to its guide rather than to a 404.
  const shouted = await page.goto('/QATAR');
  expect(shouted?.status()).toBe(200);
  await expect(page).toHaveURL(/\/qatar$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('an article and a guide show their full text, and FAQ answers still open', async ({ page }) => {
    const article = articleById('gratuity-calculation-uae-2025');
    await page.goto(`/blog/${article.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
    for (const section of article.content.sections)
      await expect(page.getByRole('heading', { level: 2, name: section.heading })).toBeVisible();
    for (const paragraph of article.content.conclusion) await expect(page.getByText(paragraph)).toBeVisible();
    // The page's one script is the small page script; the text does not depend on it (ADR 0011).
    expect(await page.locator('script[src]').evaluateAll((scripts) => scripts.map((script) => script.getAttribute('src')))).toEqual([
      expect.stringMatching(/^\/assets\/page-script-[\w-]+\.js$/),
    ]);

    await page.goto('/kuwait');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kuwait Salary & Cost of Living Guide 2025');
    for (const heading of ['Why Choose Kuwait?', 'Cost of Living', 'Salary Ranges', 'Schools and Education', 'Lifestyle']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(page.getByRole('rowheader', { name: listCities('Kuwait')[0] })).toBeVisible();

    await page.goto('/faq');
    const first = page.locator('details').first();
    await first.locator('summary').click();
    await expect(first).toHaveAttribute('open', '');

    // The blog's country tabs need the page script: not shown, rather than buttons that do nothing.
    await page.goto('/blog');
    await expect(page.getByRole('tablist')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(`Showing all ${articles.length} articles`);
  });
});

test('a reviewed article ends with its sources and its review date, which its structured data repeats', async ({ page }) => {
  const reviewed = articles.find((article) => article.lastReviewed && (article.sources?.length ?? 0) > 0);
  if (!reviewed?.lastReviewed) throw new Error('no reviewed article with sources in content/blog/articles');
  await page.goto(`/blog/${reviewed.id}`);
  const sources = page.getByTestId('page-sources');
  await expect(sources.getByRole('heading', { name: 'Sources' })).toBeVisible();
  // Its own sources come first, in order, each linked where it has an address.
  const items = sources.getByRole('listitem');
  expect(await items.count()).toBeGreaterThanOrEqual(reviewed.sources?.length ?? 0);
  const first = reviewed.sources?.[0];
  if (first?.url) await expect(items.first().getByRole('link', { name: first.title })).toHaveAttribute('href', first.url);
  await expect(sources.getByTestId('last-reviewed').locator('time')).toHaveAttribute('datetime', reviewed.lastReviewed);
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const posting = jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>).find((data) => data['@type'] === 'BlogPosting');
  expect(posting?.dateModified).toBe(reviewed.lastReviewed);
});
