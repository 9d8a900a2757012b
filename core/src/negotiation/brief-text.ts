// The negotiation brief as text to paste into an email or a chat with the recruiter: first person,
// a few short lines, every figure with its currency, and the data's date.
import { dataAsOf } from '../data-date.ts';
import { householdSize } from '../household-options.ts';
import { formatMoney } from '../money-format.ts';
import type { BasicRise } from '../negotiation-brief.ts';
import type { OfferEvaluation } from '../offer-evaluation.ts';
import type { OfferInput } from '../offer-input.ts';
import { savingsRateThresholds } from '../verdict.ts';
import { count, countryName, type DraftedAsk } from './asks.ts';

export interface BriefFigures {
  input: OfferInput;
  evaluation: OfferEvaluation;
  targetPackage: number;
  gap: number;
  asks: readonly DraftedAsk[];
  asksTotal: number;
  basicRise: BasicRise;
}

export function briefText({ input, evaluation, targetPackage, gap, asks, asksTotal, basicRise }: BriefFigures): string {
  const { location, household } = input;
  const money = (amount: number) => formatMoney(amount, location.country);
  const family = householdSize(household.adults, household.children.length) > 1;
  const place = location.city ?? countryName(location.country);
  const rate = savingsRateThresholds.comfortable;
  const lines = [
    `To cover ${family ? 'our' : 'my'} costs in ${place} and save ${rate}%, ${family ? 'my family needs' : 'I need'} a package of ${money(targetPackage)} a month.`,
    `The offer is ${money(evaluation.packageAmount)} a month, ${money(gap)} short.`,
  ];
  if (asks.length > 0) {
    lines.push(
      asksTotal >= gap
        ? `Any mix of these that adds up to ${money(gap)} a month would close the gap:`
        : `These would close ${money(asksTotal)} a month of it:`,
    );
    for (const ask of asks) {
      const figure =
        ask.offered > 0
          ? `${money(ask.offered + ask.monthly)} a month instead of ${money(ask.offered)} (${money(ask.monthly)} more)`
          : `${money(ask.monthly)} a month`;
      lines.push(`- ${ask.title}: ${figure}, ${ask.basis}`);
    }
    if (asksTotal < gap) lines.push(`The other ${money(gap - asksTotal)} a month would need a higher salary.`);
  }
  const basic = `a basic salary of ${money(basicRise.newBasic)} a month (${money(basicRise.monthly)} more)`;
  const gratuity =
    basicRise.gratuityIncrease > 0
      ? `${money(basicRise.gratuityIncrease)} to my end-of-service benefit after ${count(evaluation.decoded.years, 'year', 'years')}`
      : undefined;
  if (asks.length > 0) lines.push(`Or instead: ${basic}${gratuity ? `, which would also add ${gratuity}` : ''}.`);
  else lines.push(`A${basic.slice(1)} would close it${gratuity ? `, and would also add ${gratuity}` : ''}.`);
  lines.push(`Figures are estimates, from cost data dated ${dataAsOf.asOfLabel}.`);
  return lines.join('\n');
}
