// What the employee pays for unemployment insurance, a charge on pay rather than a price: a line of
// Residence & Visas, the category of what the state charges a household for living and working in
// the country, so the surplus counts it (ADR 0017).
// - Bahrain (fact bahrain.unemployment-insurance) takes 1% of the insured wage, expatriates included,
//   from the salary (Decree-Law 78/2006, Article 6; the employer and the government pay 1% each).
// - The UAE (fact uae.unemployment-insurance-premium): the employee pays the premium of the mandatory
//   Involuntary Loss of Employment scheme, AED 5 a month on a basic salary up to AED 16,000 and AED 10
//   above, plus 5% VAT (Federal Decree-Law 13 of 2022).
import { dataAsOf, withArabicSource } from '../sources/index.ts';
import type { CountryCode } from '../countries/index.ts';
import type { FigureSource } from '../sources/index.ts';
import { countryProfiles } from '../countries/index.ts';

export interface UnemploymentInsurance {
  name: string;
  monthly: number;
  source: FigureSource;
}

const bahrainRate = 0.01;
const bahrainName = 'Unemployment insurance (1% of your pay)';

const bahrainSource: FigureSource = withArabicSource(
  {
    explanation:
      'Bahrain’s unemployment insurance takes 1% of every insured worker’s wage each month, expatriates included, deducted from the salary (Decree-Law 78/2006, Article 6); the employer and the government each pay another 1%.',
    sources: [
      {
        title: 'Bahrain Ministry of Labour, FAQ on the unemployment insurance system (1% of the insured worker’s wage)',
        url: 'https://www.mol.gov.bh/home/faq?lang=en',
        date: 'undated',
        kind: 'official',
      },
      {
        title:
          'Daily Tribune, "Bahrainis working in GCC states to contribute 1% toward unemployment insurance" (the worker’s 1% under Article 6 of Decree-Law 78/2006)',
        url: 'https://www.newsofbahrain.com/bahrain/126829.html',
        date: 'undated (December 2025)',
        kind: 'newspaper',
      },
      {
        title: 'SDG16+, "Unemployment Insurance: Bahrain. Providing unemployment insurance for national and foreign workers"',
        url: 'https://www.sdg16.plus/policies/providing-unemployment-insurance-for-national-and-foreign-workers-and-first-time-bahraini-job-seekers/',
        date: '2023-06-04',
        kind: 'research',
      },
    ],
    asOf: dataAsOf.asOfLabel,
    assumption:
      'Takes your whole package (salary and any housing allowance) as the insured wage, as the Social Insurance Organisation counts regular allowances; no ceiling on the insured wage is applied.',
  },
  'يقتطع التأمين ضد التعطل في البحرين كل شهر 1% من أجر كل عامل مؤمَّن عليه، والوافدون منهم، ويُخصم من الراتب (المرسوم بقانون رقم 78 لسنة 2006، المادة 6)؛ ويدفع صاحب العمل والحكومة 1% أخرى لكل منهما.',
  'نعدّ حزمتك كلها (الراتب وبدل السكن إن وُجد) أجرًا مؤمَّنًا عليه، إذ تحتسب الهيئة العامة للتأمين الاجتماعي البدلات المنتظمة؛ ولا نطبّق حدًّا أعلى للأجر المؤمَّن عليه.',
);

/** The UAE's two premium bands (fact uae.unemployment-insurance-premium): the lower up to this basic salary, AED. */
export const uaeBandLimit = 16_000;
const uaeVatRate = countryProfiles.UAE.taxStructure.vatRate / 100;
const uaeBands = [
  { premium: 5, name: 'Job-loss insurance (AED 5 a month plus VAT)' },
  { premium: 10, name: 'Job-loss insurance (AED 10 a month plus VAT)' },
].map((band) => ({ ...band, monthly: Math.round(band.premium * (1 + uaeVatRate)) }));

const uaeSource: FigureSource = withArabicSource(
  {
    explanation:
      'Employees in the UAE’s private sector, free zones and federal government must hold the Involuntary Loss of Employment insurance and pay its premium themselves: AED 5 a month on a basic salary up to AED 16,000 and AED 10 a month above, plus VAT, payable monthly, quarterly, half-yearly or yearly (Federal Decree-Law 13 of 2022). Not enrolling costs a fine of AED 400.',
    sources: [
      {
        title: 'UAE Government portal (u.ae), "Unemployment Insurance scheme"',
        url: 'https://stg.u.ae/en/information-and-services/jobs/insurance/unemployment-insurance-scheme',
        date: 'undated',
        kind: 'official',
      },
      {
        title: 'Gulf News, "Over 6.5 million employees subscribe for job loss insurance in UAE"',
        url: 'https://gulfnews.com/uae/government/over-65-million-employees-subscribe-for-job-loss-insurance-in-uae-1.98533206',
        date: '2023-10-04',
        kind: 'newspaper',
      },
    ],
    asOf: dataAsOf.asOfLabel,
    assumption:
      'Assumes you must enrol, as employees of private companies, free zones and the federal government must; investors, domestic workers, temporary-contract workers, under-18s and pensioners who take a new job are exempt. The band follows your basic salary (entered, or the typical share of gross).',
  },
  'يلزم العاملون في القطاع الخاص والمناطق الحرة والحكومة الاتحادية في الإمارات بالاشتراك في نظام التأمين ضد التعطل عن العمل ودفع قسطه بأنفسهم: 5 دراهم شهريًا لمن لا يتجاوز راتبه الأساسي 16,000 درهم و10 دراهم شهريًا لمن يتجاوزه، مضافًا إليها ضريبة القيمة المضافة، وتُدفع شهريًا أو كل ثلاثة أشهر أو ستة أو سنويًا (المرسوم بقانون اتحادي رقم 13 لسنة 2022). وغرامة عدم الاشتراك 400 درهم.',
  'نفترض أنك ملزم بالاشتراك، كما يُلزم موظفو الشركات الخاصة والمناطق الحرة والحكومة الاتحادية؛ ويُستثنى المستثمرون والعمالة المنزلية والعاملون بعقود مؤقتة ومن هم دون 18 عامًا والمتقاعدون الذين التحقوا بعمل جديد. وتتبع الفئة راتبك الأساسي (الذي أدخلته، أو الحصة المعتادة من الإجمالي).',
);

/**
 * What the employee pays for unemployment insurance a month, in whole units, or undefined where the
 * country charges the employee nothing we count (or there is no pay to charge). `monthlyWage` is the
 * package (Bahrain's insured wage), `monthlyBasic` the basic salary (the UAE's premium band).
 */
export function unemploymentInsurance(country: CountryCode, monthlyWage: number, monthlyBasic: number): UnemploymentInsurance | undefined {
  if (monthlyWage <= 0) return undefined;
  if (country === 'Bahrain') return { name: bahrainName, monthly: Math.round(monthlyWage * bahrainRate), source: bahrainSource };
  if (country === 'UAE') {
    const band = uaeBands[monthlyBasic > uaeBandLimit ? 1 : 0] as (typeof uaeBands)[number];
    return { name: band.name, monthly: band.monthly, source: uaeSource };
  }
  return undefined;
}
