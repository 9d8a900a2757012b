// "Can your family join you?": the minimum monthly salary each country sets for an expatriate to
// sponsor a spouse and children, as in force in October 2025, against the offer's package.
//
// Saudi Arabia is left out on purpose: no official minimum salary was found. Whether a family
// residence is granted turns on the profession written on the iqama (professional jobs qualify,
// labourers and drivers get family visit visas instead); one newspaper report (Pakistan Today,
// 2024-12-07) gives SAR 3,500 plus an eligible profession, but no government source confirms it,
// so the app shows no pass or fail there rather than one it cannot stand behind.
import { formatMoney, formatMoneyArabic } from '../money/index.ts';
import type { CountryCode } from '../countries/index.ts';
import { dataAsOf, withArabicSource } from '../sources/index.ts';
import type { Language } from '../language/index.ts';
import type { FigureSource, SourceRef } from '../sources/index.ts';

export interface FamilySponsorshipQuery {
  country: CountryCode;
  /** The monthly package (gross salary plus any cash housing allowance), local currency. */
  packageMonthly: number;
  /** True when the employer provides the home (no rent to pay). */
  employerHousing: boolean;
  /**
   * What is deducted from pay a month at a given package (Bahrain's 1% unemployment insurance), for
   * a country whose minimum is on net income; none when absent.
   */
  deductionsAt?: ((packageMonthly: number) => number) | undefined;
}

export interface FamilySponsorship {
  eligible: boolean;
  /** The minimum monthly salary that applies, local currency. */
  threshold: number;
  /** How much the package must rise to meet the threshold (on net income, after the deductions at the higher package); 0 when eligible. */
  gap: number;
  /** The package less what is deducted from pay, where the minimum is on net income (Bahrain); absent elsewhere. */
  netIncome?: number | undefined;
  /** The rule in words for a reader, naming the variant that applies. */
  rule: string;
  source: FigureSource;
}

interface CountryThreshold {
  threshold: number;
  /** The lower threshold when the employer houses the family, where the country has one. */
  withEmployerHousing?: number | undefined;
  /** True where the minimum is on net income (pay less its deductions), not on the package. */
  onNetIncome?: true | undefined;
  rules: { standard: string; employerHousing: string };
  /** The same rules in Arabic (issue 13), read at display time by familySponsorshipRule. */
  rulesArabic: { standard: string; employerHousing: string };
  source: FigureSource;
}

type SponsoringCountry = Exclude<CountryCode, 'KSA'>;

const asOf = dataAsOf.asOfLabel;

const uaePortal: SourceRef = {
  title: 'UAE Government portal (u.ae), "Residence visa for family members"',
  url: 'https://u.ae/en/information-and-services/visa-and-emirates-id/residence-visas/residence-visa-for-family-members',
  date: 'undated',
  kind: 'official',
};
const uaeGulfNews: SourceRef = {
  title: 'Gulf News, "UAE family visa: minimum salary, process and requirements explained (2024 guide)"',
  url: 'https://gulfnews.com/living-in-uae/visa-immigration/uae-family-visa-minimum-salary-process-and-requirements-explained-2024-guide-1.1731327989671',
  date: '2024-11-11',
  kind: 'newspaper',
};
const qatarMoi: SourceRef = {
  title: 'The Peninsula (via MENAFN), "Qatar Updates Regulations For Residency, Visit Visas" (Ministry of Interior statement)',
  url: 'https://menafn.com/1107527378/Qatar-Updates-Regulations-For-Residency-Visit-Visas',
  date: '2023-12-03',
  kind: 'newspaper',
};
const qatarTribune: SourceRef = {
  title: 'Qatar Tribune, family residency rules (QR 10,000, or QR 6,000 with family housing from the employer)',
  url: 'https://qatar-tribune.com/article/96007/',
  date: '2023-12-03',
  kind: 'newspaper',
};
const omanTimes: SourceRef = {
  title: 'Times of Oman, "Minimum salary needed to bring expat families slashed" (Royal Oman Police: OMR 150, down from OMR 350)',
  url: 'https://rssfeeds.timesofoman.com/article/127017-minimum-salary-needed-to-bring-expat-families-slashed',
  date: '2023-02',
  kind: 'newspaper',
};
const bahrainPortal: SourceRef = {
  title: 'Bahrain.bh, "Dependents Residency Permit (Wife/Husband)" (net monthly income of BHD 400 or more as registered with the SIO)',
  url: 'https://www.bahrain.bh/wps/portal/en/BNP/ServicesCatalogue/GSX-UI-PServiceDetails?psID=2675',
  date: 'undated',
  kind: 'official',
};
const bahrainLmra: SourceRef = {
  title: 'LMRA, "Dependants Residency Permit (Children)" (children up to 24; BHD 400 net income)',
  url: 'https://lmra.gov.bh/en/page/show/564',
  date: 'undated',
  kind: 'official',
};
const kuwaitMigrantRights: SourceRef = {
  title:
    'Migrant-Rights.org, "Kuwait resumes family visa applications; minimum salary threshold and qualifications raised after hiatus" (KD 800)',
  url: 'https://www.migrant-rights.org/2024/02/kuwait-resumes-family-visa-applications-minimum-salary-threshold-and-qualifications-raised-after-hiatus/',
  date: '2024-02-04',
  kind: 'secondary',
};
const kuwaitDegreeEased: SourceRef = {
  title:
    'East Coast Daily (from Gulf News), "Gulf country revises family visa rules for expatriates" (KD 800 earners without a degree may sponsor)',
  url: 'https://www.eastcoastdaily.in/2024/07/31/gulf-country-revises-family-visa-rules-for-expatriates.html',
  date: '2024-07-31',
  kind: 'secondary',
};
const kuwaitByLaws: SourceRef = {
  title:
    'Gulf News, "Kuwait rolls out major hike in residency and visa fees" (KD 800 restated in the by-laws in force from 23 December 2025)',
  url: 'https://gulfnews.com/world/gulf/kuwait/kuwait-rolls-out-major-hike-in-residency-and-visa-fees-1.500357464',
  date: '2025-11',
  kind: 'newspaper',
};

