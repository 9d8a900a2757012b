// Every figure's source, grouped for the /sources page: the same FigureSource objects the results
// and the PDF show (figure-sources.ts), in sections a reader can scan. Another part of the app can
// add sections of its own (the country rules, say) by passing them in.
import { countryCodes, currencyCodes } from './country-codes.ts';
import { countryProfile } from './country-profiles.ts';
import { countryCostData } from './district-data.ts';
import {
  cityRuleNote,
  cityRuleSource,
  constantSource,
  costConstantKeys,
  districtFigureSource,
  domesticHelpSource,
  fareAssumptions,
  fareSource,
  pegSource,
  schoolFeeSource,
  type CostConstantKey,
} from './figure-sources.ts';
import type { CityRuleNote } from './figure-source-notes.ts';
import { feeTableCurricula, feeTableCurriculumLabels } from './school-fees.ts';
import type { FigureSource } from './sources.ts';

export interface SourceCatalogueEntry {
  /** The figure as a reader would name it ("Dubai Marina", "Dining out"). */
  figure: string;
  source: FigureSource;
}

export interface SourceCatalogueGroup {
  /** A heading for the group ("Dubai, UAE"); a section with one untitled group lists its entries directly. */
  title?: string | undefined;
  /** A few words the page shows after the title ("19 districts"). */
  detail?: string | undefined;
  entries: readonly SourceCatalogueEntry[];
}

export interface SourceCatalogueSection {
  /** Stable and URL-safe: the page uses it as the section's anchor. */
  id: string;
  title: string;
  /** What the figures in the section are, in a sentence or two. */
  intro: string;
  groups: readonly SourceCatalogueGroup[];
}

const ruledSection = (
  id: string,
  title: string,
  intro: string,
  figure: 'utilities' | 'transport' | 'groceries',
  name: (note: CityRuleNote) => string,
): SourceCatalogueSection => ({
  id,
  title,
  intro,
  groups: [
    {
      entries: countryCodes.flatMap((country) => {
        // The notes in the order the country's cities first use them, each once.
        const notes = [...new Set(countryCostData(country).cities.map((city) => cityRuleNote(figure, country, city.name)))];
        return notes.map((note) => ({ figure: name(note), source: cityRuleSource(figure, country, note) }));
      }),
    },
  ],
});

const constantNames: Readonly<Record<CostConstantKey, string>> = {
  groceriesPerPerson: 'Groceries per person',
  diningOutBase: 'Dining out',
  diningOutPerExtraPerson: 'Dining out',
  healthcarePerAdult: 'Healthcare for an adult without cover',
  healthcarePerChild: 'Healthcare for a child without cover',
  healthcareFamilyOutOfPocket: 'Co-payments on a family plan',
  mobileLinePerAdult: 'Mobile line per adult',
  internetTv: 'Home internet and TV',
  nurseryFallback: 'Nursery fee if its range were missing',
  schoolFeeFallback: 'School fee when no curriculum is chosen',
  utilitiesExtraPersonShare: 'Utilities for each extra person',
  entertainment: 'Entertainment',
  clothing: 'Clothing',
  personalCare: 'Personal care',
  laundry: 'Laundry',
  miscellaneous: 'Miscellaneous personal spending',
};

/** Each distinct source once: two keys that share a FigureSource (dining out) make one entry. */
function constantEntries(): SourceCatalogueEntry[] {
  const seen = new Set<FigureSource>();
  return costConstantKeys.flatMap((key) => {
    const source = constantSource(key);
    if (seen.has(source)) return [];
    seen.add(source);
    return [{ figure: constantNames[key], source }];
  });
}

