// Costs a country's rules add to a household, as in force in October 2025: the Saudi dependant
// levy, residence permits for dependants, rent-linked municipality fees, VAT on school fees, the
// minimum health cover the law puts on the sponsor and the employee's unemployment insurance. Each
// line carries its source. This runs inside every evaluation, so every rate, label and FigureSource
// is built once at module load, each line's name once per count of dependants (count-labels.ts), and
// a call only multiplies.
//
// Looked at and left out, so nobody adds them by mistake:
// - the Saudi iqama fee for a dependant: no source found gives the amount (the SAR 400 levy is
//   charged; the levy's explanation says the iqama fee is not included);
// - Sharjah's 4% tenancy attestation, Oman's 3% lease registration and Qatar's 0.5% lease
//   registration: each is the landlord's duty by law; Saudi Arabia's SAR 125 Ejar fee: who pays
//   is not fixed; Kuwait has no rent-linked fee;
// - VAT on tuition outside Saudi Arabia: the UAE, Bahrain and Oman zero-rate it, Qatar and Kuwait
//   have no VAT;
// - dependants' health insurance in Qatar (Law 22/2021's residents' phase has no confirmed start),
//   Oman (Dhamani not in force in October 2025), Bahrain (Sehati not started) and the northern
//   emirates (the 2025 MOHRE scheme covers employees, not dependants).
import { formatMoneyArabic } from './arabic-format.ts';
import { unemploymentInsurance } from './unemployment-insurance.ts';
import { labelsByCount, labelsByCounts } from './count-labels.ts';
import { ruleForPlace, type PlaceRules } from './place-rules.ts';
import type { CountryCode } from './country-codes.ts';
import { dataAsOf } from './data-date.ts';
import { withArabicSource } from './figure-source-arabic.ts';
import type { HealthcareType } from './household-options.ts';
import { formatMoney } from './money-format.ts';
import type { FigureSource, SourceRef } from './sources.ts';

export const ruleCostKeys = [
  'dependant-levy',
  'residence-permits',
  'housing-fee',
  'school-fee-vat',
  'dependant-health-cover',
  'unemployment-insurance',
] as const;
export type RuleCostKey = (typeof ruleCostKeys)[number];
export type RuleCostCategory = 'Housing' | 'Education' | 'Healthcare' | 'Residence & Visas';

export interface RuleCost {
  key: RuleCostKey;
  category: RuleCostCategory;
  /** The line as shown, e.g. "Dependant levy (3 × SAR 400)". */
  name: string;
  /** Local currency a month, whole units. */
  monthly: number;
  /** True where employers commonly pay it, so the app offers an "employer pays this" toggle. */
  employerOftenPays: boolean;
  source: FigureSource;
}

export interface RuleCostQuery {
  country: CountryCode;
  city?: string | null | undefined;
  dependants: {
    /** Adults other than the employee (spouse, parents). */
    adults: number;
    children: number;
  };
  /** Rent the household pays a year; 0 with employer housing. */
  annualRent: number;
  /** Tuition the household pays a year, after any education allowance. */
  annualSchoolFees: number;
  healthcareType: HealthcareType;
  /** The monthly package (salary and housing allowance): Bahrain's unemployment insurance is a share of it. */
  monthlyWage: number;
  /** The monthly basic salary (entered, or the typical share of gross): the UAE's premium band follows it. */
  monthlyBasic: number;
}

const asOf = dataAsOf.asOfLabel;
const label = (amount: number, country: CountryCode) => formatMoney(amount, country);
const perMonth = (annual: number) => Math.round(annual / 12);
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
// The Arabic of each source (issue 13) is registered beside its English once, here at module load,
// with its amounts in the glossary's form («400 ريال سعودي»).
const arabicLabel = (amount: number, country: CountryCode) => formatMoneyArabic(amount, country);
const percent = (rate: number) => `${Math.round(rate * 1000) / 10}%`;

// ---- Saudi dependant levy --------------------------------------------------------------------------

