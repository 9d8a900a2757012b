// Where each figure of the cost model comes from, as a FigureSource (sources.ts): the district
// figures, the school fees, the fixed constants, domestic help, fares home and the currency pegs.
// Every source is an entry of core/data/sources.json, cited by id; the prose is in
// figure-source-notes.ts. The cost model asks for these inside every evaluation, so each is built
// once, on first use, and the same object comes back every time: no string is built per call.
// (Built on first use rather than at load: cost-model.ts reads these, and this module reads its
// constants, so nothing here may run while the modules are still loading.)
import { monthLabel } from './month-names.ts';
import type { CountryCode, CurrencyCode } from './country-codes.ts';
import { countryCodes, currencyCodes } from './country-codes.ts';
import { countryProfile } from './country-profiles.ts';
import { costConstants, personalAndEntertainment } from './cost-constants.ts';
import { currencyPerUsd, ratesAsOf } from './currency.ts';
import { dataAsOf } from './data-date.ts';
import type { CityCostData, DistrictCostRecord, ReturnFares } from './data-schemas.ts';
import { countryCostData, type LocationQuery } from './district-data.ts';
import { domesticHelpHint } from './domestic-help.ts';
import {
  curriculumNotes,
  domesticHelpNotes,
  feeTableNote,
  groceriesNotes,
  pegNotes,
  schoolCountryNotes,
  transportNotes,
  utilitiesNotes,
  type CityRuleNote,
  type CountryFigureNotes,
  type SourceNote,
} from './figure-source-notes.ts';
import { formatAmount, formatMoney } from './money-format.ts';
import {
  fallbackAnnualSchoolFee,
  feeTableCurricula,
  feeTableCurriculumLabels,
  schoolFeeTable,
  type FeeTableCurriculum,
} from './school-fees.ts';
import type { FigureSource, SourceRef } from './sources.ts';
import registry from '../data/sources.json' with { type: 'json' };
import fareData from '../data/return-fares.json' with { type: 'json' };

// ---------- The registry ----------

// Checked against sourceRegistrySchema in source-catalogue.test.ts; here it is only typed.
const sourceRegistry = registry as Readonly<Record<string, SourceRef>>;

/** Every source id in core/data/sources.json. */
export const sourceIds: readonly string[] = Object.keys(sourceRegistry);

/** The source an id names; an unknown id is a mistake in the data, so it throws. */
export function sourceRef(id: string): SourceRef {
  const ref = Object.hasOwn(sourceRegistry, id) ? sourceRegistry[id] : undefined;
  if (!ref) throw new Error(`Unknown source id "${id}": add it to core/data/sources.json`);
  return ref;
}

/** The sources a list of ids names, each once, in order; throws on an unknown id. */
export function resolveSources(ids: readonly string[]): SourceRef[] {
  return [...new Set(ids)].map(sourceRef);
}

const uniqueIds = (lists: readonly (readonly string[])[]): string[] => [...new Set(lists.flat())];

function noteSource(note: SourceNote, asOf: string, explanation = note.explanation): FigureSource {
  return { explanation, sources: resolveSources(note.sources), asOf, assumption: note.assumption };
}

/** Builds a value on first use and keeps it. */
function memo<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= build());
}

