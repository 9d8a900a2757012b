// The monthly cost model of spec section 9, in the local currency. Fixed amounts are the spec's
// AED constants converted with the pegs; district figures are already local.
// What depends on the country or place alone is resolved once (place-costs.ts); the lines that follow
// the offer's choices are built in expense-sub-items.ts.
import type { CostFigures } from '../places/index.ts';
import { householdSize } from '../household/index.ts';
import type { ChildInput, OfferInput } from '../household/index.ts';
import {
  categoryRangePercents,
  costConstants,
  expenseCategories,
  housingUnitFor,
  utilitiesFor,
  type ExpenseCategory,
  type ExpenseCategoryName,
  type ExpenseSubItem,
} from './cost-constants.ts';
import { lineSources } from './line-sources.ts';
import { ruleCosts } from '../country-rules/index.ts';
import { educationAllowanceCover } from './education-allowance.ts';
import { basicSalaryOf, packageAmountFor } from '../package/index.ts';
import { childLine, placeCosts } from './place-costs.ts';
import {
  fixedFigureSources,
  healthcareSubItems,
  lineLabels,
  mobileLines,
  ruleSubItem,
  transportSubItems,
  travelSubItems,
} from './expense-sub-items.ts';
import { message, type CostModelMessageId } from './messages.ts';
import type { Message } from '../language/index.ts';

type CategoryBuilder = (subItems: ExpenseSubItem[], range?: { min: number; max: number }) => ExpenseCategory;

function categoryBuilder(category: ExpenseCategoryName): CategoryBuilder {
  const percents = categoryRangePercents[category];
  return (subItems, range) => {
    let sum = 0;
    for (const item of subItems) sum += item.amount;
    const amount = Math.max(0, sum);
    return {
      category,
      amount,
      min: range?.min ?? Math.round((amount * percents.low) / 100),
      max: range?.max ?? Math.round((amount * percents.high) / 100),
      subItems,
      percentage: 0,
    };
  };
}

// One builder per category, its range read once: looking the range up by the category's name in
// each call was a slow (megamorphic) read eight times an estimate.
const buildCategory = Object.fromEntries(expenseCategories.map((category) => [category, categoryBuilder(category)])) as Readonly<
  Record<ExpenseCategoryName, CategoryBuilder>
>;

const shareOf = (amount: number, total: number) => (total > 0 ? Math.round((amount / total) * 1000) / 10 : 0);

/** Recomputes every category's share of the total (used after an edit too). */
export function withPercentages<T extends Omit<ExpenseCategory, 'percentage'>>(categories: readonly T[]): (T & { percentage: number })[] {
  const total = categories.reduce((sum, c) => sum + c.amount, 0);
  return categories.map((c) => ({ ...c, percentage: shareOf(c.amount, total) }));
}

const rentLabels: Readonly<Record<ReturnType<typeof housingUnitFor>['unit'], Message<CostModelMessageId>>> = {
  Studio: message('costModel.line.rentStudio'),
  '1BR': message('costModel.line.rent1br'),
  '2BR': message('costModel.line.rent2br'),
  '3BR': message('costModel.line.rent3br'),
};

/**
 * The expense categories for an offer's household and location: monthly, local currency.
 * `packageOverride` is the package typed on the results, which the charges on pay (Bahrain's 1%) follow.
 */