const ksaLevyMonthly = 400;
const ksaLevyLabel = label(ksaLevyMonthly, 'KSA');
const ksaLevyName = labelsByCount((dependants) => `Dependant levy (${dependants} × ${ksaLevyLabel})`);
const ksaLevySource: FigureSource = withArabicSource(
  {
    explanation:
      'Saudi Arabia charges SAR 400 a month for each dependant or companion on an expatriate’s file (the rate since July 2020), paid in advance when the iqama is issued or renewed. The iqama fee itself is not included: no source found gives its amount.',
    sources: [
      {
        title:
          'Arab News, "Saudi Arabia considering fee revision for skilled expats’ dependents" (SAR 400 a month, under review, no change announced)',
        url: 'https://www.arabnews.pk/node/2471466',
        date: '2024-03-05',
        kind: 'newspaper',
      },
      {
        title: 'Saudi Gazette, "Confirmed: dependents fee payment linked to iqama"',
        url: 'http://saudigazette.com.sa/saudi-arabia/confirmed-dependents-fee-payment-linked-iqama/',
        date: '2017',
        kind: 'newspaper',
      },
    ],
    asOf,
  },
  `تتقاضى السعودية المقابل المالي للمرافقين، وقدره ${arabicLabel(ksaLevyMonthly, 'KSA')} شهريًا عن كل مرافق أو تابع مسجّل على ملف الوافد (وهو المبلغ المعمول به منذ يوليو 2020)، يُدفع مقدّمًا عند إصدار الإقامة أو تجديدها. ولا يشمل ذلك رسوم الإقامة نفسها، إذ لم نجد مصدرًا يذكر مبلغها.`,
);

// ---- Residence permits and IDs per dependant ------------------------------------------------------

interface ResidenceFees {
  annualPerAdult: number;
  annualPerChild: number;
  name: (adults: number, children: number) => string;
  source: FigureSource;
}

// UAE, every 2 years: residence permit AED 350, Emirates ID AED 270, medical test AED 320 (18+ only).
const uaePermitTwoYears = 350;
const uaeIdTwoYears = 270;
const uaeMedical = 320;
const uaeAnnualPerAdult = (uaePermitTwoYears + uaeIdTwoYears + uaeMedical) / 2;
const uaeAnnualPerChild = (uaePermitTwoYears + uaeIdTwoYears) / 2;
const aed = (amount: number) => arabicLabel(amount, 'UAE');

const qatarPermitLabel = label(500, 'Qatar');
const omanCardLabel = label(5, 'Oman');
const bahrainPermitLabel = label(95, 'Bahrain');
// Kuwait's dependant fees under the residency by-laws in force from 23 December 2025 (decision 27:
// a rule that changed after the data's date applies from its effective date).
export const kuwaitResidenceFee = 20;
const kuwaitResidenceLabel = label(kuwaitResidenceFee, 'Kuwait');