const money = (amount: number, country: CountryCode) => formatMoney(amount, country);
const arabicMoney = (amount: number, country: CountryCode) => formatMoneyArabic(amount, country);

const sameRule = (rule: string) => ({ standard: rule, employerHousing: rule });

// Built once, labels included: every evaluation with a family reads its country's entry.
const thresholds: Readonly<Record<SponsoringCountry, CountryThreshold>> = {
  UAE: {
    threshold: 4_000,
    withEmployerHousing: 3_000,
    rules: {
      standard: `To sponsor a spouse and children in the UAE you need a monthly salary of at least ${money(4_000, 'UAE')}, or ${money(3_000, 'UAE')} when the employer provides accommodation. The job title no longer matters.`,
      employerHousing: `Your employer provides accommodation, so the UAE minimum to sponsor a spouse and children is ${money(3_000, 'UAE')} a month (${money(4_000, 'UAE')} without accommodation). The job title no longer matters.`,
    },
    rulesArabic: {
      standard: `لاستقدام الزوج أو الزوجة والأبناء (كفالة العائلة) في الإمارات، تحتاج إلى راتب شهري لا يقل عن ${arabicMoney(4_000, 'UAE')}، أو ${arabicMoney(3_000, 'UAE')} إذا وفّر صاحب العمل السكن. ولم يعد المسمى الوظيفي شرطًا.`,
      employerHousing: `يوفّر صاحب العمل سكنك، لذا فالحد الأدنى لاستقدام الزوج أو الزوجة والأبناء في الإمارات هو ${arabicMoney(3_000, 'UAE')} شهريًا (${arabicMoney(4_000, 'UAE')} من دون سكن). ولم يعد المسمى الوظيفي شرطًا.`,
    },
    source: withArabicSource(
      {
        explanation: 'UAE minimum salary to sponsor a spouse and children: AED 4,000 a month, or AED 3,000 plus accommodation.',
        sources: [uaePortal, uaeGulfNews],
        asOf,
      },
      'الحد الأدنى للراتب لاستقدام الزوج أو الزوجة والأبناء في الإمارات: 4,000 درهم شهريًا، أو 3,000 درهم مع السكن.',
    ),
  },
  Qatar: {
    threshold: 10_000,
    withEmployerHousing: 6_000,
    rules: {
      standard: `To sponsor a spouse and children in Qatar a private-sector employee in a technical or specialised (non-labour) job needs ${money(10_000, 'Qatar')} a month, or ${money(6_000, 'Qatar')} when the e-contract gives family housing from the employer. Health insurance and school enrolment for children aged 6-18 are also required.`,
      employerHousing: `Your employer provides family housing, so the Qatar minimum is ${money(6_000, 'Qatar')} a month (${money(10_000, 'Qatar')} without it), for a technical or specialised (non-labour) job; the housing must be in the e-contract. Health insurance and school enrolment for children aged 6-18 are also required.`,
    },
    rulesArabic: {
      standard: `لاستقدام الزوج أو الزوجة والأبناء في قطر، يحتاج موظف القطاع الخاص في وظيفة فنية أو تخصصية (غير عمالية) إلى ${arabicMoney(10_000, 'Qatar')} شهريًا، أو ${arabicMoney(6_000, 'Qatar')} إذا نص العقد الإلكتروني على سكن عائلي من صاحب العمل. ويُشترط أيضًا التأمين الصحي وتسجيل الأبناء من سن 6 إلى 18 في المدارس.`,
      employerHousing: `يوفّر صاحب العمل سكنًا عائليًا، لذا فالحد الأدنى في قطر هو ${arabicMoney(6_000, 'Qatar')} شهريًا (${arabicMoney(10_000, 'Qatar')} من دونه)، لوظيفة فنية أو تخصصية (غير عمالية)، ويجب أن يرد السكن في العقد الإلكتروني. ويُشترط أيضًا التأمين الصحي وتسجيل الأبناء من سن 6 إلى 18 في المدارس.`,
    },
    source: withArabicSource(
      {
        explanation:
          'Qatar minimum salary for family residence (Ministry of Interior, December 2023): QR 10,000 a month, or QR 6,000 with employer family housing.',
        sources: [qatarMoi, qatarTribune],
        asOf,
      },
      'الحد الأدنى للراتب لإقامة العائلة في قطر (وزارة الداخلية، ديسمبر 2023): 10,000 ريال قطري شهريًا، أو 6,000 ريال قطري مع سكن عائلي من صاحب العمل.',
    ),
  },
  Oman: {
    threshold: 150,
    rules: sameRule(
      `To bring a spouse and children to Oman you need a monthly salary of at least ${money(150, 'Oman')} (cut from ${money(350, 'Oman')} in February 2023), with a rental contract and bank statements showing the salary.`,
    ),
    rulesArabic: sameRule(
      `لاستقدام الزوج أو الزوجة والأبناء إلى عُمان، تحتاج إلى راتب شهري لا يقل عن ${arabicMoney(150, 'Oman')} (خُفّض من ${arabicMoney(350, 'Oman')} في فبراير 2023)، مع عقد إيجار وكشوف حساب مصرفية تُظهر الراتب.`,
    ),
    source: withArabicSource(
      {
        explanation: 'Oman minimum salary for a family joining visa: OMR 150 a month since February 2023.',
        sources: [omanTimes],
        asOf,
      },
      'الحد الأدنى للراتب لتأشيرة التحاق العائلة في عُمان: 150 ريال عُماني شهريًا منذ فبراير 2023.',
    ),
  },
  Bahrain: {
    threshold: 400,
    onNetIncome: true,
    rules: sameRule(
      `To sponsor a spouse and children up to 24 in Bahrain you need a net monthly income of at least ${money(400, 'Bahrain')}, as registered with the Social Insurance Organisation. We compare it with your package less what is deducted from your pay (the 1% unemployment insurance, unless your employer pays it).`,
    ),
    rulesArabic: sameRule(
      `لاستقدام الزوج أو الزوجة والأبناء حتى سن 24 في البحرين، تحتاج إلى دخل شهري صافٍ لا يقل عن ${arabicMoney(400, 'Bahrain')}، كما هو مسجل لدى الهيئة العامة للتأمين الاجتماعي. ونقارنه بحزمتك بعد ما يُخصم من راتبك (1% للتأمين ضد التعطل، ما لم يدفعه صاحب العمل عنك).`,
    ),
    source: withArabicSource(
      {
        explanation: 'Bahrain minimum income to sponsor a spouse and children: BHD 400 net a month (Interior Ministry Decision 34/2021).',
        sources: [bahrainPortal, bahrainLmra],
        asOf,
      },
      'الحد الأدنى للدخل لاستقدام الزوج أو الزوجة والأبناء في البحرين: 400 دينار بحريني صافية شهريًا (قرار وزارة الداخلية رقم 34/2021).',
    ),
  },
  Kuwait: {
    threshold: 800,
    rules: sameRule(
      `To sponsor a spouse and children in Kuwait you need a monthly salary of at least ${money(800, 'Kuwait')} (since January 2024; since July 2024 a degree is no longer required at that salary). The residency by-laws in force from 23 December 2025 keep ${money(800, 'Kuwait')}.`,
    ),
    rulesArabic: sameRule(
      `لاستقدام الزوج أو الزوجة والأبناء في الكويت، تحتاج إلى راتب شهري لا يقل عن ${arabicMoney(800, 'Kuwait')} (منذ يناير 2024؛ ومنذ يوليو 2024 لم يعد المؤهل الجامعي شرطًا عند هذا الراتب). وتُبقي اللائحة التنفيذية لقانون الإقامة، السارية منذ 23 ديسمبر 2025، على ${arabicMoney(800, 'Kuwait')}.`,
    ),
    source: withArabicSource(
      {
        explanation:
          'Kuwait minimum salary for family residence (Article 22): KD 800 a month since 28 January 2024, restated in the December 2025 by-laws.',
        sources: [kuwaitMigrantRights, kuwaitDegreeEased, kuwaitByLaws],
        asOf,
      },
      'الحد الأدنى للراتب لإقامة العائلة في الكويت (المادة 22): 800 دينار كويتي شهريًا منذ 28 يناير 2024، وأكّدته اللائحة التنفيذية الصادرة في ديسمبر 2025.',
    ),
  },
};

