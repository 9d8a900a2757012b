// Every figure's source, grouped for the /sources page: the same FigureSource objects the results
// and the PDF show (figure-sources.ts), in sections a reader can scan. Another part of the app can
// add sections of its own (the country rules, say) by passing them in. In Arabic (/ar/sources,
// issue 13) the sections have the same ids, groups and entries in the same order, with their words
// and every source in Arabic (figureSourceIn); the records cited are the same.
import { arabicCount, type ArabicCountForms, type Message } from '../language/index.ts';
import { type CountryCode, countryCodes, countryNameIn, type CurrencyCode, currencyCodes } from '../countries/index.ts';
import { cityNameIn, countryCostData, districtNameIn } from '../places/index.ts';
import { figureSourceIn } from '../sources/index.ts';
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
import type { Language } from '../language/index.ts';
import { feeTableCurricula, feeTableCurriculaArabic, feeTableCurriculumLabels } from '../schools/index.ts';
import type { FigureSource } from '../sources/index.ts';
import { message } from './messages.ts';

/**
 * The words of a section: sentences in the page's language, or messages (`string | Message`) where
 * their concept's words have moved to the catalogues (ADR 0020); the page renders either.
 */
export type SourceCatalogueWords = string | Message;

export interface SourceCatalogueEntry<Words extends SourceCatalogueWords = string> {
  /** The figure as a reader would name it ("Dubai Marina", "Dining out"). */
  figure: Words;
  source: FigureSource;
}

export interface SourceCatalogueGroup<Words extends SourceCatalogueWords = string> {
  /** A heading for the group ("Dubai, UAE"); a section with one untitled group lists its entries directly. */
  title?: string | undefined;
  /** A few words the page shows after the title ("19 districts"). */
  detail?: string | undefined;
  entries: readonly SourceCatalogueEntry<Words>[];
}

export interface SourceCatalogueSection<Words extends SourceCatalogueWords = string> {
  /** Stable and URL-safe: the page uses it as the section's anchor. */
  id: string;
  title: string;
  /** What the figures in the section are, in a sentence or two. */
  intro: Words;
  groups: readonly SourceCatalogueGroup<Words>[];
}

/** An entry in a language: the figure's name as given, its source in that language. */
const entryIn = (language: Language, figure: SourceCatalogueWords, source: FigureSource): SourceCatalogueEntry<SourceCatalogueWords> => ({
  figure,
  source: figureSourceIn(source, language),
});

