// The PDF report's "Your savings at home" (issue 11): when a home currency is chosen, the same figures
// and sentences as the results panel, and the rate's source for the Sources page.
import { formatHomeMoney, formatMoney, homeRateSource, type FigureSource } from '#core';
import {
  checkSendHome,
  chosenHomeCurrency,
  homeFigures,
  inBoth,
  negativeSurplusSentence,
  rateLine,
  sendHomeSentence,
} from '../components/results/home-currency-sentences.ts';
import type { CalculatorState } from '../state/calculator-state.ts';
import type { ResultsModel } from '../state/results-model.ts';
import type { ReportSink } from './report-sink.ts';

/** The monthly surplus, a year's savings and the end-of-service benefit in the home currency, and the send-home check. Nothing without a home currency. */
export function writeHomeCurrency(w: ReportSink, state: CalculatorState, model: ResultsModel): void {
  const currency = chosenHomeCurrency(state.home.currency);
  if (!currency) return;
  const { code } = currency;
  const { evaluation, input } = model;
  const country = input.location.country;
  const figures = homeFigures(evaluation, country, code);
  w.heading('Your savings at home');
  w.paragraph(
    `In ${currency.name} (${code}) at ${rateLine(country, code)}, a reference rate of ${homeRateSource(code).asOf} built into the calculator.`,
    9,
  );
  w.row('Monthly surplus', inBoth(figures.surplus, country, code), { bold: true });
  w.row("A year's savings (surplus x 12)", inBoth(figures.yearly, country, code));
  w.row('End-of-service benefit (contract completed)', inBoth(figures.gratuity, country, code));
  if (Math.round(evaluation.surplus) < 0) w.paragraph(negativeSurplusSentence(figures.surplus, country, code), 9, [153, 27, 27]);
  const check = checkSendHome(state.home.sendHome, evaluation.surplus, country, code);
  if (check) {
    w.row(`Send home each month: ${formatHomeMoney(Number(state.home.sendHome), code)}`, formatMoney(check.targetLocal, country));
    w.paragraph(sendHomeSentence(check, country, code), 10, [15, 23, 42]);
  }
}

// The report's built-in Helvetica renders WinAnsi only: Latin-1 and a few punctuation marks.
const winAnsiExtras = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const standIns: Readonly<Record<string, string>> = { '₦': 'N', '₹': 'Rs ', '−': '-', '≈': '~', '→': '->' };

/** Text the PDF can render: a sign it cannot (the naira's, in a source's title) becomes a stand-in. */
function winAnsi(text: string): string {
  return Array.from(text, (c) => (c <= '\u00ff' || winAnsiExtras.has(c) ? c : (standIns[c] ?? ''))).join('');
}

/** The home currency's rate, for the report's Sources page (in text the PDF renders); none without a home currency. */
export function homeCurrencySources(state: CalculatorState): { figure: string; source: FigureSource }[] {
  const currency = chosenHomeCurrency(state.home.currency);
  if (!currency) return [];
  const source = homeRateSource(currency.code);
  return [
    {
      figure: `Exchange rate: ${currency.name} (${currency.code})`,
      source: {
        ...source,
        explanation: winAnsi(source.explanation),
        assumption: source.assumption === undefined ? undefined : winAnsi(source.assumption),
        sources: source.sources.map((ref) => ({ ...ref, title: winAnsi(ref.title) })),
      },
    },
  ];
}
