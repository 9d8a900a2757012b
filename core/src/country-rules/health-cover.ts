// The minimum health cover the law puts on the sponsor for dependants: Dubai's Essential Benefits Plan,
// Abu Dhabi's cover beyond the employer's duty, Kuwait's government fee, and the Saudi employer's duty.
// Looked at and left out: Qatar (Law 22/2021's residents' phase has no confirmed start), Oman (Dhamani
// not in force in October 2025), Bahrain (Sehati not started) and the northern emirates (the 2025
// MOHRE scheme covers employees, not dependants).
import { labelsByCount } from '../language/index.ts';
import { withArabicSource } from '../sources/index.ts';
import type { HealthcareType } from '../household/index.ts';
import type { FigureSource, SourceRef } from '../sources/index.ts';
import { aed, arabicLabel, asOf, label, perMonth } from './rule-cost-labels.ts';
import type { RuleCost, RuleCostQuery } from './rule-cost.ts';

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

/** A line the household pays, which employers often pay instead (the app offers a switch). */
const charged = (name: string, monthly: number, source: FigureSource): RuleCost => ({
  key: 'dependant-health-cover',
  category: 'Healthcare',
  name,
  monthly,
  employerOftenPays: true,
  source,
});

/** A line at 0: the law puts this cover on the employer. */
const employersDuty = (name: string, source: FigureSource): RuleCost => ({
  key: 'dependant-health-cover',
  category: 'Healthcare',
  name,
  monthly: 0,
  employerOftenPays: false,
  source,
});

/** The dependants' health cover the law puts on the household or its employer, where it is known. */
export function healthCoverFor(query: RuleCostQuery, adults: number, children: number): RuleCost | undefined {
  const { country, city, healthcareType } = query;
  if (adults + children === 0) return undefined;
  if (country === 'Kuwait') {
    return charged(kuwaitHealthName(adults + children), perMonth((adults + children) * kuwaitHealthFee), kuwaitHealthSource);
  }
  if (coversDependants(healthcareType)) return undefined;
  if (country === 'KSA') return employersDuty('Dependants’ health insurance (your employer must insure your family)', ksaHealthSource);
  if (country !== 'UAE') return undefined;
  if (city === 'Dubai') {
    return charged(dubaiHealthName(adults + children), perMonth((adults + children) * dubaiEbpAnnual), dubaiHealthSource);
  }
  if (city === 'Abu Dhabi') {
    const extra = Math.max(0, adults - abuDhabiEmployerSpouses) + Math.max(0, children - abuDhabiEmployerChildren);
    if (extra === 0) {
      return employersDuty(
        'Dependants’ health insurance (your employer must insure a spouse and up to 3 children)',
        abuDhabiEmployerDutySource,
      );
    }
    return charged(abuDhabiExtraName(extra), perMonth(extra * abuDhabiBasicAnnual), abuDhabiExtraSource);
  }
  return undefined;
}
