// What the employee pays for unemployment insurance, a charge on pay rather than a price: a line of
// Residence & Visas, the category of what the state charges a household for living and working in
// the country, so the surplus counts it (ADR 0017).
// - Bahrain (fact bahrain.unemployment-insurance) takes 1% of the insured wage, expatriates included,
//   from the salary (Decree-Law 78/2006, Article 6; the employer and the government pay 1% each).
// - The UAE (fact uae.unemployment-insurance-premium): the employee pays the premium of the mandatory
//   Involuntary Loss of Employment scheme, AED 5 a month on a basic salary up to AED 16,000 and AED 10
//   above, plus 5% VAT (Federal Decree-Law 13 of 2022).
import type { CountryCode } from '../countries/index.ts';
import { countryProfiles } from '../countries/index.ts';
import type { Message } from '../language/index.ts';
import type { FigureSource } from '../sources/index.ts';
import data from '../../data/country-rules/unemployment-insurance.json' with { type: 'json' };
import type { UnemploymentInsuranceData } from './data-schemas.ts';
import { message } from './messages.ts';
import { percent, ruleSource, ruleTitle } from './rule-cost-labels.ts';

export interface UnemploymentInsurance {
  name: Message;
  title: Message;
  monthly: number;
  source: FigureSource;
}

const { bahrain, uae } = data as UnemploymentInsuranceData;

const bahrainTitle = ruleTitle('bahrainUnemployment');
const bahrainName = message('countryRules.line.shareOfPay', { title: bahrainTitle, rate: percent(bahrain.rate) });
const bahrainSource = ruleSource('bahrainUnemployment', bahrain.sources, undefined, {});

/** The UAE's two premium bands (fact uae.unemployment-insurance-premium): the lower up to this basic salary, AED. */
export const uaeBandLimit = uae.bands[0].throughBasic;
const uaeVatRate = countryProfiles.UAE.taxStructure.vatRate / 100;
const uaeTitle = ruleTitle('uaeJobLoss');
const uaeBands = uae.bands.map(({ premium }) => ({
  premium,
  name: message('countryRules.line.premium', { title: uaeTitle, premium }),
  monthly: Math.round(premium * (1 + uaeVatRate)),
}));
const uaeSource = ruleSource('uaeJobLoss', uae.sources, undefined, {});

/**
 * What the employee pays for unemployment insurance a month, in whole units, or undefined where the
 * country charges the employee nothing we count (or there is no pay to charge). `monthlyWage` is the
 * package (Bahrain's insured wage), `monthlyBasic` the basic salary (the UAE's premium band).
 */
export function unemploymentInsurance(country: CountryCode, monthlyWage: number, monthlyBasic: number): UnemploymentInsurance | undefined {
  if (monthlyWage <= 0) return undefined;
  if (country === 'Bahrain')
    return { name: bahrainName, title: bahrainTitle, monthly: Math.round(monthlyWage * bahrain.rate), source: bahrainSource };
  if (country === 'UAE') {
    const band = uaeBands[monthlyBasic > uaeBandLimit ? 1 : 0] as (typeof uaeBands)[number];
    return { name: band.name, title: uaeTitle, monthly: band.monthly, source: uaeSource };
  }
  return undefined;
}