export function estimateExpenses(input: OfferInput, figures?: CostFigures, packageOverride?: number | null): ExpenseCategory[] {
  const { country, city } = input.location;
  const { adults, children, domesticHelp } = input.household;
  const { healthcareType, carProvided, educationAllowance, employerPays } = input.benefits;
  const housing = input.benefits.housing ?? 'allowance';
  const place = placeCosts.get(input.location);
  const { costs, sources } = place;
  const { lines } = costs;
  const cost = figures ?? place.figures;
  const fixed = fixedFigureSources();
  const toLocal = (aed: number) => Math.round(aed * costs.factor);
  const size = householdSize(adults, children.length);
  const categories: ExpenseCategory[] = [];

  const unit = housingUnitFor(size);
  // Employer housing: no rent to pay, so the Housing category keeps utilities only.
  const rent = housing === 'provided' ? 0 : Math.round(cost.rent1BR * unit.factor);
  const education: ExpenseSubItem[] = [];
  let totalFees = 0;
  for (let i = 0; i < children.length; i++) {
    const line = childLine(children[i] as ChildInput, country, costs);
    education.push({ key: `child-${i + 1}`, label: line.label(i), amount: line.amount, source: line.source });
    totalFees += line.amount;
  }
  const housingItems: ExpenseSubItem[] = [
    housing === 'provided'
      ? { key: 'rent', label: lineLabels.rentProvided, amount: 0, source: lineSources.employerHousing }
      : { key: 'rent', label: rentLabels[unit.unit], amount: rent, source: sources.rent },
    { key: 'utilities', label: lines.utilities, amount: Math.round(utilitiesFor(cost.utilities, size)), source: sources.utilities },
  ];
  const healthcare = healthcareSubItems(healthcareType, adults, children.length, costs, fixed);
  const residence: ExpenseSubItem[] = [];

  // The costs the country's rules add, each after the lines of the category it belongs to.
  const rules = ruleCosts({
    country,
    city: city ?? null,
    dependants: { adults: adults - 1, children: children.length },
    annualRent: rent * 12,
    // Saudi VAT is charged on the whole tuition, whoever pays it: an allowance paid with the salary
    // leaves it on the household, and an employer that settles the invoice pays it too.
    annualSchoolFees: totalFees * 12,
    healthcareType,
    monthlyWage: packageAmountFor(input, packageOverride),
    monthlyBasic: basicSalaryOf(input, packageOverride).basicMonthly,
  });
  for (const rule of rules) {
    const item = ruleSubItem(rule, employerPays);
    switch (rule.category) {
      case 'Housing':
        housingItems.push(item);
        break;
      case 'Education':
        education.push(item);
        break;
      case 'Healthcare':
        healthcare.push(item);
        break;
      case 'Residence & Visas':
        residence.push(item);
        break;
    }
  }

  // An education allowance pays the school's invoices, VAT included; it cannot take the category below zero.
  let invoiced = 0;
  for (const line of education) invoiced += line.amount;
  const covered = educationAllowanceCover(educationAllowance, invoiced);
  if (covered > 0)
    education.push({
      key: 'education-allowance',
      label: lineLabels.educationAllowance,
      amount: -covered,
      source: lineSources.educationAllowance,
    });

  categories.push(buildCategory.Housing(housingItems));
  if (children.length > 0) categories.push(buildCategory.Education(education));

  const dining = costConstants.diningOutBase + costConstants.diningOutPerExtraPerson * Math.max(0, size - 1);
  categories.push(
    buildCategory['Groceries & Food']([
      {
        key: 'groceries',
        label: lines.groceries,
        amount: toLocal(costConstants.groceriesPerPerson * size * cost.groceriesMultiplier),
        source: sources.groceries,
      },
      { key: 'dining-out', label: lineLabels.diningOut, amount: toLocal(dining), source: fixed.diningOutBase },
    ]),
  );

  categories.push(
    buildCategory.Transportation(transportSubItems(carProvided, cost.transportCost, lines.fuel, place.parkingLabel, sources.transport)),
  );

  categories.push(buildCategory.Healthcare(healthcare));

  if (domesticHelp) {
    const hint = costs.domesticHelp;
    categories.push(
      buildCategory['Domestic Help'](
        [{ key: 'domestic-help', label: lines.domesticHelp, amount: hint.typical, source: costs.domesticHelpSource }],
        { min: hint.min, max: hint.max },
      ),
    );
  }

  categories.push(
    buildCategory.Communications([
      {
        key: 'mobile-lines',
        label: mobileLines(adults),
        amount: toLocal(costConstants.mobileLinePerAdult * adults),
        source: fixed.mobileLinePerAdult,
      },
      { key: 'internet-tv', label: lineLabels.internetTv, amount: costs.internetTv, source: fixed.internetTv },
    ]),
  );

  categories.push(
    buildCategory['Personal & Entertainment'](
      costs.personal.map((item) => ({ key: item.key, label: item.label, amount: item.amount, source: item.source })),
    ),
  );

  // Shown only when someone travels at the household's cost, like Education and Domestic Help.
  const travel = travelSubItems(input.benefits.annualFlights, size, costs);
  if (travel) categories.push(buildCategory.Travel(travel));

  // Dependants' levies and permits: shown only when the household has dependants the rules charge for.
  if (residence.length > 0) categories.push(buildCategory['Residence & Visas'](residence));

  // The categories were made here, so their shares are set in place (copying each is the dearest
  // step of an evaluation); withPercentages copies, for breakdowns the caller owns.
  let total = 0;
  for (const c of categories) total += c.amount;
  for (const c of categories) c.percentage = shareOf(c.amount, total);
  return categories;
}
