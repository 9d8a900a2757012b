// A child moving up the age bands over a contract: the years each band lasts, the band after some
// years, and the names of the stage a child starts, for the projection's sentences.
import type { AgeBand, ChildInput } from '../household/index.ts';
import type { Message } from '../language/index.ts';
import { schoolLevelName } from '../schools/index.ts';
import { message, type ContractYearsMessageId } from './messages.ts';

/**
 * Years a child spends in each age band, from the band labels (Nursery 0-3, KG 4-5, Grades 1-5,
 * 6-8, 9-12). A child entered in a band is taken to be in its first year, so a Grade 1-5 child
 * starts Grade 6 in year 6 of the contract; a child past Grade 12 leaves school and its fees stop.
 */
export const ageBandYears: Readonly<Record<AgeBand, number>> = {
  nursery: 4,
  kg: 2,
  'grade1-5': 5,
  'grade6-8': 3,
  'grade9-12': 4,
};
const nextBand: Readonly<Record<AgeBand, AgeBand | null>> = {
  nursery: 'kg',
  kg: 'grade1-5',
  'grade1-5': 'grade6-8',
  'grade6-8': 'grade9-12',
  'grade9-12': null,
};
/** The band a child entered in `band` (at its first year) attends `elapsed` years later; null once past Grade 12. */
export function ageBandAfter(band: AgeBand, elapsed: number): AgeBand | null {
  let current: AgeBand | null = band;
  let left = elapsed;
  while (current !== null && left >= ageBandYears[current]) {
    left -= ageBandYears[current];
    current = nextBand[current];
  }
  return current;
}

const bandIds = {
  nursery: 'contractYears.band.nursery',
  kg: 'contractYears.band.kg',
  'grade1-5': 'contractYears.band.grade1to5',
  'grade6-8': 'contractYears.band.grade6to8',
  'grade9-12': 'contractYears.band.grade9to12',
} as const satisfies Readonly<Record<AgeBand, ContractYearsMessageId>>;

/** What a child starts when entering the band, for sentences ("starts Grade 6"). */
export const bandStartName = (band: AgeBand) => message(bandIds[band]);

/** The stage a child starts, with the curriculum's level where one is chosen: "Grade 6, Middle School (6-8)" (a comma, as level names carry their own brackets). */
export function childStage(child: ChildInput, band: AgeBand): Message<ContractYearsMessageId> {
  const start = bandStartName(band);
  return child.curriculum && band !== 'nursery'
    ? message('contractYears.stage.withLevel', { band: start, level: schoolLevelName(child.curriculum, band) })
    : start;
}