const residenceFees: Readonly<Partial<Record<CountryCode, ResidenceFees>>> = {
  UAE: {
    annualPerAdult: uaeAnnualPerAdult,
    annualPerChild: uaeAnnualPerChild,
    name: labelsByCounts(
      (adults, children) => `Residence permits, Emirates IDs and medicals (${plural(adults + children, 'dependant', 'dependants')})`,
    ),
    source: withArabicSource(
      {
        explanation:
          'Renewing a dependant’s UAE residence every two years: the residence permit (AED 350), a two-year Emirates ID with service charges (AED 270) and, for adults, the medical fitness test (AED 320). Per year that is AED 470 for an adult and AED 310 for a child, shown monthly.',
        sources: [
          {
            title:
              'Gulf News, "How long does it take to get a family residence visa in the UAE" (Emirates ID AED 270 for 2 years; medical test AED 320)',
            url: 'https://gulfnews.com/living-in-uae/visa-immigration/how-long-does-it-take-to-get-a-family-residence-visa-in-the-uae-1.1706281198571',
            date: '2024-01-26',
            kind: 'newspaper',
          },
          {
            title: 'Daily The Business, "Residence permit for newborns in UAE for Dhs350" (ICP fee breakdown)',
            url: 'https://dailythebusiness.com/now-you-can-get-a-residence-permit-for-newborns-in-uae-for-dhs-350',
            date: 'undated',
            kind: 'secondary',
          },
          {
            title: 'UAE Cabinet Resolution on ICP service fees (UAE Legislation portal)',
            url: 'https://uaelegislation.gov.ae/en/legislations/2260',
            date: '2022-09-30',
            kind: 'official',
          },
        ],
        asOf,
        assumption:
          'Assumes two-year permits and that a spouse’s or child’s permit costs what ICP charges for a newborn’s (AED 350); no source gives the fee for a spouse or child. Dubai prices for the ID and medical test.',
      },
      `تجديد إقامة المرافق في الإمارات كل سنتين: رسوم الإقامة (${aed(uaePermitTwoYears)})، وبطاقة الهوية الإماراتية لسنتين مع رسوم الخدمة (${aed(uaeIdTwoYears)})، وللبالغين فحص اللياقة الطبية (${aed(uaeMedical)}). ويبلغ ذلك في السنة ${aed(uaeAnnualPerAdult)} للبالغ و${aed(uaeAnnualPerChild)} للطفل، ونعرض ما يعادل ذلك شهريًا.`,
      `نفترض أن الإقامة تصدر لسنتين، وأن إقامة الزوج أو الزوجة أو الطفل تكلّف ما تتقاضاه الهيئة الاتحادية للهوية والجنسية (ICP) عن إقامة المولود الجديد (${aed(uaePermitTwoYears)})، إذ لا يذكر أي مصدر رسومها للزوج أو الزوجة أو الطفل. واعتمدنا أسعار دبي لبطاقة الهوية والفحص الطبي.`,
    ),
  },
  Qatar: {
    annualPerAdult: 500,
    annualPerChild: 500,
    name: labelsByCounts((adults, children) => `Residence permits (${adults + children} × ${qatarPermitLabel} a year)`),
    source: withArabicSource(
      {
        explanation: 'Renewing a family member’s Qatar residence permit costs QR 500 a year per person, shown monthly.',
        sources: [
          {
            title: 'Welcome Qatar (citing Hukoomi / Ministry of Interior), "New updates on renewing residence permit for expatriates"',
            url: 'http://welcomeqatar.com/articles/new-updates-on-renewing-residence-permit-for-expatriates/',
            date: '2020-10-03',
            kind: 'secondary',
          },
        ],
        asOf,
      },
      `يكلّف تجديد إقامة أحد أفراد الأسرة في قطر ${arabicLabel(500, 'Qatar')} سنويًا عن كل فرد، ونعرض ما يعادل ذلك شهريًا.`,
    ),
  },
  Oman: {
    annualPerAdult: 5,
    annualPerChild: 5,
    name: labelsByCounts((adults, children) => `Resident cards (${adults + children} × ${omanCardLabel} a year)`),
    source: withArabicSource(
      {
        explanation:
          'An Oman resident card costs OMR 5 for each year of validity, shown monthly. Cards are required from age 10; every child is counted because the ages are not known here, which adds at most OMR 5 a year per younger child. The dependant visa renewal fee is not included: no source gives it.',
        sources: [
          {
            title: 'Gulf News, "Oman resident card validity extended to 3 years" (OMR 5 per year of validity, from age 10)',
            url: 'https://gulfnews.com/world/gulf/oman/oman-resident-card-validity-extended-to-3-years-from-current-2-years-1.83252995',
            date: '2021-10-27',
            kind: 'newspaper',
          },
        ],
        asOf,
      },
      `تكلّف بطاقة الإقامة في عُمان ${arabicLabel(5, 'Oman')} عن كل سنة من صلاحيتها، ونعرض ما يعادل ذلك شهريًا. والبطاقة مطلوبة من سن 10 سنوات، وقد احتسبنا جميع الأطفال لأن أعمارهم غير معروفة هنا، وهذا يضيف ${arabicLabel(5, 'Oman')} في السنة على الأكثر عن كل طفل أصغر من ذلك. ولا يشمل ذلك رسوم تجديد تأشيرة المرافق، إذ لا يذكرها أي مصدر.`,
    ),
  },
  Bahrain: {
    annualPerAdult: 95 / 2,
    annualPerChild: 95 / 2,
    name: labelsByCounts((adults, children) => `Dependant residence permits (${adults + children} × ${bahrainPermitLabel} every 2 years)`),
    source: withArabicSource(
      {
        explanation:
          'A Bahrain dependant’s residence permit costs BHD 95 (BHD 90 service fee + BHD 5 admin fee), spread over an assumed two-year validity and shown monthly. The first identity card (CPR) is free.',
        sources: [
          {
            title: 'Bahrain.bh, "Dependents Residency Permit (Wife/Husband)" (fees: BHD 90 service, BHD 5 admin)',
            url: 'https://www.bahrain.bh/wps/portal/en/BNP/ServicesCatalogue/GSX-UI-PServiceDetails?psID=2675',
            date: 'undated',
            kind: 'official',
          },
          {
            title: 'Information & eGovernment Authority, "Identity Card Services" (first issue free, renewal BHD 10)',
            url: 'http://www.iga.gov.bh/en/category/identity-card-services',
            date: 'undated',
            kind: 'official',
          },
        ],
        asOf,
        assumption:
          'Assumes the permit lasts two years, like the employee’s work permit it is tied to; the official page does not state its validity.',
      },
      `تكلّف إقامة المرافق في البحرين ${arabicLabel(95, 'Bahrain')} (رسوم خدمة قدرها ${arabicLabel(90, 'Bahrain')} ورسوم إدارية قدرها ${arabicLabel(5, 'Bahrain')})، نوزّعها على مدة صلاحية نفترض أنها سنتان، ونعرض ما يعادل ذلك شهريًا. وبطاقة الهوية الأولى (CPR) مجانية.`,
      'نفترض أن الإقامة تدوم سنتين، مثل تصريح عمل الموظف الذي ترتبط به؛ فالصفحة الرسمية لا تذكر مدة صلاحيتها.',
    ),
  },
  Kuwait: {
    annualPerAdult: kuwaitResidenceFee,
    annualPerChild: kuwaitResidenceFee,
    name: labelsByCounts((adults, children) => `Residence fees (${adults + children} × ${kuwaitResidenceLabel} a year)`),
    source: withArabicSource(
      {
        explanation:
          'Kuwait charges KD 20 a year for each spouse or child on family residence under the residency by-laws in force from 23 December 2025 (KD 10 before), shown monthly.',
        sources: [
          {
            title:
              'Gulf News, "Kuwait rolls out major hike in residency and visa fees" (KD 20 a year per spouse or child, KD 300 for a parent, from 23 December 2025)',
            url: 'https://gulfnews.com/world/gulf/kuwait/kuwait-rolls-out-major-hike-in-residency-and-visa-fees-1.500357464',
            date: '2025-11',
            kind: 'newspaper',
          },
          {
            title: 'ARY News, "Kuwait implements new residency rules for expats from Dec 23"',
            url: 'https://arynews.tv/kuwait-implements-new-residency-rules-for-expats-from-dec-23',
            date: '2025-12-23',
            kind: 'newspaper',
          },
        ],
        asOf,
        assumption:
          'Charges any adult beside the spouse the spouse’s KD 20: a parent’s residence costs KD 300 a year, and who the other adults are is not known here.',
      },
      `تتقاضى الكويت ${arabicLabel(kuwaitResidenceFee, 'Kuwait')} سنويًا عن كل زوج أو زوجة أو طفل على إقامة العائلة بموجب اللائحة التنفيذية لقانون الإقامة المعمول بها منذ 23 ديسمبر 2025 (وكانت ${arabicLabel(10, 'Kuwait')} قبل ذلك)، ونعرض ما يعادل ذلك شهريًا.`,
      `نحتسب لأي بالغ غير الزوج أو الزوجة رسوم الزوج أو الزوجة البالغة ${arabicLabel(kuwaitResidenceFee, 'Kuwait')}: فإقامة أحد الوالدين تكلّف ${arabicLabel(300, 'Kuwait')} سنويًا، ولا نعرف هنا من هم البالغون الآخرون.`,
    ),
  },
};

