// What the employee pays for unemployment insurance (the fact bahrain.unemployment-insurance):
// Bahrain takes 1% of the insured wage, expatriates included, from the salary (Decree-Law 78/2006,
// Article 6; the employer and the government pay 1% each). A charge on pay, not a price: it is a line
// of Residence & Visas, the category of what the state charges a household for living and working in
// the country, so the surplus counts it.
// Left out: the UAE's job-loss insurance premium (fact uae.unemployment-insurance-premium), AED 5 or
// 10 a month (about 0.13% of AED 4,000, the lowest package that sponsors a family); counting it would
// move every hand-worked UAE figure in the tests. The FAQ says it is left out and can be added as a
// custom cost.
import { withArabicSource } from './figure-source-arabic.ts';
import { dataAsOf } from './data-date.ts';
import type { CountryCode } from './country-codes.ts';
import type { FigureSource } from './sources.ts';

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

/**
 * What the employee pays for unemployment insurance a month, in whole units, or undefined where the
 * country charges the employee nothing we count (or there is no pay to charge).
 */
export function unemploymentInsurance(country: CountryCode, monthlyWage: number): UnemploymentInsurance | undefined {
  if (country !== 'Bahrain' || monthlyWage <= 0) return undefined;
  return { name: bahrainName, monthly: Math.round(monthlyWage * bahrainRate), source: bahrainSource };
}