// No government source states the profession test; the press does (research/residence.md §2), so
// the note says whose word it is.
const ksaNote =
  'Saudi Arabia publishes no minimum salary for sponsoring a family, and we found no official rule on who may. Press reports say a family residence depends on the profession on the iqama: professional and specialist jobs qualify, while jobs such as labourers and drivers get family visit visas instead; one report (Pakistan Today, December 2024) adds a salary of at least SAR 3,500. Check with your employer before you accept.';

const ksaNoteArabic =
  'لا تنشر السعودية حدًّا أدنى للراتب لاستقدام العائلة، ولم نجد قاعدة رسمية تحدد من يحق له ذلك. وتذكر تقارير صحفية أن منح إقامة العائلة يتوقف على المهنة المدوّنة في الإقامة: فالمهن المهنية والتخصصية مؤهلة، أما مهن مثل العمال والسائقين فتُمنح تأشيرات زيارة عائلية بدلًا منها؛ ويضيف تقرير واحد (باكستان توداي، ديسمبر 2024) راتبًا لا يقل عن 3,500 ريال سعودي. تحقّق من ذلك مع صاحب العمل قبل أن تقبل العرض.';

/** What the family check says where the country publishes no threshold (KSA); empty where it does. */
export function familySponsorshipNote(country: CountryCode, language: Language = 'en'): string {
  if (country !== 'KSA') return '';
  return language === 'ar' ? ksaNoteArabic : ksaNote;
}

