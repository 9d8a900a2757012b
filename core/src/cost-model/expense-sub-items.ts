// The sub-items of the cost categories that depend on the offer's choices (health cover, car,
// flights, who pays the rule costs), each with its source. cost-model.ts puts them in categories.
import type { CarOption, FlightOption, HealthcareType, OfferInput } from '../household/index.ts';
import { labelsByCount, labelsByCounts, type Message } from '../language/index.ts';
import { costConstants, transportShares, type ExpenseSubItem } from './cost-constants.ts';
import { flightsCovered } from './return-fares.ts';
import { lineSources } from './line-sources.ts';
import type { RuleCost } from '../country-rules/index.ts';
import type { CountryCosts } from './place-costs.ts';
import { message } from './messages.ts';
import type { FigureSource } from '../sources/index.ts';

export type FixedFigure =
  'diningOutBase' | 'healthcarePerAdult' | 'healthcarePerChild' | 'healthcareFamilyOutOfPocket' | 'mobileLinePerAdult' | 'internetTv';
let fixedSources: Readonly<Record<FixedFigure, FigureSource>> | undefined;

/** The fixed figures' sources, read once rather than looked up for each line. */
export function fixedFigureSources(): Readonly<Record<FixedFigure, FigureSource>> {
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

/** The names of the lines that carry no count, made once. */
export const lineLabels = {
  premiumPlan: message('costModel.line.premiumPlan'),
  outOfPocket: message('costModel.line.outOfPocket'),
  employeeCovered: message('costModel.line.employeeCovered'),
  carLease: message('costModel.line.carLease'),
  diningOut: message('costModel.line.diningOut'),
  internetTv: message('costModel.line.internetTv'),
  rentProvided: message('costModel.line.rentProvided'),
  educationAllowance: message('costModel.line.educationAllowance'),
} as const;

const adultsNotCovered = labelsByCount((count) => message('costModel.line.adultsNotCovered', { count }));
const childrenNotCovered = labelsByCount((count) => message('costModel.line.childrenNotCovered', { count }));
const flightsPaid = labelsByCounts((covered, size) => message('costModel.line.flightsPaid', { covered, size }));
export const mobileLines = labelsByCount((count) => message('costModel.line.mobileLines', { count }));

export function healthcareSubItems(
  type: HealthcareType,
  adults: number,
  children: number,
  costs: CountryCosts,
  fixed: Readonly<Record<FixedFigure, FigureSource>>,
): ExpenseSubItem[] {
  const { healthcarePerAdult, healthcarePerChild } = costConstants;
  switch (type) {
    case 'premium':
      return [{ key: 'premium-plan', label: lineLabels.premiumPlan, amount: 0, source: lineSources.healthcareChoice }];
    case 'family':
      return [
        {
          key: 'out-of-pocket',
          label: lineLabels.outOfPocket,
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
          key: 'adults-not-covered',
          label: adultsNotCovered(payingAdults),
          amount: Math.round(healthcarePerAdult * payingAdults * costs.factor),
          source: fixed.healthcarePerAdult,
        });
      if (children > 0)
        items.push({
          key: 'children-not-covered',
          label: childrenNotCovered(children),
          amount: Math.round(healthcarePerChild * children * costs.factor),
          source: fixed.healthcarePerChild,
        });
      if (items.length === 0)
        items.push({ key: 'employee-covered', label: lineLabels.employeeCovered, amount: 0, source: lineSources.healthcareChoice });
      return items;
    }
  }
}

export function transportSubItems(
  car: CarOption,
  transportCost: number,
  fuelLabel: Message,
  parkingLabel: Message,
  source: FigureSource,
): ExpenseSubItem[] {
  const fuel = { key: 'fuel', label: fuelLabel, amount: Math.round(transportCost * transportShares.fuel), source };
  const parking = { key: 'parking', label: parkingLabel, amount: Math.round(transportCost * transportShares.parkingTolls), source };
  switch (car) {
    case 'none':
      return [
        { key: 'car-lease', label: lineLabels.carLease, amount: Math.round(transportCost * transportShares.carLease), source },
        fuel,
        parking,
      ];
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
export function travelSubItems(flights: FlightOption, size: number, costs: CountryCosts): ExpenseSubItem[] | undefined {
  const covered = flightsCovered(flights, size);
  const trips = size - covered;
  if (trips <= 0) return undefined;
  const items: ExpenseSubItem[] = [
    {
      key: 'trips-home',
      label: costs.tripsLabel(trips),
      amount: Math.round((trips * costs.fare) / 12),
      source: costs.fareSource,
    },
  ];
  if (covered > 0) items.push({ key: 'flights-paid', label: flightsPaid(covered, size), amount: 0, source: lineSources.flightsChoice });
  return items;
}

// A rule line the employer pays for says so, each made once per line name.
const paidLabels = new WeakMap<Message, Message>();

function employerPaysLabel(line: Message): Message {
  let label = paidLabels.get(line);
  if (label === undefined) paidLabels.set(line, (label = message('costModel.line.employerPays', { line })));
  return label;
}

/** Rule costs as sub-items: a cost the employer pays (by the visitor's toggle) reads 0 and says so. */
export function ruleSubItem(cost: RuleCost, employerPays: OfferInput['benefits']['employerPays']): ExpenseSubItem {
  const paid = cost.employerOftenPays && employerPays?.[cost.key] === true;
  const line = cost.name;
  return {
    key: cost.key,
    label: paid ? employerPaysLabel(line) : line,
    amount: paid ? 0 : cost.monthly,
    source: cost.source,
    rule: { key: cost.key, employerOftenPays: cost.employerOftenPays },
  };
}
