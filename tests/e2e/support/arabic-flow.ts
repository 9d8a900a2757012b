// Drives the Arabic calculator (/ar) by its Arabic labels, taken from the catalogues (messages.ts), and
// works out what it should show with the core, in Arabic form.
import { expect, type Page } from '@playwright/test';
import { formatMoneyArabic, savingsRateText, verdictLabel } from '../../../core/src/index.ts';
import { expectedFigures, offerInputFor, type Journey } from './calculator-flow.ts';
import { arabic } from './messages.ts';

export const stepHeading = (page: Page, step: 'location' | 'household' | 'benefits' | 'financials') =>
  page.getByRole('heading', { level: 1, name: arabic(`wizard.steps.${step}.title`) });

export async function startArabic(page: Page) {
  await page.goto('/ar');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: arabic('landing.start') }).click();
  await expect(stepHeading(page, 'location')).toBeFocused();
}

export async function locationAndHousehold(page: Page, j: Journey) {
  await page.getByLabel(new RegExp(`^${arabic('steps.location.country')}`)).selectOption(j.country);
  if (j.city) await page.getByLabel(arabic('steps.location.city'), { exact: true }).selectOption(j.city);
  await page.getByRole('button', { name: arabic('wizard.next') }).click();
  await expect(stepHeading(page, 'household')).toBeFocused();
  await page.getByRole('radio', { name: String(j.adults), exact: true }).click();
  for (const [i, child] of (j.children ?? []).entries()) {
    await page.getByRole('button', { name: arabic('steps.household.addChild') }).click();
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: arabic('steps.household.child', { number: i + 1 }) }) });
    await card.getByLabel(arabic('steps.household.ageBand')).selectOption(child.age);
    if (child.curriculum) await card.getByLabel(arabic('steps.household.curriculum')).selectOption(child.curriculum);
  }
  await page.getByRole('button', { name: arabic('wizard.next') }).click();
  await expect(stepHeading(page, 'benefits')).toBeFocused();
}

export async function benefitsAndFinancials(page: Page, typed: { housing: string; gross: string }) {
  await page.getByLabel(arabic('steps.benefits.housingAllowance', { period: 'monthly' })).fill(typed.housing);
  await page.getByRole('button', { name: arabic('wizard.next') }).click();
  await expect(stepHeading(page, 'financials')).toBeFocused();
  await page.getByLabel(new RegExp(`^${arabic('steps.financials.grossSalary', { period: 'monthly' })}`)).fill(typed.gross);
  await page.getByRole('button', { name: arabic('wizard.seeVerdict') }).click();
  await expect(page.getByTestId('verdict-label')).toBeVisible();
}

export function expectedArabic(j: Journey) {
  const { evaluation } = expectedFigures({ input: offerInputFor(j) });
  const money = (amount: number) => formatMoneyArabic(amount, j.country);
  return {
    verdict: arabic(verdictLabel(evaluation.verdict.state)),
    package: money(evaluation.packageAmount),
    expenses: money(evaluation.totalExpenses),
    surplus: money(evaluation.surplus),
    savingsRate: arabic(savingsRateText(evaluation.savingsRate)),
  };
}
