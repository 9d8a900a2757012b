import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { zipEntries } from '../../server/test/helpers/zip-entries.ts';
import { expect, expectNoAxeViolations, expectToast, logIn, openTab, statValue, test } from './support/admin-fixtures.ts';
import { expected } from './support/admin-server.ts';

// The operator's second day: the period's figures downloaded as a ZIP of CSV files, a feedback entry
// deleted after a confirmation, and a health panel that names a store refusing writes.

function csvRows(file: Buffer | undefined): string[][] {
  const text = (file as Buffer).toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return parse(text.slice(1)) as string[][];
}

test.describe('operator exports and deletes', () => {
  test.beforeEach(async ({ page, adminServer }) => {
    await logIn(page, adminServer.password);
  });

  test('Export downloads the selected period as a ZIP of CSV files with the figures on screen', async ({ page }) => {
    await page.getByLabel('Period').selectOption('168');
    await expect(statValue(page, 'Page views')).toHaveText(expected.stats[168].pageViews);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Last 7 Days as CSV files (ZIP)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^salary-reality-check-last-7-days-\d{4}-\d\d-\d\d\.zip$/);
    await expectToast(page, 'Export downloaded', download.suggestedFilename());

    const zip = await zipEntries(readFileSync(await download.path()));
    expect([...zip.keys()]).toContain('top-pages.csv');
    const summary = new Map(csvRows(zip.get('summary.csv')).map(([metric, value]) => [metric, value]));
    expect(summary.get('page views')).toBe(expected.stats[168].pageViews);
    expect(summary.get('visits')).toBe(expected.stats[168].totalVisitors);
    const feedback = csvRows(zip.get('feedback.csv'));
    expect(feedback[0]).toEqual(['id', 'received (UTC)', 'rating', 'location', 'comment']);
    expect(feedback.map((row) => row[4])).toContain('Very useful for my Dubai offer');
  });

  test('Deleting a feedback entry asks first, can be cancelled, and the counts follow', async ({ page, request, clientAddress }) => {
    const personal = 'Please call me on 050 123 4567, my name is Sara';
    const created = await request.post('/api/feedback', {
      data: { rating: 1, comment: personal, location: 'Jumeirah, Dubai, UAE' },
      headers: { 'x-forwarded-for': clientAddress },
    });
    expect(created.status()).toBe(201);
    await openTab(page, 'Feedback');
    await expect(statValue(page, 'Total feedback')).toHaveText('4');
    const entry = page.getByTestId('feedback-list').getByRole('listitem').filter({ hasText: personal });
    const deleteButton = entry.getByRole('button', { name: /^Delete the feedback from / });

    // Asked first; Escape keeps the entry, and focus returns to the button.
    await deleteButton.click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this feedback?' });
    await expect(dialog).toBeVisible();
    // The page behind is scroll-locked by react-remove-scroll's rules (ADR 0019; the fixture checks that
    // the page's policy refused nothing).
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await expect(dialog).toContainText(personal);
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoAxeViolations(page, 'the delete confirmation');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(deleteButton).toBeFocused();
    await expect(entry).toHaveCount(1);
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');

    await deleteButton.click();
    await dialog.getByRole('button', { name: 'Delete feedback' }).click();
    await expectToast(page, 'Feedback deleted');
    await expect(dialog).toBeHidden();
    await expect(entry).toHaveCount(0);
    // Focus is not lost with the entry: it moves to the next entry's Delete.
    await expect(
      page
        .getByTestId('feedback-list')
        .getByRole('button', { name: /^Delete the feedback from / })
        .first(),
    ).toBeFocused();
    await expect(statValue(page, 'Total feedback')).toHaveText('3');
    await expect(statValue(page, 'Average rating')).toHaveText('4.0 / 5');
  });

  test('Health names a store that refuses writes', async ({ page }) => {
    await page.route('**/api/admin/health', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          status: 'degraded',
          uptime: 3_600,
          responseTime: 1.2,
          memory: { used: 60, total: 4_096, percentage: 1.5 },
          storage: {
            kind: 'sqlite',
            reachable: true,
            writeRefusal: { cause: 'disk-full', reason: 'SQLITE_FULL: database or disk is full', since: '2026-03-10T14:20:00.000Z' },
          },
        }),
      }),
    );
    await openTab(page, 'Health');
    await expect(page.getByTestId('health-status')).toHaveText('Status: Degraded');
    const notice = page.getByRole('alert').filter({ hasText: 'The storage is full' });
    await expect(notice).toContainText('new page views, results and feedback are refused since');
    await expect(notice).toContainText('Free disk space (or raise SQLITE_MAX_SIZE_MB).');
    await expect(notice).toContainText('SQLITE_FULL: database or disk is full');
    await expectNoAxeViolations(page, 'health with refused writes');
  });
});
