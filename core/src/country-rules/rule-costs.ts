// Costs a country's rules add to a household, as in force in October 2025: the Saudi dependant
// levy, residence permits for dependants, rent-linked municipality fees, VAT on school fees, the
// minimum health cover the law puts on the sponsor and the employee's unemployment insurance. Each
// line carries its source. This runs inside every evaluation, so every rate, label and FigureSource
// is built once at module load, each line's name once per count of dependants (count-labels.ts), and
// a call only multiplies. The residence fees, the rent-linked fees, the health cover and
// unemployment insurance have files of their own; this file adds the levy and the school VAT to them.
// Every figure is in core/data/country-rules/, every word in locales/.
//
// Looked at and left out, so nobody adds them by mistake (the rent-linked fees and health cover left
// out are listed in their files):
// - the Saudi iqama fee for a dependant: no source found gives the amount (the SAR 400 levy is
//   charged; the levy's explanation says the iqama fee is not included);
// - VAT on tuition outside Saudi Arabia: the UAE, Bahrain and Oman zero-rate it, Qatar and Kuwait
//   have no VAT.
import { labelsByCount, money } from '../language/index.ts';
import data from '../../data/country-rules/levies.json' with { type: 'json' };
import { healthCoverFor } from './health-cover.ts';
import { housingFeeCost } from './housing-fees.ts';
import { message } from './messages.ts';
import { residenceFeeCost } from './residence-fees.ts';
import type { RuleCost, RuleCostQuery } from './rule-cost.ts';
import { percent, perMonth, ruleSource, ruleTitle } from './rule-cost-labels.ts';
import { unemploymentInsurance } from './unemployment-insurance.ts';

export { type RuleCost, type RuleCostCategory, type RuleCostQuery } from './rule-cost.ts';
export { housingFeeFor } from './housing-fees.ts';
export { kuwaitResidenceFee } from './residence-fees.ts';
export { kuwaitHealthFee } from './health-cover.ts';
export { ruleCostEntryName } from './rule-cost-labels.ts';

const { dependantLevy, schoolVat } = data;

// ---- Saudi dependant levy --------------------------------------------------------------------------

const ksaLevyMonthly = dependantLevy.monthly;
const ksaLevyFee = money(ksaLevyMonthly, 'KSA');
const ksaLevyTitle = ruleTitle('dependantLevy');
const ksaLevyName = labelsByCount((count) => message('countryRules.line.perMonth', { title: ksaLevyTitle, count, fee: ksaLevyFee }));
const ksaLevySource = ruleSource('dependantLevy', dependantLevy.sources, { levy: ksaLevyFee });

// ---- VAT on school fees ---------------------------------------------------------------------------

const ksaSchoolVatRate = schoolVat.rate;
const ksaSchoolVatTitle = ruleTitle('schoolVat');
const ksaSchoolVatName = message('countryRules.line.rate', { title: ksaSchoolVatTitle, rate: percent(ksaSchoolVatRate) });
const ksaSchoolVatSource = ruleSource('schoolVat', schoolVat.sources, { rate: percent(ksaSchoolVatRate) });

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
      title: ksaLevyTitle,
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
      name: ksaSchoolVatName,
      title: ksaSchoolVatTitle,
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
      title: insurance.title,
      monthly: insurance.monthly,
      // Some employers pay the worker's share themselves; the switch lets the visitor say so.
      employerOftenPays: true,
      source: insurance.source,
    });
  }

  return costs;
}
