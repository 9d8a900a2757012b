// The PDF report's "What to ask for" section (issue 11): the negotiation brief as the results screen
// shows it, when the verdict is below Comfortable.
import { formatMoney, negotiationBrief, savingsRateThresholds, type FigureSource } from '#core';
import type { ResultsModel } from '../state/results-model.ts';
import type { ReportSink } from './report-sink.ts';

const briefOf = (model: ResultsModel) => negotiationBrief(model.input, model.evaluation, model.expenses);

/** The target, the gap, each ask with its figure and detail, and the basic-salary rise; nothing when Comfortable. */
export function writeNegotiationBrief(w: ReportSink, model: ResultsModel, money: (monthly: number) => string): void {
  const brief = briefOf(model);
  if (!brief) return;
  const { evaluation, input } = model;
  const lump = (amount: number) => formatMoney(amount, input.location.country);
  const rate = savingsRateThresholds.comfortable;
  const years = evaluation.decoded.years;
  w.heading('What to ask for');
  w.paragraph(
    `To keep ${rate}% of the package after your estimated costs${evaluation.debts > 0 ? ' and debt payments' : ''}, it needs to reach ${money(brief.targetPackage)}: ${money(brief.gap)} more than the offer. Each ask is the cost the offer leaves to you; the brief's one-page PDF and text are on the results screen.`,
    9,
  );
  w.row(`Package that keeps ${rate}%${evaluation.debts > 0 ? ', debts included' : ''}`, money(brief.targetPackage), { bold: true });
  w.row('Gap to close', money(brief.gap), { bold: true });
  // Numbered, so an ask never reads like the offer's own allowance rows under "Your inputs".
  for (const [i, ask] of brief.asks.entries()) {
    w.row(`${i + 1}. ${ask.title}`, money(ask.monthly));
    if (ask.offered > 0)
      w.row(`${money(ask.offered + ask.monthly)} in all, up from the ${money(ask.offered)} offered`, '', { indent: 12, size: 8 });
    w.row(ask.detail, '', { indent: 12, size: 8 });
  }
  if (brief.asks.length > 0) {
    w.row('The asks together', money(brief.asksTotal), { bold: true });
    w.paragraph(
      brief.covers
        ? `Enough to close the gap: any mix of them that adds up to ${money(brief.gap)} does it, paid as cash or given in kind.`
        : `They close ${money(brief.asksTotal)} of the gap; the other ${money(brief.remainder)} would need a higher salary.`,
      9,
    );
  }
  w.row(brief.asks.length > 0 ? 'Or instead: basic salary' : 'Basic salary to ask for', money(brief.basicRise.newBasic), { bold: true });
  w.row('The rise', money(brief.basicRise.monthly));
  if (brief.basicRise.gratuityIncrease > 0)
    w.row(`Added to the end-of-service benefit after ${years} ${years === 1 ? 'year' : 'years'}`, lump(brief.basicRise.gratuityIncrease));
}

/** The asks' sources, for the report's Sources page. */
export function negotiationSources(model: ResultsModel): { figure: string; source: FigureSource | undefined }[] {
  return (briefOf(model)?.asks ?? []).map((ask) => ({ figure: `What to ask for: ${ask.title}`, source: ask.source }));
}
