// The facts the model itself uses, read from the rules' own modules (family-sponsorship.ts,
// rule-costs.ts) so a page quoting them says exactly what the results compute. Kuwait's dependant
// fees of 23 December 2025 are page facts in core/data/facts/ with their change date, and
// rule-costs.ts charges the same amounts.
import type { CountryCode } from '../countries/index.ts';
import { dataAsOf } from '../sources/index.ts';
import { familySponsorship, housingFeeFor, type RuleCostQuery, ruleCosts } from '../country-rules/index.ts';
import type { Fact } from './facts.ts';
import { formatMoney } from '../money/index.ts';
import { type RuleCostKey } from '../household/index.ts';
import type { FigureSource } from '../sources/index.ts';

/**
 * When a model fact last changed, as far as its sources say: the newest dated reference
 * ("2025-12-21", "2024-09"), or the model's own date when every reference is undated.
 */
function newestSourceDate(source: FigureSource): string {
  const dates = source.sources.map((ref) => /^\d{4}-\d{2}(-\d{2})?/.exec(ref.date)?.[0]).filter((date): date is string => Boolean(date));
  return dates.sort().at(-1) ?? dataAsOf.asOf;
}

const fact = (key: string, text: string, source: FigureSource): Fact => ({ key, text, source, changed: newestSourceDate(source) });

const probe: RuleCostQuery = {
  country: 'UAE',
  dependants: { adults: 1, children: 1 },
  annualRent: 120_000,
  annualSchoolFees: 12_000,
  healthcareType: 'premium',
  monthlyWage: 20_000,
  monthlyBasic: 12_000,
};

function ruleCost(key: RuleCostKey, query: Partial<RuleCostQuery>) {
  const cost = ruleCosts({ ...probe, ...query }).find((c) => c.key === key);
  if (!cost) throw new Error(`No ${key} rule for ${query.country ?? probe.country} ${query.city ?? ''}`);
  return cost;
}

function housingFee(key: string, country: CountryCode, city: string | null, of: string): Fact {
  const fee = housingFeeFor(country, city);
  if (!fee) throw new Error(`No rent-linked fee in ${city ?? country}`);
  const minimum = fee.minimumAnnual > 0 ? `, at least ${formatMoney(fee.minimumAnnual, country)} a year` : '';
  return fact(key, `${Math.round(fee.rate * 1000) / 10}% of ${of}${minimum}`, fee.source);
}

function threshold(key: string, country: CountryCode, employerHousing: boolean): Fact {
  const check = familySponsorship({ country, packageMonthly: 0, employerHousing });
  if (!check) throw new Error(`No family threshold for ${country}`);
  return fact(key, `${formatMoney(check.threshold, country)} a month`, check.source);
}

let facts: Fact[] | undefined;

export function modelFacts(): Fact[] {
  if (facts) return facts;
  const levy = ruleCost('dependant-levy', { country: 'KSA' });
  const vat = ruleCost('school-fee-vat', { country: 'KSA' });
  facts = [
    threshold('uae.family-visa-salary', 'UAE', false),
    threshold('uae.family-visa-salary-housed', 'UAE', true),
    threshold('qatar.family-visa-salary', 'Qatar', false),
    threshold('qatar.family-visa-salary-housed', 'Qatar', true),
    threshold('oman.family-visa-salary', 'Oman', false),
    threshold('bahrain.family-visa-salary', 'Bahrain', false),
    threshold('kuwait.family-visa-salary', 'Kuwait', false),
    // One dependant in the probe, so its monthly cost is the rate per dependant.
    fact('ksa.dependant-levy', `${formatMoney(levy.monthly / probe.dependants.adults / 2, 'KSA')} a month`, levy.source),
    fact('ksa.school-fee-vat', `${Math.round(((vat.monthly * 12) / probe.annualSchoolFees) * 100)}%`, vat.source),
    housingFee('uae.dubai-housing-fee', 'UAE', 'Dubai', 'the annual rent'),
    housingFee('uae.abu-dhabi-municipality-fee', 'UAE', 'Abu Dhabi', 'the annual rent'),
    housingFee('bahrain.municipality-tax', 'Bahrain', null, 'the rent'),
  ];
  return facts;
}
