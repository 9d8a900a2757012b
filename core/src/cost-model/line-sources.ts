// The source each line of the cost model carries, in one place: the published figures come from
// figure-sources.ts (districts), fee-sources.ts, constant-sources.ts and country-sources.ts (domestic
// help, fares); the lines that rest on the visitor's own answers say so. Every lookup returns a
// FigureSource built once, so evaluations stay cheap.
import type { CountryCode } from '../countries/index.ts';
import { dataAsOf, type FigureSource, userEntrySource } from '../sources/index.ts';
import { districtFigureSources } from './figure-sources.ts';
import { schoolFeeSource } from './fee-sources.ts';
import { constantSource, personalItemSource } from './constant-sources.ts';
import { domesticHelpSource, fareSource } from './country-sources.ts';
import { message, type CostModelMessageId } from './messages.ts';
import type { ChildInput } from '../household/index.ts';
import { pricedFeeRange } from '../schools/index.ts';

/** A figure the visitor entered: what they said, in their answers. */
const entered = (id: CostModelMessageId): FigureSource => userEntrySource(message(id), dataAsOf.asOfLabel);

/** The source of one child's school fee line, as cost-model.ts prices it. */
function childFee(child: ChildInput, country: CountryCode): FigureSource {
  if (child.age === 'nursery') return pricedFeeRange(child) ? schoolFeeSource('indian', country) : constantSource('nurseryFallback');
  return child.curriculum ? schoolFeeSource(child.curriculum, country) : constantSource('schoolFeeFallback');
}

export const lineSources = {
  district: districtFigureSources,
  childFee,
  constant: constantSource,
  personal: (name: string): FigureSource | undefined => personalItemSource(name),
  domesticHelp: domesticHelpSource,
  fare: fareSource,
  employerHousing: entered('costModel.source.entered.employerHousing'),
  educationAllowance: entered('costModel.source.entered.educationAllowance'),
  healthcareChoice: entered('costModel.source.entered.healthcareChoice'),
  flightsChoice: entered('costModel.source.entered.flightsChoice'),
} as const;