// ---- Rent-linked municipality fees ----------------------------------------------------------------

export interface HousingFee {
  rate: number;
  minimumAnnual: number;
  name: string;
  source: FigureSource;
}

const dubaiHousingFeeRate = 0.05;
const dubaiHousingFee: HousingFee = {
  rate: dubaiHousingFeeRate,
  minimumAnnual: 0,
  name: 'Dubai housing fee (5% of rent)',
  source: withArabicSource(
    {
      explanation: 'Dubai charges expatriate tenants a housing fee of 5% of the annual rent, billed in 12 monthly parts on the DEWA bill.',
      sources: [
        {
          title: 'Engel & Völkers, "Housing fee Dubai"',
          url: 'https://www.engelvoelkers.com/ae/en/resources/housing-fee-dubai',
          date: 'undated',
          kind: 'secondary',
        },
        {
          title: 'Emirates 24/7, "Municipality housing fee system to net all expats"',
          url: 'https://www.emirates247.com/news/emirates/municipality-housing-fee-system-to-net-all-expats-2012-12-17-1.487573',
          date: '2012-12-17',
          kind: 'newspaper',
        },
      ],
      asOf,
    },
    `تفرض دبي على المستأجرين الوافدين رسوم سكن بنسبة ${percent(dubaiHousingFeeRate)} من الإيجار السنوي، تُحصَّل على 12 قسطًا شهريًا في فاتورة هيئة كهرباء ومياه دبي (ديوا).`,
  ),
};

