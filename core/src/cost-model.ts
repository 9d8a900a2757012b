// The monthly cost model of spec section 9, in the local currency. Fixed amounts are the spec's
// AED constants converted with the pegs (decision 1); district figures are already local (decision 2).
import { aedToLocalFactor, currencyFor } from './currency.ts';
import type { CountryCode } from './country-codes.ts';
import { countryProfile, parkingTollsLabel } from './country-profiles.ts';
import { costRecord, type CostFigures } from './district-data.ts';
import { ageBandLabels, curriculumLabels, householdSize, type CarOption, type HealthcareType } from './household-options.ts';
import type { ChildInput, OfferInput } from './offer-input.ts';
import { schoolLevelName } from './school-fees.ts';
import {
  categoryRangePercents,
  costConstants,
  housingUnitFor,
  monthlySchoolFeeAed,
  personalAndEntertainment,
  transportShares,
  utilitiesFor,
  type ExpenseCategory,
  type ExpenseCategoryName,
  type ExpenseSubItem,
} from './cost-constants.ts';
import { domesticHelpHint } from './domestic-help.ts';
import { formatMoney } from './money-format.ts';
import { flightsCovered, returnFareFor } from './return-fares.ts';
import { lineSources } from './line-sources.ts';
import { ruleCosts, type RuleCost } from './rule-costs.ts';
import type { FigureSource } from './sources.ts';

function childLabel(child: ChildInput, index: number): string {
  const band = ageBandLabels[child.age];
  if (child.age === 'nursery') return `Child ${index + 1}: ${band}`;
  if (!child.curriculum) return `Child ${index + 1}: ${band} (curriculum not chosen)`;
  return `Child ${index + 1}: ${schoolLevelName(child.curriculum, child.age)} (${curriculumLabels[child.curriculum]})`;
}

function healthcareSubItems(type: HealthcareType, adults: number, children: number, toLocal: (aed: number) => number): ExpenseSubItem[] {
  const { healthcarePerAdult, healthcarePerChild, healthcareFamilyOutOfPocket } = costConstants;
  switch (type) {
    case 'premium':
      return [{ name: 'Covered by premium family plan', amount: 0, source: lineSources.healthcareChoice }];
    case 'family':
      return [
        {
          name: 'Co-pays & out-of-pocket',
          amount: toLocal(healthcareFamilyOutOfPocket),
          source: lineSources.constant('healthcareFamilyOutOfPocket'),
        },
      ];
    case 'basic':
    case 'none': {
      // Basic cover insures the employee only: the first adult costs nothing.
      const payingAdults = type === 'basic' ? adults - 1 : adults;
      const items: ExpenseSubItem[] = [];
      if (payingAdults > 0)
        items.push({
          name: `Adults not covered (${payingAdults})`,
          amount: toLocal(healthcarePerAdult * payingAdults),
          source: lineSources.constant('healthcarePerAdult'),
        });
      if (children > 0)
        items.push({
          name: `Children not covered (${children})`,
          amount: toLocal(healthcarePerChild * children),
          source: lineSources.constant('healthcarePerChild'),
        });
      if (items.length === 0) items.push({ name: 'Employee covered by employer', amount: 0, source: lineSources.healthcareChoice });
      return items;
    }
  }
}

function transportSubItems(
  car: CarOption,
  transportCost: number,
  fuelLabel: string,
  parkingLabel: string,
  source: FigureSource,
): ExpenseSubItem[] {
  const fuel = { name: fuelLabel, amount: Math.round(transportCost * transportShares.fuel), source };
  const parking = { name: parkingLabel, amount: Math.round(transportCost * transportShares.parkingTolls), source };
  switch (car) {
    case 'none':
      return [{ name: 'Car Lease/Payment', amount: Math.round(transportCost * transportShares.carLease), source }, fuel, parking];
    case 'allowance':
      return [fuel, parking];
    case 'company':
      return [fuel];
  }
}

