// Every figure's source, grouped for the /sources page: the same FigureSource objects the results
// and the PDF show (figure-sources.ts), in sections a reader can scan. Another part of the app can
// add sections of its own (the country rules, say) by passing them in. The sections say their words
// as messages (locales/{en,ar}.json), so one catalogue serves /sources and /ar/sources: the page
// renders each title, intro, name and source in its language; the records cited are the same.
import type { Message } from '../language/index.ts';
import { type CountryCode, countryCodes, countryName, type CurrencyCode, currencyCodes } from '../countries/index.ts';
import { cityName, countryCostData, districtName } from '../places/index.ts';
import {
  cityRuleNote,
  cityRuleSource,
  constantSource,
  type CostConstantKey,
  costConstantKeys,
  districtFigureSource,
  domesticHelpSource,
  fareAssumptions,
  fareSource,
  pegSource,
  schoolFeeSource,
} from '../cost-model/index.ts';
import type { CityRuleNote } from '../cost-model/index.ts';
import { feeTableCurricula, feeTableCurriculumName } from '../schools/index.ts';
import type { FigureSource } from '../sources/index.ts';
import { message, type SourceCatalogueMessageId } from './messages.ts';

export interface SourceCatalogueEntry {
  /** The figure as a reader would name it ("Dubai Marina", "Dining out"). */
  figure: Message;
  source: FigureSource;
}

export interface SourceCatalogueGroup {
  /** A heading for the group ("Dubai, UAE"); a section with one untitled group lists its entries directly. */
  title?: Message | undefined;
  /** A few words the page shows after the title ("19 districts"). */
  detail?: Message | undefined;
  entries: readonly SourceCatalogueEntry[];
}

export interface SourceCatalogueSection {
  /** Stable and URL-safe: the page uses it as the section's anchor. */
  id: string;
  title: Message;
  /** What the figures in the section are, in a sentence or two. */
  intro: Message;
  groups: readonly SourceCatalogueGroup[];
}

const entry = (figure: Message, source: FigureSource): SourceCatalogueEntry => ({ figure, source });

/** A section whose title and intro are `sourceCatalogue.section.<name>.title` and `.intro`. */
export function section(id: string, name: string, groups: readonly SourceCatalogueGroup[], intro?: Message): SourceCatalogueSection {
  return {
    id,
    title: message(`sourceCatalogue.section.${name}.title` as SourceCatalogueMessageId),
    intro: intro ?? message(`sourceCatalogue.section.${name}.intro` as SourceCatalogueMessageId),
    groups,
  };
}

const ruledSection = (
  id: string,
  figure: 'utilities' | 'transport' | 'groceries',
  name: (note: CityRuleNote) => Message,
): SourceCatalogueSection =>
  section(id, id, [
    {
      entries: countryCodes.flatMap((country) => {
        // The notes in the order the country's cities first use them, each once.
        const notes = [...new Set(countryCostData(country).cities.map((city) => cityRuleNote(figure, country, city.name)))];
        return notes.map((note) => entry(name(note), cityRuleSource(figure, country, note)));
      }),
    },
  ]);

/** The name of each fixed figure; dining out's two amounts share one source, so one entry and one name. */
const constantNames: Readonly<Record<CostConstantKey, string>> = {
  groceriesPerPerson: 'groceriesPerPerson',
  diningOutBase: 'diningOut',
  diningOutPerExtraPerson: 'diningOut',
  healthcarePerAdult: 'healthcarePerAdult',
  healthcarePerChild: 'healthcarePerChild',
  healthcareFamilyOutOfPocket: 'healthcareFamilyOutOfPocket',
  mobileLinePerAdult: 'mobileLinePerAdult',
  internetTv: 'internetTv',
  nurseryFallback: 'nurseryFallback',
  schoolFeeFallback: 'schoolFeeFallback',
  utilitiesExtraPersonShare: 'utilitiesExtraPersonShare',
  entertainment: 'entertainment',
  clothing: 'clothing',
  personalCare: 'personalCare',
  laundry: 'laundry',
  miscellaneous: 'miscellaneous',
};