function buildSections(): SourceCatalogueSection[] {
  const countryName = (code: (typeof countryCodes)[number]) => countryProfile(code).name;
  return [
    {
      id: 'rents',
      title: 'Rents by city',
      intro:
        'The typical asking rent of an unfurnished one-bedroom flat in each district, which the calculator scales to your household (a studio at 0.8 times, two bedrooms at 1.5, three at 2). Where no source gives a district its own rent, it is estimated from comparable districts and shown as an assumption.',
      groups: countryCodes.flatMap((country) =>
        countryCostData(country).cities.map((city) => ({
          title: `${city.name}, ${countryName(country)}`,
          detail: `${city.districts.length} districts`,
          entries: city.districts.map((district) => ({
            figure: district.name,
            source: districtFigureSource({ country, city: city.name, district: district.name }, 'rent'),
          })),
        })),
      ),
    },
    ruledSection(
      'utilities',
      'Utilities',
      'Electricity and water for up to two people, averaged over the year, plus district cooling where towers bill it separately; the calculator adds 30% for each extra person.',
      'utilities',
      (note) => `Electricity and water: ${note.label}`,
    ),
    ruledSection(
      'transport',
      'Transport',
      'The monthly cost of running one mid-size car without a car benefit: lease or finance with insurance, fuel, and parking and tolls. A car allowance or a company car removes parts of it.',
      'transport',
      (note) => `Running a car: ${note.label}`,
    ),
    ruledSection(
      'groceries',
      'Groceries',
      "Each district's grocery price level relative to Dubai's, which multiplies the calculator's fixed amount per person (see Fixed model figures).",
      'groceries',
      (note) => `Grocery prices: ${note.label}`,
    ),
    {
      id: 'school-fees',
      title: 'School fees',
      intro:
        "Annual tuition by curriculum and school stage, set in dirhams and converted at the currency pegs elsewhere; each country's entry says how its own schools' published fees compare.",
      groups: [
        {
          entries: [
            { figure: 'The fee table', source: schoolFeeSource() },
            ...feeTableCurricula.map((curriculum) => ({
              figure: `${feeTableCurriculumLabels[curriculum]} curriculum`,
              source: schoolFeeSource(curriculum),
            })),
            ...countryCodes
              .filter((country) => country !== 'UAE')
              .map((country) => ({ figure: `School fees in ${countryName(country)}`, source: schoolFeeSource(null, country) })),
          ],
        },
      ],
    },
    {
      id: 'fixed-figures',
      title: 'Fixed model figures',
      intro:
        "Amounts the calculator fixes in dirhams (spec section 9) and converts at the currency pegs outside the UAE. Most are the calculator's own allowances, and say so.",
      groups: [{ entries: constantEntries() }],
    },
    {
      id: 'domestic-help',
      title: 'Domestic help',
      intro: "Full-time domestic help, when you ask for it: the middle of each country's typical monthly range.",
      groups: [
        {
          entries: countryCodes.map((country) => ({
            figure: `Domestic help in ${countryName(country)}`,
            source: domesticHelpSource(country),
          })),
        },
      ],
    },
    {
      id: 'fares-home',
      title: 'Fares home',
      intro: `The return economy fare for the yearly trip home of each person whose flights the employer does not pay. ${fareAssumptions}`,
      groups: [
        { entries: countryCodes.map((country) => ({ figure: `Return fare from ${countryName(country)}`, source: fareSource(country) })) },
      ],
    },
    {
      id: 'exchange-rates',
      title: 'Exchange rates',
      intro: "The rates per US dollar at which the calculator converts its fixed dirham amounts into each country's currency.",
      groups: [{ entries: currencyCodes.map((currency) => ({ figure: `${currency} per US dollar`, source: pegSource(currency) })) }],
    },
  ];
}

let sections: SourceCatalogueSection[] | undefined;

/**
 * Every figure's source in sections for the /sources page, followed by any sections passed in (for
 * example the country rules). The built-in sections are built once.
 */
export function sourceCatalogue(extraSections: readonly SourceCatalogueSection[] = []): SourceCatalogueSection[] {
  sections ??= buildSections();
  const ids = new Set(sections.map((s) => s.id));
  for (const extra of extraSections) {
    if (ids.has(extra.id)) throw new Error(`Two source catalogue sections share the id "${extra.id}"`);
    ids.add(extra.id);
  }
  return [...sections, ...extraSections];
}
