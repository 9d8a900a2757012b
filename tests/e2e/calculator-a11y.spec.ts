import { axeCheck } from './support/axe.ts';
import { expect, test, type Page } from './support/test.ts';
import { completeJourney, fillBenefits, fillHousehold, fillLocation, startCalculator, type Journey } from './support/calculator-flow.ts';

async function expectNoViolations(page: Page, where: string) {
  const results = await axeCheck(page);
  expect(results.violations.map((v) => `${where}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

const journey: Journey = {
  country: 'UAE',
  city: 'Dubai',
  district: 'Business Bay',
  adults: 2,
  children: [{ age: 'grade1-5', curriculum: 'ib' }, { age: 'kg' }],
  domesticHelp: true,
  housingAllowance: 7_000,
  grossSalary: 26_000,
};

// At the project's size (phone and desktop: see playwright.config.ts).
test('axe finds no violations on the landing view, every step, the step-4 error and the results', async ({ page }) => {
  // Seven axe runs, the last over a results page some 16,000 px long on a phone: about 40-50 s on this 2-core machine.
  test.slow();
  await page.goto('/');
  await expectNoViolations(page, 'landing');
  await startCalculator(page);
  await expectNoViolations(page, 'step 1');
  await fillLocation(page, journey);
  await expectNoViolations(page, 'step 2');
  await fillHousehold(page, journey);
  await expectNoViolations(page, 'step 3');
  await fillBenefits(page, journey);
  await expect(page.getByText('Gross monthly salary is required')).toBeVisible();
  await expectNoViolations(page, 'step 4 error');
  await page.getByLabel(/^Gross Monthly Salary/).fill(String(journey.grossSalary));
  await page.getByRole('button', { name: 'See my verdict' }).click();
  await expect(page.getByTestId('verdict-label')).toBeVisible();
  await page.getByRole('button', { name: /^Housing/ }).click();
  await expect(page.getByRole('img', { name: /Confidence score/ })).toBeVisible();
  // Issue 9's panels are on the page: the package's worth, the family check, a rule cost with its
  // "employer pays this" switch, and source panels open (one with links).
  await expect(page.getByTestId('package-worth')).toBeVisible();
  await expect(page.getByTestId('family-threshold')).toBeVisible();
  await page.getByRole('button', { name: /^Residence & Visas/ }).click();
  await expect(page.getByTestId('expense-Residence & Visas').getByRole('switch').first()).toBeVisible();
  await page.getByRole('button', { name: 'Where "Dubai housing fee (5% of rent)" comes from' }).click();
  await page.getByTestId('family-threshold').getByTestId('source-toggle').click();
  await expect(page.getByTestId('source-panel')).toHaveCount(2);
  await expect(page.getByTestId('source-panel').getByRole('link').first()).toBeVisible();
  await expectNoViolations(page, 'results');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
});

// Issue 10's panels in their inline states (a test of its own: the one above is near its time limit).
test('axe finds no violations on the results while a cash line is edited and a yearly rent rise is out of range', async ({ page }) => {
  await completeJourney(page, journey);
  const cash = page.getByTestId('upfront-cash');
  await expect(cash.getByRole('radiogroup', { name: 'Rent cheques for the year' })).toBeVisible();
  const years = page.getByTestId('contract-years');
  await years.getByLabel('Yearly rent rise').fill('60');
  await expect(years.getByText('Enter at most 50%.')).toBeVisible();
  const furniture = cash.locator('[data-testid="upfront-line"][data-key="furniture"]');
  await furniture.getByRole('button', { name: /^Edit / }).click();
  await expect(furniture.getByRole('textbox')).toBeFocused();
  await expectNoViolations(page, 'results with a cash line being edited and a rise out of range');
});

test('a choice group is a radio group to the keyboard: an arrow key moves to an option and chooses it', async ({ page }) => {
  await startCalculator(page);
  await fillLocation(page, { country: 'Qatar', city: 'Doha', adults: 1, grossSalary: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Household Details' })).toBeFocused();
  const adults = page.getByRole('radiogroup', { name: 'Adults' });
  const option = (name: string) => adults.getByRole('radio', { name, exact: true });
  await expect(option('1')).toHaveAttribute('aria-checked', 'true');
  // Tab enters the group on the chosen option; the arrows move and choose, as a radio group does.
  await page.keyboard.press('Tab');
  await expect(option('1')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(option('2')).toBeFocused();
  await expect(option('2')).toHaveAttribute('aria-checked', 'true');
  await expect(option('1')).toHaveAttribute('aria-checked', 'false');
  // One key at a time: Radix moves focus a task after the key, so a second key pressed within that
  // task would start from the same option.
  await page.keyboard.press('ArrowRight');
  await expect(option('3')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(option('4+')).toBeFocused();
  await expect(option('4+')).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(option('3')).toHaveAttribute('aria-checked', 'true');
  // Tab leaves the group from the chosen option, which stays chosen.
  await page.keyboard.press('Tab');
  await expect(option('3')).not.toBeFocused();
  await expect(option('3')).toHaveAttribute('aria-checked', 'true');
});
