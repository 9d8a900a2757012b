// The /sources page's sections for the cash needed before the first salary and the contract year by
// year: the same FigureSource objects upfrontCash and projectContract attach to their lines and
// rules, read from the tables that make them, by country and, where a city has its own rules, by
// city. Each source is listed once, under the first place that uses it. In Arabic (/ar/sources,
// issue 13) the same groups and entries in the same order, named from the tables' Arabic names.
import type { CountryCode } from '../countries/index.ts';
import { countryCodes, countryNameIn } from '../countries/index.ts';
import { cityNameIn, listCities, ruleForPlace } from '../places/index.ts';
import { rentRiseRuleFor, schoolFeeRiseRuleFor } from '../contract-years/index.ts';
import { figureSourceIn } from '../sources/index.ts';
import type { Language, Message } from '../language/index.ts';
import type { SourceCatalogueEntry, SourceCatalogueGroup, SourceCatalogueSection } from './source-catalogue.ts';
import type { FigureSource } from '../sources/index.ts';
import {
  type CashUpFrontMessageId,
  cashLineNameIn,
  carSource,
  chequeSources,
  flightSources,
  furnitureSource,
  ksaPeriodSources,
  monthsAhead,
  rentTerms,
  schoolTermsFor,
  uniformsAndBooksSource,
  visaFees,
} from '../cash-up-front/index.ts';

interface Place<T> {
  /** The city, or "Other emirates" / "Other cities" for the country's rule; absent when the country has one rule. */
  label: string | undefined;
  rule: T;
}

/** A country's rules by place: each city's own first (a city sharing the country's rule is not named), then the country's. */
function placesOf<T>(country: CountryCode, ruleFor: (city: string | null) => T): Place<T>[] {
  const fallback = ruleFor(null);
  const own: Place<T>[] = [];
  for (const city of listCities(country)) {
    const rule = ruleFor(city);
    if (rule !== fallback && !own.some((place) => place.rule === rule)) own.push({ label: city, rule });
  }
  if (own.length === 0) return [{ label: undefined, rule: fallback }];
  return [...own, { label: country === 'UAE' ? 'Other emirates' : 'Other cities', rule: fallback }];
}

/** "Dubai", or "other emirates" in the middle of a name. */
const inName = (label: string) => (label.startsWith('Other ') ? label.charAt(0).toLowerCase() + label.slice(1) : label);
const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const named = (label: string | undefined, figure: string) => (label ? `${label}: ${figure}` : figure);

/** The country's rule's label in Arabic («الإمارات الأخرى» here are the other emirates). */
const otherPlacesArabic: Readonly<Record<string, string>> = { 'Other emirates': 'الإمارات الأخرى', 'Other cities': 'المدن الأخرى' };

/**
 * A place's label as the entry names it: in English as placesOf gives it, "other emirates" in the
 * middle of a name (`inside`); in Arabic the city's Arabic name or «الإمارات الأخرى».
 */
function placeLabel(label: string, language: Language, inside = false): string {
  if (language === 'ar') return otherPlacesArabic[label] ?? cityNameIn(label, 'ar');
  return inside ? inName(label) : label;
}

/** The first term's entry name after "Schools: ", as the cash panel names the line (school-terms.ts). */
function firstTermName(lessDeposit: boolean, vatPercent: number, language: Language): string {
  if (language === 'ar')
    return (
      (lessDeposit ? 'رسوم الفصل الأول، مخصومًا منها المبلغ المدفوع مقدّمًا' : 'رسوم الفصل الأول') +
      (vatPercent > 0 ? ` (مع ضريبة القيمة المضافة ${vatPercent}%)` : '')
    );
  return `First term’s fees${lessDeposit ? ', less the deposit' : ''}${vatPercent > 0 ? ` (with ${vatPercent}% VAT)` : ''}`;
}

