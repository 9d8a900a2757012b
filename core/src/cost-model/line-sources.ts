// The source each line of the cost model carries, in one place: the published figures come from
// figure-sources.ts (districts, fees, constants, fares); the lines that rest on the visitor's own
// answers say so. Every lookup returns a FigureSource built once, so evaluations stay cheap; the
// visitor's own answers carry their Arabic (issue 13), registered once at load.
import type { CountryCode } from '../countries/index.ts';
import { dataAsOf, type FigureSource, userEntrySource, withArabicSource } from '../sources/index.ts';
import {
  constantSource,
  districtFigureSources,
  domesticHelpSource,
  fareSource,
  personalItemSource,
  schoolFeeSource,
} from './figure-sources.ts';
import type { ChildInput } from '../household/index.ts';
import { pricedFeeRange } from '../schools/index.ts';

const asOf = dataAsOf.asOfLabel;

/** A figure the visitor entered, in English and in Arabic. */
const entered = (english: string, arabic: string): FigureSource => withArabicSource(userEntrySource(english, asOf), arabic);

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
  employerHousing: entered(
    'You said in step 3 that your employer provides your home, so there is no rent to pay.',
    'ذكرت في الخطوة 3 أن صاحب العمل يوفّر لك المسكن، لذا لا يوجد إيجار تدفعه.',
  ),
  educationAllowance: entered(
    'The education allowance you entered in step 3, which pays school fees up to their total.',
    'بدل التعليم الذي أدخلته في الخطوة 3، ويغطي الرسوم المدرسية حتى مجموعها.',
  ),
  healthcareChoice: entered('The healthcare cover you chose in step 3.', 'التغطية الصحية التي اخترتها في الخطوة 3.'),
  flightsChoice: entered(
    'The flights home you said your employer pays for, in step 3.',
    'تذاكر السفر إلى الوطن التي ذكرت في الخطوة 3 أن صاحب العمل يدفعها.',
  ),
} as const;