function countryName(country: CountryCode): string {
  const { name } = countryProfile(country);
  return name === 'UAE' ? 'the UAE' : name;
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

// ---------- District figures ----------

/** The four figures a district record holds. */
export const districtFigures = ['rent', 'utilities', 'transport', 'groceries'] as const;
export type DistrictFigure = (typeof districtFigures)[number];
export type DistrictFigureSources = Readonly<Record<DistrictFigure, FigureSource>>;

/** A rent no source gives for the district was estimated, and its basis opens with these words. */
const estimatedRentPrefix = 'No published';

export function isEstimatedRent(record: Pick<DistrictCostRecord, 'basis'>): boolean {
  return record.basis.startsWith(estimatedRentPrefix);
}

const estimatedRentAssumption = 'Estimated from comparable districts, as no published rent for this district was found.';

type RuledFigure = Exclude<DistrictFigure, 'rent'>;
const figureNotes: Readonly<Record<RuledFigure, Readonly<Record<CountryCode, CountryFigureNotes>>>> = {
  utilities: utilitiesNotes,
  transport: transportNotes,
  groceries: groceriesNotes,
};

const joined = (...parts: string[]) => parts.filter((part) => part !== '').join(' ');

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
      explanation: joined(summary, note.explanation),
      sources: resolveSources(note.sources),
      asOf: dataAsOf.asOfLabel,
      assumption: joined(assumption ?? '', note.assumption ?? '') || undefined,
    };
    ruleSources.set(note, source);
  }
  return source;
}

function districtSources(record: DistrictCostRecord, country: CountryCode, city: string): DistrictFigureSources {
  return {
    rent: {
      explanation: record.basis,
      sources: resolveSources(record.sources),
      asOf: dataAsOf.asOfLabel,
      assumption: isEstimatedRent(record) ? estimatedRentAssumption : undefined,
    },
    utilities: cityRuleSource('utilities', country, cityRuleNote('utilities', country, city)),
    transport: cityRuleSource('transport', country, cityRuleNote('transport', country, city)),
    groceries: cityRuleSource('groceries', country, cityRuleNote('groceries', country, city)),
  };
}

function rentAverage(districts: readonly DistrictCostRecord[], explanation: string): FigureSource {
  const estimated = districts.filter(isEstimatedRent).length;
  const n = districts.length;
  const assumption =
    estimated === 0
      ? undefined
      : estimated === n
        ? 'No published rent was found for any of these districts, so each is estimated from comparable areas.'
        : `${estimated} of the ${n} districts have no published rent and are estimated from comparable areas.`;
  return {
    explanation,
    sources: resolveSources(uniqueIds(districts.map((d) => d.sources))),
    asOf: dataAsOf.asOfLabel,
    assumption,
  };
}

/** A city or country average of a figure the notes describe: which districts, then how each is made. */
function ruledAverage(figure: RuledFigure, country: CountryCode, cities: readonly CityCostData[], lead: string): FigureSource {
  const notes = [...new Set(cities.map((c) => cityRuleNote(figure, country, c.name)))];
  // Each sentence once, after the labels of the notes that say it ("Dubai, Abu Dhabi: …"), or bare
  // when every note says it.
  const labelled = (pick: (note: CityRuleNote) => string | undefined): string[] => {
    const byText = new Map<string, string[]>();
    for (const note of notes) {
      const text = pick(note);
      if (text) byText.set(text, [...(byText.get(text) ?? []), note.label]);
    }
    return [...byText].map(([text, labels]) => (labels.length === notes.length ? text : `${labels.join('; ')}: ${lowerFirst(text)}`));
  };
  const { summary, assumption } = figureNotes[figure][country];
  const assumptions = [...(assumption ? [assumption] : []), ...labelled((n) => n.assumption)];
  return {
    explanation: joined(lead, summary, ...labelled((n) => n.explanation)),
    sources: resolveSources(uniqueIds(notes.map((n) => n.sources))),
    asOf: dataAsOf.asOfLabel,
    assumption: assumptions.length > 0 ? assumptions.join(' ') : undefined,
  };
}