/**
 * A check's rule in a language, at display time: `check.rule` in English, the same variant (with or
 * without employer housing) in Arabic. The source's Arabic is `figureSourceIn(check.source, 'ar')`.
 */
export function familySponsorshipRule(
  check: Pick<FamilySponsorship, 'rule' | 'threshold'>,
  country: CountryCode,
  language: Language = 'en',
): string {
  if (language !== 'ar' || country === 'KSA') return check.rule;
  const entry = thresholds[country];
  return entry.withEmployerHousing !== undefined && check.threshold === entry.withEmployerHousing
    ? entry.rulesArabic.employerHousing
    : entry.rulesArabic.standard;
}

/** Whether the package meets the country's minimum salary to sponsor a family; undefined where no threshold is published (KSA). */
export function familySponsorship({
  country,
  packageMonthly,
  employerHousing,
  deductionsAt,
}: FamilySponsorshipQuery): FamilySponsorship | undefined {
  if (country === 'KSA') return undefined;
  const entry = thresholds[country];
  const housedThreshold = employerHousing ? entry.withEmployerHousing : undefined;
  const threshold = housedThreshold ?? entry.threshold;
  const rule = housedThreshold === undefined ? entry.rules.standard : entry.rules.employerHousing;
  if (entry.onNetIncome !== true || deductionsAt === undefined) {
    const eligible = packageMonthly >= threshold;
    return { eligible, threshold, gap: eligible ? 0 : threshold - packageMonthly, rule, source: entry.source };
  }
  const netAt = (monthly: number) => monthly - deductionsAt(monthly);
  const netIncome = netAt(packageMonthly);
  const eligible = netIncome >= threshold;
  // The smallest package whose net meets the threshold: the deductions grow with the package (a
  // percentage), so the net shortfall alone is a little short; a few whole-unit steps settle it.
  let needed = packageMonthly;
  if (!eligible) {
    needed = packageMonthly + (threshold - netIncome);
    for (let step = 0; step < 100 && netAt(needed) < threshold; step += 1) needed += 1;
  }
  return { eligible, threshold, gap: needed - packageMonthly, netIncome, rule, source: entry.source };
}
