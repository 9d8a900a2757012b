// End-of-service benefit for a private-sector expatriate: the country's rule (gratuity-rules.ts)
// applied to a basic pay, a wage, a service length and a way of leaving.
import type { CountryCode } from '../countries/index.ts';
import { countryGratuityRules, type GratuityScheme, type Leaving } from './gratuity-rules.ts';
import type { Language } from '../language/index.ts';
import type { FigureSource } from '../sources/index.ts';

export type { GratuityScheme, Leaving } from './gratuity-rules.ts';

export interface EndOfServiceQuery {
  country: CountryCode;
  /** Monthly basic pay, local currency. */
  basicMonthly: number;
  /** Years of service; fractions count pro rata. */
  years: number;
  leaving: Leaving;
  /** The monthly pay with allowances (salary plus cash allowances). Used where the law's wage includes allowances (KSA, Bahrain, Kuwait) and for the UAE cap. */
  wageMonthly?: number | null | undefined;
}

export interface EndOfServiceBenefit {
  /** What is paid at the end, local currency, whole units. */
  amount: number;
  /** amount ÷ (years × 12): what the benefit adds to each month of the contract; 0 when nothing is due. */
  monthlyAccrual: number;
  scheme: GratuityScheme;
  /** The rule in words for a reader: accrual, wage basis, cap, minimum service and what resigning changes. */
  rule: string;
  source: FigureSource;
}

/** The end-of-service benefit due after `years` of service, in the local currency. */
export function endOfServiceBenefit({ country, basicMonthly, years, leaving, wageMonthly }: EndOfServiceQuery): EndOfServiceBenefit {
  const rule = countryGratuityRules[country];
  const basic = Math.max(0, basicMonthly);
  const wage = wageMonthly !== undefined && wageMonthly !== null && wageMonthly > 0 ? wageMonthly : basic;
  const service = Math.max(0, years);
  const base = rule.basis === 'wage' ? wage : basic;

  let months = 0;
  if (service >= rule.minimumYears) {
    const early = Math.min(service, rule.tierYears);
    months = early * rule.monthsPerYearEarly + (service - early) * rule.monthsPerYearLater;
  }
  let amount = months * base;
  if (rule.capMonths !== undefined) amount = Math.min(amount, rule.capMonths * Math.max(wage, basic));
  if (leaving === 'resigned' && rule.resignationShare) amount *= rule.resignationShare(service);

  const rounded = Math.round(amount);
  return {
    amount: rounded,
    monthlyAccrual: rounded > 0 ? rounded / (service * 12) : 0,
    scheme: rule.scheme,
    rule: rule.rules[leaving],
    source: rule.source,
  };
}

/** Whether the country's end-of-service benefit runs on basic pay (UAE, Qatar, Oman) rather than the full wage. */
export function endOfServiceOnBasic(country: CountryCode): boolean {
  return countryGratuityRules[country].basis === 'basic';
}

/**
 * A benefit's rule in a language, at display time: `benefit.rule` in English, the same rule (the
 * country's, for the same way of leaving) in Arabic.
 */
export function endOfServiceRule(benefit: Pick<EndOfServiceBenefit, 'rule'>, country: CountryCode, language: Language = 'en'): string {
  if (language !== 'ar') return benefit.rule;
  const { rules, rulesArabic } = countryGratuityRules[country];
  return benefit.rule === rules.resigned ? rulesArabic.resigned : rulesArabic.completed;
}

/** The rule of a country for a way of leaving, in a language. */
export function endOfServiceRuleFor(country: CountryCode, leaving: Leaving, language: Language = 'en'): string {
  const rule = countryGratuityRules[country];
  return language === 'ar' ? rule.rulesArabic[leaving] : rule.rules[leaving];
}
