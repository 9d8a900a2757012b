// What a cost estimate reads that depends on the country alone or on the location alone: labels,
// sources, the fixed amounts converted, the fare, the school-fee lines. Looking each up on every call
// was most of an estimate's cost, so they are resolved once per country and per location and kept:
// the data never changes while the process runs. On first use, not at load: the sources are built on
// first use (figure-sources.ts).
import { aedToLocalFactor, formatMoney } from '../money/index.ts';
import { countryProfile, type CountryTerminology, currencyFor, parkingTollsLabel } from '../countries/index.ts';
import type { CountryCode } from '../countries/index.ts';
import { costRecord, LocationCache, type ResolvedCostRecord } from '../places/index.ts';
import type { DistrictFigureSources } from './figure-sources.ts';
import { ageBandLabels, curriculumLabels, domesticHelpHint, type DomesticHelpHint } from '../household/index.ts';
import { labelsByCount } from '../language/index.ts';
import type { ChildInput } from '../household/index.ts';
import { schoolLevelName } from '../schools/index.ts';
import { costConstants, monthlySchoolFeeAed, personalAndEntertainment, type ExpenseSubItem } from './cost-constants.ts';
import { returnFareFor } from './return-fares.ts';
import { lineSources } from './line-sources.ts';
import type { FigureSource } from '../sources/index.ts';

/** A child's school-fee line: the same for every child of an age band and curriculum but for the name. */
export interface ChildLine {
  /** "Child 2: Primary (Years 2-6) (British)" for index 1. */
  name: (index: number) => string;
  amount: number;
  source: FigureSource;
}

/** What an estimate reads that depends on the country alone, in its currency. */
export interface CountryCosts {
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
export interface PlaceCosts {
  costs: CountryCosts;
  figures: Readonly<ResolvedCostRecord>;
  sources: DistrictFigureSources;
  parkingLabel: string;
}

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

export const placeCosts = new LocationCache<PlaceCosts>((location) => ({
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
export function childLine(child: ChildInput, country: CountryCode, costs: CountryCosts): ChildLine {
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