const ruledSection = (
  language: Language,
  id: string,
  title: string,
  intro: string,
  figure: 'utilities' | 'transport' | 'groceries',
  name: (note: CityRuleNote) => Message,
): SourceCatalogueSection<SourceCatalogueWords> => ({
  id,
  title,
  intro,
  groups: [
    {
      entries: countryCodes.flatMap((country) => {
        // The notes in the order the country's cities first use them, each once.
        const notes = [...new Set(countryCostData(country).cities.map((city) => cityRuleNote(figure, country, city.name)))];
        return notes.map((note) => entryIn(language, name(note), cityRuleSource(figure, country, note)));
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

const constantNamesArabic: Readonly<Record<CostConstantKey, string>> = {
  groceriesPerPerson: 'البقالة للفرد',
  diningOutBase: 'تناول الطعام خارج المنزل',
  diningOutPerExtraPerson: 'تناول الطعام خارج المنزل',
  healthcarePerAdult: 'الرعاية الصحية لبالغ من دون تغطية تأمينية',
  healthcarePerChild: 'الرعاية الصحية لطفل من دون تغطية تأمينية',
  healthcareFamilyOutOfPocket: 'نسب التحمّل في خطة التأمين الصحي للعائلة',
  mobileLinePerAdult: 'خط الهاتف المتحرك لكل بالغ',
  internetTv: 'الإنترنت المنزلي والتلفزيون',
  nurseryFallback: 'رسوم الحضانة لو غاب نطاقها عن جدول الرسوم',
  schoolFeeFallback: 'الرسوم المدرسية حين لا يُختار منهج',
  utilitiesExtraPersonShare: 'الكهرباء والماء لكل فرد إضافي',
  entertainment: 'الترفيه',
  clothing: 'الملابس',
  personalCare: 'العناية الشخصية',
  laundry: 'الغسيل والكي',
  miscellaneous: 'المصروفات الشخصية المتنوعة',
};

/** Each currency with its article, as a heading names it («الريال السعودي»). */
const currencyNamesArabic: Readonly<Record<CurrencyCode, string>> = {
  AED: 'الدرهم الإماراتي',
  SAR: 'الريال السعودي',
  QAR: 'الريال القطري',
  OMR: 'الريال العُماني',
  BHD: 'الدينار البحريني',
  KWD: 'الدينار الكويتي',
};

const districtCount: ArabicCountForms = { one: 'حي واحد', two: 'حيّان', few: 'أحياء', many: 'حيًا', other: 'حي' };

/** Each distinct source once: two keys that share a FigureSource (dining out) make one entry. */
function constantEntries(language: Language): SourceCatalogueEntry<SourceCatalogueWords>[] {
  const seen = new Set<FigureSource>();
  const names = language === 'ar' ? constantNamesArabic : constantNames;
  return costConstantKeys.flatMap((key) => {
    const source = constantSource(key);
    if (seen.has(source)) return [];
    seen.add(source);
    return [entryIn(language, names[key], source)];
  });
}

function buildSections(language: Language): SourceCatalogueSection<SourceCatalogueWords>[] {
  const arabic = language === 'ar';
  /** The English, or on Arabic pages its Arabic. */
  const say = (english: string, arabicText: string) => (arabic ? arabicText : english);
  const country = (code: CountryCode) => countryNameIn(code, language);
  const entry = (figure: SourceCatalogueWords, source: FigureSource) => entryIn(language, figure, source);
  return [
    {
      id: 'rents',
      title: say('Rents by city', 'الإيجارات حسب المدينة'),
      intro: say(
        'The typical asking rent of an unfurnished one-bedroom flat in each district, which the calculator scales to your household (a studio at 0.8 times, two bedrooms at 1.5, three at 2). Where no source gives a district its own rent, it is estimated from comparable districts and shown as an assumption.',
        'الإيجار المعتاد المطلوب لشقة غير مفروشة بغرفة نوم واحدة في كل حي، وتعدّله الحاسبة بحسب مسكن أسرتك (يُضرب في 0.8 للاستوديو، وفي 1.5 لشقة بغرفتي نوم، وفي 2 لشقة بثلاث غرف). وحيث لا يذكر أي مصدر إيجارًا خاصًا بحي ما، نقدّره قياسًا على أحياء مماثلة ونعرضه على أنه افتراض.',
      ),
      groups: countryCodes.flatMap((code) =>
        countryCostData(code).cities.map((city) => ({
          title: say(`${city.name}, ${country(code)}`, `${cityNameIn(city.name, 'ar')}، ${country(code)}`),
          detail: say(`${city.districts.length} districts`, arabicCount(city.districts.length, districtCount)),
          entries: city.districts.map((district) =>
            entry(
              districtNameIn(district.name, language),
              districtFigureSource({ country: code, city: city.name, district: district.name }, 'rent'),
            ),
          ),
        })),
      ),
    },
    ruledSection(
      language,
      'utilities',
      say('Utilities', 'الكهرباء والماء'),
      say(
        'Electricity and water for up to two people, averaged over the year, plus district cooling where towers bill it separately; the calculator adds 30% for each extra person.',
        'الكهرباء والماء لفردين على الأكثر، بمتوسط السنة كلها، يضاف إليها التبريد المركزي حيث تصدر الأبراج فاتورته منفصلة؛ وتضيف الحاسبة 30% عن كل فرد إضافي.',
      ),
      'utilities',
      (note) => message('sourceCatalogue.figure.utilities', { cities: note.label }),
    ),
    ruledSection(
      language,
      'transport',
      say('Transport', 'المواصلات'),
      say(
        'The monthly cost of running one mid-size car without a car benefit: lease or finance with insurance, fuel, and parking and tolls. A car allowance or a company car removes parts of it.',
        'التكلفة الشهرية لتشغيل سيارة واحدة متوسطة الحجم من دون سيارة أو بدل سيارة من صاحب العمل: التأجير أو التمويل شاملًا التأمين، والوقود، والمواقف ورسوم الطرق. ويُسقط بدل السيارة أو سيارة الشركة أجزاءً منها.',
      ),
      'transport',
      (note) => message('sourceCatalogue.figure.transport', { cities: note.label }),
    ),
    ruledSection(
      language,
      'groceries',
      say('Groceries', 'البقالة'),
      say(
        "Each district's grocery price level relative to Dubai's, which multiplies the calculator's fixed amount per person (see Fixed model figures).",
        'مستوى أسعار البقالة في كل حي مقارنةً بمستواها في دبي، ويُضرب فيه المبلغ الثابت الذي تعتمده الحاسبة للفرد (انظر «أرقام النموذج الثابتة»).',
      ),
      'groceries',
      (note) => message('sourceCatalogue.figure.groceries', { cities: note.label }),
    ),
    {
      id: 'school-fees',
      title: say('School fees', 'الرسوم المدرسية'),
      intro: say(
        "Annual tuition by curriculum and school stage, set in dirhams and converted at the currency pegs elsewhere; each country's entry says how its own schools' published fees compare.",
        'الرسوم الدراسية السنوية حسب المنهج والمرحلة الدراسية، محددة بالدرهم ومحوّلة بأسعار ربط العملات في البلدان الأخرى؛ ويبيّن بند كل بلد كيف تقارن بها الرسوم المنشورة لمدارسه.',
      ),
      groups: [
        {
          entries: [
            entry(say('The fee table', 'جدول الرسوم'), schoolFeeSource()),
            ...feeTableCurricula.map((curriculum) =>
              entry(
                say(`${feeTableCurriculumLabels[curriculum]} curriculum`, feeTableCurriculaArabic[curriculum]),
                schoolFeeSource(curriculum),
              ),
            ),
            ...countryCodes
              .filter((code) => code !== 'UAE')
              .map((code) =>
                entry(say(`School fees in ${country(code)}`, `الرسوم المدرسية في ${country(code)}`), schoolFeeSource(null, code)),
              ),
          ],
        },
      ],
    },
    {
      id: 'fixed-figures',
      title: say('Fixed model figures', 'أرقام النموذج الثابتة'),
      intro: say(
        "Amounts the calculator fixes in dirhams (spec section 9) and converts at the currency pegs outside the UAE. Most are the calculator's own allowances, and say so.",
        'مبالغ تحددها الحاسبة بالدرهم (مواصفات الحاسبة، القسم 9) وتحوّلها بأسعار ربط العملات خارج الإمارات. ومعظمها مخصصات من تقدير الحاسبة نفسها، ويذكر كل منها ذلك.',
      ),
      groups: [{ entries: constantEntries(language) }],
    },
    {
      id: 'domestic-help',
      title: say('Domestic help', 'العمالة المنزلية'),
      intro: say(
        "Full-time domestic help, when you ask for it: the middle of each country's typical monthly range.",
        'العمالة المنزلية بدوام كامل، حين تطلبها: منتصف النطاق الشهري المعتاد في كل بلد.',
      ),
      groups: [
        {
          entries: countryCodes.map((code) =>
            entry(say(`Domestic help in ${country(code)}`, `العمالة المنزلية في ${country(code)}`), domesticHelpSource(code)),
          ),
        },
      ],
    },
    {
      id: 'fares-home',
      title: say('Fares home', 'تذاكر السفر إلى الوطن'),
      intro: message('sourceCatalogue.faresHome.intro', { assumes: fareAssumptions }),
      groups: [
        {
          entries: countryCodes.map((code) =>
            entry(say(`Return fare from ${country(code)}`, `تذكرة الذهاب والعودة من ${country(code)}`), fareSource(code)),
          ),
        },
      ],
    },
    {
      id: 'exchange-rates',
      title: say('Exchange rates', 'أسعار الصرف'),
      intro: say(
        "The rates per US dollar at which the calculator converts its fixed dirham amounts into each country's currency.",
        'أسعار العملات مقابل الدولار الأمريكي التي تحوّل بها الحاسبة مبالغها الثابتة المحددة بالدرهم إلى عملة كل بلد.',
      ),
      groups: [
        {
          entries: currencyCodes.map((currency) =>
            entry(say(`${currency} per US dollar`, `${currencyNamesArabic[currency]} مقابل الدولار الأمريكي`), pegSource(currency)),
          ),
        },
      ],
    },
  ];
}

const built = new Map<Language, SourceCatalogueSection<SourceCatalogueWords>[]>();

/**
 * Every figure's source in sections for the /sources page (/ar/sources in Arabic), followed by any
 * sections passed in (for example the country rules, in the same language). The built-in sections
 * are built once per language, with the same ids, groups and entries in both.
 */
export function sourceCatalogue(
  extraSections: readonly SourceCatalogueSection<SourceCatalogueWords>[] = [],
  language: Language = 'en',
): SourceCatalogueSection<SourceCatalogueWords>[] {
  let sections = built.get(language);
  if (!sections) {
    sections = buildSections(language);
    built.set(language, sections);
  }
  const ids = new Set(sections.map((s) => s.id));
  for (const extra of extraSections) {
    if (ids.has(extra.id)) throw new Error(`Two source catalogue sections share the id "${extra.id}"`);
    ids.add(extra.id);
  }
  return [...sections, ...extraSections];
}
