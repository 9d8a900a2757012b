// How the district figures that follow a country's rules are made (utilities, transport, groceries),
// as notes: what holds for every city of a country (its summary), then what holds for some of its
// cities, each note with the ids of its sources in core/data/sources.json. The words are messages of
// locales/{en,ar}.json, under costModel.source.<figure>.<country>.<note>; figure-sources.ts makes the
// FigureSource of each note once.
import type { Message } from '../language/index.ts';
import { type CountryCode, countryName } from '../countries/index.ts';
import { cityName } from '../places/index.ts';
import { message, type CostModelMessageId } from './messages.ts';

export type RuledFigure = 'utilities' | 'transport' | 'groceries';

/**
 * Words a note adds to its country's summary: alone for a city's figure, and after the note's label
 * for the country's average, which lists its notes ("Dubai: the tariff is …"); a country with one
 * note never lists it.
 */
export interface NoteText {
  alone: Message;
  listed: Message | undefined;
}

/** A note on some of a country's cities (all the others when `cities` is absent). */
export interface CityRuleNote {
  /** How the /sources page names the cities it covers ("Dubai", "Ajman, Ras Al Khaimah, …"). */
  label: Message;
  cities?: readonly string[] | undefined;
  explanation: NoteText | undefined;
  /** What it assumes where no source confirms it. */
  assumption: NoteText | undefined;
  sources: readonly string[];
}

/** How one kind of district figure is made in a country: its summary, then its notes. */
export interface CountryFigureNotes {
  summary: Message;
  /** What every city's figure assumes, where no source confirms it. */
  assumption?: Message | undefined;
  rules: readonly CityRuleNote[];
}

/** A note as its table gives it: the words it has are found under its key. */
export interface NoteSpec {
  key: string;
  cities?: readonly string[];
  /** Its label: its one city's name, the country's (a note on all its cities) or words of its own. */
  label: 'city' | 'country' | 'own';
  says?: readonly ('explanation' | 'assumption')[];
  sources: readonly string[];
}

/** The notes of a country, their words found by their keys. */
export function countryNotes(
  figure: RuledFigure,
  country: CountryCode,
  summary: Message,
  specs: readonly NoteSpec[],
  assumption?: Message,
): CountryFigureNotes {
  const listed = specs.length > 1;
  const rules = specs.map((spec): CityRuleNote => {
    const base = `costModel.source.${figure}.${country}.${spec.key}`;
    const [city] = spec.cities ?? [];
    const label =
      spec.label === 'city' && city
        ? cityName(city)
        : spec.label === 'country'
          ? countryName(country)
          : message(`${base}.label` as CostModelMessageId);
    const text = (part: 'explanation' | 'assumption'): NoteText | undefined =>
      spec.says?.includes(part)
        ? {
            alone: message(`${base}.${part}` as CostModelMessageId),
            listed: listed ? message(`${base}.${part}Listed` as CostModelMessageId, { cities: label }) : undefined,
          }
        : undefined;
    return { label, cities: spec.cities, explanation: text('explanation'), assumption: text('assumption'), sources: spec.sources };
  });
  return { summary, assumption, rules };
}