// "AED 2,500 a year (note)" per country, formatted once: the fare is fixed, and Intl formatting is
// the dearest step of the estimate.
const fareLabels = new Map<CountryCode, string>();
function fareLabel(country: CountryCode): string {
  let label = fareLabels.get(country);
  if (label === undefined) {
    const { fare, note } = returnFareFor(country);
    label = `${formatMoney(fare, country)} a year (${note})`;
    fareLabels.set(country, label);
  }
  return label;
}

/**
 * The yearly trips home the employer does not pay for (ADR 0004), or nothing when it pays for
 * everyone: uncovered people × the country's default return fare / 12.
 */
function travelSubItems(input: OfferInput, size: number): ExpenseSubItem[] | undefined {
  const { country } = input.location;
  const covered = flightsCovered(input.benefits.annualFlights, size);
  const trips = size - covered;
  if (trips <= 0) return undefined;
  const { fare } = returnFareFor(country);
  const items: ExpenseSubItem[] = [
    {
      name: `${trips} return ${trips === 1 ? 'trip' : 'trips'} × ${fareLabel(country)}`,
      amount: Math.round((trips * fare) / 12),
      source: lineSources.fare(country),
    },
  ];
  if (covered > 0)
    items.push({ name: `Flights your employer pays (${covered} of ${size} people)`, amount: 0, source: lineSources.flightsChoice });
  return items;
}

function buildCategory(category: ExpenseCategoryName, subItems: ExpenseSubItem[], range?: { min: number; max: number }): ExpenseCategory {
  const amount = Math.max(
    0,
    subItems.reduce((total, item) => total + item.amount, 0),
  );
  const percents = categoryRangePercents[category];
  return {
    category,
    amount,
    min: range?.min ?? Math.round((amount * percents.low) / 100),
    max: range?.max ?? Math.round((amount * percents.high) / 100),
    subItems,
    percentage: 0,
  };
}

const shareOf = (amount: number, total: number) => (total > 0 ? Math.round((amount / total) * 1000) / 10 : 0);

/** Recomputes every category's share of the total (used after an edit too). */
export function withPercentages<T extends Omit<ExpenseCategory, 'percentage'>>(categories: readonly T[]): (T & { percentage: number })[] {
  const total = categories.reduce((sum, c) => sum + c.amount, 0);
  return categories.map((c) => ({ ...c, percentage: shareOf(c.amount, total) }));
}

/** Rule costs as sub-items: a cost the employer pays (by the visitor's toggle) reads 0 and says so. */
function ruleSubItem(cost: RuleCost, employerPays: OfferInput['benefits']['employerPays']): ExpenseSubItem {
  const paid = cost.employerOftenPays && employerPays?.[cost.key] === true;
  return {
    name: paid ? `${cost.name} (your employer pays)` : cost.name,
    amount: paid ? 0 : cost.monthly,
    source: cost.source,
    rule: { key: cost.key, employerOftenPays: cost.employerOftenPays },
  };
}

