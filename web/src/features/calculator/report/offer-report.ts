// The PDF report, generated in the browser: the report itself is never sent. jsPDF is
// loaded only when the visitor asks for the report; in Arabic its words and its font are
// loaded then too.
import type { jsPDF } from 'jspdf';
import { modelAmount, savingsRateThresholds, shareLabel, type Language } from '#core';
import { inPeriod } from '../components/results/display-period.ts';
import type { CalculatorState } from '../state/calculator-state.ts';
import { buildResultsModel, type ResultsModel } from '../state/results-model.ts';
import { amountIn, type PeriodAmount } from '../state/typed-amount.ts';
import type { ArabicFonts } from './arabic-pdf.ts';
import { writeContractYears, writeUpfrontCash } from './cash-and-years-report.ts';
import { writeComparison } from './comparison-report.ts';
import { writeHomeCurrency } from './home-currency-report.ts';
import { writeInputs, type ReportMoney } from './inputs-report.ts';
import { writeNegotiationBrief } from './negotiation-report.ts';
import type { ReportSink } from './report-sink.ts';
import { loadReportWords, reportWords, type ReportWords } from './report-words.ts';
import { ReportWriter } from './report-writer.ts';
import { writeSources } from './sources-report.ts';
import { describeDocument } from './pdf-metadata.ts';

/**
 * The report as a jsPDF document: inputs, verdict, totals, breakdown, optional costs and tips. In
 * Arabic it needs its words loaded (loadReportWords) and the font.
 */
export function buildOfferReport(
  state: CalculatorState,
  model: ResultsModel,
  generatedOn: Date = new Date(),
  language: Language = 'en',
  arabicFonts?: ArabicFonts,
): jsPDF {
  if (language === 'ar' && !arabicFonts) throw new Error('The Arabic report needs its font.');
  const w = new ReportWriter(language === 'ar' ? arabicFonts : undefined);
  writeOfferReport(w, state, model, generatedOn, language);
  const { t } = reportWords(language);
  // Reaching the results sends the verdict, country and city (core's privacyDisclosure), so the
  // footer speaks only of the report.
  w.footerOnEveryPage(t('report.footer'), (page, pages) => t('report.page', { page: String(page), pages: String(pages) }));
  describeDocument(w.doc, t('report.title'), language);
  return w.doc;
}

/** Money in the report's period, as typed, and with a note of what was typed in the other period. */
function moneyOf(words: ReportWords, state: CalculatorState, model: ResultsModel): ReportMoney {
  const country = model.input.location.country;
  const period = state.answers.salaryPeriod;
  const asTyped = (typed: PeriodAmount) => `${words.money(typed.amount, country)} ${words.per(typed.period)}`;
  return {
    money: (monthly) => words.money(inPeriod(monthly, period), country),
    lump: (amount) => words.money(amount, country),
    typed: (typed) => words.money(amountIn(typed, period), country),
    asTyped,
    typedNote: (typed) => (typed.period === period ? '' : ` ${words.t('report.common.typedAs', { amount: asTyped(typed) })}`),
  };
}

/**
 * The report's content. Figures are in the period the results open in (the salary period); every
 * amount the visitor typed is also shown as typed, in the period it was typed in.
 */
