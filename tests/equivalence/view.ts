// What a visitor reads, as plain data: every figure and every sentence the results model, the PDF
// report's lines and the site-wide catalogues hold for a state, in one language. The equivalence test
// (tests/equivalence/README.md) compares this view with the one recorded on the commit before the
// core's move; this file is the one place that knows how to turn the core's values into words.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import {
  allFacts,
  cityName,
  contentFigure,
  countryCodes,
  countryName,
  dataCoverage,
  dataDateLine,
  districtName,
  endOfServiceRuleFor,
  expenseCategories,
  expenseCategoryLabel,
  factTextIn,
  formatMoney,
  formatMoneyArabic,
  savingsRateText,
  homeCurrencyCodes,
  homeCurrencyName,
  homeRateSource,
  listCities,
  listDistricts,
  privacyDisclosure,
  rangeBasis,
  rangeFeatureSummary,
  rangeMethodSummary,
  shareLabel,
  sourcesPageCatalogue,
  suggestedOptionalCosts,
  verdictLabel,
  verdictMessage,
  verdictScaleLegend,
  verdictStates,
  type CountryCode,
  type Language,
} from '#core';
import { translator } from '#web/i18n/i18n.ts';
import type { CalculatorState } from '#web/features/calculator/state/calculator-state.ts';
import { buildComparisonModel } from '#web/features/calculator/state/comparison-model.ts';
import { homeMoney } from '#web/features/calculator/components/results/home-currency-sentences.ts';
import { buildResultsModel, type ResultsModel } from '#web/features/calculator/state/results-model.ts';
import { recordingSink } from '#web/features/calculator/report/report-lines.ts';
import { buildOfferReport, writeOfferReport } from '#web/features/calculator/report/offer-report.ts';
import { buildNegotiationBriefPdf } from '#web/features/calculator/report/negotiation-brief-pdf.ts';
import type { ArabicFonts } from '#web/features/calculator/report/arabic-pdf.ts';
import { familyNote, type Json, plain, sourceView } from './plain.ts';

export { sourceTable } from './plain.ts';

/** The month the contract starts and the day the report is made, fixed so the view never moves. */
const contractStart = '2026-11';
const reportDate = new Date('2026-01-15T00:00:00Z');

/** The words the model keeps as English keys or English-only fields, in the language. */
function words(model: ResultsModel, language: Language): Json {
  const { country } = model.input.location;
  const { evaluation } = model;
  const t = translator(language);
  const categories = (list: ResultsModel['expenses']) =>
    list.map((category) => ({
      label: t(expenseCategoryLabel(category.category)),
      rangeBasis: t(rangeBasis(category.category, country)),
      share: t(shareLabel(category.percentage, category.amount)),
      lines: category.subItems.map((item) => t(item.label)),
    }));
  const verdict = (state: (typeof verdictStates)[number]) => ({
    label: t(verdictLabel(state)),
    message: t(verdictMessage(state)),
  });
  const { decoded } = evaluation;
  return {
    estimate: categories(model.estimate),
    expenses: categories(model.expenses),
    verdict: verdict(evaluation.verdict.state),
    savingsRate: t(savingsRateText(evaluation.savingsRate)),
    savingsRateWithGratuity: t(savingsRateText(evaluation.savingsRateWithGratuity)),
    gratuityRule: t(decoded.gratuity.rule),
    gratuityIfResignedRule: decoded.gratuityIfResigned ? t(decoded.gratuityIfResigned.rule) : null,
    familyNote: familyNote(country, language),
    familyRule: evaluation.familySponsorship ? t(evaluation.familySponsorship.rule) : null,
    projection: model.projection.map((year) => verdict(year.verdict.state)),
    rentRule: t(model.rentRule.rule),
    feeRule: t(model.feeRule.rule),
    briefGratuityRule: model.brief ? t(model.brief.basicRise.gratuity.rule) : null,
    cities: model.cityComparison.map((row) => t(cityName(row.name))),
    optionalCosts: suggestedOptionalCosts(country).map((item) => t(item.label)),
  };
}

/** The report's lines as the PDF writes them, in the language (its catalogue must be loaded). */
function reportView(state: CalculatorState, model: ResultsModel, language: Language): string[] {
  const { sink, lines } = recordingSink();
  writeOfferReport(sink, state, model, reportDate, language);
  return lines;
}

/** A PDF's bytes as a hash, without the random file identifier jsPDF writes into each document. */
function pdfHash(pdf: string): string {
  return createHash('sha256')
    .update(pdf.replace(/\/ID \[ <[0-9A-F]+> <[0-9A-F]+> \]/, ''), 'latin1')
    .digest('hex');
}

