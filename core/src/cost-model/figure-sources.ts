// Where each district figure of the cost model comes from, as a FigureSource (sources.ts): a
// district's rent from its own basis, its utilities, transport and groceries from its city's notes
// (rule-notes.ts), and the averages of a city or a country from the districts they average. The
// words are messages of locales/{en,ar}.json; the sources are entries of core/data/sources.json,
// cited by id. The cost model asks for these inside every evaluation, so each is built once, on
// first use, and the same object comes back every time. (Built on first use rather than at load:
// cost-model.ts reads these, so nothing here may run while the modules are still loading.) School
// fees: fee-sources.ts; the fixed constants: constant-sources.ts; domestic help, fares and pegs:
// country-sources.ts.
import { dataAsOf, joinedSentences, resolveSources, type FigureSource } from '../sources/index.ts';
import type { Message, MessageValue } from '../language/index.ts';
import { type CountryCode, countryCodes, countryName } from '../countries/index.ts';
import { cityName, countryCostData, districtName, type LocationQuery } from '../places/index.ts';
import type { CityCostData, DistrictCostRecord } from '../places/index.ts';
import { message, type CostModelMessageId } from './messages.ts';
import { memo, sentences, uniqueIds } from './source-helpers.ts';
import type { CityRuleNote, CountryFigureNotes, NoteText, RuledFigure } from './rule-notes.ts';
import { utilitiesNotes } from './utilities-notes.ts';
import { transportNotes } from './transport-notes.ts';
import { groceriesNotes } from './groceries-notes.ts';

// ---------- District figures ----------

/** The four figures a district record holds. */
export const districtFigures = ['rent', 'utilities', 'transport', 'groceries'] as const;
export type DistrictFigure = (typeof districtFigures)[number];
export type DistrictFigureSources = Readonly<Record<DistrictFigure, FigureSource>>;

/** A rent no source gives for the district was estimated from comparable districts, and says so. */
export function isEstimatedRent(record: Pick<DistrictCostRecord, 'estimated'>): boolean {
  return record.estimated === true;
}

const figureNotes: Readonly<Record<RuledFigure, Readonly<Record<CountryCode, CountryFigureNotes>>>> = {
  utilities: utilitiesNotes,
  transport: transportNotes,
  groceries: groceriesNotes,
};

/** The note covering a city: the first that names it, else the country's note for all other cities. */
export function cityRuleNote(figure: RuledFigure, country: CountryCode, city: string): CityRuleNote {
  const { rules } = figureNotes[figure][country];
  const note = rules.find((n) => n.cities?.includes(city)) ?? rules.find((n) => !n.cities);
  if (!note) throw new Error(`No ${figure} note covers ${city}, ${country}`);
  return note;
}

// One FigureSource per note, shared by every district it covers and by the catalogue.
const ruleSources = new Map<CityRuleNote, FigureSource>();

/** The FigureSource of a note: the same object for the catalogue and every district the note covers. */
export function cityRuleSource(figure: RuledFigure, country: CountryCode, note: CityRuleNote): FigureSource {
  let source = ruleSources.get(note);
  if (!source) {
    const { summary, assumption, rules } = figureNotes[figure][country];
    if (!rules.includes(note)) throw new Error(`Not a ${figure} note of ${country}`);
    source = {
      explanation: joinedSentences(summary, ...(note.explanation ? [note.explanation.alone] : [])),
      sources: resolveSources(note.sources),
      asOf: dataAsOf.asOfLabel,
      assumption: sentences([assumption, note.assumption?.alone]),
    };
    ruleSources.set(note, source);
  }
  return source;
}

const estimatedRent = message('costModel.source.rent.estimated');

function districtSources(record: DistrictCostRecord, country: CountryCode, city: string): DistrictFigureSources {
  return {
    rent: {
      explanation: message(`costModel.rentBasis.${city}.${record.name}` as CostModelMessageId),
      sources: resolveSources(record.sources),
      asOf: dataAsOf.asOfLabel,
      assumption: isEstimatedRent(record) ? estimatedRent : undefined,
    },
    utilities: cityRuleSource('utilities', country, cityRuleNote('utilities', country, city)),
    transport: cityRuleSource('transport', country, cityRuleNote('transport', country, city)),
    groceries: cityRuleSource('groceries', country, cityRuleNote('groceries', country, city)),
  };
}

