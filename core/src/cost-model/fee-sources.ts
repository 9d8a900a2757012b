// Where the school fees come from: the fee table as a whole and each curriculum's range, checked
// against published fees (ids in core/data/sources.json), and outside the UAE how local schools'
// published fees compare with the dirham table. The ranges are written in from the table itself, so
// a changed fee cannot leave a stale sentence behind. Each source is built once, on first use.
import { type CountryCode, countryCodes, countryName } from '../countries/index.ts';
import { type Message, moneyRange, unmovedText } from '../language/index.ts';
import { dataAsOf, joinedSentences, resolveSources, type FigureSource } from '../sources/index.ts';
import {
  feeTableCurricula,
  feeTableCurriculaArabic,
  type FeeTableCurriculum,
  feeTableCurriculumLabels,
  schoolFeeTable,
} from '../schools/index.ts';
import { memo, sentences, uniqueIds } from './source-helpers.ts';
import { message, type CostModelMessageId } from './messages.ts';

interface FeeNote {
  explanation: Message;
  sources: readonly string[];
  assumption?: Message | undefined;
}

const tableNote: FeeNote = {
  explanation: message('costModel.source.schoolFees.table'),
  sources: [
    'calculator-model',
    'school-asd',
    'school-dbs-emirates-hills',
    'school-cbs-abu-dhabi',
    'school-gems-al-khail',
    'school-credence',
    'school-gihs',
    'school-french-dubai',
    'school-gisd',
    'khda-eci-2025',
  ],
};

/** What each curriculum's range is checked against; the range itself comes from the fee table. */
const curriculumSources: Readonly<Record<FeeTableCurriculum, readonly string[]>> = {
  american: ['school-asd'],
  british: ['school-dbs-emirates-hills', 'school-cbs-abu-dhabi'],
  ib: ['school-gems-al-khail'],
  indian: ['school-credence', 'school-gihs'],
  french: ['school-french-dubai'],
  german: ['school-gisd'],
  arabic: ['calculator-model', 'gn-public-school-fees'],
};

/** How the dirham table compares with published fees in each other country. */
const localSources: Readonly<Record<Exclude<CountryCode, 'UAE'>, readonly string[]>> = {
  KSA: ['school-aisr', 'school-bisr', 'school-al-alia'],
  Qatar: ['school-doha-college'],
  Oman: ['school-british-school-muscat'],
  Bahrain: ['school-st-christophers'],
  Kuwait: ['school-abs-kuwait', 'school-kabs-kuwait'],
};

/** A level of the table by its English name (the table's), in either language. */
const levelName = (level: string) => message(`costModel.source.schoolFees.level.${level}` as CostModelMessageId);

function curriculumNote(curriculum: FeeTableCurriculum): FeeNote {
  const levels = schoolFeeTable[curriculum];
  const first = levels.nursery;
  const last = levels['grade9-12'];
  return {
    explanation: joinedSentences(
      message('costModel.source.schoolFees.curriculum', {
        // The schools' names for the curriculum, until their words move (ADR 0020).
        curriculum: unmovedText(feeTableCurriculumLabels[curriculum], feeTableCurriculaArabic[curriculum]),
        range: moneyRange(first.fees.min, last.fees.max, 'UAE'),
        first: levelName(first.level),
        last: levelName(last.level),
      }),
      message(`costModel.source.schoolFees.${curriculum}.explanation` as CostModelMessageId),
    ),
    sources: ['calculator-model', ...curriculumSources[curriculum]],
    assumption: curriculum === 'arabic' ? message('costModel.source.schoolFees.arabic.assumption') : undefined,
  };
}

/** How a country's schools compare with the dirham table: the same words for every curriculum there. */
interface LocalNote {
  explanation: Message;
  assumption: Message;
  sources: readonly string[];
}

function localNote(country: Exclude<CountryCode, 'UAE'>): LocalNote {
  return {
    explanation: joinedSentences(
      message('costModel.source.schoolFees.converted'),
      message(`costModel.source.schoolFees.${country}.comparison` as CostModelMessageId),
    ),
    assumption: message('costModel.source.schoolFees.assumed', { country: countryName(country) }),
    sources: localSources[country],
  };
}

function feeSource(base: FeeNote, local: LocalNote | undefined): FigureSource {
  if (!local)
    return { explanation: base.explanation, sources: resolveSources(base.sources), asOf: dataAsOf.asOfLabel, assumption: base.assumption };
  return {
    explanation: joinedSentences(base.explanation, local.explanation),
    sources: resolveSources(uniqueIds([base.sources, local.sources])),
    asOf: dataAsOf.asOfLabel,
    assumption: sentences([base.assumption, local.assumption]),
  };
}

interface SchoolFeeSourceTable {
  table: FigureSource;
  curricula: ReadonlyMap<FeeTableCurriculum, FigureSource>;
}

const schoolFeeSources = memo(() => {
  const curricula = feeTableCurricula.map((curriculum) => [curriculum, curriculumNote(curriculum)] as const);
  return new Map<CountryCode, SchoolFeeSourceTable>(
    countryCodes.map((country) => {
      // Built once per country, so the curricula of a country share their words (the brief's asks merge equal ones).
      const local = country === 'UAE' ? undefined : localNote(country);
      return [
        country,
        {
          table: feeSource(tableNote, local),
          curricula: new Map(curricula.map(([curriculum, note]) => [curriculum, feeSource(note, local)])),
        },
      ];
    }),
  );
});

/**
 * The source of the school fee table, or of one curriculum's fees (a nursery child is priced from the
 * Indian nursery range: pass 'indian'); outside the UAE it adds how local fees compare.
 */
export function schoolFeeSource(curriculum?: FeeTableCurriculum | null, country: CountryCode = 'UAE'): FigureSource {
  const tables = schoolFeeSources().get(country);
  const found = curriculum ? tables?.curricula.get(curriculum) : tables?.table;
  if (!found) throw new Error(`No school fee source for ${country} ${curriculum ?? ''}`);
  return found;
}
