// A child moving up the age bands over a contract: the years each band lasts, the band after some
// years, and the names of the stage a child starts, for the projection's sentences.
import type { AgeBand, ChildInput } from '../household/index.ts';
import type { Language } from '../language/index.ts';
import { schoolLevelNameIn } from '../schools/index.ts';

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
/** What a child starts when entering the band, for sentences ("starts Grade 6"). */
export const bandStartName: Readonly<Record<AgeBand, string>> = {
  nursery: 'Nursery',
  kg: 'KG',
  'grade1-5': 'Grade 1',
  'grade6-8': 'Grade 6',
  'grade9-12': 'Grade 9',
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

/** What a child starts in Arabic («ينتقل الطفل الأول إلى الصف 6»). */
export const bandStartNameArabic: Readonly<Record<AgeBand, string>> = {
  nursery: 'الحضانة',
  kg: 'رياض الأطفال',
  'grade1-5': 'الصف 1',
  'grade6-8': 'الصف 6',
  'grade9-12': 'الصف 9',
};

/** The stage a child starts, with the curriculum's level where one is chosen: "Grade 6, Middle School (6-8)" (a comma, as level names carry their own brackets). */
export function childStage(child: ChildInput, band: AgeBand, language: Language = 'en'): string {
  if (language === 'ar') {
    const start = bandStartNameArabic[band];
    return child.curriculum && band !== 'nursery' ? `${start}، ${schoolLevelNameIn(child.curriculum, band, 'ar')}` : start;
  }
  const start = bandStartName[band];
  return child.curriculum && band !== 'nursery' ? `${start}, ${schoolLevelNameIn(child.curriculum, band, 'en')}` : start;
}