// 3% or 5%? The fee was introduced at 3% (Resolution 13/2016, Al Tamimi 2017) and raised in May 2018
// (The National, 2018-06-28). ADDC, which collects it, states 5% of the contract for all premises
// with a minimum of AED 450 a year, so 5% is used; The National's 7.5% for villas no longer appears there.
const abuDhabiMunicipalityFeeRate = 0.05;
const abuDhabiMunicipalityFeeMinimum = 450;
const abuDhabiMunicipalityFee: HousingFee = {
  rate: abuDhabiMunicipalityFeeRate,
  minimumAnnual: abuDhabiMunicipalityFeeMinimum,
  name: 'Abu Dhabi municipality fee (5% of rent)',
  source: withArabicSource(
    {
      explanation:
        'Abu Dhabi charges expatriate tenants a municipality fee of 5% of the annual rent (at least AED 450 a year), collected monthly on the ADDC bill. It began at 3% in 2016 and has been 5% since 2018; the utility that collects it states 5%.',
      sources: [
        {
          title: 'ADDC, "Municipality fees" (5% of the rental contract for all premises, minimum AED 450)',
          url: 'https://www.addc.ae/en-US/residential/Pages/Municipality-Fee.aspx',
          date: 'undated',
          kind: 'official',
        },
        {
          title: 'The National, "ADDC website reveals new rates for municipality fees in Abu Dhabi" (3% raised to 5% from 17 May 2018)',
          url: 'https://thenational-the-national-prod.web.arc-cdn.net/uae/addc-website-reveals-new-rates-for-municipality-fees-in-abu-dhabi-more-than-doubling-in-some-cases-1.739564',
          date: '2018-06-28',
          kind: 'newspaper',
        },
        {
          title: 'Al Tamimi & Co, "Abu Dhabi Rent Caps and Housing Fees" (Resolution 13/2016: 3%)',
          url: 'https://www.tamimi.com/law-update-articles/abu-dhabi-rent-caps-and-housing-fees/',
          date: '2017-02',
          kind: 'secondary',
        },
      ],
      asOf,
    },
    `تفرض أبوظبي على المستأجرين الوافدين رسوم بلدية بنسبة ${percent(abuDhabiMunicipalityFeeRate)} من الإيجار السنوي (${aed(abuDhabiMunicipalityFeeMinimum)} في السنة على الأقل)، تُحصَّل شهريًا في فاتورة شركة أبوظبي للتوزيع. وقد بدأت بنسبة 3% في عام 2016، وهي ${percent(abuDhabiMunicipalityFeeRate)} منذ عام 2018، والشركة التي تحصّلها تذكر نسبة ${percent(abuDhabiMunicipalityFeeRate)}.`,
  ),
};

const bahrainMunicipalityTaxRate = 0.1;
const bahrainMunicipalityTax: HousingFee = {
  rate: bahrainMunicipalityTaxRate,
  minimumAnnual: 0,
  name: 'Municipality tax (10% of rent)',
  source: withArabicSource(
    {
      explanation:
        'Bahrain levies a municipal tax of 10% of the monthly rent on rented homes, billed with the electricity and water bill. Fully furnished rents often include it; unfurnished and semi-furnished rents, like the rents here, usually do not.',
      sources: [
        {
          title:
            'Lexis Middle East, Whillans Worldwide Taxes, Bahrain (municipal tax of 10% on the monthly rental of residential property)',
          url: 'https://www.lexismiddleeast.com/book/MiddleEastRegionWWT/Middle_East_Region__Whillans_Worldwide_Taxes_',
          date: 'undated',
          kind: 'secondary',
        },
        {
          title: 'Impact Estate, "Renting property in Bahrain" (semi-furnished rents exclude the 10% municipality tax)',
          url: 'https://impact-estate.com/procedures-to-rent-a-property',
          date: 'undated',
          kind: 'secondary',
        },
      ],
      asOf,
    },
    `تفرض البحرين ضريبة بلدية بنسبة ${percent(bahrainMunicipalityTaxRate)} من الإيجار الشهري على المساكن المؤجرة، تُضاف إلى فاتورة الكهرباء والماء. وكثيرًا ما تشملها إيجارات المساكن المفروشة بالكامل، أما إيجارات المساكن غير المفروشة وشبه المفروشة، كالإيجارات التي نعتمدها هنا، فلا تشملها عادةً.`,
  ),
};

/** The rent-linked fee a location charges tenants, if any (also quoted by pages through model-facts.ts). */
const housingFees: PlaceRules<HousingFee | undefined> = {
  country: { UAE: undefined, KSA: undefined, Qatar: undefined, Oman: undefined, Bahrain: bahrainMunicipalityTax, Kuwait: undefined },
  city: { 'UAE/Dubai': dubaiHousingFee, 'UAE/Abu Dhabi': abuDhabiMunicipalityFee },
};

export function housingFeeFor(country: CountryCode, city: string | null | undefined): HousingFee | undefined {
  return ruleForPlace(housingFees, country, city);
}

// ---- VAT on school fees ---------------------------------------------------------------------------

