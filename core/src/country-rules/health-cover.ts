// The minimum health cover the law puts on the sponsor for dependants: Dubai's Essential Benefits Plan,
// Abu Dhabi's cover beyond the employer's duty, Kuwait's government fee, and the Saudi employer's duty.
// Looked at and left out: Qatar (Law 22/2021's residents' phase has no confirmed start), Oman (Dhamani
// not in force in October 2025), Bahrain (Sehati not started) and the northern emirates (the 2025
// MOHRE scheme covers employees, not dependants).
import { labelsByCount, money, type Message } from '../language/index.ts';
import type { HealthcareType } from '../household/index.ts';
import type { FigureSource } from '../sources/index.ts';
import data from '../../data/country-rules/health-cover.json' with { type: 'json' };
import { message } from './messages.ts';
import { perMonth, ruleSource, ruleTitle } from './rule-cost-labels.ts';
import type { RuleCost, RuleCostQuery } from './rule-cost.ts';

/** A Dubai or Abu Dhabi line: "{title} ({count} × {fee} a year)", once per count. */
const perYear = (title: Message, fee: number) => {
  const amount = money(fee, 'UAE');
  return labelsByCount((count) => message('countryRules.line.perYear', { title, count, fee: amount }));
};

const { dubai, abuDhabi, ksa, kuwait } = data;

const dubaiTitle = ruleTitle('dubaiHealth');
const dubaiHealthName = perYear(dubaiTitle, dubai.annualPremium);
const dubaiPremium = { premium: money(dubai.annualPremium, 'UAE') };
const dubaiHealthSource = ruleSource('dubaiHealth', dubai.sources, dubaiPremium, { values: dubaiPremium });

// Abu Dhabi: the employer must insure the employee, one spouse and up to three children under 18.
const dependantsTitle = ruleTitle('dependantsHealth');
const abuDhabiDutyName = message('countryRules.line.employerInsuresSpouseAndChildren', {
  title: dependantsTitle,
  children: abuDhabi.employerChildren,
});
const abuDhabiDutySource = ruleSource('abuDhabiEmployerDuty', abuDhabi.sources);
const abuDhabiExtraTitle = ruleTitle('abuDhabiExtraHealth');
const abuDhabiExtraName = perYear(abuDhabiExtraTitle, abuDhabi.annualPremium);
const abuDhabiPremium = { premium: money(abuDhabi.annualPremium, 'UAE') };
const abuDhabiExtraSource = ruleSource('abuDhabiExtraHealth', abuDhabi.sources, abuDhabiPremium, { values: abuDhabiPremium });

const ksaDutyName = message('countryRules.line.employerInsuresFamily', { title: dependantsTitle });
const ksaHealthSource = ruleSource('ksaHealth', ksa.sources);

// Kuwait's fee since 23 December 2025 (a rule that changed after the data's date applies from its
// effective date); its source quotes the amounts as the press writes them (KD).
export const kuwaitHealthFee = kuwait.annualFee;
const kuwaitTitle = ruleTitle('kuwaitHealth');
const kuwaitFee = money(kuwaitHealthFee, 'Kuwait');
const kuwaitHealthName = labelsByCount((count) => message('countryRules.line.perYear', { title: kuwaitTitle, count, fee: kuwaitFee }));
const kuwaitHealthSource = ruleSource('kuwaitHealth', kuwait.sources);

const coversDependants = (type: HealthcareType) => type === 'family' || type === 'premium';

/** A line the household pays, which employers often pay instead (the app offers a switch). */
const charged = (name: Message, title: Message, monthly: number, source: FigureSource): RuleCost => ({
  key: 'dependant-health-cover',
  category: 'Healthcare',
  name,
  title,
  monthly,
  employerOftenPays: true,
  source,
});

/** A line at 0: the law puts this cover on the employer. */
const employersDuty = (name: Message, source: FigureSource, cityRule?: true): RuleCost => ({
  key: 'dependant-health-cover',
  category: 'Healthcare',
  name,
  title: dependantsTitle,
  cityRule,
  monthly: 0,
  employerOftenPays: false,
  source,
});

/** The dependants' health cover the law puts on the household or its employer, where it is known. */
export function healthCoverFor(query: RuleCostQuery, adults: number, children: number): RuleCost | undefined {
  const { country, city, healthcareType } = query;
  if (adults + children === 0) return undefined;
  if (country === 'Kuwait') {
    return charged(kuwaitHealthName(adults + children), kuwaitTitle, perMonth((adults + children) * kuwaitHealthFee), kuwaitHealthSource);
  }
  if (coversDependants(healthcareType)) return undefined;
  if (country === 'KSA') return employersDuty(ksaDutyName, ksaHealthSource);
  if (country !== 'UAE') return undefined;
  if (city === 'Dubai') {
    return {
      ...charged(dubaiHealthName(adults + children), dubaiTitle, perMonth((adults + children) * dubai.annualPremium), dubaiHealthSource),
      cityRule: true,
    };
  }
  if (city === 'Abu Dhabi') {
    const extra = Math.max(0, adults - abuDhabi.employerSpouses) + Math.max(0, children - abuDhabi.employerChildren);
    if (extra === 0) return employersDuty(abuDhabiDutyName, abuDhabiDutySource, true);
    return {
      ...charged(abuDhabiExtraName(extra), abuDhabiExtraTitle, perMonth(extra * abuDhabi.annualPremium), abuDhabiExtraSource),
      cityRule: true,
    };
  }
  return undefined;
}
