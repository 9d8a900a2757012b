// The names of curricula and school levels, as messages of locales/en.json and ar.json, so they read
// the same everywhere: the breakdown's school-fee lines, the contract years' "moves up a stage"
// sentences and the sources. A curriculum is named as the sources open their sentences ("British";
// in Arabic "the British curriculum"); a level by the curriculum's own name for it, for the five curricula the wizard
// offers (the fee table holds every curriculum's, as the sources quote them).
import arabic from './locales/ar.json' with { type: 'json' };
import english from './locales/en.json' with { type: 'json' };
import type { AgeBand, Curriculum } from '../household/index.ts';
import type { Language, Message } from '../language/index.ts';
import { feeTableCurricula, type FeeTableCurriculum } from './school-fees.ts';
import { message, type SchoolsMessageId } from './messages.ts';

/** The age bands a level name is given for: a nursery child is named by the band alone. */
export type SchoolStage = Exclude<AgeBand, 'nursery'>;

const stageIds: Readonly<Record<SchoolStage, string>> = {
  kg: 'kg',
  'grade1-5': 'grade1to5',
  'grade6-8': 'grade6to8',
  'grade9-12': 'grade9to12',
};

const levelId = (curriculum: Curriculum, stage: SchoolStage) => `schools.level.${curriculum}.${stageIds[stage]}` as SchoolsMessageId;
const curriculumId = (curriculum: FeeTableCurriculum) => `schools.curriculum.${curriculum}` as SchoolsMessageId;

// Built once: every child's fee line names its level.
const levels = new Map<string, Message<SchoolsMessageId>>();
const curriculumNames = new Map(feeTableCurricula.map((curriculum) => [curriculum, message(curriculumId(curriculum))]));

/** The curriculum's name for the level a child of this age band attends: "Primary (Years 2-6)". */
export function schoolLevelName(curriculum: Curriculum, stage: SchoolStage): Message<SchoolsMessageId> {
  const id = levelId(curriculum, stage);
  let level = levels.get(id);
  if (!level) levels.set(id, (level = message(id)));
  return level;
}

/** A curriculum of the fee table as the sources name it: "British" (in Arabic, "the British curriculum"). */
export function feeTableCurriculumName(curriculum: FeeTableCurriculum): Message<SchoolsMessageId> {
  return curriculumNames.get(curriculum) ?? message(curriculumId(curriculum));
}

// TRANSITIONAL (ADR 0020): sentences still written in the core (the contract years, the sources)
// read the same catalogues until their own words move.
const words: Readonly<Record<Language, Readonly<Record<string, string>>>> = { en: english, ar: arabic };

/** A level's name as a sentence still written in the core needs it. */
export function schoolLevelNameIn(curriculum: Curriculum, stage: SchoolStage, language: Language): string {
  return words[language][levelId(curriculum, stage)] ?? '';
}

const curriculumNamesIn = (language: Language) =>
  Object.fromEntries(
    feeTableCurricula.map((curriculum) => [curriculum, words[language][curriculumId(curriculum)] ?? curriculum]),
  ) as Readonly<Record<FeeTableCurriculum, string>>;

/** The curricula's names as the sources' sentences still written in the core need them: "American". */
export const feeTableCurriculumLabels = curriculumNamesIn('en');
/** The same in Arabic, "the American curriculum": IB's Latin letters come first inside the name, so a figure after it stays on its side of the colon in the PDF. */
export const feeTableCurriculaArabic = curriculumNamesIn('ar');