const ksaSchoolVatRate = 0.15;
const ksaSchoolVatSource: FigureSource = withArabicSource(
  {
    explanation:
      'Saudi Arabia charges 15% VAT on private-school tuition for non-Saudi pupils (the state bears it for Saudi citizens), worked out on the whole tuition: it is on the school’s invoice whoever pays it, so an education allowance pays it as it pays the fees. UAE, Bahrain and Oman tuition is zero-rated; Qatar and Kuwait have no VAT.',
    sources: [
      {
        title: 'Saudi Gazette, "Govt to bear VAT on private education for citizens"',
        url: 'https://saudigazette.com.sa/article/610561',
        date: '2020',
        kind: 'newspaper',
      },
      {
        title: 'Kuttab Schools, "What is government VAT and how does it affect my school payments?"',
        url: 'https://kuttabschools.sa/faq-items/what-is-government-vat-and-how-does-it-affect-my-school-payments/',
        date: 'undated',
        kind: 'secondary',
      },
    ],
    asOf,
  },
  `تفرض السعودية ضريبة القيمة المضافة بنسبة ${percent(ksaSchoolVatRate)} على الرسوم المدرسية في المدارس الخاصة للطلاب غير السعوديين (وتتحملها الدولة عن المواطنين السعوديين)، ونحسبها على الرسوم المدرسية كاملةً: فهي في فاتورة المدرسة أيًّا كان من يدفعها، لذا يغطيها بدل التعليم كما يغطي الرسوم. أما في الإمارات والبحرين وعُمان فتخضع الرسوم المدرسية لضريبة القيمة المضافة بنسبة الصفر، ولا ضريبة قيمة مضافة في قطر والكويت.`,
);

// ---- Minimum health cover for dependants ----------------------------------------------------------

const dubaiEbpAnnual = 650;
const dubaiEbpLabel = label(dubaiEbpAnnual, 'UAE');
const dubaiHealthName = labelsByCount((dependants) => `Health insurance for dependants (${dependants} × ${dubaiEbpLabel} a year)`);
const dubaiHealthSource: FigureSource = withArabicSource(
  {
    explanation:
      'Dubai law (Law 11/2013) makes the visa sponsor insure each dependant no employer covers, and no residence is issued or renewed without it. The cheapest compliant plan, the Essential Benefits Plan, costs about AED 650 a year per person, shown monthly.',
    sources: [
      {
        title:
          'Khaleej Times, "Dubai: is it mandatory for Golden Visa holders to renew yearly health insurance" (Law 11/2013, Article 11: the sponsor insures dependants)',
        url: 'https://www.khaleejtimes.com/hi/uae/legal/dubai-is-it-mandatory-for-golden-visa-holders-to-renew-yearly-health-insurance',
        date: 'undated',
        kind: 'newspaper',
      },
      {
        title:
          'Gargash Insurance, "Choosing a Basic Health Insurance Plan in UAE: The Essential Benefits Plan (EBP)" (AED 550-650 a year; for dependants who do not work)',
        url: 'https://gargashinsurance.com/blogs/choosing-a-basic-health-insurance-plan-in-uae-the-essential-benefits-plan-ebp',
        date: '2023-04-27',
        kind: 'secondary',
      },
      {
        title: 'Gulf News, "Your complete guide to mandatory health insurance in Dubai" (EBP about AED 650-725 a year)',
        url: 'http://gulfnews.com/your-complete-guide-to-mandatory-health-insurance-in-dubai-1.1867625',
        date: 'about 2016',
        kind: 'newspaper',
      },
    ],
    asOf,
    assumption: 'Assumes the Essential Benefits Plan still costs about AED 650 a year; the prices found date from 2016 to 2023.',
  },
  `يُلزم قانون دبي (القانون رقم 11 لسنة 2013) كفيل التأشيرة بالتأمين الصحي على كل مرافق لا يؤمّن عليه صاحب عمل، ولا تصدر الإقامة ولا تُجدَّد من دون هذا التأمين. وأرخص خطة تستوفي الشروط، وهي خطة المزايا الأساسية، تكلّف نحو ${aed(dubaiEbpAnnual)} سنويًا للفرد، ونعرض ما يعادل ذلك شهريًا.`,
  `نفترض أن خطة المزايا الأساسية ما زالت تكلّف نحو ${aed(dubaiEbpAnnual)} سنويًا؛ فالأسعار التي وجدناها تعود إلى الفترة من 2016 إلى 2023.`,
);

// Abu Dhabi: the employer must insure the employee, one spouse and up to three children under 18.
const abuDhabiEmployerSpouses = 1;
const abuDhabiEmployerChildren = 3;
const abuDhabiBasicAnnual = 600;
const abuDhabiBasicLabel = label(abuDhabiBasicAnnual, 'UAE');
const abuDhabiExtraName = labelsByCount(
  (extra) => `Health insurance for dependants beyond the employer’s duty (${extra} × ${abuDhabiBasicLabel} a year)`,
);
const abuDhabiHealthSources: readonly SourceRef[] = [
  {
    title:
      'The National, "How to pick the right health insurance for your dependants in the UAE" (Abu Dhabi employers insure the spouse and up to three children)',
    url: 'https://www.thenationalnews.com/business/money/how-to-pick-the-right-health-insurance-for-your-dependants-in-the-uae-1.613342',
    date: 'undated',
    kind: 'newspaper',
  },
  {
    title: 'The National, "Health care" (Daman basic plan AED 600 a year)',
    url: 'https://www.thenational.ae/lifestyle/travel/health-care-1.482056',
    date: 'undated',
    kind: 'newspaper',
  },
];
const abuDhabiEmployerDuty =
  'في أبوظبي، يُلزَم صاحب العمل بالتأمين الصحي على الموظف وعلى زوج أو زوجة واحدة وعلى ما يصل إلى ثلاثة أبناء دون 18 عامًا';
