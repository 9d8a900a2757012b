// The PDF report's "Your savings at home": when a home currency is chosen, the same figures
// and sentences as the results panel, and the rate's source for the Sources page.
import { arabicLocale, homeRateSource, toHomeCurrency, type CountryCode, type FigureSource, type HomeCurrencyCode } from '#core';
import {
  checkSendHome,
  chosenHomeCurrency,
  homeFigures,
  rateLine,
  type HomeFigure,
} from '../components/results/home-currency-sentences.ts';
import type { CalculatorState } from '../state/calculator-state.ts';
import type { ResultsModel } from '../state/results-model.ts';
import type { ReportSink } from './report-sink.ts';
import type { ReportWords } from './report-words.ts';

const arabicRate = new Intl.NumberFormat(arabicLocale, { maximumSignificantDigits: 4 });

/** "AED 1 = INR 24.03", «1 درهم = 24.03 INR». */
function rateIn(words: ReportWords, country: CountryCode, code: HomeCurrencyCode): string {
  if (words.language === 'en') return rateLine(country, code);
  return `${words.money(1, country)} = ${arabicRate.format(toHomeCurrency(1, country, code))} ${code}`;
}

/** The monthly surplus, a year's savings and the end-of-service benefit in the home currency, and the send-home check. Nothing without a home currency. */
export function writeHomeCurrency(w: ReportSink, state: CalculatorState, model: ResultsModel, words: ReportWords): void {
  const currency = chosenHomeCurrency(state.home.currency);
  if (!currency) return;
  const { code } = currency;
  const { t } = words;
  const { evaluation, input } = model;
  const country = input.location.country;
  const figures = homeFigures(evaluation, country, code);
  /** "AED 12,345 (INR 296,664)". */
  const inBoth = (figure: HomeFigure) => `${words.money(figure.local, country)} (${words.homeMoney(figure.home, code)})`;
  w.heading(t('report.home.heading'));
  w.paragraph(
    t('report.home.intro', {
      currency: words.language === 'en' ? `${t(currency.name)} (${code})` : code,
      rate: rateIn(words, country, code),
      asOf: words.asOf(homeRateSource(code).asOf),
    }),
    9,
  );
  w.row(t('report.home.surplus'), inBoth(figures.surplus), { bold: true });
  w.row(t('report.home.yearly'), inBoth(figures.yearly));
  w.row(t('report.home.gratuity'), inBoth(figures.gratuity));
  if (Math.round(evaluation.surplus) < 0)
    w.paragraph(
      t('report.home.negative', {
        local: words.money(-figures.surplus.local, country),
        home: words.homeMoney(-figures.surplus.home, code),
      }),
      9,
      [153, 27, 27],
    );
  const check = checkSendHome(state.home.sendHome, evaluation.surplus, country, code);
  if (check) {
    w.row(
      t('report.home.sendHome', { amount: words.homeMoney(Number(state.home.sendHome), code) }),
      words.money(check.targetLocal, country),
    );
    const amounts = {
      local: words.money(Math.abs(check.difference), country),
      home: words.homeMoney(Math.abs(check.differenceHome), code),
    };
    w.paragraph(t(check.achievable ? 'report.home.achievable' : 'report.home.short', amounts), 10, [15, 23, 42]);
  }
}

// The report's built-in Helvetica renders WinAnsi only: Latin-1 and a few punctuation marks. (The
// Arabic report's font has far more; what it lacks, arabic-pdf.ts stands in for.)
const winAnsiExtras = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const standIns: Readonly<Record<string, string>> = { '₦': 'N', '₹': 'Rs ', '−': '-', '≈': '~', '→': '->' };

/** Text the PDF can render: a sign it cannot (the naira's, in a source's title) becomes a stand-in. */
function winAnsi(text: string): string {
  return Array.from(text, (c) => (c <= '\u00ff' || winAnsiExtras.has(c) ? c : (standIns[c] ?? ''))).join('');
}

/** The home currency's rate, for the report's Sources page (in text the PDF renders); none without a home currency. */
export function homeCurrencySources(state: CalculatorState, words: ReportWords): { figure: string; source: FigureSource }[] {
  const currency = chosenHomeCurrency(state.home.currency);
  if (!currency) return [];
  const { explanation, assumption, asOf, sources } = words.source(homeRateSource(currency.code));
  const source: FigureSource = { explanation, assumption, asOf, sources };
  if (words.language !== 'en') return [{ figure: words.t('report.sources.rate', { currency: currency.code }), source }];
  return [
    {
      figure: words.t('report.sources.rate', { currency: `${words.t(currency.name)} (${currency.code})` }),
      source: {
        ...source,
        explanation: winAnsi(explanation),
        assumption: assumption === undefined ? undefined : winAnsi(assumption),
        sources: source.sources.map((ref) => ({ ...ref, title: winAnsi(ref.title) })),
      },
    },
  ];
}
