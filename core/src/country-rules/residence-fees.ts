// Residence permits, IDs and medicals for each dependant, per country, spread over their validity and
// shown monthly. Saudi Arabia charges its dependant levy instead (rule-costs.ts); no source gives the
// Saudi iqama fee for a dependant.
import { labelsByCounts } from '../language/index.ts';
import type { CountryCode } from '../countries/index.ts';
import { withArabicSource } from '../sources/index.ts';
import type { FigureSource } from '../sources/index.ts';
import { aed, arabicLabel, asOf, label, perMonth, plural } from './rule-cost-labels.ts';
import type { RuleCost } from './rule-cost.ts';

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

/** The residence fees of a household's dependants, if the country charges any. */
export function residenceFeeCost(country: CountryCode, adults: number, children: number): RuleCost | undefined {
  const residence = residenceFees[country];
  if (!residence || adults + children === 0) return undefined;
  return {
    key: 'residence-permits',
    category: 'Residence & Visas',
    name: residence.name(adults, children),
    monthly: perMonth(adults * residence.annualPerAdult + children * residence.annualPerChild),
    employerOftenPays: true,
    source: residence.source,
  };
}