/** The report and the negotiation brief as PDF files, byte for byte (but for their random identifier). */
function pdfView(state: CalculatorState, model: ResultsModel, language: Language, fonts: ArabicFonts): Json {
  const font = language === 'ar' ? fonts : undefined;
  return {
    report: pdfHash(buildOfferReport(state, model, reportDate, language, font).output()),
    brief: model.brief
      ? pdfHash(buildNegotiationBriefPdf(model, model.brief, state.answers.salaryPeriod, reportDate, language, font).output())
      : null,
  };
}

/** What of a state the view holds beyond its model: the report's lines, and its PDF files (with the Arabic font). */
export interface StateViewOptions {
  report: boolean;
  pdfs?: ArabicFonts | undefined;
}

/** Everything a visitor reads of one state in one language. */
export function stateView(state: CalculatorState, language: Language, options: StateViewOptions): Json {
  const model = buildResultsModel(state, language, contractStart);
  if (!model) return null;
  const comparison = buildComparisonModel(state, language);
  return {
    model: plain(model, language),
    words: words(model, language),
    comparison: comparison ? plain(comparison.comparison, language) : null,
    report: options.report ? reportView(state, model, language) : null,
    pdfs: options.pdfs ? pdfView(state, model, language, options.pdfs) : null,
  };
}

const contentFiles = (dir: string) =>
  readdirSync(new URL(dir, import.meta.url))
    .filter((file) => file.endsWith('.json'))
    .map((file) => readFileSync(new URL(`${dir}${file}`, import.meta.url), 'utf8'));

/** Every {{figure:…}} token the content uses. */
function figureTokens(): string[] {
  const tokens = new Set<string>();
  for (const text of [...contentFiles('../../content/'), ...contentFiles('../../content/ar/')])
    for (const match of text.matchAll(/\{\{figure:([^}]+)\}\}/g)) tokens.add(match[1] ?? '');
  return [...tokens].sort();
}

/** A fact as a page in the language states it; null where only English pages state it. */
function factText(fact: Parameters<typeof factTextIn>[0], language: Language): string | null {
  try {
    return factTextIn(fact, language);
  } catch {
    return null;
  }
}

/** What the site says that does not depend on a state, in one language. */
export function siteView(language: Language): Json {
  const t = translator(language);
  const places = countryCodes.map((country: CountryCode) => ({
    country: t(countryName(country)),
    cities: listCities(country).map((city) => ({
      city: t(cityName(city)),
      districts: listDistricts(country, city).map((district) => t(districtName(district))),
    })),
  }));
  return {
    sourcesPage: plain(sourcesPageCatalogue(), language),
    facts: allFacts().map((fact) => ({
      key: fact.key,
      text: factText(fact, language),
      changed: fact.changed,
      source: sourceView(fact.source, language),
    })),
    figures: figureTokens().map((token) => {
      const figure = contentFigure(token);
      return [token, (language === 'ar' ? formatMoneyArabic : formatMoney)(figure.money, figure.country)];
    }),
    places,
    verdicts: verdictStates.map((state) => [t(verdictLabel(state)), t(verdictMessage(state))]),
    scale: plain(verdictScaleLegend, language),
    savingsRates: [null, -3, 0, 12.345, 20].map((rate) => t(savingsRateText(rate))),
    shares: [
      [0, 0],
      [0.01, 5],
      [12.34, 900],
    ].map(([percentage, amount]) => t(shareLabel(percentage ?? 0, amount ?? 0))),
    ranges: {
      method: t(rangeMethodSummary),
      feature: t(rangeFeatureSummary),
      basis: countryCodes.map((country) => expenseCategories.map((category) => t(rangeBasis(category, country)))),
    },
    rules: countryCodes.map((country) => ({
      completed: t(endOfServiceRuleFor(country, 'completed')),
      resigned: t(endOfServiceRuleFor(country, 'resigned')),
      familyNote: familyNote(country, language),
    })),
    homeCurrencies: homeCurrencyCodes.map((code) => ({
      name: t(homeCurrencyName(code)),
      money: homeMoney(123_456.7, code, { language, t }),
      source: sourceView(homeRateSource(code), language),
    })),
    privacy: plain(privacyDisclosure, language),
    coverage: plain(dataCoverage(), language),
    // The core said the data's date in English on every page until its words moved.
    dataDate: translator('en')(dataDateLine),
  };
}