function rentAverage(districts: readonly DistrictCostRecord[], lead: Message): FigureSource {
  const estimated = districts.filter(isEstimatedRent).length;
  const total = districts.length;
  return {
    explanation: message('costModel.source.average.rentExplanation', { lead }),
    sources: resolveSources(uniqueIds(districts.map((d) => d.sources))),
    asOf: dataAsOf.asOfLabel,
    assumption:
      estimated === 0
        ? undefined
        : estimated === total
          ? message('costModel.source.average.rentNoneFound')
          : message('costModel.source.average.rentSomeEstimated', { estimated, total }),
  };
}

/** A city or country average of a figure the notes describe: which districts, then how each is made. */
function ruledAverage(figure: RuledFigure, country: CountryCode, cities: readonly CityCostData[], lead: Message): FigureSource {
  const notes = [...new Set(cities.map((c) => cityRuleNote(figure, country, c.name)))];
  // A note's words alone when one note covers every city averaged, else each after its label.
  const said = (text: NoteText | undefined): Message | undefined => {
    if (!text || notes.length === 1) return text?.alone;
    if (!text.listed) throw new Error(`A ${figure} note of ${country} has no words to list`);
    return text.listed;
  };
  const { summary, assumption } = figureNotes[figure][country];
  return {
    explanation: joinedSentences(lead, summary, ...notes.flatMap((note) => said(note.explanation) ?? [])),
    sources: resolveSources(uniqueIds(notes.map((n) => n.sources))),
    asOf: dataAsOf.asOfLabel,
    assumption: sentences([assumption, ...notes.map((note) => said(note.assumption))]),
  };
}

/** Names in a list: "Dubai Marina, Business Bay, …". */
function listed([first, ...rest]: readonly Message[]): MessageValue {
  return rest.length === 0 ? (first ?? '') : message('costModel.source.average.list', { first: first ?? '', rest: listed(rest) });
}

function averageSources(country: CountryCode, cities: readonly CityCostData[], scope: 'city' | 'country'): DistrictFigureSources {
  const districts = cities.flatMap((c) => c.districts);
  const [first] = cities;
  const lead =
    scope === 'city' && first
      ? message('costModel.source.average.city', {
          count: districts.length,
          city: cityName(first.name),
          districts: listed(districts.map((d) => districtName(d.name))),
        })
      : message('costModel.source.average.country', {
          districts: districts.length,
          country,
          name: countryName(country),
          cities: cities.length,
        });
  return {
    rent: rentAverage(districts, lead),
    utilities: ruledAverage('utilities', country, cities, lead),
    transport: ruledAverage('transport', country, cities, lead),
    groceries: ruledAverage('groceries', country, cities, lead),
  };
}

interface CitySourceTable {
  average: DistrictFigureSources;
  districts: ReadonlyMap<string, DistrictFigureSources>;
}
interface CountrySourceTable {
  average: DistrictFigureSources;
  cities: ReadonlyMap<string, CitySourceTable>;
}

const districtSourceTables = memo(
  () =>
    new Map<CountryCode, CountrySourceTable>(
      countryCodes.map((country) => {
        const { cities } = countryCostData(country);
        const cityTables = new Map<string, CitySourceTable>(
          cities.map((city) => [
            city.name,
            {
              average: averageSources(country, [city], 'city'),
              districts: new Map(city.districts.map((d) => [d.name, districtSources(d, country, city.name)])),
            },
          ]),
        );
        return [country, { average: averageSources(country, cities, 'country'), cities: cityTables }];
      }),
    ),
);

/**
 * The sources of the four figures of a location, resolved as costRecord resolves the figures: the
 * district's own, or the city's average (no district, or one not in the data), or the country's.
 */
export function districtFigureSources({ country, city, district }: LocationQuery): DistrictFigureSources {
  const countryTable = districtSourceTables().get(country);
  if (!countryTable) throw new Error(`No cost data for ${country}`);
  const cityTable = city ? countryTable.cities.get(city) : undefined;
  if (!cityTable) return countryTable.average;
  return (district ? cityTable.districts.get(district) : undefined) ?? cityTable.average;
}

/** The source of one district figure of a location (see districtFigureSources). */
export function districtFigureSource(location: LocationQuery, figure: DistrictFigure): FigureSource {
  return districtFigureSources(location)[figure];
}