const abuDhabiEmployerDutySource: FigureSource = withArabicSource(
  {
    explanation:
      'In Abu Dhabi the employer must insure the employee, one spouse and up to three children under 18, so their cover costs the household nothing even when the offer lists health cover for the employee only.',
    sources: abuDhabiHealthSources,
    asOf,
  },
  `${abuDhabiEmployerDuty}، فلا يكلّف تأمينهم الأسرة شيئًا حتى لو نصّ العرض الوظيفي على تأمين صحي للموظف وحده.`,
);
const abuDhabiExtraSource: FigureSource = withArabicSource(
  {
    explanation:
      'In Abu Dhabi the employer must insure the employee, one spouse and up to three children under 18; other dependants are the sponsor’s to insure. Each is priced at the cheapest basic plan, about AED 600 a year, shown monthly.',
    sources: abuDhabiHealthSources,
    asOf,
    assumption:
      'Assumes about AED 600 a year per extra dependant (Daman’s basic plan, an older figure); the cheapest plan open to your salary may cost more.',
  },
  `${abuDhabiEmployerDuty}، أما بقية المرافقين فتأمينهم على الكفيل. ونحتسب لكل منهم سعر أرخص خطة أساسية، نحو ${aed(abuDhabiBasicAnnual)} سنويًا، ونعرض ما يعادل ذلك شهريًا.`,
  `نفترض نحو ${aed(abuDhabiBasicAnnual)} سنويًا لكل مرافق إضافي (الخطة الأساسية لشركة ضمان، وهو رقم قديم)؛ وقد تكلّف أرخص خطة متاحة لمستوى راتبك أكثر من ذلك.`,
);

const ksaHealthSource: FigureSource = withArabicSource(
  {
    explanation:
      'Saudi law (the Council of Health Insurance rules) makes the employer insure the employee’s wife, sons up to 25 and unmarried daughters, and no family iqama is issued or renewed without it, so their cover costs the household nothing. Parents and other relatives are the employee’s own cost and are not priced here.',
    sources: [
      {
        title: 'Saudi Gazette (via sauress.com), "Medical insurance must for dependents"',
        url: 'https://sauress.com/en/saudigazette/229767',
        date: 'about 2015',
        kind: 'newspaper',
      },
    ],
    asOf,
  },
  'يُلزم النظام في السعودية (لوائح مجلس الضمان الصحي) صاحب العمل بالتأمين الصحي على زوجة الموظف وأبنائه الذكور حتى سن 25 وبناته غير المتزوجات، ولا تصدر إقامات العائلة ولا تُجدَّد من دون هذا التأمين، فلا يكلّف تأمينهم الأسرة شيئًا. أما الوالدان وسائر الأقارب فتأمينهم على نفقة الموظف، ولا نحتسبه هنا.',
);

export const kuwaitHealthFee = 100;
const kuwaitHealthLabel = label(kuwaitHealthFee, 'Kuwait');
const kuwaitHealthName = labelsByCount((dependants) => `Government health-insurance fee (${dependants} × ${kuwaitHealthLabel} a year)`);
const kuwaitHealthSource: FigureSource = withArabicSource(
  {
    explanation:
      'Kuwait charges a government health-insurance fee before a dependant’s residence is issued or renewed, whatever private cover the family has: KD 100 a year for every dependant, parents included, since 23 December 2025 (KD 40 for a spouse and KD 30 for a child under 18 before), shown monthly.',
    sources: [
      {
        title: 'Arab Times, "KD 100 fee set for expat families’ health insurance"',
        url: 'https://www.arabtimesonline.com/news/kd-100-fee-set-for-expat-families-health-insurance',
        date: '2025-12-21',
        kind: 'newspaper',
      },
      {
        title: 'Kuwait Times (via kinstranews.com), "Health insurance hiked to KD 100" (previous fees: KD 40 spouse, KD 30 child under 18)',
        url: 'https://kinstranews.com/health-insurance-hiked-to-kd-100',
        date: '2025-12',
        kind: 'newspaper',
      },
    ],
    asOf,
  },
  `تتقاضى الكويت رسوم التأمين الصحي الحكومي (الضمان الصحي) قبل إصدار إقامة المرافق أو تجديدها، أيًّا كان التأمين الخاص الذي لدى الأسرة: ${arabicLabel(kuwaitHealthFee, 'Kuwait')} سنويًا عن كل مرافق، بمن فيهم الوالدان، منذ 23 ديسمبر 2025 (وكانت ${arabicLabel(40, 'Kuwait')} للزوج أو الزوجة و${arabicLabel(30, 'Kuwait')} للطفل دون 18 عامًا قبل ذلك)، ونعرض ما يعادل ذلك شهريًا.`,
);