/** The expense categories for an offer's household and location: monthly, local currency. */
export function estimateExpenses(input: OfferInput, figures: CostFigures = costRecord(input.location)): ExpenseCategory[] {
  const { country, city } = input.location;
  const { adults, children, domesticHelp } = input.household;
  const { healthcareType, carProvided, educationAllowance, employerPays } = input.benefits;
  const housing = input.benefits.housing ?? 'allowance';
  const profile = countryProfile(country);
  const factor = aedToLocalFactor(currencyFor(country));
  const toLocal = (aed: number) => Math.round(aed * factor);
  const size = householdSize(adults, children.length);
  const district = lineSources.district(input.location);
  const categories: ExpenseCategory[] = [];

  const unit = housingUnitFor(size);
  // Employer housing: no rent to pay, so the Housing category keeps utilities only (issue 9).
  const rent = housing === 'provided' ? 0 : Math.round(figures.rent1BR * unit.factor);
  const fees: ExpenseSubItem[] = children.map((child, i) => ({
    name: childLabel(child, i),
    amount: toLocal(monthlySchoolFeeAed(child)),
    source: lineSources.childFee(child, country),
  }));
  const totalFees = fees.reduce((sum, f) => sum + f.amount, 0);
  // An education allowance pays school fees; it cannot reduce the category below zero.
  const covered = Math.min(Math.max(0, Math.round(educationAllowance)), totalFees);

  // The costs the country's rules add, placed in the categories they belong to.
  const rules = ruleCosts({
    country,
    city: city ?? null,
    dependants: { adults: adults - 1, children: children.length },
    annualRent: rent * 12,
    annualSchoolFees: (totalFees - covered) * 12,
    healthcareType,
  });
  const rulesIn = (category: ExpenseCategoryName) =>
    rules.filter((cost) => cost.category === category).map((cost) => ruleSubItem(cost, employerPays));

  categories.push(
    buildCategory('Housing', [
      housing === 'provided'
        ? { name: 'Rent: home provided by your employer', amount: 0, source: lineSources.employerHousing }
        : { name: `Rent (${unit.unit})`, amount: rent, source: district.rent },
      { name: profile.terminology.utilities, amount: Math.round(utilitiesFor(figures.utilities, size)), source: district.utilities },
      ...rulesIn('Housing'),
    ]),
  );

  if (children.length > 0) {
    const items =
      covered > 0 ? [...fees, { name: 'Covered by education allowance', amount: -covered, source: lineSources.educationAllowance }] : fees;
    categories.push(buildCategory('Education', [...items, ...rulesIn('Education')]));
  }

  const dining = costConstants.diningOutBase + costConstants.diningOutPerExtraPerson * Math.max(0, size - 1);
  categories.push(
    buildCategory('Groceries & Food', [
      {
        name: profile.terminology.groceryStore,
        amount: toLocal(costConstants.groceriesPerPerson * size * figures.groceriesMultiplier),
        source: district.groceries,
      },
      { name: 'Dining Out', amount: toLocal(dining), source: lineSources.constant('diningOutBase') },
    ]),
  );

  categories.push(
    buildCategory(
      'Transportation',
      transportSubItems(
        carProvided,
        figures.transportCost,
        profile.terminology.transportFuel,
        parkingTollsLabel(country, city),
        district.transport,
      ),
    ),
  );

  categories.push(
    buildCategory('Healthcare', [...healthcareSubItems(healthcareType, adults, children.length, toLocal), ...rulesIn('Healthcare')]),
  );

  if (domesticHelp) {
    const hint = domesticHelpHint(country);
    categories.push(
      buildCategory(
        'Domestic Help',
        [{ name: profile.terminology.domesticHelp, amount: hint.typical, source: lineSources.domesticHelp(country) }],
        { min: hint.min, max: hint.max },
      ),
    );
  }

  categories.push(
    buildCategory('Communications', [
      {
        name: `Mobile lines (${adults})`,
        amount: toLocal(costConstants.mobileLinePerAdult * adults),
        source: lineSources.constant('mobileLinePerAdult'),
      },
      { name: 'Home internet & TV', amount: toLocal(costConstants.internetTv), source: lineSources.constant('internetTv') },
    ]),
  );

  categories.push(
    buildCategory(
      'Personal & Entertainment',
      personalAndEntertainment.map((item) => ({ name: item.name, amount: toLocal(item.amount), source: lineSources.personal(item.name) })),
    ),
  );

  // Shown only when someone travels at the household's cost, like Education and Domestic Help.
  const travel = travelSubItems(input, size);
  if (travel) categories.push(buildCategory('Travel', travel));

  // Dependants' levies and permits: shown only when the household has dependants the rules charge for.
  const residence = rulesIn('Residence & Visas');
  if (residence.length > 0) categories.push(buildCategory('Residence & Visas', residence));

  // The categories were made here, so their shares are set in place (copying each is the dearest
  // step of an evaluation); withPercentages copies, for breakdowns the caller owns.
  const total = categories.reduce((sum, c) => sum + c.amount, 0);
  for (const c of categories) c.percentage = shareOf(c.amount, total);
  return categories;
}
