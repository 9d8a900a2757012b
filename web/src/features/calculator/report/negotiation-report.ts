// The PDF report's "What to ask for" section: the negotiation brief as the results screen
// shows it, when the verdict is below Comfortable.
import { savingsRateThresholds, type FigureSource } from '#core';
import type { ResultsModel } from '../state/results-model.ts';
import type { ReportSink } from './report-sink.ts';
import type { ReportWords } from './report-words.ts';

/** The target, the gap, each ask with its figure and detail, and the basic-salary rise; nothing when Comfortable. */
export function writeNegotiationBrief(w: ReportSink, model: ResultsModel, money: (monthly: number) => string, words: ReportWords): void {
  // The model is built in the report's language (downloadOfferReport), so its brief is too.
  const { brief } = model;
  if (!brief) return;
  const { t } = words;
  const { evaluation, input } = model;
  const lump = (amount: number) => words.money(amount, input.location.country);
  const rate = String(savingsRateThresholds.comfortable);
  const debts = evaluation.debts > 0;
  w.heading(t('report.ask.heading'));
  w.paragraph(
    t(debts ? 'report.ask.introWithDebts' : 'report.ask.intro', { rate, target: money(brief.targetPackage), gap: money(brief.gap) }),
    9,
  );
  w.row(t(debts ? 'report.ask.targetWithDebts' : 'report.ask.target', { rate }), money(brief.targetPackage), { bold: true });
  w.row(t('report.ask.gap'), money(brief.gap), { bold: true });
  // Numbered, so an ask never reads like the offer's own allowance rows under "Your inputs".
  for (const [i, ask] of brief.asks.entries()) {
    w.row(`${i + 1}. ${t(ask.title)}`, money(ask.monthly));
    if (ask.offered > 0)
      w.row(t('report.ask.inAll', { total: money(ask.offered + ask.monthly), offered: money(ask.offered) }), '', { indent: 12, size: 8 });
    w.row(t(ask.detail), '', { indent: 12, size: 8 });
  }
  if (brief.asks.length > 0) {
    w.row(t('report.ask.together'), money(brief.asksTotal), { bold: true });
    w.paragraph(
      brief.covers
        ? t('report.ask.covers', { gap: money(brief.gap) })
        : t('report.ask.partly', { total: money(brief.asksTotal), remainder: money(brief.remainder) }),
      9,
    );
  }
  w.row(t(brief.asks.length > 0 ? 'report.ask.orBasic' : 'report.ask.basic'), money(brief.basicRise.newBasic), { bold: true });
  w.row(t('report.ask.rise'), money(brief.basicRise.monthly));
  if (brief.basicRise.gratuityIncrease > 0)
    w.row(t('report.ask.gratuity', { years: evaluation.decoded.years }), lump(brief.basicRise.gratuityIncrease));
}

/** The asks' sources, for the report's Sources page. */
export function negotiationSources(model: ResultsModel, words: ReportWords): { figure: string; source: FigureSource | undefined }[] {
  return (model.brief?.asks ?? []).map((ask) => ({
    figure: words.t('report.sources.ask', { title: ask.title }),
    source: ask.source,
  }));
}
