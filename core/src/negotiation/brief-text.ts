// The negotiation brief as lines to paste into an email or a chat with the recruiter: first person,
// a few short lines, every figure with its currency, and the data's date. Each line is a message;
// the web app writes them in the page's language and joins them.
import { dataAsOf } from '../sources/index.ts';
import { householdSize, type OfferInput } from '../household/index.ts';
import { type Message, money, month } from '../language/index.ts';
import type { BasicRise } from './negotiation-brief.ts';
import type { OfferEvaluation } from '../verdict/index.ts';
import { savingsRateThresholds } from '../verdict/index.ts';
import { placeIn, type DraftedAsk } from './asks.ts';
import { message } from './messages.ts';

export interface BriefFigures {
  input: OfferInput;
  evaluation: OfferEvaluation;
  targetPackage: number;
  gap: number;
  asks: readonly DraftedAsk[];
  asksTotal: number;
  basicRise: BasicRise;
}

export function briefLines({ input, evaluation, targetPackage, gap, asks, asksTotal, basicRise }: BriefFigures): Message[] {
  const { location, household } = input;
  const amount = (value: number) => money(value, location.country);
  const family = householdSize(household.adults, household.children.length) > 1;
  const lines = [
    message('negotiation.brief.target', {
      household: family ? 'family' : 'single',
      place: placeIn(location, false),
      rate: savingsRateThresholds.comfortable,
      amount: amount(targetPackage),
    }),
    message('negotiation.brief.offer', { offer: amount(evaluation.packageAmount), gap: amount(gap) }),
  ];
  if (asks.length > 0) {
    lines.push(
      asksTotal >= gap
        ? message('negotiation.brief.asksCover', { gap: amount(gap) })
        : message('negotiation.brief.asksPartly', { total: amount(asksTotal) }),
    );
    for (const ask of asks) {
      const figure =
        ask.offered > 0
          ? message('negotiation.brief.askFigureOnTop', {
              total: amount(ask.offered + ask.monthly),
              offered: amount(ask.offered),
              more: amount(ask.monthly),
            })
          : message('negotiation.brief.askFigure', { amount: amount(ask.monthly) });
      lines.push(message('negotiation.brief.ask', { title: ask.title, figure, basis: ask.basis }));
    }
    if (asksTotal < gap) lines.push(message('negotiation.brief.remainder', { amount: amount(gap - asksTotal) }));
  }
  const basic = { newBasic: amount(basicRise.newBasic), rise: amount(basicRise.monthly) };
  const withGratuity = { ...basic, gratuity: amount(basicRise.gratuityIncrease), years: evaluation.decoded.years };
  if (basicRise.gratuityIncrease > 0)
    lines.push(
      asks.length > 0
        ? message('negotiation.brief.orInsteadWithGratuity', withGratuity)
        : message('negotiation.brief.basicClosesWithGratuity', withGratuity),
    );
  else lines.push(message(asks.length > 0 ? 'negotiation.brief.orInstead' : 'negotiation.brief.basicCloses', basic));
  lines.push(message('negotiation.brief.dataDate', { month: month(dataAsOf.asOf) }));
  return lines;
}
