// Costs a country's rules add to a household, as in force in October 2025: the Saudi dependant
// levy, residence permits for dependants, rent-linked municipality fees, VAT on school fees, the
// minimum health cover the law puts on the sponsor and the employee's unemployment insurance. Each
// line carries its source. This runs inside every evaluation, so every rate, label and FigureSource
// is built once at module load, each line's name once per count of dependants (count-labels.ts), and
// a call only multiplies. The residence fees, the rent-linked fees and the health cover are in
// rules/, one file each; this file adds the levy, the school VAT and unemployment insurance to them.
//
// Looked at and left out, so nobody adds them by mistake (the rent-linked fees and health cover left
// out are listed in their files):
// - the Saudi iqama fee for a dependant: no source found gives the amount (the SAR 400 levy is
//   charged; the levy's explanation says the iqama fee is not included);
// - VAT on tuition outside Saudi Arabia: the UAE, Bahrain and Oman zero-rate it, Qatar and Kuwait
//   have no VAT.
import { labelsByCount } from '../language/index.ts';
import { withArabicSource } from '../sources/index.ts';
import { healthCoverFor } from './health-cover.ts';
import { housingFeeCost } from './housing-fees.ts';
import { residenceFeeCost } from './residence-fees.ts';
import type { RuleCost, RuleCostQuery } from './rule-cost.ts';
import { arabicLabel, asOf, label, percent, perMonth } from './rule-cost-labels.ts';
import type { FigureSource } from '../sources/index.ts';
import { unemploymentInsurance } from './unemployment-insurance.ts';

export { type RuleCost, type RuleCostCategory, type RuleCostQuery } from './rule-cost.ts';
export { housingFeeFor } from './housing-fees.ts';
export { kuwaitResidenceFee } from './residence-fees.ts';
export { kuwaitHealthFee } from './health-cover.ts';

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

  const residence = residenceFeeCost(country, adults, children);
  if (residence) costs.push(residence);

  const housingFee = housingFeeCost(country, city, annualRent);
  if (housingFee) costs.push(housingFee);

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
