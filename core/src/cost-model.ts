// The monthly cost model of spec section 9, in the local currency. Fixed amounts are the spec's
// AED constants converted with the pegs (decision 1); district figures are already local (decision 2).
import { aedToLocalFactor, currencyFor } from './currency.ts';
import type { CountryCode } from './country-codes.ts';
import { countryProfile, parkingTollsLabel, type CountryTerminology } from './country-profiles.ts';
import { costRecord, type CostFigures, type ResolvedCostRecord } from './district-data.ts';
import type { DistrictFigureSources } from './figure-sources.ts';
import {
  ageBandLabels,
  curriculumLabels,
  householdSize,
  type CarOption,
  type FlightOption,
  type HealthcareType,
} from './household-options.ts';
import { labelsByCount, labelsByCounts } from './count-labels.ts';
import { LocationCache } from './location-cache.ts';
import type { ChildInput, OfferInput } from './offer-input.ts';
import { schoolLevelName } from './school-fees.ts';
import {
  categoryRangePercents,
  costConstants,
  expenseCategories,
  housingUnitFor,
  monthlySchoolFeeAed,
  personalAndEntertainment,
  transportShares,
  utilitiesFor,
  type ExpenseCategory,
  type ExpenseCategoryName,
  type ExpenseSubItem,
} from './cost-constants.ts';
import { domesticHelpHint, type DomesticHelpHint } from './domestic-help.ts';
import { formatMoney } from './money-format.ts';
import { flightsCovered, returnFareFor } from './return-fares.ts';
import { lineSources } from './line-sources.ts';
import { ruleCosts, type RuleCost } from './rule-costs.ts';
import { educationAllowanceCover } from './education-allowance.ts';
import { basicSalaryOf, packageAmountFor } from './package-amount.ts';
import type { FigureSource } from './sources.ts';

/** A child's school-fee line: the same for every child of an age band and curriculum but for the name. */
interface ChildLine {
  /** "Child 2: Primary (Years 2-6) (British)" for index 1. */
  name: (index: number) => string;
  amount: number;
  source: FigureSource;
}

/** What an estimate reads that depends on the country alone, in its currency. */
interface CountryCosts {
  /** Local currency units per AED. */
  factor: number;
  terminology: CountryTerminology;
  familyOutOfPocket: number;
  internetTv: number;
  /** The Personal & Entertainment lines, copied into each estimate (the caller owns its breakdown). */
  personal: readonly Readonly<ExpenseSubItem>[];
  domesticHelp: Readonly<DomesticHelpHint>;
  domesticHelpSource: FigureSource;
  fare: number;
  /** "2 return trips × AED 2,500 a year (note)" by trips: formatting money is the dearest step of all. */
  tripsLabel: (trips: number) => string;
  fareSource: FigureSource;
  /** School-fee lines by age band, then curriculum ('' when none is chosen), each made on first use. */
  childLines: Map<string, Map<string, ChildLine>>;
}

/** What an estimate reads that depends on the location alone. */
interface PlaceCosts {
  costs: CountryCosts;
  figures: Readonly<ResolvedCostRecord>;
  sources: DistrictFigureSources;
  parkingLabel: string;
}

// An estimate reads a dozen things that depend only on the country or the location (labels, sources,
// the fixed amounts converted, the fare), and looking each up on every call was most of its cost.
// So they are resolved once per country and per location and kept: the data never changes while the
// process runs. On first use, not at load: the sources are built on first use (figure-sources.ts).
const countryCosts = new Map<CountryCode, CountryCosts>();

function costsOf(country: CountryCode): CountryCosts {
  let costs = countryCosts.get(country);
  if (costs === undefined) {
    const factor = aedToLocalFactor(currencyFor(country));
    const toLocal = (aed: number) => Math.round(aed * factor);
    const { fare, note } = returnFareFor(country);
    const fareLabel = `${formatMoney(fare, country)} a year (${note})`;
    costs = {
      factor,
      terminology: countryProfile(country).terminology,
      familyOutOfPocket: toLocal(costConstants.healthcareFamilyOutOfPocket),
      internetTv: toLocal(costConstants.internetTv),
      personal: personalAndEntertainment.map((item) =>
        Object.freeze({ name: item.name, amount: toLocal(item.amount), source: lineSources.personal(item.name) }),
      ),
      domesticHelp: Object.freeze(domesticHelpHint(country)),
      domesticHelpSource: lineSources.domesticHelp(country),
      fare,
      tripsLabel: labelsByCount((trips) => `${trips} return ${trips === 1 ? 'trip' : 'trips'} × ${fareLabel}`),
      fareSource: lineSources.fare(country),
      childLines: new Map(),
    };
    countryCosts.set(country, costs);
  }
  return costs;
}

