// What a cost estimate reads that depends on the country alone or on the location alone: line names,
// sources, the fixed amounts converted, the fare, the school-fee lines. Looking each up on every call
// was most of an estimate's cost, so they are resolved once per country and per location and kept:
// the data never changes while the process runs. On first use, not at load: the sources are built on
// first use (figure-sources.ts).
import { aedToLocalFactor } from '../money/index.ts';
import { countryName, currencyFor } from '../countries/index.ts';
import type { CountryCode } from '../countries/index.ts';
import { costRecord, LocationCache, type ResolvedCostRecord } from '../places/index.ts';
import type { DistrictFigureSources } from './figure-sources.ts';
import { domesticHelpHint, type AgeBand, type DomesticHelpHint } from '../household/index.ts';
import { labelsByCount, money, type Message } from '../language/index.ts';
import type { ChildInput } from '../household/index.ts';
import { schoolLevelName } from '../schools/index.ts';
import { costConstants, monthlySchoolFeeAed, personalAndEntertainment, type ExpenseSubItem } from './cost-constants.ts';
import { countryLinesOf, parkingLineOf, type CountryLines } from './country-lines.ts';
import { returnFareFor } from './return-fares.ts';
import { lineSources } from './line-sources.ts';
import { message, type CostModelMessageId } from './messages.ts';
import type { FigureSource } from '../sources/index.ts';

/** A child's school-fee line: the same for every child of an age band and curriculum but for the name. */
export interface ChildLine {
  /** "Child 2: Primary (Years 2-6) (British)" for index 1. */
  label: (index: number) => Message<CostModelMessageId>;
  amount: number;
  source: FigureSource;
}

/** What an estimate reads that depends on the country alone, in its currency. */
export interface CountryCosts {
  /** Local currency units per AED. */
  factor: number;
  /** The lines the country names in its own terms (its shops, its fuel, its domestic-worker channel). */
  lines: CountryLines;
  familyOutOfPocket: number;
  internetTv: number;
  /** The Personal & Entertainment lines, copied into each estimate (the caller owns its breakdown). */
  personal: readonly Readonly<ExpenseSubItem>[];
  domesticHelp: Readonly<DomesticHelpHint>;
  domesticHelpSource: FigureSource;
  fare: number;
  /** "2 return trips × AED 2,500 a year (note)" by trips, each made once. */
  tripsLabel: (trips: number) => Message<CostModelMessageId>;
  fareSource: FigureSource;
  /** School-fee lines by age band, then curriculum ('' when none is chosen), each made on first use. */
  childLines: Map<string, Map<string, ChildLine>>;
}

/** What an estimate reads that depends on the location alone. */
export interface PlaceCosts {
  costs: CountryCosts;
  figures: Readonly<ResolvedCostRecord>;
  sources: DistrictFigureSources;
  parkingLabel: Message<CostModelMessageId>;
}

const personalLabels: Readonly<Record<string, Message<CostModelMessageId>>> = {
  entertainment: message('costModel.line.entertainment'),
  clothing: message('costModel.line.clothing'),
  personalCare: message('costModel.line.personalCare'),
  laundry: message('costModel.line.laundry'),
  miscellaneous: message('costModel.line.miscellaneous'),
};

/** The note beside the Travel line: the published fare's route, or why the fare is assumed. */
function fareNote(country: CountryCode, assumption: boolean): Message<CostModelMessageId> {
  if (assumption) return message('costModel.fareNote.assumed', { country: countryName(country) });
  if (country === 'UAE') return message('costModel.fareNote.UAE');
  throw new Error(`No note for ${country}'s published fare`);
}

const countryCosts = new Map<CountryCode, CountryCosts>();

function costsOf(country: CountryCode): CountryCosts {
  let costs = countryCosts.get(country);
  if (costs === undefined) {
    const factor = aedToLocalFactor(currencyFor(country));
    const toLocal = (aed: number) => Math.round(aed * factor);
    const { fare, assumption } = returnFareFor(country);
    const fareValues = { fare: money(fare, country), note: fareNote(country, assumption) };
    costs = {
      factor,
      lines: countryLinesOf(country),
      familyOutOfPocket: toLocal(costConstants.healthcareFamilyOutOfPocket),
      internetTv: toLocal(costConstants.internetTv),
      personal: personalAndEntertainment.map((item) => {
        const label = personalLabels[item.key];
        if (!label) throw new Error(`No name for the line ${item.key}`);
        return Object.freeze({ key: item.key, label, amount: toLocal(item.amount), source: lineSources.personal(item.name) });
      }),
      domesticHelp: Object.freeze(domesticHelpHint(country)),
      domesticHelpSource: lineSources.domesticHelp(country),
      fare,
      tripsLabel: labelsByCount((trips) => message('costModel.line.tripsHome', { trips, ...fareValues })),
      fareSource: lineSources.fare(country),
      childLines: new Map(),
    };
    countryCosts.set(country, costs);
  }
  return costs;
}

export const placeCosts = new LocationCache<PlaceCosts>((location) => ({
  costs: costsOf(location.country),
  figures: costRecord(location),
  sources: lineSources.district(location),
  parkingLabel: parkingLineOf(location.country, location.city),
}));

const ageBandLabels: Readonly<Record<AgeBand, Message<CostModelMessageId>>> = {
  nursery: message('costModel.ageBand.nursery'),
  kg: message('costModel.ageBand.kg'),
  'grade1-5': message('costModel.ageBand.grade1to5'),
  'grade6-8': message('costModel.ageBand.grade6to8'),
  'grade9-12': message('costModel.ageBand.grade9to12'),
};

const curriculumLabels = {
  american: message('costModel.curriculum.american'),
  arabic: message('costModel.curriculum.arabic'),
  british: message('costModel.curriculum.british'),
  ib: message('costModel.curriculum.ib'),
  indian: message('costModel.curriculum.indian'),
} as const;

/** What the child's line says after "Child n: ": the nursery band; a band without a curriculum; a level with its curriculum. */
function childStage(child: ChildInput): Message<CostModelMessageId> {
  const band = ageBandLabels[child.age];
  if (child.age === 'nursery') return band;
  if (!child.curriculum) return message('costModel.child.noCurriculum', { band });
  return message('costModel.child.level', {
    level: schoolLevelName(child.curriculum, child.age),
    curriculum: curriculumLabels[child.curriculum],
  });
}

/** The child's fee line; every child of the same age band and curriculum has the same one. */
export function childLine(child: ChildInput, country: CountryCode, costs: CountryCosts): ChildLine {
  let byCurriculum = costs.childLines.get(child.age);
  if (byCurriculum === undefined) costs.childLines.set(child.age, (byCurriculum = new Map()));
  // No curriculum (undefined, null or '') prices and labels the same way.
  const key = child.curriculum || '';
  let line = byCurriculum.get(key);
  if (line === undefined) {
    const stage = childStage(child);
    line = {
      label: labelsByCount((index) => message('costModel.line.child', { position: index + 1, stage })),
      amount: Math.round(monthlySchoolFeeAed(child) * costs.factor),
      source: lineSources.childFee(child, country),
    };
    byCurriculum.set(key, line);
  }
  return line;
}
