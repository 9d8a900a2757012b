// Issue 10: "Money you need up front" and "Your contract, year by year" on the results, checked
// against the core (upfrontCash, upfrontCoverage, projectContract, firstVerdictChange): every cash line,
// the UAE cheques and Saudi Ejar period, a line edit kept on reload and dropped on a new input, the
// relocation allowance, employer housing, the contract table with typed rises, and the PDF.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './support/test.ts';
import {
  defaultContractYears,
  firstVerdictChange,
  formatMoney,
  savingsRateText,
  verdictLabel,
  movePayback,
  projectContract,
  rentRiseRuleFor,
  reportSources,
  schoolFeeRiseRuleFor,
  upfrontCash,
  upfrontCoverage,
  type ContractProjectionOptions,
  type ContractYear,
  type MovePayback,
  type CountryCode,
  type OfferInput,
  type UpfrontCash,
  type UpfrontCashOptions,
} from '../../core/src/index.ts';
import { completeJourney, expectedFigures, offerInputFor, type Journey } from './support/calculator-flow.ts';
import { pdfPages } from './support/pdf-text.ts';
import { english, englishText } from './support/messages.ts';

const cashPanel = (page: Page) => page.getByTestId('upfront-cash');
const cashLine = (page: Page, key: string) => cashPanel(page).locator(`[data-testid="upfront-line"][data-key="${key}"]`);
const yearsPanel = (page: Page) => page.getByTestId('contract-years');

/** What the screen shows for the cash up front: the core's lines and totals, and the coverage of the results' surplus. */
function expectedCash(input: OfferInput, options: UpfrontCashOptions = {}) {
  const cash = upfrontCash(input, options);
  const coverage = upfrontCoverage(cash, expectedFigures({ input }).evaluation.surplus);
  return { cash, coverage };
}

/** The panel's sentences, worded as the panel words them, from the core's figures. */
function weeksText(cash: UpfrontCash): string {
  return `That is ${cash.weeksOfPackage === 1 ? '1 week' : `${cash.weeksOfPackage} weeks`} of your package.`;
}

function coverageText({ cash, coverage }: ReturnType<typeof expectedCash>, country: CountryCode): string {
  const money = (amount: number) => formatMoney(amount, country);
  if (cash.net === 0) return 'Your relocation allowance covers all of it.';
  if (coverage.covered) return `Your surplus in the first two months (${money(coverage.firstTwoMonths)}) covers it.`;
  if (coverage.firstTwoMonths === 0) return `The package leaves no surplus, so all ${money(cash.net)} must come from savings.`;
  return `Your surplus in the first two months (${money(coverage.firstTwoMonths)}) does not cover it: ${money(coverage.fromSavings)} must come from savings.`;
}

/** When the surpluses make back the cash up front, worded as the year-by-year panel and the report word it. */
function paybackText(payback: MovePayback | null, country: CountryCode): string {
  if (!payback) throw new Error('The offer needs cash up front.');
  const money = (amount: number) => formatMoney(amount, country);
  const upfront = money(payback.upfront);
  if (payback.month === null)
    return `Your surplus does not make back the ${upfront} the move needs up front within the contract: counting it, you end the contract ${money(-payback.atEnd)} short, before the end-of-service benefit (${money(payback.benefitAtEnd)}).`;
  return `The ${upfront} the move needs up front is made back from your surplus in month ${payback.month} of the contract; counting it, you end the contract with ${money(payback.atEnd)} saved, before the end-of-service benefit.`;
}

/** A line's name, with the "Edited" mark after it when the amount is the user's. */
const lineLabel = (line: UpfrontCash['lines'][number], country: CountryCode) =>
  line.estimate === undefined ? english(line.name) : `${english(line.name)}Edited: our estimate ${formatMoney(line.estimate, country)}`;