/** Collects entries, each FigureSource once (the first name it is given wins), with the source in the list's language. */
class EntryList {
  private readonly seen: Set<FigureSource>;
  private readonly language: Language;
  readonly entries: SourceCatalogueEntry[] = [];
  constructor(seen: Set<FigureSource>, language: Language) {
    this.seen = seen;
    this.language = language;
  }
  add(figure: string, source: FigureSource | undefined): void {
    if (!source || this.seen.has(source)) return;
    this.seen.add(source);
    this.entries.push({ figure, source: figureSourceIn(source, this.language) });
  }
}

function firstRentEntries(country: CountryCode, list: EntryList, language: Language): void {
  const arabic = language === 'ar';
  if (country === 'UAE') {
    for (const [cheques, source] of chequeSources)
      list.add(
        arabic
          ? cheques === 1
            ? 'الدفعة الأولى من الإيجار: إيجار السنة بشيك واحد'
            : `شيك الإيجار الأول: 1 من ${cheques}`
          : cheques === 1
            ? 'First rent payment: the year in one cheque'
            : `First rent cheque: 1 of ${cheques}`,
        source,
      );
  } else if (country === 'KSA') {
    list.add(
      arabic ? 'الدفعة الأولى من الإيجار: إيجار السنة عبر منصة إيجار' : 'First rent payment: the year through Ejar',
      ksaPeriodSources.yearly,
    );
    list.add(
      arabic ? 'الدفعة الأولى من الإيجار: ستة أشهر عبر منصة إيجار' : 'First rent payment: six months through Ejar',
      ksaPeriodSources['half-yearly'],
    );
  } else {
    const ahead = monthsAhead[country];
    if (ahead) {
      const english = ahead.months === 1 ? 'First month’s rent' : `Rent in advance: ${ahead.months} months`;
      list.add(arabic ? (ahead.months === 1 ? 'إيجار الشهر الأول' : `إيجار مقدّم: ${ahead.months} أشهر`) : english, ahead.source);
    }
  }
}

function upfrontGroup(country: CountryCode, seen: Set<FigureSource>, language: Language): SourceCatalogueGroup {
  const arabic = language === 'ar';
  const list = new EntryList(seen, language);
  // transitional (ADR 0020): the tables' line names are the cash up front's messages, read here as sentences.
  const nameOf = (line: { name: Message<CashUpFrontMessageId> }) => cashLineNameIn(line.name, language);
  firstRentEntries(country, list, language);
  for (const { label, rule } of placesOf(country, (city) => ruleForPlace(rentTerms, country, city))) {
    const place = label === undefined ? undefined : placeLabel(label, language);
    list.add(named(place, nameOf(rule.deposit)), rule.deposit.source);
    list.add(named(place, nameOf(rule.agency)), rule.agency.source);
    if (rule.registration) list.add(named(place, nameOf(rule.registration)), rule.registration.source);
    list.add(named(place, nameOf(rule.utilities)), rule.utilities.source);
  }
  for (const { label, rule } of placesOf(country, (city) => schoolTermsFor(country, city))) {
    const schools = arabic
      ? label
        ? `المدارس في ${placeLabel(label, language)}`
        : 'المدارس'
      : label
        ? `Schools in ${placeLabel(label, language, true)}`
        : 'Schools';
    // A registration of 0 (Abu Dhabi forbids application fees) makes no line, so it is not listed.
    if (rule.registration > 0) list.add(`${schools}: ${upperFirst(nameOf({ name: rule.registrationName }))}`, rule.registrationSource);
    if (rule.deposit) list.add(`${schools}: ${upperFirst(nameOf(rule.deposit))}`, rule.deposit.source);
    list.add(`${schools}: ${firstTermName(rule.deposit !== undefined, rule.vatPercent, language)}`, rule.firstTermSource);
  }
  list.add(nameOf(visaFees[country]), visaFees[country].source);
  list.add(
    arabic ? 'تذاكر السفر عند الانتقال لمن لا يدفع صاحب العمل تذاكرهم' : 'Flights out for those the employer does not fly',
    flightSources.get(country),
  );
  return { title: countryNameIn(country, language), entries: list.entries };
}

