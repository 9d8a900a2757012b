// Issue 13, offline: once / has been visited, the calculator works with no network (reload, every
// step, the results, the PDF); a content page read online opens offline; a page never opened shows
// the offline page; tracking made offline fails silently; feedback written offline is kept and sent
// when the connection is back. The service worker is the build's own (scripts/service-worker.mjs).
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './support/test.ts';
import { completeJourney, expectedFigures, expectFigures, offerInputFor, type Journey } from './support/calculator-flow.ts';
import { pdfPages } from './support/pdf-text.ts';
import { benefitsAndFinancials, expectedArabic, locationAndHousehold, startArabic } from './support/arabic-flow.ts';
import { drawnText } from '../../web/src/features/calculator/report/test-pdf-text.ts';
import { arabic } from './support/messages.ts';
import { e2eAdminPassword } from '../../playwright.config.ts';

test.use({ serviceWorkers: 'allow' });

const riyadhCouple: Journey = { country: 'KSA', city: 'Riyadh', adults: 2, grossSalary: 32_000, housingAllowance: 8_000 };

/** Opens / and waits until the service worker has installed (its precache is complete) and controls the page. */
async function visitCalculatorOnline(page: Page) {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);
}

test('after one visit to /, the calculator works with no network: reload, every step, the results and the PDF', async ({
  page,
  context,
}) => {
  await visitCalculatorOnline(page);
  const failedRequests: string[] = [];
  // A request the reload itself cancels (net::ERR_ABORTED) did not fail for want of a network.
  page.on('requestfailed', (request) => {
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') failedRequests.push(new URL(request.url()).pathname);
  });
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await completeJourney(page, riyadhCouple);
  await expectFigures(page, expectedFigures({ input: offerInputFor(riyadhCouple) }));

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF Report' }).click();
  const pdf = readFileSync(await (await download).path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = pdfPages(pdf).flat().join(' ');
  expect(text).toContain('Riyadh');
  expect(text).toContain(expectedFigures({ input: offerInputFor(riyadhCouple) }).surplus);

  // Only the calls that need the server failed (tracking), silently: no script or page came from the network.
  expect(
    failedRequests.every((path) => path.startsWith('/api/')),
    failedRequests.join(', '),
  ).toBe(true);
  expect(pageErrors).toEqual([]);
  await expect(page.getByRole('status').filter({ hasText: /error|failed/i })).toHaveCount(0);
});

test('after one visit to /, the Arabic calculator works offline too: all five steps, the results and the Arabic PDF', async ({
  page,
  context,
}) => {
  await visitCalculatorOnline(page);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await context.setOffline(true);
  await startArabic(page);
  await locationAndHousehold(page, riyadhCouple);
  await benefitsAndFinancials(page, { housing: '8000', gross: '32000' });
  const expected = expectedArabic(riyadhCouple);
  await expect(page.getByTestId('verdict-label')).toHaveText(expected.verdict);
  await expect(page.getByTestId('figure-surplus')).toHaveText(expected.surplus);

  // The Arabic report needs its words and the Arabic font, both precached with the calculator.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: arabic('wizard.downloadReport') }).click();
  const pdf = readFileSync(await (await download).path()).toString('latin1');
  expect(drawnText(pdf).join(' ')).toContain([...expected.verdict.normalize('NFKC')].reverse().join(''));
  expect(pageErrors).toEqual([]);
});

test('a content page read online opens offline; one never opened shows the offline page with the calculator link', async ({
  page,
  context,
}) => {
  await visitCalculatorOnline(page);
  await page.goto('/faq');
  const faqHeading = await page.getByRole('heading', { level: 1 }).textContent();

  await context.setOffline(true);
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(faqHeading ?? '');

  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await page.getByRole('link', { name: 'Open the calculator' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('feedback written offline is kept, said to be saved (no error), and sent when the connection is back', async ({
  page,
  context,
  request,
}) => {
  await visitCalculatorOnline(page);
  await completeJourney(page, { country: 'Oman', city: 'Muscat', adults: 1, grossSalary: 1_500 });
  const comment = `Written offline ${Date.now()}`;

  await context.setOffline(true);
  await page.locator('label').filter({ hasText: '5 stars: Excellent' }).click();
  await page.getByLabel('Comment (optional)').fill(comment);
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(page.getByRole('heading', { name: 'Feedback Saved' })).toBeVisible();
  await expect(page.getByText('Feedback saved', { exact: true })).toBeVisible();
  await expect(page.getByText(/Failed to submit/)).toHaveCount(0);

  // Back online: the service worker's queue sends it (Background Sync), and the operator sees it.
  await context.setOffline(false);
  const login = await request.post('/api/admin/login', { data: { password: e2eAdminPassword } });
  const { sessionId } = (await login.json()) as { sessionId: string };
  await expect
    .poll(
      async () => {
        // A page load is one of the moments the queue is replayed on browsers without Background Sync.
        const answer = await request.get('/api/admin/feedback?limit=100', { headers: { authorization: `Bearer ${sessionId}` } });
        const entries = (await answer.json()) as { comment: string | null; location: string }[];
        return entries.filter((entry) => entry.comment === comment).map((entry) => entry.location);
      },
      { timeout: 30_000 },
    )
    .toEqual(['Muscat, Oman']);
});