/** Every line by key (in the core's order), name and amount; the total, allowance, net, weeks and coverage. */
async function expectCashPanel(page: Page, expected: ReturnType<typeof expectedCash>, country: CountryCode) {
  const { cash } = expected;
  const money = (amount: number) => formatMoney(amount, country);
  const panel = cashPanel(page);
  const lines = panel.getByTestId('upfront-line');
  await expect(lines).toHaveCount(cash.lines.length);
  await expect.poll(() => lines.evaluateAll((els) => els.map((el) => el.getAttribute('data-key')))).toEqual(cash.lines.map((l) => l.key));
  for (const line of cash.lines) {
    const row = cashLine(page, line.key);
    // The first span holds the name and, after an edit, the "Edited" mark.
    await expect(row.locator('span').first(), line.key).toHaveText(lineLabel(line, country));
    await expect(row.getByTestId('upfront-amount'), line.key).toHaveText(money(line.amount));
  }
  await expect(panel.getByTestId('upfront-total')).toHaveText(money(cash.total));
  if (cash.relocationAllowance > 0)
    await expect(panel.getByTestId('upfront-allowance')).toHaveText(`\u2212${money(cash.relocationAllowance)}`);
  else await expect(panel.getByTestId('upfront-allowance')).toHaveCount(0);
  await expect(panel.getByTestId('upfront-net')).toHaveText(money(cash.net));
  await expect(panel.getByTestId('upfront-weeks')).toHaveText(weeksText(cash));
  await expect(panel.getByTestId('upfront-coverage')).toHaveText(coverageText(expected, country));
}

const dubaiFamily: Journey = {
  country: 'UAE',
  city: 'Dubai',
  district: 'Jumeirah Village Circle (JVC)',
  adults: 2,
  children: [
    { age: 'grade1-5', curriculum: 'british' },
    { age: 'kg', curriculum: 'indian' },
  ],
  housingAllowance: 8_000,
  grossSalary: 30_000,
};

