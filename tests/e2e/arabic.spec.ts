// Issue 13, Arabic: the calculator at /ar driven by its Arabic labels (from the catalogue, so a
// renamed key fails here), its verdict and figures equal to the core's in Arabic form, the PDF in
// Arabic; switching language mid-journey keeps the answers; axe on the Arabic calculator (the Arabic
// content pages are in content-a11y.spec.ts).
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './support/test.ts';
import { cityName, currencyName, currencyFor, formatMoneyArabic } from '../../core/src/index.ts';
import { drawnText } from '../../web/src/features/calculator/report/test-pdf-text.ts';
import { axeCheck } from './support/axe.ts';
import { expectedFigures, offerInputFor, type Journey } from './support/calculator-flow.ts';
import { benefitsAndFinancials, expectedArabic, locationAndHousehold, startArabic, stepHeading } from './support/arabic-flow.ts';
import { arabic } from './support/messages.ts';

const riyadhFamily: Journey = {
  country: 'KSA',
  city: 'Riyadh',
  adults: 2,
  children: [{ age: 'grade1-5', curriculum: 'british' }],
  housingAllowance: 8_000,
  grossSalary: 32_000,
};

async function expectNoViolations(page: Page, where: string) {
  const results = await axeCheck(page);
  expect(results.violations.map((v) => `${where}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('the Arabic calculator: five steps with Arabic-Indic digits typed, a verdict and figures equal to the core', async ({ page }) => {
  await startArabic(page);
  await locationAndHousehold(page, riyadhFamily);
  // Typed as many Arabic keyboards type them: ٨٠٠٠ and ٣٢٬٠٠٠.
  await benefitsAndFinancials(page, { housing: '٨٠٠٠', gross: '٣٢٬٠٠٠' });
  const expected = expectedArabic(riyadhFamily);
  await expect(page.getByTestId('verdict-label')).toHaveText(expected.verdict);
  await expect(page.getByTestId('figure-package')).toContainText(expected.package);
  await expect(page.getByTestId('figure-expenses')).toHaveText(expected.expenses);
  await expect(page.getByTestId('figure-surplus')).toHaveText(expected.surplus);
  await expect(page.getByTestId('figure-savings-rate')).toHaveText(expected.savingsRate);
  // Nothing on the results is written with Arabic-Indic digits.
  expect(await page.locator('main').innerText()).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]/);

  // The PDF in Arabic: its text drawn with the embedded Arabic font, read back through the font's
  // map. jsPDF draws lines in visual order, left to right, so an Arabic run reads reversed.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: arabic('wizard.downloadReport') }).click();
  const pdf = readFileSync(await (await download).path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const drawn = drawnText(pdf.toString('latin1')).join('\n');
  const reversed = (text: string) => [...text.normalize('NFKC')].reverse().join('');
  expect(drawn).toContain(reversed(expected.verdict));
  expect(drawn).toContain(reversed(arabic(cityName('Riyadh'))));
  const { evaluation } = expectedFigures({ input: offerInputFor(riyadhFamily) });
  const surplus = formatMoneyArabic(evaluation.surplus, 'KSA').replace(` ${arabic(currencyName(currencyFor('KSA')))}`, '');
  expect(drawn).toContain(`${reversed(arabic(currencyName(currencyFor('KSA'))))} ${surplus}`);
  expect(drawn).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]/);
});

test('an offer that does not cover the costs: the figures fit their cards and the year chart starts at zero', async ({ page }) => {
  await startArabic(page);
  await locationAndHousehold(page, riyadhFamily);
  await benefitsAndFinancials(page, { housing: '0', gross: '18000' });
  const { evaluation } = expectedFigures({ input: offerInputFor({ ...riyadhFamily, housingAllowance: 0, grossSalary: 18_000 }) });
  expect(evaluation.surplus).toBeLessThan(0);
  await expect(page.getByTestId('figure-surplus')).toBeVisible();
  // "22,940 ريال سعودي" in a half-width card on a phone once ran out of the card and off the screen.
  for (const id of ['figure-package', 'figure-expenses', 'figure-surplus', 'figure-savings-rate']) {
    const fits = await page.getByTestId(id).evaluate((figure) => {
      const card = figure.closest('dl > div') ?? figure;
      const text = document.createRange();
      text.selectNodeContents(figure);
      const drawn = text.getBoundingClientRect();
      const box = card.getBoundingClientRect();
      return drawn.left >= box.left - 1 && drawn.right <= box.right + 1;
    });
    expect(fits, id).toBe(true);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  // Every year is negative: the axis still holds zero, so the bars' lengths compare.
  const ticks = page.getByTestId('contract-years').locator('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value');
  await expect(ticks.first()).toBeVisible();
  const values = (await ticks.allTextContents()).map((tick) => Number(tick.replace(/[^\d.-]/g, '')));
  expect(values).toContain(0);
  expect(Math.min(...values)).toBeLessThanOrEqual(evaluation.surplus);
  // The cash to find before the first salary: each total on one line, never "5,400 دينار" over "كويتي".
  for (const id of ['upfront-total', 'upfront-net']) {
    const lines = await page.getByTestId(id).evaluate((amount) => {
      const text = document.createRange();
      text.selectNodeContents(amount);
      return new Set([...text.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    expect(lines, id).toBe(1);
  }
  // The year by year: cards on the phone, every figure inside the screen; on a desktop the table fits its
  // panel (seven columns of "27,000 ريال سعودي" that could not wrap once scrolled the benefit off it).
  const years = page.getByTestId('contract-years');
  await expect(years.getByTestId('contract-cards')).toBeVisible();
  const offScreen = await years.getByTestId('contract-cards').evaluate(
    (cards) =>
      [...cards.querySelectorAll('dd')].filter((cell) => {
        const box = cell.getBoundingClientRect();
        return box.left < 0 || box.right > document.documentElement.clientWidth;
      }).length,
  );
  expect(offScreen).toBe(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  const region = years.getByRole('region', { name: arabic('results.years.caption') });
  await expect(region).toBeVisible();
  expect(await region.evaluate((box) => box.scrollWidth <= box.clientWidth)).toBe(true);
});

test('two offers compared on a phone in Arabic: a currency name is never split over two lines', async ({ page }) => {
  await startArabic(page);
  await locationAndHousehold(page, riyadhFamily);
  await benefitsAndFinancials(page, { housing: '5000', gross: '22000' });
  await page.getByRole('button', { name: arabic('wizard.compare') }).click();
  await expect(stepHeading(page, 'location')).toBeFocused();
  await page.getByLabel(new RegExp(`^${arabic('steps.location.country')}`)).selectOption('UAE');
  await page.getByLabel(arabic('steps.location.city'), { exact: true }).selectOption('Dubai');
  for (const step of ['household', 'benefits', 'financials'] as const) {
    await page.getByRole('button', { name: arabic('wizard.next') }).click();
    await expect(stepHeading(page, step)).toBeFocused();
  }
  await page.getByLabel(new RegExp(`^${arabic('steps.financials.grossSalary', { period: 'monthly' })}`)).fill('30000');
  await page.getByRole('button', { name: arabic('wizard.seeVerdict') }).click();
  const panel = page.getByTestId('offer-comparison');
  await expect(panel).toBeVisible();
  // In a half-width column "27,000 ريال سعودي" once wrapped as "27,000 ريال" over "سعودي".
  const names = [arabic(currencyName('SAR')), arabic(currencyName('AED'))];
  const split = await panel.evaluate((root, currencyNames) => {
    const found: string[] = [];
    for (const cell of root.querySelectorAll('[data-testid="comparison-value"] span')) {
      const node = cell.firstChild;
      const text = (node?.textContent ?? '').replace(/\u00a0/g, ' ');
      for (const name of currencyNames) {
        const at = text.indexOf(name);
        if (!node || at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + name.length);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (tops.size > 1) found.push(text);
      }
    }
    return found;
  }, names);
  expect(split).toEqual([]);
  // The breakdown's Min, Avg and Max: each figure on one line ("الأدنى 3,070 ريال" over "سعودي" before).
  const brokenRanges = await page.getByTestId('expense-range').evaluateAll((ranges) =>
    ranges
      .flatMap((range) =>
        [...range.querySelectorAll('span')].filter((figure) => {
          const text = document.createRange();
          text.selectNodeContents(figure);
          return new Set([...text.getClientRects()].map((rect) => Math.round(rect.top))).size > 1;
        }),
      )
      .map((figure) => figure.textContent),
  );
  expect(brokenRanges).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

test('switching language mid-journey keeps the answers and the step, both ways', async ({ page }) => {
  await startArabic(page);
  await locationAndHousehold(page, riyadhFamily);
  await page.getByLabel(arabic('steps.benefits.housingAllowance', { period: 'monthly' })).fill('8000');

  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1, name: 'Benefits Package' })).toBeVisible();
  await expect(page.getByLabel('Monthly housing allowance')).toHaveValue(/8,?000/);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Household Details' })).toBeFocused();
  await expect(page.getByRole('radio', { name: '2', exact: true })).toBeChecked();

  await page.getByRole('link', { name: 'العربية' }).click();
  await expect(page).toHaveURL(/\/ar$/);
  await expect(stepHeading(page, 'household')).toBeVisible();
  await page.getByRole('button', { name: arabic('wizard.next') }).click();
  await expect(page.getByLabel(arabic('steps.benefits.housingAllowance', { period: 'monthly' }))).toHaveValue(/8,?000/);
});

test('axe finds nothing on the Arabic landing, steps and results', async ({ page }) => {
  test.slow();
  await page.goto('/ar');
  await expectNoViolations(page, '/ar landing');
  await page.getByRole('button', { name: arabic('landing.start') }).click();
  await expectNoViolations(page, '/ar step 1');
  await locationAndHousehold(page, riyadhFamily);
  await expectNoViolations(page, '/ar step 3');
  await benefitsAndFinancials(page, { housing: '8000', gross: '32000' });
  await expectNoViolations(page, '/ar results');
});
