// {{token}} placeholders in content/*.json, filled at build time from core, so a page cannot say
// something about the data, the product or a rule that the core does not:
// - {{fact:kuwait.dependant-health-fee}}: a fact from the core's facts store, with its sources;
// - {{figure:family-of-four:UAE:Dubai:~100}}: a figure the model computes;
// - {{dataDate}}, {{countries}}, the privacy tokens…: named values each page type provides.
// The Arabic pages (content/ar/, issue 13) get the same values in Arabic: the facts' Arabic wording,
// money as «18,300 درهم», the month in Arabic, the privacy statements of core's privacy catalogue.
import { privacyTokens, type PrivacyTokenName } from '#content/schema.ts';
import { translator } from '#web/i18n/i18n.ts';
import {
  contentFigure,
  dataAsOf,
  factByKey,
  factTextIn,
  formatMoney,
  formatMoneyArabic,
  formatMonthYearArabic,
  privacyDisclosure,
  type Fact,
  type Language,
} from '#core';

/** Each privacy token's statement from core/src/privacy/privacy-disclosure.ts, in the language. */
export function privacyTokenValues(language: Language = 'en'): Record<PrivacyTokenName, string> {
  const t = translator(language);
  const entries = (Object.entries(privacyTokens) as [PrivacyTokenName, (typeof privacyTokens)[PrivacyTokenName]][]).map(([token, key]) => [
    token,
    t(privacyDisclosure[key]),
  ]);
  return Object.fromEntries(entries) as Record<PrivacyTokenName, string>;
}

/** "October 2025" or «أكتوبر 2025»: the month the cost data is dated. */
export function dataDateLabel(language: Language = 'en'): string {
  return language === 'ar' ? formatMonthYearArabic(new Date(`${dataAsOf.asOf}-01T00:00:00Z`)) : dataAsOf.asOfLabel;
}

export function dataDateToken(language: Language = 'en'): { dataDate: string } {
  return { dataDate: dataDateLabel(language) };
}

/**
 * Replaces every {{token}}. Facts a page inserts are added to `factsUsed` (their sources end the
 * page, and its review date is checked against them). An unknown token, fact key or figure throws
 * rather than showing braces, so a content bug fails the build.
 */
export function fillTokens(
  text: string,
  tokens: Readonly<Record<string, string>>,
  factsUsed?: Map<string, Fact>,
  language: Language = 'en',
): string {
  return text.replace(/\{\{\s*([^{}]+?)\s*\}\}/g, (whole, name: string) => {
    if (name.startsWith('fact:')) {
      const fact = factByKey(name.slice('fact:'.length).trim());
      factsUsed?.set(fact.key, fact);
      return factTextIn(fact, language);
    }
    if (name.startsWith('figure:')) {
      const figure = contentFigure(name.slice('figure:'.length));
      return (language === 'ar' ? formatMoneyArabic : formatMoney)(figure.money, figure.country);
    }
    const value = tokens[name];
    if (value === undefined) throw new Error(`Unknown content token ${whole}`);
    return value;
  });
}
