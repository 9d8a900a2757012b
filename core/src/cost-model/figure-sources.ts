// Where each figure of the cost model comes from, as a FigureSource (sources.ts): the district
// figures, the school fees, the fixed constants, domestic help, fares home and the currency pegs.
// Every source is an entry of core/data/sources.json, cited by id; the prose is in
// figure-source-notes.ts. The cost model asks for these inside every evaluation, so each is built
// once, on first use, and the same object comes back every time: no string is built per call.
// (Built on first use rather than at load: cost-model.ts reads these, and this module reads its
// constants, so nothing here may run while the modules are still loading.) Each source's Arabic
// (issue 13) is registered beside it as it is built (figure-source-arabic.ts), from the same values.
import { arabicCount, type ArabicCountForms, monthLabel } from '../language/index.ts';
import { arabicCurrencyNames, currencyPerUsd, formatAmount, formatMoney, formatMoneyArabic, ratesAsOf } from '../money/index.ts';
import { dataAsOf, resolveSources, sourceByUrl, withArabicSource } from '../sources/index.ts';
import type { CountryCode, CurrencyCode } from '../countries/index.ts';
import { countryCodes, countryNameIn as placeName, countryProfile, currencyCodes } from '../countries/index.ts';
import { cityNameIn, countryCostData, districtNameIn, type LocationQuery } from '../places/index.ts';
import { costConstants, personalAndEntertainment } from './cost-constants.ts';
import type { CityCostData, DistrictCostRecord, ReturnFares } from '../places/index.ts';
import { domesticHiringSentence, domesticHiringSources } from '../country-rules/index.ts';
import { domesticHelpHint } from '../household/index.ts';
import {
  curriculumNotes,
  domesticHelpNotes,
  fareNotesArabic,
  feeTableNote,
  groceriesNotes,
  pegNotes,
  schoolCountryNotes,
  specSectionArabic,
  transportNotes,
  utilitiesNotes,
  type CityRuleNote,
  type CountryFigureNotes,
  type SourceNote,
} from './figure-source-notes.ts';
import { rentBasisArabic } from './rent-basis-arabic.ts';
import {
  fallbackAnnualSchoolFee,
  feeTableCurricula,
  feeTableCurriculaArabic,
  type FeeTableCurriculum,
  feeTableCurriculumLabels,
  schoolFeeTable,
} from '../schools/index.ts';
import type { FigureSource } from '../sources/index.ts';
import fareData from '../../data/return-fares.json' with { type: 'json' };

const uniqueIds = (lists: readonly (readonly string[])[]): string[] => [...new Set(lists.flat())];

function noteSource(note: SourceNote, asOf: string, explanation = note.explanation, arabic = note.ar.explanation): FigureSource {
  return withArabicSource(
    { explanation, sources: resolveSources(note.sources), asOf, assumption: note.assumption },
    arabic,
    note.assumption === undefined ? undefined : note.ar.assumption,
  );
}

/**
 * Registers the Arabic of a source made from the data (a district's rent, a fare), where the data
 * has it: a record without its Arabic keeps the English (figure-sources-arabic.test.ts fails on it)
 * rather than stop the calculator.
 */
function withArabicData(source: FigureSource, explanation: string | undefined, assumption: string | undefined): FigureSource {
  if (explanation === undefined || (source.assumption === undefined) !== (assumption === undefined)) return source;
  return withArabicSource(source, explanation, assumption);
}

/** A count of districts or cities as Arabic agrees it with its noun. */
const districtCount: ArabicCountForms = { one: 'حي واحد', two: 'حيين', few: 'أحياء', many: 'حيًا', other: 'حي' };
const cityCount: ArabicCountForms = { one: 'مدينة واحدة', two: 'مدينتين', few: 'مدن', many: 'مدينة', other: 'مدينة' };

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
const estimatedRentAssumptionArabic = 'مقدَّر قياسًا على أحياء مماثلة، إذ لم نجد إيجارًا منشورًا لهذا الحي.';

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
    const { summary, assumption, rules, ar } = figureNotes[figure][country];
    if (!rules.includes(note)) throw new Error(`Not a ${figure} note of ${country}`);
    source = withArabicSource(
      {
        explanation: joined(summary, note.explanation),
        sources: resolveSources(note.sources),
        asOf: dataAsOf.asOfLabel,
        assumption: joined(assumption ?? '', note.assumption ?? '') || undefined,
      },
      joined(ar.summary, note.ar.explanation),
      joined(ar.assumption ?? '', note.ar.assumption ?? '') || undefined,
    );
    ruleSources.set(note, source);
  }
  return source;
}