const coversDependants = (type: HealthcareType) => type === 'family' || type === 'premium';

function healthCoverFor(query: RuleCostQuery, adults: number, children: number): RuleCost | undefined {
  const { country, city, healthcareType } = query;
  if (adults + children === 0) return undefined;
  if (country === 'Kuwait') {
    return {
      key: 'dependant-health-cover',
      category: 'Healthcare',
      name: kuwaitHealthName(adults + children),
      monthly: perMonth((adults + children) * kuwaitHealthFee),
      employerOftenPays: true,
      source: kuwaitHealthSource,
    };
  }
  if (coversDependants(healthcareType)) return undefined;
  if (country === 'KSA') {
    return {
      key: 'dependant-health-cover',
      category: 'Healthcare',
      name: 'Dependants’ health insurance (your employer must insure your family)',
      monthly: 0,
      employerOftenPays: false,
      source: ksaHealthSource,
    };
  }
  if (country !== 'UAE') return undefined;
  if (city === 'Dubai') {
    return {
      key: 'dependant-health-cover',
      category: 'Healthcare',
      name: dubaiHealthName(adults + children),
      monthly: perMonth((adults + children) * dubaiEbpAnnual),
      employerOftenPays: true,
      source: dubaiHealthSource,
    };
  }
  if (city === 'Abu Dhabi') {
    const extra = Math.max(0, adults - abuDhabiEmployerSpouses) + Math.max(0, children - abuDhabiEmployerChildren);
    if (extra === 0) {
      return {
        key: 'dependant-health-cover',
        category: 'Healthcare',
        name: 'Dependants’ health insurance (your employer must insure a spouse and up to 3 children)',
        monthly: 0,
        employerOftenPays: false,
        source: abuDhabiEmployerDutySource,
      };
    }
    return {
      key: 'dependant-health-cover',
      category: 'Healthcare',
      name: abuDhabiExtraName(extra),
      monthly: perMonth(extra * abuDhabiBasicAnnual),
      employerOftenPays: true,
      source: abuDhabiExtraSource,
    };
  }
  return undefined;
}

// ---- The costs ------------------------------------------------------------------------------------

const wholeCount = (count: number) => Math.max(0, Math.floor(count));

/** The costs the country's rules add to this household, monthly in the local currency; only those that apply. */
export function ruleCosts(query: RuleCostQuery): RuleCost[] {
  const { country, city, annualRent, annualSchoolFees } = query;
  const adults = wholeCount(query.dependants.adults);
  const children = wholeCount(query.dependants.children);
  const dependants = adults + children;
  const costs: RuleCost[] = [];

  if (country === 'KSA' && dependants > 0) {
    costs.push({
      key: 'dependant-levy',
      category: 'Residence & Visas',
      name: ksaLevyName(dependants),
      monthly: dependants * ksaLevyMonthly,
      employerOftenPays: true,
      source: ksaLevySource,
    });
  }

  const residence = residenceFees[country];
  if (residence && dependants > 0) {
    costs.push({
      key: 'residence-permits',
      category: 'Residence & Visas',
      name: residence.name(adults, children),
      monthly: perMonth(adults * residence.annualPerAdult + children * residence.annualPerChild),
      employerOftenPays: true,
      source: residence.source,
    });
  }

  const housingFee = housingFeeFor(country, city);
  if (housingFee && annualRent > 0) {
    costs.push({
      key: 'housing-fee',
      category: 'Housing',
      name: housingFee.name,
      monthly: perMonth(Math.max(housingFee.minimumAnnual, annualRent * housingFee.rate)),
      employerOftenPays: false,
      source: housingFee.source,
    });
  }

  if (country === 'KSA' && annualSchoolFees > 0) {
    costs.push({
      key: 'school-fee-vat',
      category: 'Education',
      name: 'VAT on school fees (15%)',
      monthly: perMonth(annualSchoolFees * ksaSchoolVatRate),
      employerOftenPays: false,
      source: ksaSchoolVatSource,
    });
  }

  const health = healthCoverFor(query, adults, children);
  if (health) costs.push(health);

  const insurance = unemploymentInsurance(country, query.monthlyWage, query.monthlyBasic);
  if (insurance) {
    costs.push({
      key: 'unemployment-insurance',
      category: 'Residence & Visas',
      name: insurance.name,
      monthly: insurance.monthly,
      // Some employers pay the worker's share themselves; the switch lets the visitor say so.
      employerOftenPays: true,
      source: insurance.source,
    });
  }

  return costs;
}
