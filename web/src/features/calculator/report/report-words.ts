// The report's words in its language: the `report` catalogue, and the figures and names
// the report writes (money, periods, dates, places, core's labels) in the form each language uses.
// Each language's catalogue is its own chunk, loaded by loadReportWords before the PDF is built, so a
// report in one language never downloads the other's words (the unit tests load English up front).
import {
  arabicAsOfLabel,
  cityName,
  countryName,
  countryProfile,
  currencyFor,
  currencyNameIn,
  dataAsOf,
  districtName,
  expenseCategoryLabel,
  formatHomeMoney,
  formatMoney,
  formatMoneyArabic,
  savingsRateText,
  familySponsorshipNote,
  rangeBasis,
  verdictLabel,
  verdictMessage,
  type CountryCode,
  type EndOfServiceBenefit,
  type ExpenseCategoryName,
  type FamilySponsorship,
  type FigureSource,
  type HomeCurrencyCode,
  type Language,
  type Message,
  type OfferLocation,
  type SalaryPeriod,
  type VerdictState,
} from '#core';
import { addMessages, translator, type Translate } from '#web/i18n/i18n.ts';
import { sourceText, type SourceText } from '#web/i18n/source-text.ts';
import type { Messages } from '@lingui/core';

const catalogues: Readonly<Record<Language, () => Promise<{ messages: Messages }>>> = {
  en: () => import('#web/i18n/locales/en/report.json?lingui'),
  ar: () => import('#web/i18n/locales/ar/report.json?lingui'),
};
const loaded = new Set<Language>();

/** Loads the report's catalogue for a language, once. */
export async function loadReportWords(language: Language): Promise<void> {
  if (loaded.has(language)) return;
  const { messages } = await catalogues[language]();
  addMessages(language, messages);
  loaded.add(language);
}

export interface ReportWords {
  readonly language: Language;
  readonly t: Translate;
  /** Local money: "AED 18,268", «18,268 درهم». */
  money(amount: number, country: CountryCode): string;
  /** Home-currency money: "INR 296,664", «296,664 INR» (the amount first, as Gulf currencies are written). */
  homeMoney(amount: number, code: HomeCurrencyCode): string;
  /** "a month", «شهريًا». */
  per(period: SalaryPeriod): string;
  /** "12.5%", "No Savings" («لا ادخار»). */
  savingsRate(rate: number | null): string;
  /** The day a report is made: "2026-01-15", «15 يناير 2026». */
  date(date: Date): string;
  /** A source's "as of" label ("October 2025", «أكتوبر 2025»). */
  asOf(label: string): string;
  /** The cost data's date. */
  readonly dataAsOf: string;
  /** A country's currency where a sentence names it: "AED", «الدرهم». */
  currency(country: CountryCode): string;
  /** District, city and country, most precise first. */
  place(location: OfferLocation): string;
  /** Items of a list: "a, b", «أ، ب». */
  list(items: readonly string[]): string;
  /** Clauses of a sentence: "a; b", «أ؛ ب». */
  clauses(items: readonly string[]): string;
  verdictLabel(state: VerdictState): string;
  verdictMessage(state: VerdictState): string;
  category(name: ExpenseCategoryName): string;
  /** An expense line's name as the cost model gives it (ExpenseSubItem.label), in the language. */
  line(label: Message): string;
  /** What a category's range is based on. */
  rangeBasis(name: ExpenseCategoryName, country: CountryCode): string;
  gratuityRule(benefit: EndOfServiceBenefit): string;
  familyRule(check: FamilySponsorship): string;
  /** Where there is no family check (Saudi Arabia), what the family rules say. */
  familyNote(country: CountryCode): string;
  /** A figure's source with its explanation in the language (the records cited stay as published). */
  source(source: FigureSource): SourceText;
}

const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const arabicDate = new Intl.DateTimeFormat('ar-AE-u-nu-latn', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const arabicWhole = new Intl.NumberFormat('ar-AE-u-nu-latn', { maximumFractionDigits: 0 });

/** «درهم» → «الدرهم», «ريال سعودي» → «الريال السعودي». */
const withArticle = (name: string) =>
  name
    .split(' ')
    .map((word) => `ال${word}`)
    .join(' ');

const english: Omit<ReportWords, 't' | SaidThroughCatalogues> = {
  language: 'en',
  money: formatMoney,
  homeMoney: formatHomeMoney,
  per: (period) => (period === 'annual' ? 'a year' : 'a month'),
  date: isoDate,
  asOf: (label) => label,
  dataAsOf: dataAsOf.asOfLabel,
  currency: (country) => countryProfile(country).currency,
  place: (location) =>
    [location.district, location.city, countryProfile(location.country).name].filter(Boolean).join(', ') ||
    countryProfile(location.country).name,
  list: (items) => items.join(', '),
  clauses: (items) => items.join('; '),
};

const arabicWords = (message: Message) => translator('ar')(message);

const arabic: Omit<ReportWords, 't' | SaidThroughCatalogues> = {
  language: 'ar',
  money: formatMoneyArabic,
  homeMoney: (amount, code) => `${arabicWhole.format(Math.round(amount))} ${code}`,
  per: (period) => (period === 'annual' ? 'سنويًا' : 'شهريًا'),
  date: (date) => arabicDate.format(date),
  asOf: arabicAsOfLabel,
  dataAsOf: arabicAsOfLabel(dataAsOf.asOfLabel),
  currency: (country) => withArticle(currencyNameIn(currencyFor(country), 'ar')),
  place: (location) =>
    [
      location.district ? arabicWords(districtName(location.district)) : null,
      location.city ? arabicWords(cityName(location.city)) : null,
      arabicWords(countryName(location.country)),
    ]
      .filter(Boolean)
      .join('، '),
  list: (items) => items.join('، '),
  clauses: (items) => items.join('؛ '),
};

/** What the report says through the catalogues, the same way in both languages. */
type SaidThroughCatalogues =
  | 'category'
  | 'familyNote'
  | 'familyRule'
  | 'gratuityRule'
  | 'line'
  | 'rangeBasis'
  | 'savingsRate'
  | 'source'
  | 'verdictLabel'
  | 'verdictMessage';

/** The report's words in a language; its catalogue must be loaded (loadReportWords). */
export function reportWords(language: Language = 'en'): ReportWords {
  if (!loaded.has(language)) throw new Error(`The report's ${language} words are not loaded: call loadReportWords first.`);
  const t = translator(language);
  return {
    ...(language === 'ar' ? arabic : english),
    t,
    savingsRate: (rate) => t(savingsRateText(rate)),
    source: (source) => sourceText(source, language, t),
    verdictLabel: (state) => t(verdictLabel(state)),
    verdictMessage: (state) => t(verdictMessage(state)),
    category: (name) => t(expenseCategoryLabel(name)),
    line: (label) => t(label),
    rangeBasis: (name, country) => t(rangeBasis(name, country)),
    gratuityRule: (benefit) => t(benefit.rule),
    familyRule: (check) => t(check.rule),
    familyNote: (country) => {
      const note = familySponsorshipNote(country);
      return note ? t(note) : '';
    },
  };
}