function districtSources(record: DistrictCostRecord, country: CountryCode, city: string): DistrictFigureSources {
  const estimated = isEstimatedRent(record);
  return {
    rent: withArabicData(
      {
        explanation: record.basis,
        sources: resolveSources(record.sources),
        asOf: dataAsOf.asOfLabel,
        assumption: estimated ? estimatedRentAssumption : undefined,
      },
      rentBasisArabic[city]?.[record.name],
      estimated ? estimatedRentAssumptionArabic : undefined,
    ),
    utilities: cityRuleSource('utilities', country, cityRuleNote('utilities', country, city)),
    transport: cityRuleSource('transport', country, cityRuleNote('transport', country, city)),
    groceries: cityRuleSource('groceries', country, cityRuleNote('groceries', country, city)),
  };
}

function rentAverage(districts: readonly DistrictCostRecord[], explanation: string, arabic: string): FigureSource {
  const estimated = districts.filter(isEstimatedRent).length;
  const n = districts.length;
  const assumption =
    estimated === 0
      ? undefined
      : estimated === n
        ? 'No published rent was found for any of these districts, so each is estimated from comparable areas.'
        : `${estimated} of the ${n} districts have no published rent and are estimated from comparable areas.`;
  const estimatedArabic = arabicCount(estimated, districtCount);
  const assumptionArabic =
    estimated === 0
      ? undefined
      : estimated === n
        ? 'لم نجد إيجارًا منشورًا لأي من هذه الأحياء، لذا قدّرنا إيجار كل منها قياسًا على مناطق مماثلة.'
        : `لم نجد إيجارًا منشورًا ${/^\d/.test(estimatedArabic) ? 'لـ' : 'ل'}${estimatedArabic} من الأحياء الـ${n}، لذا قدّرنا إيجاراتها قياسًا على مناطق مماثلة.`;
  return withArabicSource(
    {
      explanation,
      sources: resolveSources(uniqueIds(districts.map((d) => d.sources))),
      asOf: dataAsOf.asOfLabel,
      assumption,
    },
    arabic,
    assumptionArabic,
  );
}

/** A city or country average of a figure the notes describe: which districts, then how each is made. */
function ruledAverage(
  figure: RuledFigure,
  country: CountryCode,
  cities: readonly CityCostData[],
  lead: string,
  leadArabic: string,
): FigureSource {
  const notes = [...new Set(cities.map((c) => cityRuleNote(figure, country, c.name)))];
  // Each sentence once, after the labels of the notes that say it ("Dubai, Abu Dhabi: …"), or bare
  // when every note says it.
  const labelled = (
    pick: (note: CityRuleNote) => string | undefined,
    label: (note: CityRuleNote) => string = (note) => note.label,
    line: (labels: string[], text: string) => string = (labels, text) => `${labels.join('; ')}: ${lowerFirst(text)}`,
  ): string[] => {
    const byText = new Map<string, string[]>();
    for (const note of notes) {
      const text = pick(note);
      if (text) byText.set(text, [...(byText.get(text) ?? []), label(note)]);
    }
    return [...byText].map(([text, labels]) => (labels.length === notes.length ? text : line(labels, text)));
  };
  const labelledArabic = (pick: (note: CityRuleNote) => string | undefined): string[] =>
    labelled(
      pick,
      (note) => note.ar.label,
      (labels, text) => `${labels.join('؛ ')}: ${text}`,
    );
  const { summary, assumption, ar } = figureNotes[figure][country];
  const assumptions = [...(assumption ? [assumption] : []), ...labelled((n) => n.assumption)];
  const assumptionsArabic = [...(ar.assumption ? [ar.assumption] : []), ...labelledArabic((n) => n.ar.assumption)];
  return withArabicSource(
    {
      explanation: joined(lead, summary, ...labelled((n) => n.explanation)),
      sources: resolveSources(uniqueIds(notes.map((n) => n.sources))),
      asOf: dataAsOf.asOfLabel,
      assumption: assumptions.length > 0 ? assumptions.join(' ') : undefined,
    },
    joined(leadArabic, ar.summary, ...labelledArabic((n) => n.ar.explanation)),
    assumptionsArabic.length > 0 ? assumptionsArabic.join(' ') : undefined,
  );
}

