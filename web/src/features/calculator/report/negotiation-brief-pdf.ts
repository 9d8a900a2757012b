// The negotiation brief as a one-page PDF, made in the browser like the report and loaded
// only when asked for. It always fits one A4 page: the layout is measured first and, if too long,
// the sources lose their explanations, the type shrinks, the asks lose their detail sentences and,
// last, the list of sources is cut short with a pointer to /sources. In Arabic it is
// written right to left in the report's Arabic words and font.
import { jsPDF } from 'jspdf';
import { savingsRateThresholds, type FigureSource, type Language, type NegotiationBrief, type SalaryPeriod } from '#core';
import { inPeriod } from '../components/results/display-period.ts';
import type { ResultsModel } from '../state/results-model.ts';
import { addArabicFonts, type ArabicFonts } from './arabic-pdf.ts';
import { bottom, brand, BriefWriter, fits, ink, muted } from './brief-writer.ts';
import { loadReportWords, reportWords, type ReportWords } from './report-words.ts';
import { describeDocument } from './pdf-metadata.ts';

/**
 * An ask's source in small print: its date, its publications with their dates, and (if room) what
 * it is made of. In Arabic the publications (titled in their own language) get a line of their own,
 * so no line mixes an Arabic sentence with an English list.
 */
function sourceLines(title: string, figureSource: FigureSource, explanations: boolean, words: ReportWords): string[] {
  const { t } = words;
  const source = words.source(figureSource);
  const refs = source.sources.map((ref) => `${ref.title} (${ref.date})`).join('; ');
  const parts = [t('report.brief.sourceAsOf', { title, date: words.asOf(source.asOf) })];
  if (explanations) parts.push(source.explanation);
  if (explanations && source.assumption) parts.push(t('report.sources.assumption', { text: source.assumption }));
  if (!refs) return [[...parts, t('report.brief.ownModel')].join(' ')];
  if (words.language !== 'en') return [parts.join(' '), `${refs}.`];
  return [[...parts, t('report.brief.refs', { count: source.sources.length, refs })].join(' ')];
}

/** "2 adults and 1 child", «بالغان وطفل واحد». */
function household(model: ResultsModel, words: ReportWords): string {
  const { adults, children } = model.input.household;
  const { t } = words;
  const grown = adults === 4 ? t('report.brief.adultsFourPlus') : t('report.brief.adults', { adults });
  return children.length > 0 ? t('report.brief.withChildren', { adults: grown, children: children.length }) : grown;
}