/** Each distinct source once: two keys that share a FigureSource (dining out) make one entry. */
function constantEntries(): SourceCatalogueEntry[] {
  const seen = new Set<FigureSource>();
  return costConstantKeys.flatMap((key) => {
    const source = constantSource(key);
    if (seen.has(source)) return [];
    seen.add(source);
    return [entry(message(`sourceCatalogue.constant.${constantNames[key]}` as SourceCatalogueMessageId), source)];
  });
}

const exchangeRateName = (currency: CurrencyCode) => message(`sourceCatalogue.exchangeRate.${currency}` as SourceCatalogueMessageId);

function buildSections(): SourceCatalogueSection[] {
  const perCountry = (
    id: SourceCatalogueMessageId,
    sourceFor: (code: CountryCode) => FigureSource,
    codes: readonly CountryCode[] = countryCodes,
  ) => codes.map((code) => entry(message(id, { country: countryName(code) }), sourceFor(code)));
  return [
    section(
      'rents',
      'rents',
      countryCodes.flatMap((code) =>
        countryCostData(code).cities.map((city) => ({
          title: message('sourceCatalogue.rents.city', { city: cityName(city.name), country: countryName(code) }),
          detail: message('sourceCatalogue.rents.districts', { count: city.districts.length }),
          entries: city.districts.map((district) =>
            entry(districtName(district.name), districtFigureSource({ country: code, city: city.name, district: district.name }, 'rent')),
          ),
        })),
      ),
    ),
    ruledSection('utilities', 'utilities', (note) => message('sourceCatalogue.figure.utilities', { cities: note.label })),
    ruledSection('transport', 'transport', (note) => message('sourceCatalogue.figure.transport', { cities: note.label })),
    ruledSection('groceries', 'groceries', (note) => message('sourceCatalogue.figure.groceries', { cities: note.label })),
    section('school-fees', 'schoolFees', [
      {
        entries: [
          entry(message('sourceCatalogue.schoolFees.table'), schoolFeeSource()),
          ...feeTableCurricula.map((curriculum) =>
            entry(
              message('sourceCatalogue.schoolFees.curriculum', { curriculum: feeTableCurriculumName(curriculum) }),
              schoolFeeSource(curriculum),
            ),
          ),
          ...perCountry(
            'sourceCatalogue.schoolFees.country',
            (code) => schoolFeeSource(null, code),
            countryCodes.filter((code) => code !== 'UAE'),
          ),
        ],
      },
    ]),
    section('fixed-figures', 'fixedFigures', [{ entries: constantEntries() }]),
    section('domestic-help', 'domesticHelp', [{ entries: perCountry('sourceCatalogue.domesticHelp.country', domesticHelpSource) }]),
    section(
      'fares-home',
      'faresHome',
      [{ entries: perCountry('sourceCatalogue.faresHome.country', fareSource) }],
      message('sourceCatalogue.section.faresHome.intro', { assumes: fareAssumptions }),
    ),
    section('exchange-rates', 'exchangeRates', [
      { entries: currencyCodes.map((currency) => entry(exchangeRateName(currency), pegSource(currency))) },
    ]),
  ];
}

let built: SourceCatalogueSection[] | undefined;

/**
 * Every figure's source in sections for the /sources page (and /ar/sources), followed by any
 * sections passed in (for example the country rules). The built-in sections are built once.
 */
export function sourceCatalogue(extraSections: readonly SourceCatalogueSection[] = []): SourceCatalogueSection[] {
  built ??= buildSections();
  const ids = new Set(built.map((s) => s.id));
  for (const extra of extraSections) {
    if (ids.has(extra.id)) throw new Error(`Two source catalogue sections share the id "${extra.id}"`);
    ids.add(extra.id);
  }
  return [...built, ...extraSections];
}
