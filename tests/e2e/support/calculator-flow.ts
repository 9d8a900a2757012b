// Drives the calculator like a person would, and works out what it should show with the core.
import { expect, type Page } from '@playwright/test';
import {
  convertPeriod,
  countryProfile,
  defaultContractYears,
  estimateExpenses,
  evaluateOffer,
  formatMoney,
  savingsRateText,
  verdictLabel,
  withPercentages,
  type AgeBand,
  type CarOption,
  type CountryCode,
  type Curriculum,
  type ExpenseCategoryName,
  type HealthcareType,
  type HousingProvision,
  type OfferInput,
} from '../../../core/src/index.ts';
import { english } from './messages.ts';

export interface Journey {
  country: CountryCode;
  city?: string;
  district?: string;
  adults: 1 | 2 | 3 | 4;
  children?: { age: AgeBand; curriculum?: Curriculum }[];
  domesticHelp?: boolean;
  healthcareType?: HealthcareType;
  carProvided?: CarOption;
  period?: 'monthly' | 'annual';
  /** Step 3's housing answer; the allowance is typed (and counted) only with 'allowance', the default. */
  housing?: HousingProvision;
  /** As typed, in `period`. */
  housingAllowance?: number;
  educationAllowance?: number;
  /** Step 3's one-off relocation allowance, local currency (not part of OfferInput: upfrontCash takes it). */
  relocationAllowance?: number;
  grossSalary: number;
  /** As typed, in `period`; absent means blank (the country's typical share of gross). */
  basicSalary?: number;
  /** Step 4's contract length; absent keeps the wizard's default (2 years). */
  contractYears?: number;
  existingDebts?: number;
  savingsGoal?: number;
}

const monthly = (j: Journey, amount = 0) => convertPeriod(amount, j.period ?? 'monthly', 'monthly');

export function offerInputFor(j: Journey): OfferInput {
  return {
    location: { country: j.country, city: j.city ?? null, district: j.district ?? null },
    household: { adults: j.adults, children: j.children ?? [], domesticHelp: j.domesticHelp ?? false },
    benefits: {
      housingAllowance: (j.housing ?? 'allowance') === 'allowance' ? monthly(j, j.housingAllowance) : 0,
      housing: j.housing ?? 'allowance',
      employerPays: {},
      educationAllowance: monthly(j, j.educationAllowance),
      healthcareType: j.healthcareType ?? 'basic',
      carProvided: j.carProvided ?? 'none',
      annualFlights: '1',
    },
    financials: {
      grossSalary: monthly(j, j.grossSalary),
      basicSalary: j.basicSalary === undefined ? null : monthly(j, j.basicSalary),
      contractYears: j.contractYears ?? defaultContractYears,
      existingDebts: monthly(j, j.existingDebts),
      savingsGoal: monthly(j, j.savingsGoal),
    },
  };
}

export async function startCalculator(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Start Calculator' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Location Details' })).toBeFocused();
}

export async function fillLocation(page: Page, j: Journey) {
  await page.getByLabel(/^Country/).selectOption(j.country);
  if (j.city) await page.getByLabel('City', { exact: true }).selectOption(j.city);
  if (j.district) await page.getByLabel('District', { exact: true }).selectOption(j.district);
  await page.getByRole('button', { name: 'Next' }).click();
}