function averageSources(country: CountryCode, cities: readonly CityCostData[], scope: 'city' | 'country'): DistrictFigureSources {
  const districts = cities.flatMap((c) => c.districts);
  const n = districts.length;
  const [first] = cities;
  const lead =
    scope === 'city' && first
      ? `The average of the ${n} districts we list in ${first.name}: ${districts.map((d) => d.name).join(', ')}.`
      : `The average of all ${n} districts we list in ${countryName(country)}, across ${cities.length} cities.`;
  const leadArabic =
    scope === 'city' && first
      ? `متوسط ${arabicCount(n, districtCount)} ندرجها في ${cityNameIn(first.name, 'ar')}: ${districts.map((d) => districtNameIn(d.name, 'ar')).join('، ')}.`
      : `متوسط جميع الأحياء التي ندرجها في ${placeName(country, 'ar')}، وعددها ${n}، في ${arabicCount(cities.length, cityCount)}.`;
  return {
    rent: rentAverage(
      districts,
      `${lead} Their one-bedroom rents each have their own source, listed here together.`,
      `${leadArabic} ولإيجار الشقة بغرفة نوم واحدة في كل حي منها مصدره الخاص، والمصادر مدرجة هنا معًا.`,
    ),
    utilities: ruledAverage('utilities', country, cities, lead, leadArabic),
    transport: ruledAverage('transport', country, cities, lead, leadArabic),
    groceries: ruledAverage('groceries', country, cities, lead, leadArabic),
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

/** The first and last levels of each curriculum (school-fees.ts), by their English names. */
const levelArabic: Readonly<Record<string, string>> = {
  'Pre-K': 'ما قبل الروضة (Pre-K)',
  'High School (9-12)': 'المرحلة الثانوية (9-12)',
  'FS1 (Nursery)': 'المرحلة التأسيسية الأولى (FS1، الحضانة)',
  'GCSE & A Level (Years 10-13)': 'شهادتي GCSE وA Level (السنوات 10-13)',
  'Early Years': 'السنوات المبكرة (Early Years)',
  'DP (Diploma Programme)': 'برنامج الدبلوما (DP)',
  Nursery: 'الحضانة',
  'Secondary (9-12)': 'المرحلة الثانوية (9-12)',
  'Maternelle (TPS/PS)': 'الروضة (Maternelle، TPS/PS)',
  'Lycée (3e-Terminale)': 'المرحلة الثانوية (Lycée، من 3e إلى Terminale)',
  Kinderkrippe: 'الحضانة (Kinderkrippe)',
  'Sekundarstufe II (Abitur)': 'المرحلة الثانوية العليا (Sekundarstufe II، Abitur)',
  'Pre-KG': 'ما قبل الروضة (Pre-KG)',
  'Cycle 3 (Grades 9-12)': 'الحلقة 3 (الصفوف 9-12)',
};

function feeSpanArabic(curriculum: FeeTableCurriculum): string {
  const levels = schoolFeeTable[curriculum];
  const first = levels.nursery;
  const last = levels['grade9-12'];
  const level = (name: string) => levelArabic[name] ?? name;
  return `${formatAmount(first.fees.min)}-${formatMoneyArabic(last.fees.max, 'UAE')} سنويًا، من ${level(first.level)} إلى ${level(last.level)}`;
}

function feeSource(curriculum: FeeTableCurriculum | undefined, country: CountryCode): FigureSource {
  const base: SourceNote = curriculum
    ? {
        explanation: `${feeTableCurriculumLabels[curriculum]} curriculum: ${feeSpan(curriculum)} in the calculator's fee table (spec section 3); each child counts at the middle of the range for their stage, divided by 12. ${curriculumNotes[curriculum].explanation}`,
        sources: ['calculator-model', ...curriculumNotes[curriculum].sources],
        ...(curriculumNotes[curriculum].assumption ? { assumption: curriculumNotes[curriculum].assumption } : {}),
        ar: {
          explanation: `${feeTableCurriculaArabic[curriculum]}: ${feeSpanArabic(curriculum)} في جدول الرسوم في الحاسبة ${specSectionArabic(3)}؛ ويُحتسب كل طفل بمنتصف نطاق مرحلته مقسومًا على 12. ${curriculumNotes[curriculum].ar.explanation}`,
          ...(curriculumNotes[curriculum].ar.assumption ? { assumption: curriculumNotes[curriculum].ar.assumption } : {}),
        },
      }
    : feeTableNote;
  const local = country === 'UAE' ? undefined : schoolCountryNotes[country];
  if (!local) return noteSource(base, dataAsOf.asOfLabel);
  return noteSource(
    {
      explanation: `${base.explanation} ${local.explanation}`,
      sources: uniqueIds([base.sources, local.sources]),
      assumption: [base.assumption, local.assumption].filter(Boolean).join(' ') || undefined,
      ar: {
        explanation: `${base.ar.explanation} ${local.ar.explanation}`,
        assumption: [base.ar.assumption, local.ar.assumption].filter(Boolean).join(' ') || undefined,
      },
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

/** A text in English and in Arabic, side by side. */
type Words = readonly [english: string, arabic: string];

const ownModel: Words = [
  "The calculator's own allowance; no published figure was found to confirm it.",
  'مخصص من تقدير الحاسبة نفسها؛ لم نجد رقمًا منشورًا يؤكده.',
];
const converted = ' Outside the UAE it is converted to local currency at the currency pegs.';
const convertedArabic = ' وخارج الإمارات يُحوَّل إلى العملة المحلية بأسعار ربط العملات بالدولار.';

/** What each personal item pays for in Arabic, with its preposition: «للترفيه». */
const personalItemArabic: Readonly<Record<PersonalItemKey, string>> = {
  entertainment: 'للترفيه',
  clothing: 'للملابس',
  personalCare: 'للعناية الشخصية',
  laundry: 'للغسيل والكي',
  miscellaneous: 'لكل ما عدا ذلك',
};

const constantSources = memo((): ReadonlyMap<CostConstantKey, FigureSource> => {
  const aed = (amount: number) => formatMoney(amount, 'UAE');
  const aedArabic = (amount: number) => formatMoneyArabic(amount, 'UAE');
  const c = costConstants;
  const section9 = specSectionArabic(9);
  // `null`: a public source confirms the figure, so there is nothing to call an assumption.
  const model = (explanation: Words, assumption: Words | null = ownModel, sources: readonly string[] = []): FigureSource =>
    noteSource(
      {
        explanation: explanation[0],
        sources: ['calculator-model', ...sources],
        assumption: assumption?.[0],
        ar: { explanation: explanation[1], assumption: assumption?.[1] },
      },
      dataAsOf.asOfLabel,
    );
  const insuranceScale =
    "For scale, the cheapest plans that meet Dubai's rules cost about AED 550-725 a year, and the basic package required in the other emirates since 2025 AED 320 a year, but they cover little.";
  const insuranceScaleArabic =
    'وللمقارنة، تكلف أرخص الخطط التي تستوفي اشتراطات دبي نحو 550-725 درهم سنويًا، والباقة الأساسية الإلزامية في الإمارات الأخرى منذ 2025 تكلف 320 درهم سنويًا، لكنها لا تغطي إلا القليل.';
  const insuranceAssumption: Words = [
    "The calculator's own allowance for comprehensive cover; published premiums are for the minimum plans only.",
    'مخصص من تقدير الحاسبة نفسها لتغطية شاملة؛ فأقساط التأمين المنشورة تخص الخطط الدنيا وحدها.',
  ];
  const nursery = schoolFeeTable.indian.nursery.fees;
  const dining = model([
    `${aed(c.diningOutBase)} a month for eating out and takeaways, plus ${aed(c.diningOutPerExtraPerson)} for each person beyond the first (spec section 9).${converted}`,
    `${aedArabic(c.diningOutBase)} شهريًا لتناول الطعام خارج المنزل والوجبات الجاهزة، إضافة إلى ${aedArabic(c.diningOutPerExtraPerson)} لكل فرد بعد الأول ${section9}.${convertedArabic}`,
  ]);
  const personalTotal = personalAndEntertainment.reduce((sum, item) => sum + item.amount, 0);
  const uninsured = (amount: number, who: string, whoArabic: string): Words => [
    `${aed(amount)} a month for each ${who} the employer does not insure, for cover and treatment paid privately (spec section 9). ${insuranceScale}${converted}`,
    `${aedArabic(amount)} شهريًا لكل ${whoArabic} لا يؤمّن عليه صاحب العمل، للتغطية والعلاج على نفقتك الخاصة ${section9}. ${insuranceScaleArabic}${convertedArabic}`,
  ];
  const entries: [CostConstantKey, FigureSource][] = [
    [
      'groceriesPerPerson',
      model(
        [
          `${aed(c.groceriesPerPerson)} a person a month for groceries at Dubai prices, multiplied by the district's grocery price level (spec section 9).${converted}`,
          `${aedArabic(c.groceriesPerPerson)} للفرد شهريًا للبقالة بأسعار دبي، مضروبةً في مستوى أسعار البقالة في الحي ${section9}.${convertedArabic}`,
        ],
        [
          "The calculator's own figure; no published grocery cost per person was found to confirm it.",
          'رقم من تقدير الحاسبة نفسها؛ لم نجد تكلفة بقالة منشورة للفرد تؤكده.',
        ],
      ),
    ],
    ['diningOutBase', dining],
    ['diningOutPerExtraPerson', dining],
    [
      'healthcarePerAdult',
      model(uninsured(c.healthcarePerAdult, 'adult', 'بالغ'), insuranceAssumption, ['gn-dubai-health-insurance', 'mohre-health-insurance']),
    ],
    [
      'healthcarePerChild',
      model(uninsured(c.healthcarePerChild, 'child', 'طفل'), insuranceAssumption, ['gn-dubai-health-insurance', 'mohre-health-insurance']),
    ],
    [
      'healthcareFamilyOutOfPocket',
      model([
        `${aed(c.healthcareFamilyOutOfPocket)} a month of co-payments and costs a family health plan does not cover (spec section 9).${converted}`,
        `${aedArabic(c.healthcareFamilyOutOfPocket)} شهريًا لنسب التحمّل والتكاليف التي لا تغطيها خطة التأمين الصحي للعائلة ${section9}.${convertedArabic}`,
      ]),
    ],
    [
      'mobileLinePerAdult',
      model(
        [
          `${aed(c.mobileLinePerAdult)} a month for each adult's mobile line (spec section 9), about what du's postpaid plans of AED 80-135 a month cost with VAT.${converted}`,
          `${aedArabic(c.mobileLinePerAdult)} شهريًا لخط الهاتف المتحرك لكل بالغ ${section9}، وهو نحو ما تكلفه باقات du للدفع الآجل البالغة 80-135 درهم شهريًا مع ضريبة القيمة المضافة.${convertedArabic}`,
        ],
        null,
        ['du-mobile-plans'],
      ),
    ],
    [
      'internetTv',
      model(
        [
          `${aed(c.internetTv)} a month for home internet and TV (spec section 9): entry home plans start at about AED 300, and e&'s 500 Mbps plan costs AED 429 a month on a two-year contract.${converted}`,
          `${aedArabic(c.internetTv)} شهريًا للإنترنت المنزلي والتلفزيون ${section9}: تبدأ الباقات المنزلية الأساسية من نحو 300 درهم، وتكلف باقة e& بسرعة 500 ميغابت في الثانية 429 درهم شهريًا بعقد مدته سنتان.${convertedArabic}`,
        ],
        null,
        ['afs-uae-living', 'etisalat-home-internet'],
      ),
    ],
    [
      'nurseryFallback',
      model(
        [
          `${aed(c.nurseryFallback)} a month for a nursery-age child if the fee table had no Indian nursery range, from which every nursery child is priced (spec section 9); it equals the middle of that range, ${aed(nursery.min)}-${formatAmount(nursery.max)} a year.${converted}`,
          `${aedArabic(c.nurseryFallback)} شهريًا لطفل في سن الحضانة لو خلا جدول الرسوم من نطاق الحضانة في المنهج الهندي، الذي تُحتسب منه رسوم كل طفل في الحضانة ${section9}؛ وهو منتصف ذلك النطاق، ${formatAmount(nursery.min)}-${aedArabic(nursery.max)} سنويًا.${convertedArabic}`,
        ],
        null,
        ['school-gihs', 'school-credence'],
      ),
    ],
    [
      'schoolFeeFallback',
      model(
        [
          `${aed(fallbackAnnualSchoolFee)} a year (${aed(fallbackAnnualSchoolFee / 12)} a month) for a child whose curriculum is not chosen (spec section 8).${converted}`,
          `${aedArabic(fallbackAnnualSchoolFee)} سنويًا (${aedArabic(fallbackAnnualSchoolFee / 12)} شهريًا) لطفل لم يُختر منهجه ${specSectionArabic(8)}.${convertedArabic}`,
        ],
        ["The calculator's own default until you choose a curriculum.", 'القيمة الافتراضية في الحاسبة إلى أن تختار منهجًا.'],
      ),
    ],
    [
      'utilitiesExtraPersonShare',
      model(
        [
          `Electricity and water rise by ${Math.round(c.utilitiesExtraPersonShare * 100)}% for each person beyond two (spec section 9).`,
          `ترتفع تكلفة الكهرباء والماء بنسبة ${Math.round(c.utilitiesExtraPersonShare * 100)}% لكل فرد بعد الفردين الأولين ${section9}.`,
        ],
        [
          "The calculator's own scaling; no published figure was found to confirm it.",
          'معامل من تقدير الحاسبة نفسها؛ لم نجد رقمًا منشورًا يؤكده.',
        ],
      ),
    ],
  ];
  for (const item of personalAndEntertainment) {
    const key = (personalItemKeys as Readonly<Record<string, PersonalItemKey>>)[item.name];
    if (!key) throw new Error(`No source key for the personal item ${item.name}`);
    const what = item.name === 'Miscellaneous' ? 'everything else' : item.name.toLowerCase();
    entries.push([
      key,
      model([
        `${aed(item.amount)} a month for ${what}, one of the ${personalAndEntertainment.length} fixed personal-spending items that together make ${aed(personalTotal)} (spec section 9).${converted}`,
        `${aedArabic(item.amount)} شهريًا ${personalItemArabic[key]}، وهو أحد بنود المصروفات الشخصية الثابتة، وعددها ${personalAndEntertainment.length}، ومجموعها ${aedArabic(personalTotal)} ${section9}.${convertedArabic}`,
      ]),
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
            { ...note, sources: ['calculator-model', ...note.sources, ...domesticHiringSources(country)] },
            dataAsOf.asOfLabel,
            `Full-time domestic help costs ${formatMoney(min, country)}-${formatAmount(max)} a month in the calculator (spec section 9), which uses the middle, ${formatMoney(typical, country)}. ${note.explanation} ${domesticHiringSentence(country, 'en')}`,
            `تكلف العمالة المنزلية بدوام كامل ${formatAmount(min)}-${formatMoneyArabic(max, country)} شهريًا في الحاسبة ${specSectionArabic(9)}، التي تعتمد منتصف النطاق، ${formatMoneyArabic(typical, country)}. ${note.ar.explanation} ${domesticHiringSentence(country, 'ar')}`,
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
  return new Map<CountryCode, FigureSource>(
    fares.fares.map((fare) => [
      fare.country,
      withArabicData(
        {
          explanation: withoutLabel(fare.basis, 'ASSUMPTION:'),
          sources: fare.sources.map((s) => sourceByUrl(s.url) ?? { ...s, kind: 'secondary' as const }),
          asOf: fares.asOfLabel,
          assumption: fare.assumption ? withoutLabel(fare.note, 'assumption:') : undefined,
        },
        fareNotesArabic[fare.country].explanation,
        fare.assumption ? fareNotesArabic[fare.country].assumption : undefined,
      ),
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
        const perDirham = (rate / currencyPerUsd.AED).toFixed(4);
        const name = arabicCurrencyNames[currency];
        const use =
          currency === 'AED'
            ? `The calculator uses ${rate} dirhams to the US dollar; its fixed amounts are set in dirhams, so in the UAE they are used as they are.`
            : `The calculator uses ${rate} ${currency} to the US dollar, so it converts its fixed dirham amounts at ${perDirham} ${currency} to the dirham.`;
        const useArabic =
          currency === 'AED'
            ? `وتعتمد الحاسبة ${rate} درهم للدولار الأمريكي؛ ومبالغها الثابتة محددة بالدرهم، لذا تُستخدم في الإمارات كما هي.`
            : `وتعتمد الحاسبة ${rate} ${name} للدولار الأمريكي، لذا تحوّل مبالغها الثابتة المحددة بالدرهم بسعر ${perDirham} ${name} للدرهم.`;
        const note = pegNotes[currency];
        return [currency, noteSource(note, monthLabel(ratesAsOf), `${note.explanation} ${use}`, `${note.ar.explanation} ${useArabic}`)];
      }),
    ),
);

export function pegSource(currency: CurrencyCode): FigureSource {
  const source = pegSources().get(currency);
  if (!source) throw new Error(`No exchange-rate source for ${currency}`);
  return source;
}