function contractGroup(country: CountryCode, seen: Set<FigureSource>, language: Language): SourceCatalogueGroup {
  const list = new EntryList(seen, language);
  const arabic = language === 'ar';
  const rises = [
    [arabic ? 'زيادات الإيجار' : 'Rent rises', (city: string | null) => rentRiseRuleFor({ country, city }).source],
    [arabic ? 'زيادات الرسوم المدرسية' : 'School fee rises', (city: string | null) => schoolFeeRiseRuleFor({ country, city }).source],
  ] as const;
  for (const [figure, sourceFor] of rises)
    for (const { label, rule } of placesOf(country, sourceFor))
      list.add(label ? `${figure}: ${placeLabel(label, language, true)}` : figure, rule);
  return { title: countryNameIn(country, language), entries: list.entries };
}

function buildSections(language: Language): SourceCatalogueSection[] {
  const arabic = language === 'ar';
  const say = (english: string, arabicText: string) => (arabic ? arabicText : english);
  const upfrontSeen = new Set<FigureSource>();
  const everywhere = new EntryList(upfrontSeen, language);
  const countryGroups = countryCodes.map((country) => upfrontGroup(country, upfrontSeen, language));
  everywhere.add(say('School uniforms and books', 'الزي المدرسي والكتب'), uniformsAndBooksSource);
  everywhere.add(say('Car: lease deposit and first month', 'السيارة: تأمين التأجير وقسط الشهر الأول'), carSource);
  everywhere.add(say('Furniture and household set-up', 'الأثاث وتجهيز المنزل'), furnitureSource);
  const contractSeen = new Set<FigureSource>();
  return [
    {
      id: 'upfront-cash',
      title: say('Money you need up front', 'المال الذي تحتاجه مقدمًا'),
      intro: say(
        'The cash a household needs before the first salary: the first rent payment by local custom (UAE cheques, Saudi Ejar periods, months in advance elsewhere), the deposit, agency and registration fees and utility deposits, each child’s school registration, deposit, first term and uniforms, a car, furniture, flights out and dependants’ first visas. Where a city has its own rules, the figure names it.',
        'النقد الذي تحتاجه الأسرة قبل الراتب الأول: الدفعة الأولى من الإيجار وفق العرف المحلي (الشيكات في الإمارات، وفترات الدفع عبر منصة إيجار في السعودية، وأشهر مقدّمة في غيرهما)، ومبلغ التأمين وعمولة الوكالة العقارية ورسوم التسجيل وتأمينات الكهرباء والماء، وتسجيل كل طفل في المدرسة ودفعتها المقدّمة ورسوم فصله الأول وزيّه المدرسي، والسيارة، والأثاث، وتذاكر السفر عند الانتقال، وأولى تأشيرات المرافقين. وحيث يكون لمدينة ما أنظمتها الخاصة، يذكرها اسم البند.',
      ),
      groups: [...countryGroups, { title: say('Every country', 'جميع البلدان'), entries: everywhere.entries }],
    },
    {
      id: 'contract-years',
      title: say('Your contract, year by year', 'عقدك سنة بسنة'),
      intro: say(
        'The yearly rises the year-by-year projection applies to rent and school fees: the city’s own rule where it has one, else the country’s. Where no rule or recent figure was found, the entry says what it assumes; you can type your own rise over it.',
        'الزيادات السنوية التي يطبّقها قسم «عقدك سنة بسنة» على الإيجار والرسوم المدرسية: قاعدة المدينة نفسها حيث توجد، وإلا فقاعدة البلد. وحيث لم نجد قاعدة أو رقمًا حديثًا، يذكر البند ما نفترضه؛ ويمكنك أن تكتب نسبة الزيادة التي تتوقعها مكانه.',
      ),
      groups: countryCodes.map((country) => contractGroup(country, contractSeen, language)),
    },
  ];
}

const built = new Map<Language, SourceCatalogueSection[]>();

/** The sections for the cash up front and the contract year by year in a language (Arabic for /ar/sources), built once per language. */
export function cashAndRenewalSourceSections(language: Language = 'en'): SourceCatalogueSection[] {
  let sections = built.get(language);
  if (!sections) {
    sections = buildSections(language);
    built.set(language, sections);
  }
  return sections;
}