function averageSources(country: CountryCode, cities: readonly CityCostData[], scope: 'city' | 'country'): DistrictFigureSources {
  const districts = cities.flatMap((c) => c.districts);
  const n = districts.length;
  const [first] = cities;
  const lead =
    scope === 'city' && first
      ? `The average of the ${n} districts we list in ${first.name}: ${districts.map((d) => d.name).join(', ')}.`
      : `The average of all ${n} districts we list in ${countryName(country)}, across ${cities.length} cities.`;
  return {
    rent: rentAverage(districts, `${lead} Their one-bedroom rents each have their own source, listed here together.`),
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

// ---------- School fees ----------

function feeSpan(curriculum: FeeTableCurriculum): string {
  const levels = schoolFeeTable[curriculum];
  const first = levels.nursery;
  const last = levels['grade9-12'];
  return `${formatMoney(first.fees.min, 'UAE')}-${formatAmount(last.fees.max)} a year from ${first.level} to ${last.level}`;
}

function feeSource(curriculum: FeeTableCurriculum | undefined, country: CountryCode): FigureSource {
  const base: SourceNote = curriculum
    ? {
        explanation: `${feeTableCurriculumLabels[curriculum]} curriculum: ${feeSpan(curriculum)} in the calculator's fee table (spec section 3); each child counts at the middle of the range for their stage, divided by 12. ${curriculumNotes[curriculum].explanation}`,
        sources: ['calculator-model', ...curriculumNotes[curriculum].sources],
        ...(curriculumNotes[curriculum].assumption ? { assumption: curriculumNotes[curriculum].assumption } : {}),
      }
    : feeTableNote;
  const local = country === 'UAE' ? undefined : schoolCountryNotes[country];
  if (!local) return noteSource(base, dataAsOf.asOfLabel);
  return noteSource(
    {
      explanation: `${base.explanation} ${local.explanation}`,
      sources: uniqueIds([base.sources, local.sources]),
      assumption: [base.assumption, local.assumption].filter(Boolean).join(' ') || undefined,
    },
    dataAsOf.asOfLabel,
  );
}

interface SchoolFeeSourceTable {
  table: FigureSource;
  curricula: ReadonlyMap<FeeTableCurriculum, FigureSource>;
}

const schoolFeeSources = memo(
  () =>
    new Map<CountryCode, SchoolFeeSourceTable>(
      countryCodes.map((country) => [
        country,
        {
          table: feeSource(undefined, country),
          curricula: new Map(feeTableCurricula.map((curriculum) => [curriculum, feeSource(curriculum, country)])),
        },
      ]),
    ),
);

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

// ---------- The model's fixed constants ----------

const personalItemKeys = {
  Entertainment: 'entertainment',
  Clothing: 'clothing',
  'Personal Care': 'personalCare',
  Laundry: 'laundry',
  Miscellaneous: 'miscellaneous',
} as const;
type PersonalItemKey = (typeof personalItemKeys)[keyof typeof personalItemKeys];

/** Every fixed figure of the model that constantSource describes. */
export const costConstantKeys = [
  'groceriesPerPerson',
  'diningOutBase',
  'diningOutPerExtraPerson',
  'healthcarePerAdult',
  'healthcarePerChild',
  'healthcareFamilyOutOfPocket',
  'mobileLinePerAdult',
  'internetTv',
  'nurseryFallback',
  'schoolFeeFallback',
  'utilitiesExtraPersonShare',
  ...Object.values(personalItemKeys),
] as const satisfies readonly (keyof typeof costConstants | 'schoolFeeFallback' | PersonalItemKey)[];
export type CostConstantKey = (typeof costConstantKeys)[number];

const ownModel = "The calculator's own allowance; no published figure was found to confirm it.";
const converted = ' Outside the UAE it is converted to local currency at the currency pegs.';

const constantSources = memo((): ReadonlyMap<CostConstantKey, FigureSource> => {
  const aed = (amount: number) => formatMoney(amount, 'UAE');
  const c = costConstants;
  // `null`: a public source confirms the figure, so there is nothing to call an assumption.
  const model = (explanation: string, assumption: string | null = ownModel, sources: readonly string[] = []): FigureSource =>
    noteSource({ explanation, sources: ['calculator-model', ...sources], assumption: assumption ?? undefined }, dataAsOf.asOfLabel);
  const insuranceScale =
    "For scale, the cheapest plans that meet Dubai's rules cost about AED 550-725 a year, and the basic package required in the other emirates since 2025 AED 320 a year, but they cover little.";
  const insuranceAssumption = "The calculator's own allowance for comprehensive cover; published premiums are for the minimum plans only.";
  const nursery = schoolFeeTable.indian.nursery.fees;
  const dining = model(
    `${aed(c.diningOutBase)} a month for eating out and takeaways, plus ${aed(c.diningOutPerExtraPerson)} for each person beyond the first (spec section 9).${converted}`,
  );
  const personalTotal = personalAndEntertainment.reduce((sum, item) => sum + item.amount, 0);
  const entries: [CostConstantKey, FigureSource][] = [
    [
      'groceriesPerPerson',
      model(
        `${aed(c.groceriesPerPerson)} a person a month for groceries at Dubai prices, multiplied by the district's grocery price level (spec section 9).${converted}`,
        "The calculator's own figure; no published grocery cost per person was found to confirm it.",
      ),
    ],
    ['diningOutBase', dining],
    ['diningOutPerExtraPerson', dining],
    [
      'healthcarePerAdult',
      model(
        `${aed(c.healthcarePerAdult)} a month for each adult the employer does not insure, for cover and treatment paid privately (spec section 9). ${insuranceScale}${converted}`,
        insuranceAssumption,
        ['gn-dubai-health-insurance', 'mohre-health-insurance'],
      ),
    ],
    [
      'healthcarePerChild',
      model(
        `${aed(c.healthcarePerChild)} a month for each child the employer does not insure, for cover and treatment paid privately (spec section 9). ${insuranceScale}${converted}`,
        insuranceAssumption,
        ['gn-dubai-health-insurance', 'mohre-health-insurance'],
      ),
    ],
    [
      'healthcareFamilyOutOfPocket',
      model(
        `${aed(c.healthcareFamilyOutOfPocket)} a month of co-payments and costs a family health plan does not cover (spec section 9).${converted}`,
      ),
    ],
    [
      'mobileLinePerAdult',
      model(
        `${aed(c.mobileLinePerAdult)} a month for each adult's mobile line (spec section 9), about what du's postpaid plans of AED 80-135 a month cost with VAT.${converted}`,
        null,
        ['du-mobile-plans'],
      ),
    ],
    [
      'internetTv',
      model(
        `${aed(c.internetTv)} a month for home internet and TV (spec section 9): entry home plans start at about AED 300, and e&'s 500 Mbps plan costs AED 429 a month on a two-year contract.${converted}`,
        null,
        ['afs-uae-living', 'etisalat-home-internet'],
      ),
    ],
    [
      'nurseryFallback',
      model(
        `${aed(c.nurseryFallback)} a month for a nursery-age child if the fee table had no Indian nursery range, from which every nursery child is priced (spec section 9); it equals the middle of that range, ${aed(nursery.min)}-${formatAmount(nursery.max)} a year.${converted}`,
        null,
        ['school-gihs', 'school-credence'],
      ),
    ],
    [
      'schoolFeeFallback',
      model(
        `${aed(fallbackAnnualSchoolFee)} a year (${aed(fallbackAnnualSchoolFee / 12)} a month) for a child whose curriculum is not chosen (spec section 8).${converted}`,
        "The calculator's own default until you choose a curriculum.",
      ),
    ],
    [
      'utilitiesExtraPersonShare',
      model(
        `Electricity and water rise by ${Math.round(c.utilitiesExtraPersonShare * 100)}% for each person beyond two (spec section 9).`,
        "The calculator's own scaling; no published figure was found to confirm it.",
      ),
    ],
  ];
  for (const item of personalAndEntertainment) {
    const key = (personalItemKeys as Readonly<Record<string, PersonalItemKey>>)[item.name];
    if (!key) throw new Error(`No source key for the personal item ${item.name}`);
    const what = item.name === 'Miscellaneous' ? 'everything else' : item.name.toLowerCase();
    entries.push([
      key,
      model(
        `${aed(item.amount)} a month for ${what}, one of the ${personalAndEntertainment.length} fixed personal-spending items that together make ${aed(personalTotal)} (spec section 9).${converted}`,
      ),
    ]);
  }
  return new Map(entries);
});

/** The source of one of the model's fixed figures (cost-model.ts: costConstants, personalAndEntertainment). */
export function constantSource(key: CostConstantKey): FigureSource {
  const source = constantSources().get(key);
  if (!source) throw new Error(`No source for the constant ${key}`);
  return source;
}

/** The source of a Personal & Entertainment item by its name in the cost model, if it has one. */
export function personalItemSource(name: string): FigureSource | undefined {
  const key = (personalItemKeys as Readonly<Record<string, PersonalItemKey>>)[name];
  return key ? constantSource(key) : undefined;
}

// ---------- Domestic help ----------

const domesticHelpSources = memo(
  () =>
    new Map<CountryCode, FigureSource>(
      countryCodes.map((country) => {
        const { min, max, typical } = domesticHelpHint(country);
        const note = domesticHelpNotes[country];
        return [
          country,
          noteSource(
            { ...note, sources: ['calculator-model', ...note.sources] },
            dataAsOf.asOfLabel,
            `Full-time domestic help costs ${formatMoney(min, country)}-${formatAmount(max)} a month in the calculator (spec section 9), which uses the middle, ${formatMoney(typical, country)}. ${note.explanation}`,
          ),
        ];
      }),
    ),
);

export function domesticHelpSource(country: CountryCode): FigureSource {
  const source = domesticHelpSources().get(country);
  if (!source) throw new Error(`No domestic help source for ${country}`);
  return source;
}

// ---------- Fares home ----------

// Checked against returnFaresSchema in core/data/return-fares.test.ts; here it is only typed.
const fares = fareData as ReturnFares;
const withoutLabel = (text: string, label: string) => upperFirst(text.startsWith(label) ? text.slice(label.length).trim() : text);

const fareSources = memo(() => {
  // The registry holds each fare source by the same URL, with its kind.
  const byUrl = new Map(Object.values(sourceRegistry).flatMap((ref) => (ref.url ? [[ref.url, ref] as const] : [])));
  return new Map<CountryCode, FigureSource>(
    fares.fares.map((fare) => [
      fare.country,
      {
        explanation: withoutLabel(fare.basis, 'ASSUMPTION:'),
        sources: fare.sources.map((s) => byUrl.get(s.url) ?? { ...s, kind: 'secondary' as const }),
        asOf: fares.asOfLabel,
        assumption: fare.assumption ? withoutLabel(fare.note, 'assumption:') : undefined,
      },
    ]),
  );
});

/** What every default fare assumes (return-fares.json), for a page that lists the fares together. */
export const fareAssumptions: string = fares.assumes;

export function fareSource(country: CountryCode): FigureSource {
  const source = fareSources().get(country);
  if (!source) throw new Error(`No fare source for ${country}`);
  return source;
}

// ---------- Currency pegs ----------

const pegSources = memo(
  () =>
    new Map<CurrencyCode, FigureSource>(
      currencyCodes.map((currency) => {
        const rate = currencyPerUsd[currency];
        const use =
          currency === 'AED'
            ? `The calculator uses ${rate} dirhams to the US dollar; its fixed amounts are set in dirhams, so in the UAE they are used as they are.`
            : `The calculator uses ${rate} ${currency} to the US dollar, so it converts its fixed dirham amounts at ${(rate / currencyPerUsd.AED).toFixed(4)} ${currency} to the dirham.`;
        return [currency, noteSource(pegNotes[currency], monthLabel(ratesAsOf), `${pegNotes[currency].explanation} ${use}`)];
      }),
    ),
);

export function pegSource(currency: CurrencyCode): FigureSource {
  const source = pegSources().get(currency);
  if (!source) throw new Error(`No exchange-rate source for ${currency}`);
  return source;
}