const placeCosts = new LocationCache<PlaceCosts>((location) => ({
  costs: costsOf(location.country),
  figures: costRecord(location),
  sources: lineSources.district(location),
  parkingLabel: parkingTollsLabel(location.country, location.city),
}));

function childLabel(child: ChildInput): string {
  const band = ageBandLabels[child.age];
  if (child.age === 'nursery') return band;
  if (!child.curriculum) return `${band} (curriculum not chosen)`;
  return `${schoolLevelName(child.curriculum, child.age)} (${curriculumLabels[child.curriculum]})`;
}

/** The child's fee line; every child of the same age band and curriculum has the same one. */
function childLine(child: ChildInput, country: CountryCode, costs: CountryCosts): ChildLine {
  let byCurriculum = costs.childLines.get(child.age);
  if (byCurriculum === undefined) costs.childLines.set(child.age, (byCurriculum = new Map()));
  // No curriculum (undefined, null or '') prices and labels the same way.
  const key = child.curriculum || '';
  let line = byCurriculum.get(key);
  if (line === undefined) {
    const label = childLabel(child);
    line = {
      name: labelsByCount((index) => `Child ${index + 1}: ${label}`),
      amount: Math.round(monthlySchoolFeeAed(child) * costs.factor),
      source: lineSources.childFee(child, country),
    };
    byCurriculum.set(key, line);
  }
  return line;
}

type FixedFigure =
  'diningOutBase' | 'healthcarePerAdult' | 'healthcarePerChild' | 'healthcareFamilyOutOfPocket' | 'mobileLinePerAdult' | 'internetTv';
let fixedSources: Readonly<Record<FixedFigure, FigureSource>> | undefined;

/** The fixed figures' sources, read once rather than looked up for each line. */
function fixedFigureSources(): Readonly<Record<FixedFigure, FigureSource>> {
  fixedSources ??= {
    diningOutBase: lineSources.constant('diningOutBase'),
    healthcarePerAdult: lineSources.constant('healthcarePerAdult'),
    healthcarePerChild: lineSources.constant('healthcarePerChild'),
    healthcareFamilyOutOfPocket: lineSources.constant('healthcareFamilyOutOfPocket'),
    mobileLinePerAdult: lineSources.constant('mobileLinePerAdult'),
    internetTv: lineSources.constant('internetTv'),
  };
  return fixedSources;
}

const adultsNotCovered = labelsByCount((adults) => `Adults not covered (${adults})`);
const childrenNotCovered = labelsByCount((children) => `Children not covered (${children})`);
const flightsPaid = labelsByCounts((covered, size) => `Flights your employer pays (${covered} of ${size} people)`);
const mobileLines = labelsByCount((adults) => `Mobile lines (${adults})`);

