// End-of-service benefit for a private-sector expatriate, as in force in October 2025 (core/data/README.md,
// "Later changes", lists what changes after): each country's rule is a per-year accrual on a monthly
// wage, with an optional cap, minimum service and cut for resignation, so one table describes them all
// (core/data/country-rules/gratuity.json); here it is applied to a basic pay, a wage, a service length
// and a way of leaving. The rules' words are messages of locales/.
import type { CountryCode } from '../countries/index.ts';
import type { Message } from '../language/index.ts';
import { dataAsOf, resolveSources, type FigureSource } from '../sources/index.ts';
import data from '../../data/country-rules/gratuity.json' with { type: 'json' };
import type { AccrualData, GratuityRuleData, ResignationStepData } from './data-schemas.ts';
import { message, type CountryRulesMessageId } from './messages.ts';

export type GratuityScheme = GratuityRuleData['scheme'];
export type Leaving = 'completed' | 'resigned';

const rules = data as Readonly<Record<CountryCode, GratuityRuleData>>;

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
  /** The rule for a reader: accrual, wage basis, cap, minimum service and what resigning changes. */
  rule: Message;
  source: FigureSource;
}

/** Months of the wage one year of service earns. */
const monthsPerYear = (accrual: AccrualData) =>
  'days' in accrual ? accrual.days / accrual.dayOf : 'months' in accrual ? accrual.months : accrual.monthlyShare * 12;

/** The share of the award paid on resignation after `years`: the first step the service falls in. */
function resignationShare(steps: readonly ResignationStepData[], years: number): number {
  const step = steps.find((s) => ('under' in s ? years < s.under : 'through' in s ? years <= s.through : true));
  return step?.share ?? 1;
}

/** Where no official text we found confirms the reckoning, the source says what it assumes. */
const assumed: ReadonlySet<CountryCode> = new Set(['Qatar', 'Oman', 'Bahrain', 'Kuwait']);

// Built once: every evaluation reads its country's rule, its words and its source.
const id = (key: string) => `countryRules.gratuity.${key}` as CountryRulesMessageId;
const built = Object.fromEntries(
  (Object.keys(rules) as CountryCode[]).map((country) => {
    const rule = rules[country];
    // Only where resigning cuts the award does the rule read differently for it.
    const words: Record<Leaving, Message> = rule.resignation
      ? { completed: message(id(`rule.${country}.completed`)), resigned: message(id(`rule.${country}.resigned`)) }
      : { completed: message(id(`rule.${country}`)), resigned: message(id(`rule.${country}`)) };
    const source: FigureSource = {
      explanation: message(id(`explanation.${country}`)),
      sources: resolveSources(rule.sources),
      asOf: dataAsOf.asOfLabel,
    };
    if (assumed.has(country)) source.assumption = message(id(`assumption.${country}`));
    return [country, { rule, early: monthsPerYear(rule.early), later: monthsPerYear(rule.later), words, source }];
  }),
) as Readonly<
  Record<CountryCode, { rule: GratuityRuleData; early: number; later: number; words: Record<Leaving, Message>; source: FigureSource }>
>;

/** The end-of-service benefit due after `years` of service, in the local currency. */
export function endOfServiceBenefit({ country, basicMonthly, years, leaving, wageMonthly }: EndOfServiceQuery): EndOfServiceBenefit {
  const { rule, early: earlyRate, later: laterRate, words, source } = built[country];
  const basic = Math.max(0, basicMonthly);
  const wage = wageMonthly !== undefined && wageMonthly !== null && wageMonthly > 0 ? wageMonthly : basic;
  const service = Math.max(0, years);
  const base = rule.basis === 'wage' ? wage : basic;

  let months = 0;
  if (service >= rule.minimumYears) {
    const early = Math.min(service, rule.tierYears);
    months = early * earlyRate + (service - early) * laterRate;
  }
  let amount = months * base;
  if (rule.capMonths !== undefined) amount = Math.min(amount, rule.capMonths * Math.max(wage, basic));
  if (leaving === 'resigned' && rule.resignation) amount *= resignationShare(rule.resignation, service);

  const rounded = Math.round(amount);
  return {
    amount: rounded,
    monthlyAccrual: rounded > 0 ? rounded / (service * 12) : 0,
    scheme: rule.scheme,
    rule: words[leaving],
    source,
  };
}

/** Whether the country's end-of-service benefit runs on basic pay (UAE, Qatar, Oman) rather than the full wage. */
export function endOfServiceOnBasic(country: CountryCode): boolean {
  return rules[country].basis === 'basic';
}

/** The rule of a country for a way of leaving (the /sources page and the tests list every country's). */
export function endOfServiceRuleFor(country: CountryCode, leaving: Leaving): Message {
  return built[country].words[leaving];
}