test('a Dubai family: the cash up front by line, 12 cheques, an edited line kept on reload and dropped by a new answer', async ({
  page,
}) => {
  await completeJourney(page, dubaiFamily);
  const input = offerInputFor(dubaiFamily);
  const money = (amount: number) => formatMoney(amount, 'UAE');
  const panel = cashPanel(page);
  await expect(panel.getByRole('heading', { name: 'Money you need up front' })).toBeVisible();

  // The default: four cheques.
  const fourCheques = expectedCash(input);
  expect(fourCheques.cash.lines[0]?.key).toBe('rent-first');
  await expectCashPanel(page, fourCheques, 'UAE');
  const cheques = panel.getByRole('radiogroup', { name: 'Rent cheques for the year' });
  await expect(cheques.getByRole('radio', { name: '4', exact: true })).toBeChecked();
  // No allowance typed in step 3: the panel offers to add one.
  await expect(panel.getByRole('button', { name: 'Add it in step 3' })).toBeVisible();

  // Twelve cheques: the first cheque is a twelfth of the year's rent, and the total follows.
  await cheques.getByRole('radio', { name: '12', exact: true }).click();
  await expect(cheques.getByRole('radio', { name: '12', exact: true })).toBeChecked();
  const twelve = expectedCash(input, { uaeCheques: 12 });
  const firstRent = twelve.cash.lines[0];
  expect(firstRent?.key).toBe('rent-first');
  expect(firstRent?.amount).toBeLessThan(fourCheques.cash.lines[0]?.amount ?? 0);
  const firstLine = panel.getByTestId('upfront-line').first();
  await expect(firstLine).toHaveAttribute('data-key', 'rent-first');
  await expect(firstLine.locator('span').first()).toHaveText(firstRent ? english(firstRent.name) : '');
  await expect(firstLine.getByTestId('upfront-amount')).toHaveText(money(firstRent?.amount ?? -1));
  await expect(panel.getByTestId('upfront-total')).toHaveText(money(twelve.cash.total));
  await expectCashPanel(page, twelve, 'UAE');

  // Type over the furniture line: the line shows the typed amount and the model's estimate.
  const furniture = twelve.cash.lines.find((line) => line.key === 'furniture');
  if (!furniture) throw new Error('The core has no furniture line for a family that rents.');
  const typed = furniture.amount - 7_000;
  await cashLine(page, 'furniture')
    .getByRole('button', { name: `Edit ${english(furniture.name)}` })
    .click();
  const furnitureField = cashLine(page, 'furniture').getByRole('textbox', { name: english(furniture.name) });
  await expect(furnitureField).toBeFocused();
  await furnitureField.fill(String(typed));
  await furnitureField.press('Enter');
  await expect(furnitureField).toHaveCount(0);
  const edited = expectedCash(input, { uaeCheques: 12, lineEdits: { furniture: typed } });
  expect(edited.cash.total).toBe(twelve.cash.total - 7_000);
  await expect(cashLine(page, 'furniture')).toContainText(`Edited: our estimate ${money(furniture.amount)}`);
  await expectCashPanel(page, edited, 'UAE');

  // Escape leaves another line as it was.
  const car = edited.cash.lines.find((line) => line.key === 'car');
  if (!car) throw new Error('The core has no car line for a family without a company car.');
  await cashLine(page, 'car')
    .getByRole('button', { name: `Edit ${english(car.name)}` })
    .click();
  const carField = cashLine(page, 'car').getByRole('textbox', { name: english(car.name) });
  await carField.fill('1');
  await carField.press('Escape');
  await expect(carField).toHaveCount(0);
  await expectCashPanel(page, edited, 'UAE');

  // Reload: the edit and the cheques are kept.
  await page.reload();
  await expect(cheques.getByRole('radio', { name: '12', exact: true })).toBeChecked();
  await expectCashPanel(page, edited, 'UAE');

  // A new answer recalculates the estimate and drops the edit; the cheques are a choice, not an edit, and stay.
  await page.getByRole('button', { name: /^Step 2:/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Household Details' })).toBeFocused();
  await page.getByRole('radio', { name: '1', exact: true }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Benefits Package' })).toBeFocused();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'See my verdict' }).click();
  const oneAdult = offerInputFor({ ...dubaiFamily, adults: 1 });
  const recalculated = expectedCash(oneAdult, { uaeCheques: 12 });
  expect(recalculated.cash.lines.some((line) => line.estimate !== undefined)).toBe(false);
  await expect(cheques.getByRole('radio', { name: '12', exact: true })).toBeChecked();
  await expect(cashLine(page, 'furniture')).not.toContainText('Edited');
  await expectCashPanel(page, recalculated, 'UAE');
});

test('a Riyadh family paying Ejar yearly: the relocation allowance comes off the total; half-yearly halves the first payment', async ({
  page,
}) => {
  const journey: Journey = {
    country: 'KSA',
    city: 'Riyadh',
    adults: 2,
    children: [{ age: 'grade6-8', curriculum: 'american' }, { age: 'nursery' }],
    housingAllowance: 9_000,
    relocationAllowance: 30_000,
    grossSalary: 35_000,
  };
  await completeJourney(page, journey);
  const input = offerInputFor(journey);
  const money = (amount: number) => formatMoney(amount, 'KSA');
  const panel = cashPanel(page);

  const yearly = expectedCash(input, { relocationAllowance: 30_000 });
  expect(yearly.cash.total).toBeGreaterThan(30_000);
  expect(yearly.cash.net).toBe(yearly.cash.total - 30_000);
  await expectCashPanel(page, yearly, 'KSA');
  const ejar = panel.getByRole('radiogroup', { name: 'Rent paid through Ejar' });
  await expect(ejar.getByRole('radio', { name: 'Yearly', exact: true })).toBeChecked();
  await expect(panel.getByRole('radiogroup', { name: 'Rent cheques for the year' })).toHaveCount(0);
  // An allowance is typed: no offer to add one.
  await expect(panel.getByRole('button', { name: 'Add it in step 3' })).toHaveCount(0);

  await ejar.getByRole('radio', { name: 'Half-yearly', exact: true }).click();
  await expect(ejar.getByRole('radio', { name: 'Half-yearly', exact: true })).toBeChecked();
  const halfYearly = expectedCash(input, { ksaRentPeriod: 'half-yearly', relocationAllowance: 30_000 });
  const firstRent = halfYearly.cash.lines[0];
  expect(firstRent?.key).toBe('rent-first');
  // Six months' rent instead of twelve (each rounded to whole riyals).
  expect(Math.abs((firstRent?.amount ?? 0) * 2 - (yearly.cash.lines[0]?.amount ?? 0))).toBeLessThanOrEqual(1);
  const firstLine = panel.getByTestId('upfront-line').first();
  await expect(firstLine).toHaveAttribute('data-key', 'rent-first');
  await expect(firstLine.locator('span').first()).toHaveText(firstRent ? english(firstRent.name) : '');
  await expect(firstLine.getByTestId('upfront-amount')).toHaveText(money(firstRent?.amount ?? -1));
  await expectCashPanel(page, halfYearly, 'KSA');
});

test('a family in a home the employer provides: no rent, deposit or furniture to pay, and no cheques to choose', async ({ page }) => {
  const journey: Journey = {
    country: 'UAE',
    city: 'Dubai',
    adults: 2,
    children: [{ age: 'kg', curriculum: 'british' }],
    housing: 'provided',
    relocationAllowance: 40_000,
    grossSalary: 20_000,
  };
  await completeJourney(page, journey);
  const input = offerInputFor(journey);
  const expected = expectedCash(input, { relocationAllowance: 40_000 });
  const keys = expected.cash.lines.map((line) => line.key);
  expect(keys.filter((key) => key.startsWith('rent-') || key === 'furniture')).toEqual([]);
  await expectCashPanel(page, expected, 'UAE');
  const panel = cashPanel(page);
  await expect(panel.locator('[data-testid="upfront-line"][data-key^="rent-"]')).toHaveCount(0);
  await expect(panel.locator('[data-testid="upfront-line"][data-key="furniture"]')).toHaveCount(0);
  await expect(panel.getByRole('heading', { name: 'Your home' })).toHaveCount(0);
  await expect(panel.getByRole('radiogroup')).toHaveCount(0);
  await expect(panel).toContainText('Your employer provides your home: no rent in advance, deposit, agency fee or furniture to pay.');
  // No rent to raise either: the year-by-year view asks only for a salary increase.
  await expect(yearsPanel(page).getByLabel('Yearly salary increase')).toBeVisible();
  await expect(yearsPanel(page).getByLabel('Yearly rent rise')).toHaveCount(0);
});

/**
 * Every year of the contract: monthly (or yearly) figures in the results' period, the savings and
 * benefit as totals. Below the `sm` breakpoint (640 px) the years are cards, one per year, and the
 * table is not displayed; from it up, the table. Whichever is shown must carry every figure, and on a
 * phone every figure must lie inside the screen (the table used to scroll and cut the surplus off).
 */
async function expectContractTable(page: Page, projection: readonly ContractYear[], country: CountryCode, period: 'monthly' | 'annual') {
  const scale = period === 'annual' ? 12 : 1;
  const inPeriod = (monthly: number) => formatMoney(monthly * scale, country);
  const total = (amount: number) => formatMoney(amount, country);
  const width = page.viewportSize()?.width ?? 0;
  const phone = width < 640;
  const shown = yearsPanel(page).getByTestId(phone ? 'contract-cards' : 'contract-table');
  await expect(shown).toBeVisible();
  await expect(yearsPanel(page).getByTestId(phone ? 'contract-table' : 'contract-cards')).toBeHidden();
  const rows = shown.getByTestId('contract-year');
  await expect(rows).toHaveCount(projection.length);
  // A figure may wrap only before its currency: no-break spaces may stand for the spaces inside it.
  const figure = (text: string) => new RegExp(`^${text.replace(/ /g, '[ \\u00a0]')}$`);
  for (const [i, year] of projection.entries()) {
    const row = rows.nth(i);
    const where = `year ${year.year}`;
    await expect(row.getByTestId('year-name'), where).toHaveText(phone ? `Year ${year.year}` : String(year.year));
    if (!phone) await expect(row.getByTestId('year-name'), where).toHaveRole('rowheader');
    await expect(row.getByTestId('year-package'), where).toHaveText(figure(inPeriod(year.packageAmount)));
    await expect(row.getByTestId('year-expenses'), where).toHaveText(figure(inPeriod(year.totalExpenses)));
    await expect(row.getByTestId('year-surplus'), where).toHaveText(figure(inPeriod(year.surplus)));
    await expect(row.getByTestId('year-verdict'), where).toHaveText(
      `${english(verdictLabel(year.verdict.state))} (${english(savingsRateText(year.savingsRate))})`,
    );
    await expect(row.getByTestId('year-saved'), where).toHaveText(figure(total(year.cumulativeSavings)));
    await expect(row.getByTestId('year-gratuity'), where).toHaveText(figure(total(year.gratuityAccrued)));
  }
  if (phone) {
    const outside = await shown.evaluate((list) =>
      [...list.querySelectorAll('dd, [data-testid="year-verdict"]')]
        .filter((cell) => {
          const box = cell.getBoundingClientRect();
          return box.left < 0 || box.right > document.documentElement.clientWidth;
        })
        .map((cell) => cell.textContent),
    );
    expect(outside, 'figures outside the screen').toEqual([]);
  }
  const worse = firstVerdictChange(projection);
  await expect(yearsPanel(page).getByTestId('worse-year')).toHaveText(
    (worse && english(worse.sentence)) ??
      `Your verdict, ${projection[0] ? english(verdictLabel(projection[0].verdict.state)) : ''}, holds for ${projection.length === 2 ? 'both years' : `all ${projection.length} years`}.`,
  );
}

test('the contract year by year over 6 years, with a typed salary increase and rent rise, and a rise out of range', async ({ page }) => {
  const journey: Journey = {
    country: 'UAE',
    city: 'Dubai',
    adults: 2,
    children: [{ age: 'grade1-5', curriculum: 'british' }],
    housingAllowance: 7_000,
    grossSalary: 25_000,
  };
  await completeJourney(page, journey);
  const panel = yearsPanel(page);
  await expect(panel.getByRole('heading', { name: 'Your contract, year by year' })).toBeVisible();

  // The wizard's default contract first, then 6 chosen on the panel.
  const twoYears = offerInputFor(journey);
  const screen = (input: OfferInput): ContractProjectionOptions['evaluation'] => ({
    expenses: expectedFigures({ input }).expenses,
    optionalCosts: [],
    packageOverride: null,
  });
  await expect(panel.getByLabel('Contract length')).toHaveValue(String(defaultContractYears));
  await expectContractTable(
    page,
    projectContract(twoYears, { years: defaultContractYears, evaluation: screen(twoYears) }),
    'UAE',
    'monthly',
  );

  await panel.getByLabel('Contract length').selectOption('6');
  const input = offerInputFor({ ...journey, contractYears: 6 });
  const base = { years: 6, evaluation: screen(input) };
  const localRules = projectContract(input, base);
  expect(localRules).toHaveLength(6);
  await expectContractTable(page, localRules, 'UAE', 'monthly');
  // The package panel's end-of-service benefit now counts 6 years; with no raise it is the table's last row.
  const { gratuity } = expectedFigures({ input }).evaluation;
  expect(localRules[5]?.gratuityAccrued).toBe(gratuity.amount);
  await expect(page.getByTestId('package-worth')).toContainText('6-year contract');
  await expect(page.getByTestId('gratuity-amount')).toHaveText(formatMoney(gratuity.amount, 'UAE'));

  // A 3% yearly raise and rent held flat replace the local rent rule.
  await panel.getByLabel('Yearly salary increase').fill('3');
  await panel.getByLabel('Yearly rent rise').fill('0');
  const typedRises = projectContract(input, { ...base, salaryIncreasePercent: 3, rentIncreasePercent: 0 });
  await expect(panel.getByTestId('contract-rules')).toContainText('your 0% a year replaces the local rule.');
  await expectContractTable(page, typedRises, 'UAE', 'monthly');

  // Annual figures: the table's monthly columns become yearly; the totals stay as they are.
  await page.getByRole('radiogroup', { name: 'Show figures' }).getByRole('radio', { name: 'Annual' }).click();
  await expectContractTable(page, typedRises, 'UAE', 'annual');
  await page.getByRole('radiogroup', { name: 'Show figures' }).getByRole('radio', { name: 'Monthly' }).click();

  // 60% is over the 50% a field takes: the field says so and the rent follows the local rule again.
  const rentRise = panel.getByLabel('Yearly rent rise');
  await rentRise.fill('60');
  await expect(panel.getByText('Enter at most 50%.')).toBeVisible();
  await expect(rentRise).toHaveAttribute('aria-invalid', 'true');
  await expect(panel.getByTestId('contract-rules')).toContainText(englishText(rentRiseRuleFor(input.location).source.explanation) ?? '');
  const lastRules = projectContract(input, { ...base, salaryIncreasePercent: 3 });
  await expectContractTable(page, lastRules, 'UAE', 'monthly');
  // When the surpluses make back the cash up front: made back within the six years here.
  const payback = movePayback(lastRules, upfrontCash(input).net);
  expect(payback?.month).not.toBeNull();
  await expect(panel.getByTestId('move-payback')).toHaveText(paybackText(payback, 'UAE'));
  // Over one year the same family ends short of it.
  await panel.getByLabel('Contract length').selectOption('1');
  const oneYear = offerInputFor({ ...journey, contractYears: 1 });
  const shortPayback = movePayback(
    projectContract(oneYear, { ...base, years: 1, evaluation: screen(oneYear), salaryIncreasePercent: 3 }),
    upfrontCash(oneYear).net,
  );
  expect(shortPayback?.month).toBeNull();
  await expect(panel.getByTestId('move-payback')).toHaveText(paybackText(shortPayback, 'UAE'));
  await panel.getByLabel('Contract length').selectOption('6');

  // On a wider screen the same years are a table, with the year as each row's header.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectContractTable(page, lastRules, 'UAE', 'monthly');
});

test('the PDF carries the cash up front, with the edit and the allowance, and the contract year by year', async ({ page }) => {
  const journey: Journey = { ...dubaiFamily, relocationAllowance: 10_000, contractYears: 4 };
  await completeJourney(page, journey);
  const input = offerInputFor(journey);
  const expected = expectedFigures({ input });
  const { evaluation, expenses } = expected;
  const money = (amount: number) => formatMoney(amount, 'UAE');

  // An edited line, to see it marked in the report.
  const estimate = upfrontCash(input).lines.find((line) => line.key === 'furniture');
  if (!estimate) throw new Error('The core has no furniture line for a family that rents.');
  await cashLine(page, 'furniture')
    .getByRole('button', { name: `Edit ${english(estimate.name)}` })
    .click();
  const field = cashLine(page, 'furniture').getByRole('textbox', { name: english(estimate.name) });
  await field.fill('12000');
  await field.press('Enter');
  const cash = expectedCash(input, { relocationAllowance: 10_000, lineEdits: { furniture: 12_000 } });
  await expectCashPanel(page, cash, 'UAE');
  const projection = projectContract(input, { years: 4, evaluation: { expenses, optionalCosts: [], packageOverride: null } });
  await expectContractTable(page, projection, 'UAE', 'monthly');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF Report' }).click();
  const pdf = readFileSync(await (await download).path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pages = pdfPages(pdf);
  const lines = pages.flat();
  // A long label or sentence is wrapped at spaces over several shown strings: joined with a space, it reads whole.
  const text = lines.join(' ');
  /** A report row: its label (maybe wrapped), then its value. */
  const expectRow = (label: string, value: string) => expect(text, `row "${label}"`).toContain(`${label} ${value}`);

  // The cash up front: every line (the edited one marked with our estimate), the total, the allowance and what is left.
  const cashAt = lines.indexOf('Money you need up front');
  expect(cashAt).toBeGreaterThanOrEqual(0);
  expect(text).toContain('Rent paid in 4 cheques for the year.');
  for (const line of cash.cash.lines) {
    const edited = line.estimate === undefined ? '' : ` - your figure (our estimate ${money(line.estimate)})`;
    expectRow(`${english(line.name)}${edited}`, money(line.amount));
  }
  expect(cash.cash.lines.find((line) => line.key === 'furniture')?.estimate).toBe(estimate.amount);
  expectRow('Total', money(cash.cash.total));
  expectRow('Less your relocation allowance', `-${money(10_000)}`);
  expect(cash.cash.net).toBe(cash.cash.total - 10_000);
  expectRow('To find before your first salary', money(cash.cash.net));
  expect(text).toContain(`${weeksText(cash.cash)} ${coverageText(cash, 'UAE')}`);

  // The contract year by year, after the cash: the outlook sentence, then a row per year.
  const yearsAt = lines.indexOf('Your contract, year by year');
  expect(yearsAt).toBeGreaterThan(cashAt);
  const worse = firstVerdictChange(projection);
  expect(text).toContain(
    (worse && english(worse.sentence)) ??
      `Your verdict, ${projection[0] ? english(verdictLabel(projection[0].verdict.state)) : ''}, holds for all 4 years.`,
  );
  const surplusRows = lines.filter((line) => line.endsWith(' a month surplus'));
  expect(surplusRows).toHaveLength(projection.length);
  for (const year of projection) {
    const label = `Year ${year.year}: ${english(verdictLabel(year.verdict.state))} (${english(savingsRateText(year.savingsRate))})`;
    const at = lines.indexOf(label);
    expect(at, label).toBeGreaterThan(yearsAt);
    expect(lines[at + 1], label).toBe(`${money(year.surplus)} a month surplus`);
    expect(text).toContain(
      `Package ${money(year.packageAmount)}, expenses ${money(year.totalExpenses)}; saved so far ${money(year.cumulativeSavings)}; end-of-service benefit ${money(year.gratuityAccrued)}`,
    );
  }
  // When the surpluses make back the cash up front, from the edited line and net of the allowance.
  expect(text).toContain(paybackText(movePayback(projection, cash.cash.net), 'UAE'));

  // The Sources page lists the cash lines' and the rules' sources after the rest.
  const sourcesStart = pages.findIndex((page) => page[0] === 'Sources');
  expect(sourcesStart).toBeGreaterThan(0);
  const sourcesText = pages.slice(sourcesStart).flat().join(' ');
  const more = [
    ...cash.cash.lines.map((line) => ({ figure: `Money up front: ${english(line.name)}`, source: line.source })),
    { figure: 'Year by year: rent rule', source: rentRiseRuleFor(input.location).source },
    { figure: 'Year by year: school fee rule', source: schoolFeeRiseRuleFor(input.location).source },
  ];
  // A breakdown line's figure is a message: the report names it in English.
  const entries = reportSources(expenses, evaluation, more).map((entry) => ({
    ...entry,
    figure: typeof entry.figure === 'string' ? entry.figure : english(entry.figure),
  }));
  const cashEntries = entries.filter((entry) => entry.figure.startsWith('Money up front: ') || entry.figure.startsWith('Year by year: '));
  expect(cashEntries.length).toBeGreaterThan(0);
  for (const entry of entries) expect(sourcesText).toContain(`${entry.figure} (as of ${entry.source.asOf})`);
});