function healthcareSubItems(
  type: HealthcareType,
  adults: number,
  children: number,
  costs: CountryCosts,
  fixed: Readonly<Record<FixedFigure, FigureSource>>,
): ExpenseSubItem[] {
  const { healthcarePerAdult, healthcarePerChild } = costConstants;
  switch (type) {
    case 'premium':
      return [{ name: 'Covered by premium family plan', amount: 0, source: lineSources.healthcareChoice }];
    case 'family':
      return [
        {
          name: 'Co-pays & out-of-pocket',
          amount: costs.familyOutOfPocket,
          source: fixed.healthcareFamilyOutOfPocket,
        },
      ];
    case 'basic':
    case 'none': {
      // Basic cover insures the employee only: the first adult costs nothing.
      const payingAdults = type === 'basic' ? adults - 1 : adults;
      const items: ExpenseSubItem[] = [];
      if (payingAdults > 0)
        items.push({
          name: adultsNotCovered(payingAdults),
          amount: Math.round(healthcarePerAdult * payingAdults * costs.factor),
          source: fixed.healthcarePerAdult,
        });
      if (children > 0)
        items.push({
          name: childrenNotCovered(children),
          amount: Math.round(healthcarePerChild * children * costs.factor),
          source: fixed.healthcarePerChild,
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

/**
 * The yearly trips home the employer does not pay for (ADR 0004), or nothing when it pays for
 * everyone: uncovered people × the country's default return fare / 12.
 */
function travelSubItems(flights: FlightOption, size: number, costs: CountryCosts): ExpenseSubItem[] | undefined {
  const covered = flightsCovered(flights, size);
  const trips = size - covered;
  if (trips <= 0) return undefined;
  const items: ExpenseSubItem[] = [
    {
      name: costs.tripsLabel(trips),
      amount: Math.round((trips * costs.fare) / 12),
      source: costs.fareSource,
    },
  ];
  if (covered > 0) items.push({ name: flightsPaid(covered, size), amount: 0, source: lineSources.flightsChoice });
  return items;
}

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

const rentLabels: Readonly<Record<ReturnType<typeof housingUnitFor>['unit'], string>> = {
  Studio: 'Rent (Studio)',
  '1BR': 'Rent (1BR)',
  '2BR': 'Rent (2BR)',
  '3BR': 'Rent (3BR)',
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
  const { terminology } = costs;
  const cost = figures ?? place.figures;
  const fixed = fixedFigureSources();
  const toLocal = (aed: number) => Math.round(aed * costs.factor);
  const size = householdSize(adults, children.length);
  const categories: ExpenseCategory[] = [];

  const unit = housingUnitFor(size);
  // Employer housing: no rent to pay, so the Housing category keeps utilities only (issue 9).
  const rent = housing === 'provided' ? 0 : Math.round(cost.rent1BR * unit.factor);
  const education: ExpenseSubItem[] = [];
  let totalFees = 0;
  for (let i = 0; i < children.length; i++) {
    const line = childLine(children[i] as ChildInput, country, costs);
    education.push({ name: line.name(i), amount: line.amount, source: line.source });
    totalFees += line.amount;
  }
  const housingItems: ExpenseSubItem[] = [
    housing === 'provided'
      ? { name: 'Rent: home provided by your employer', amount: 0, source: lineSources.employerHousing }
      : { name: rentLabels[unit.unit], amount: rent, source: sources.rent },
    { name: terminology.utilities, amount: Math.round(utilitiesFor(cost.utilities, size)), source: sources.utilities },
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
  if (covered > 0) education.push({ name: 'Covered by education allowance', amount: -covered, source: lineSources.educationAllowance });

  categories.push(buildCategory.Housing(housingItems));
  if (children.length > 0) categories.push(buildCategory.Education(education));

  const dining = costConstants.diningOutBase + costConstants.diningOutPerExtraPerson * Math.max(0, size - 1);
  categories.push(
    buildCategory['Groceries & Food']([
      {
        name: terminology.groceryStore,
        amount: toLocal(costConstants.groceriesPerPerson * size * cost.groceriesMultiplier),
        source: sources.groceries,
      },
      { name: 'Dining Out', amount: toLocal(dining), source: fixed.diningOutBase },
    ]),
  );

  categories.push(
    buildCategory.Transportation(
      transportSubItems(carProvided, cost.transportCost, terminology.transportFuel, place.parkingLabel, sources.transport),
    ),
  );

  categories.push(buildCategory.Healthcare(healthcare));

  if (domesticHelp) {
    const hint = costs.domesticHelp;
    categories.push(
      buildCategory['Domestic Help']([{ name: terminology.domesticHelp, amount: hint.typical, source: costs.domesticHelpSource }], {
        min: hint.min,
        max: hint.max,
      }),
    );
  }

  categories.push(
    buildCategory.Communications([
      {
        name: mobileLines(adults),
        amount: toLocal(costConstants.mobileLinePerAdult * adults),
        source: fixed.mobileLinePerAdult,
      },
      { name: 'Home internet & TV', amount: costs.internetTv, source: fixed.internetTv },
    ]),
  );

  categories.push(
    buildCategory['Personal & Entertainment'](
      costs.personal.map((item) => ({ name: item.name, amount: item.amount, source: item.source })),
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