function writeBrief(
  w: BriefWriter,
  model: ResultsModel,
  brief: NegotiationBrief,
  period: SalaryPeriod,
  generatedOn: Date,
  words: ReportWords,
) {
  const { t } = words;
  const { input, evaluation } = model;
  const country = input.location.country;
  const money = (monthly: number) => `${words.money(inPeriod(monthly, period), country)} ${words.per(period)}`;
  const lump = (amount: number) => words.money(amount, country);
  const rate = String(savingsRateThresholds.comfortable);
  const years = evaluation.decoded.years;

  w.text(t('report.brief.title'), 19, { bold: true, color: ink });
  w.gap(2);
  w.text(
    t('report.brief.generated', { date: words.date(generatedOn), asOf: words.dataAsOf, currency: words.currency(country), period }),
    8.5,
    { color: muted },
  );
  w.rule();

  w.text(
    t('report.brief.offer', {
      amount: money(evaluation.packageAmount),
      place: words.place(input.location),
      household: household(model, words),
    }),
    11,
    { bold: true, color: ink },
  );
  w.gap(2);
  const savings =
    words.language === 'en' ? words.savingsRate(evaluation.savingsRate).toLowerCase() : words.savingsRate(evaluation.savingsRate);
  w.text(
    t(evaluation.debts > 0 ? 'report.brief.verdictWithDebts' : 'report.brief.verdict', {
      label: words.verdictLabel(evaluation.verdict.state),
      rate: savings,
      keep: rate,
    }),
    9.5,
  );
  w.gap(4);
  w.row(t('report.ask.target', { rate }), money(brief.targetPackage), { bold: true, size: 11 });
  w.row(t('report.ask.offer'), money(evaluation.packageAmount));
  w.row(t('report.ask.gap'), money(brief.gap), { bold: true, size: 11, color: [153, 27, 27] });

  if (brief.asks.length > 0) {
    w.heading(t('report.ask.heading'), 13, brand);
    for (const ask of brief.asks) {
      w.gap(5);
      w.row(t(ask.title), money(ask.monthly), { bold: true, size: 10.5 });
      if (ask.offered > 0)
        w.text(t('report.brief.inAll', { total: money(ask.offered + ask.monthly), offered: money(ask.offered) }), 8.5, { indent: 12 });
      if (w.fit.details) w.text(t(ask.detail), 8.5, { indent: 12 });
    }
    w.gap(4);
    w.row(t('report.ask.together'), money(brief.asksTotal), { bold: true });
    w.text(
      brief.covers
        ? t('report.ask.covers', { gap: money(brief.gap) })
        : t('report.ask.partly', { total: money(brief.asksTotal), remainder: money(brief.remainder) }),
      9,
    );
  } else {
    w.gap(6);
    w.text(t('report.brief.noAsks'), 9.5);
  }

  w.heading(t(brief.asks.length > 0 ? 'report.brief.orBasic' : 'report.brief.basic'), 13, brand);
  w.row(t('report.ask.basic'), money(brief.basicRise.newBasic), { bold: true, size: 10.5 });
  w.row(t('report.ask.rise'), money(brief.basicRise.monthly));
  if (brief.basicRise.gratuityIncrease > 0) {
    w.row(t('report.ask.gratuity', { years }), lump(brief.basicRise.gratuityIncrease));
    w.text(t('report.brief.riseGrows', { amount: lump(brief.basicRise.gratuity.amount) }), 8.5);
  } else {
    w.text(t('report.brief.riseNothing', { years }), 8.5);
  }

  w.heading(t('report.brief.sourcesHeading'), 9.5, ink);
  const entries = [
    ...brief.asks.map((ask) => ({ title: t(ask.title), source: ask.source })),
    ...(brief.basicRise.gratuityIncrease > 0 ? [{ title: t('report.sources.gratuity'), source: brief.basicRise.gratuity.source }] : []),
  ];
  for (const entry of entries) {
    const lines = sourceLines(entry.title, entry.source, w.fit.explanations, words);
    if (!lines.every((line) => w.text(line, 6.8, { clip: w.fit.clip }))) break;
    w.gap(1.5);
  }
  if (w.full) w.text(t('report.brief.moreSources'), 6.8, { color: muted });
  w.gap(4);
  w.text(t('report.brief.disclaimer', { asOf: words.dataAsOf }), 7.5, { color: muted });
}

/** The brief as a one-page jsPDF document; in Arabic it needs its words loaded (loadReportWords) and the font. */
export function buildNegotiationBriefPdf(
  model: ResultsModel,
  brief: NegotiationBrief,
  period: SalaryPeriod,
  generatedOn: Date = new Date(),
  language: Language = 'en',
  arabicFonts?: ArabicFonts,
): jsPDF {
  const words = reportWords(language);
  const rtl = language === 'ar';
  const doc = new jsPDF({ unit: 'pt', format: 'a4' });
  if (rtl) {
    if (!arabicFonts) throw new Error('The Arabic brief needs its font.');
    addArabicFonts(doc, arabicFonts);
  }
  const fit =
    fits.find((candidate) => {
      const measure = new BriefWriter(doc, candidate, false, rtl);
      writeBrief(measure, model, brief, period, generatedOn, words);
      return measure.y <= bottom;
    }) ?? fits[fits.length - 1]!;
  const writer = new BriefWriter(doc, fit, true, rtl);
  writeBrief(writer, model, brief, period, generatedOn, words);
  writer.footer(words.t('report.brief.footer'));
  describeDocument(doc, words.t('report.brief.title'), language);
  return doc;
}

/** Builds the brief in the page's language and saves it; in Arabic it first loads the words and the font. */
export async function downloadNegotiationBrief(model: ResultsModel, period: SalaryPeriod, language: Language = 'en'): Promise<void> {
  // The results' model, built in the page's language: its brief is the one on the screen.
  const { brief } = model;
  if (!brief) throw new Error('The offer is Comfortable: there is no brief.');
  await loadReportWords(language);
  const fonts = language === 'ar' ? await (await import('./arabic-font-files.ts')).loadArabicFonts() : undefined;
  const doc = buildNegotiationBriefPdf(model, brief, period, new Date(), language, fonts);
  const place = (model.input.location.city ?? model.input.location.country).toLowerCase().replace(/[^a-z0-9]+/g, '-');
  doc.save(`negotiation-brief-${place}-${new Date().toISOString().slice(0, 10)}.pdf`);
}
