import { expectNoAxeViolations, expectNoHorizontalScroll, expect, expectToast, logIn, openTab, test } from './support/admin-fixtures.ts';

const tabs = ['Analytics', 'Results', 'Health', 'SEO', 'Feedback', 'Blog'] as const;

/** What each tab shows once its figures have arrived: axe and the screenshot wait for it. */
const loaded: Record<(typeof tabs)[number], string> = {
  Analytics: 'Updated',
  Results: 'Top cities',
  Health: 'Status: Healthy',
  SEO: 'Recommended validation tools',
  Feedback: 'Latest feedback',
  Blog: 'Total posts',
};

// At the project's size (phone and desktop: see playwright.config.ts).
test('axe finds nothing on the login and every tab, and nothing scrolls sideways', async ({ page, adminServer }, testInfo) => {
  // Six tabs, each with axe and full-page screenshots in parts: over a minute when both projects
  // share the two cores.
  test.slow();
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('the project sets a viewport (playwright.config.ts)');
  // The whole page, and the same cut into screen-sized parts, which are easier to look at.
  const shot = async (name: string) => {
    await page.screenshot({ path: testInfo.outputPath(`admin-${name}-${viewport.width}.png`), fullPage: true });
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let part = 0; part * viewport.height < height; part += 1) {
      const y = part * viewport.height;
      await page.screenshot({
        path: testInfo.outputPath(`parts/admin-${name}-${viewport.width}-${part + 1}.png`),
        fullPage: true,
        clip: { x: 0, y, width: viewport.width, height: Math.min(viewport.height, height - y) },
      });
    }
  };

  await page.goto('/admin');
  await expect(page.getByText('Enter password to access the admin panel.')).toBeVisible();
  await expectNoAxeViolations(page, 'login');
  await expectNoHorizontalScroll(page);
  await shot('login');

  await page.getByLabel('Password').fill('wrong');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expectToast(page, 'Access Denied');
  await expectNoAxeViolations(page, 'login with the error toast');

  await logIn(page, adminServer.password);
  for (const tab of tabs) {
    await openTab(page, tab);
    await expect(page.getByText(loaded[tab]).first()).toBeVisible();
    // Every panel of the tab has finished loading (no "Loading …" status left).
    await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
    if (tab === 'Analytics') await expect(page.locator('.recharts-surface').first()).toBeVisible();
    await expectNoAxeViolations(page, `${tab} tab`);
    await expectNoHorizontalScroll(page);
    await shot(tab.toLowerCase());
  }

  // Keyboard: arrows move between tabs (Radix roving focus), and the period select is reachable.
  await page.getByRole('tab', { name: 'Blog' }).focus();
  await page.keyboard.press('Home');
  await expect(page.getByRole('tab', { name: 'Analytics', selected: true })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Results', selected: true })).toBeFocused();
});