export async function fillHousehold(page: Page, j: Journey) {
  await expect(page.getByRole('heading', { level: 1, name: 'Household Details' })).toBeFocused();
  await page.getByRole('radio', { name: j.adults === 4 ? '4+' : String(j.adults), exact: true }).click();
  for (const [i, child] of (j.children ?? []).entries()) {
    await page.getByRole('button', { name: 'Add child' }).click();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Child ${i + 1}` }) });
    await card.getByLabel('Age band').selectOption(child.age);
    if (child.curriculum) await card.getByLabel('Curriculum').selectOption(child.curriculum);
  }
  if (j.domesticHelp) await page.getByRole('switch', { name: 'Domestic help' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
}

export async function fillBenefits(page: Page, j: Journey) {
  await expect(page.getByRole('heading', { level: 1, name: 'Benefits Package' })).toBeFocused();
  if (j.period === 'annual') await page.getByRole('radio', { name: 'Annual' }).click();
  const word = j.period === 'annual' ? 'Annual' : 'Monthly';
  const allowanceField = page.getByLabel(`${word} housing allowance`);
  if (j.housing) await page.getByLabel('Housing from your employer').selectOption(j.housing);
  // The allowance field exists only for a cash allowance.
  if ((j.housing ?? 'allowance') !== 'allowance') await expect(allowanceField).toHaveCount(0);
  else if (j.housingAllowance) await allowanceField.fill(String(j.housingAllowance));
  if (j.educationAllowance) await page.getByLabel(`${word} education allowance`).fill(String(j.educationAllowance));
  if (j.healthcareType) await page.getByLabel('Healthcare coverage').selectOption(j.healthcareType);
  if (j.carProvided) await page.getByLabel('Car provision').selectOption(j.carProvided);
  if (j.relocationAllowance) await page.getByLabel('Relocation allowance (one-off)').fill(String(j.relocationAllowance));
  await page.getByRole('button', { name: 'Next' }).click();
}

async function fillFinancials(page: Page, j: Journey) {
  await expect(page.getByRole('heading', { level: 1, name: 'Financial Details' })).toBeFocused();
  const word = j.period === 'annual' ? 'Annual' : 'Monthly';
  await page.getByLabel(new RegExp(`^Gross ${word} Salary`)).fill(String(j.grossSalary));
  if (j.basicSalary !== undefined)
    await page.getByLabel(`Of which basic ${word.toLowerCase()} salary (optional)`).fill(String(j.basicSalary));
  if (j.contractYears !== undefined) await page.getByLabel('Contract length').selectOption(String(j.contractYears));
  if (j.existingDebts) await page.getByLabel(`${word} Debt/Loan Payments`).fill(String(j.existingDebts));
  if (j.savingsGoal) await page.getByLabel(`Desired ${word} Savings`).fill(String(j.savingsGoal));
  await page.getByRole('button', { name: 'See my verdict' }).click();
  await expect(page.getByTestId('verdict-label')).toBeVisible();
}

export async function completeJourney(page: Page, j: Journey) {
  await startCalculator(page);
  await fillLocation(page, j);
  await fillHousehold(page, j);
  await fillBenefits(page, j);
  await fillFinancials(page, j);
}

export interface ExpectedFigures {
  input: OfferInput;
  edits?: Partial<Record<ExpenseCategoryName, number>>;
  optionalCosts?: number[];
  period?: 'monthly' | 'annual';
}

/** The four figures and the verdict the results should show, from the core. */
export function expectedFigures({ input, edits = {}, optionalCosts = [], period = 'monthly' }: ExpectedFigures) {
  const estimate = estimateExpenses(input);
  const expenses = withPercentages(
    estimate.map((c) => (edits[c.category] === undefined ? c : { ...c, amount: edits[c.category] ?? c.amount })),
  );
  const evaluation = evaluateOffer(input, { expenses, optionalCosts: optionalCosts.map((amount) => ({ amount })) });
  const scale = period === 'annual' ? 12 : 1;
  const money = (n: number) => formatMoney(n * scale, input.location.country);
  return {
    evaluation,
    expenses,
    package: money(evaluation.packageAmount),
    totalExpenses: money(evaluation.totalExpenses),
    surplus: money(evaluation.surplus),
    savingsRate: english(savingsRateText(evaluation.savingsRate)),
    verdictLabel: english(verdictLabel(evaluation.verdict.state)),
    money,
    currency: countryProfile(input.location.country).currency,
  };
}

export async function expectFigures(page: Page, expected: ReturnType<typeof expectedFigures>) {
  await expect(page.getByTestId('verdict-label')).toHaveText(expected.verdictLabel);
  await expect(page.getByTestId('figure-package')).toContainText(expected.package);
  await expect(page.getByTestId('figure-expenses')).toHaveText(expected.totalExpenses);
  await expect(page.getByTestId('figure-surplus')).toHaveText(expected.surplus);
  await expect(page.getByTestId('figure-savings-rate')).toHaveText(expected.savingsRate);
}
