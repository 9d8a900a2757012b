// The calculator paints before it fetches its JavaScript (web/src/app/after-first-paint.ts),
// and a button tapped while the scripts are on their way is answered once they run.
import { expect, test } from './support/test.ts';
import { arabic } from './support/messages.ts';

// A slow connection: every script arrives a second and a half after it is asked for.
const scriptDelayMs = 1500;

for (const { path, start, firstStep } of [
  { path: '/', start: 'Start Calculator', firstStep: 'Location Details' },
  { path: '/ar', start: arabic('landing.start'), firstStep: arabic('wizard.steps.location.title') },
]) {
  test(`${path} paints before it asks for a script, and keeps a Start tapped before the scripts run`, async ({ page }) => {
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, scriptDelayMs));
      await route.continue();
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(path);

    // Tapped while the scripts are held or on their way: nothing answers it yet.
    await page.getByRole('button', { name: start }).click();
    expect(await page.getByRole('heading', { level: 1, name: firstStep }).count()).toBe(0);

    // Once the app runs, the tap is answered: the first step, with focus on its heading.
    await expect(page.getByRole('heading', { level: 1, name: firstStep })).toBeFocused({ timeout: 20_000 });

    // Every script was asked for after the first paint.
    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/.+\.js$/.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    expect(timing.scripts.length).toBeGreaterThan(0);
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.firstPaint);
    expect(errors).toEqual([]);
  });
}