export function writeOfferReport(
  w: ReportSink,
  state: CalculatorState,
  model: ResultsModel,
  generatedOn: Date,
  language: Language = 'en',
): void {
  const words = reportWords(language);
  const { t } = words;
  const { input, evaluation, expenses, tips } = model;
  const country = input.location.country;
  const period = state.answers.salaryPeriod;
  const m = moneyOf(words, state, model);
  const { money, lump } = m;

  w.heading(t('report.title'), 18);
  w.paragraph(t('report.generated', { date: words.date(generatedOn), asOf: words.dataAsOf, period, currency: words.currency(country) }), 9);
  w.rule();

  const { verdict } = evaluation;
  w.heading(t('report.verdict.heading', { label: words.verdictLabel(verdict.state) }), 16);
  w.paragraph(words.verdictMessage(verdict.state), 10, [15, 23, 42]);
  w.row(t('report.verdict.confidence'), String(verdict.confidence));
  w.row(t('report.verdict.savingsRate'), words.savingsRate(evaluation.savingsRate));

  w.heading(t('report.totals.heading'));
  w.row(t('report.totals.package'), money(evaluation.packageAmount), { bold: true });
  w.row(t('report.totals.expenses'), money(evaluation.totalExpenses));
  w.row(t('report.totals.debts'), money(evaluation.debts));
  w.row(t('report.totals.surplus'), money(evaluation.surplus), { bold: true });
  if (evaluation.savingsGoal.goal > 0) {
    w.row(t('report.totals.goal'), money(evaluation.savingsGoal.goal));
    w.row(
      t(evaluation.savingsGoal.achievable ? 'report.totals.spare' : 'report.totals.shortfall'),
      money(Math.abs(evaluation.savingsGoal.difference)),
    );
  }
  if (verdict.state !== 'comfortable')
    w.row(
      t('report.totals.recommended', { rate: String(savingsRateThresholds.comfortable) }),
      money(evaluation.recommendedMinimumPackage),
      {
        bold: true,
      },
    );

  const { decoded } = evaluation;
  const { basic, gratuity, gratuityIfResigned, years } = decoded;
  w.heading(t('report.worth.heading'));
  w.row(
    basic.scaledWithPackage
      ? t('report.worth.basicScaled', {
          share: String(evaluation.packageAmount > 0 ? Math.round((basic.basicMonthly / evaluation.packageAmount) * 100) : 0),
        })
      : basic.assumed
        ? t('report.worth.basicAssumed', { share: String(Math.round(basic.share * 100)) })
        : t('report.worth.basic'),
    money(basic.basicMonthly),
  );
  w.row(t('report.worth.gratuity', { years }), lump(gratuity.amount), { bold: true });
  w.row(t('report.worth.buildsUp'), money(gratuity.monthlyAccrual));
  w.row(t('report.worth.rates'), `${words.savingsRate(evaluation.savingsRate)} / ${words.savingsRate(evaluation.savingsRateWithGratuity)}`);
  w.paragraph(words.gratuityRule(gratuity), 9);
  const gratuityAssumption = words.source(gratuity.source).assumption;
  if (gratuityAssumption) w.paragraph(t('report.sources.assumption', { text: gratuityAssumption }), 9, [120, 53, 15]);
  if (gratuityIfResigned) w.paragraph(t('report.worth.resigned', { years: String(years), amount: lump(gratuityIfResigned.amount) }), 9);
  writeHomeCurrency(w, state, model, words);

  if (decoded.hasFamily) {
    w.heading(t('report.family.heading'));
    const check = evaluation.familySponsorship;
    if (check) {
      w.row(
        t(check.eligible ? 'report.family.eligible' : 'report.family.short'),
        check.eligible ? '' : `${lump(check.gap)} ${words.per('monthly')}`,
        { bold: true },
      );
      w.row(t('report.family.threshold'), lump(check.threshold));
      if (check.netIncome !== undefined) w.row(t('report.family.netIncome'), lump(check.netIncome));
      w.paragraph(words.familyRule(check), 9);
    } else {
      w.paragraph(words.familyNote(country), 9);
    }
  }

  writeNegotiationBrief(w, model, money, words);
  writeInputs(w, state, model, words, m);

  w.heading(t('report.breakdown.heading'));
  for (const category of expenses) {
    const edit = state.adjustments.expenseEdits[category.category];
    const label = { name: words.category(category.category), share: t(shareLabel(category.percentage, category.amount)) };
    w.row(
      edit ? `${t('report.breakdown.edited', label)}${m.typedNote(edit)}` : t('report.breakdown.category', label),
      edit ? m.typed(edit) : money(category.amount),
      { bold: true },
    );
    // Fees set by law have no spread: "Range BHD 33 to BHD 33" would only repeat the amount.
    w.row(
      category.min === category.max
        ? t('report.breakdown.noRange')
        : t('report.breakdown.range', {
            min: money(category.min),
            max: money(category.max),
            basis: words.rangeBasis(category.category, country),
          }),
      '',
      { indent: 12, size: 8 },
    );
    // An edited category keeps the estimate's items, which add up to the estimate, not to the figure typed.
    if (edit && category.subItems.length > 0)
      w.row(t('report.breakdown.estimateItems', { amount: money(modelAmount(category)) }), '', { indent: 12, size: 8 });
    for (const item of category.subItems) w.row(words.line(item.label), money(item.amount), { indent: 12, size: 9 });
  }

  if (state.adjustments.optionalCosts.length > 0) {
    w.heading(t('report.optional.heading'));
    for (const item of state.adjustments.optionalCosts) w.row(`${item.name}${m.typedNote(item)}`, m.typed(item));
    w.row(t('report.optional.total'), money(evaluation.optionalCostsTotal), { bold: true });
  }

  writeUpfrontCash(w, state, model, words);
  writeContractYears(w, state, model, money, period, words);

  if (tips.length > 0) {
    w.heading(t('report.tips.heading'));
    for (const tip of tips) {
      w.paragraph(t('report.tips.title', { title: tip.title, priority: tip.priority }), 10, [15, 23, 42]);
      w.paragraph(t(tip.description), 9);
    }
  }

  w.rule();
  w.paragraph(t('report.disclaimer', { asOf: words.dataAsOf }), 8);

  writeComparison(w, state, words);
  writeSources(w, state, model, words);
}

/** Builds the report in the page's language and saves it; in Arabic it first loads the words and the font. */
export async function downloadOfferReport(state: CalculatorState, language: Language = 'en'): Promise<void> {
  // The model in the report's language: the words core gives (tips, cash lines, the contract years) are Arabic for 'ar'.
  const model = buildResultsModel(state, language);
  if (!model) throw new Error('The report needs a country.');
  await loadReportWords(language);
  const fonts = language === 'ar' ? await (await import('./arabic-font-files.ts')).loadArabicFonts() : undefined;
  const doc = buildOfferReport(state, model, new Date(), language, fonts);
  const place = (model.input.location.city ?? model.input.location.country).toLowerCase().replace(/[^a-z0-9]+/g, '-');
  doc.save(`salary-reality-check-${place}-${new Date().toISOString().slice(0, 10)}.pdf`);
}
