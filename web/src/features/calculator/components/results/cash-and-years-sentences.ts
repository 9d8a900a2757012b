// The sentences of the cash panel and the year-by-year view, shared by the results screen and the PDF
// report. The screen passes its words (results-words.ts); the report, not yet moved to the
// catalogues, calls them without and gets the English. Drop the English literals when it passes its words.
import { formatMoney, type CountryCode, type MovePayback, type UpfrontCash, type UpfrontCoverage } from '#core';
import type { MessageId, Translate } from '#web/i18n/i18n.ts';
import type { Words } from './results-words.ts';

export function weeksSentence(cash: UpfrontCash, words?: Words): string {
  if (words) return words.t('results.upfront.weeks', { weeks: cash.weeksOfPackage });
  return `That is ${cash.weeksOfPackage === 1 ? '1 week' : `${cash.weeksOfPackage} weeks`} of your package.`;
}

/** Whether the first two months' surplus pays for it, and what savings must add when it does not. */
export function coverageSentence(cash: UpfrontCash, coverage: UpfrontCoverage, country: CountryCode, words?: Words): string {
  const money = (amount: number) => (words ? words.money(amount, country) : formatMoney(amount, country));
  if (words) {
    const { t } = words;
    if (cash.net === 0) return t('results.upfront.coveredByAllowance');
    if (coverage.covered) return t('results.upfront.covered', { amount: money(coverage.firstTwoMonths) });
    if (coverage.firstTwoMonths === 0) return t('results.upfront.noSurplus', { amount: money(cash.net) });
    return t('results.upfront.notCovered', { firstTwoMonths: money(coverage.firstTwoMonths), fromSavings: money(coverage.fromSavings) });
  }
  if (cash.net === 0) return 'Your relocation allowance covers all of it.';
  if (coverage.covered) return `Your surplus in the first two months (${money(coverage.firstTwoMonths)}) covers it.`;
  if (coverage.firstTwoMonths === 0) return `The package leaves no surplus, so all ${money(cash.net)} must come from savings.`;
  return `Your surplus in the first two months (${money(coverage.firstTwoMonths)}) does not cover it: ${money(coverage.fromSavings)} must come from savings.`;
}

/** The sentence under the year-by-year view's verdicts: the first worse year, or that the verdict holds. */
export function contractOutlookSentence(sentence: string | undefined, years: number, words?: Words): string {
  if (sentence) return sentence;
  if (words) return years === 1 ? words.t('results.years.oneYear') : words.t('results.years.holds', { years });
  return years === 1 ? 'A one-year contract: the result above is the whole of it.' : `Your verdict holds for all ${years} years.`;
}

/**
 * When the surpluses make back the cash up front, or how short the contract ends; the screen and the
 * report each pass their catalogue's two ids (the report's catalogue loads without the results').
 */
export function paybackSentence(
  payback: MovePayback,
  country: CountryCode,
  words: { t: Translate; money: (amount: number, country: CountryCode) => string },
  ids: { madeBack: MessageId; short: MessageId },
): string {
  const { t, money } = words;
  const upfront = money(payback.upfront, country);
  if (payback.month === null)
    return t(ids.short, { upfront, short: money(-payback.atEnd, country), benefit: money(payback.benefitAtEnd, country) });
  return t(ids.madeBack, { upfront, month: payback.month, atEnd: money(payback.atEnd, country) });
}

const monthIds = {
  results: { month: 'results.comparison.month', notWithin: 'results.comparison.notWithin', nothing: 'results.comparison.nothingUpfront' },
  report: { month: 'report.comparison.month', notWithin: 'report.comparison.notWithin', nothing: 'report.comparison.nothingUpfront' },
} as const satisfies Record<string, Record<string, MessageId>>;

/** A compared offer's month the cash up front is made back in: "Month 15", "Not within the contract", "Nothing to make back". */
export function monthShown(month: number | null, t: Translate, catalogue: keyof typeof monthIds): string {
  const ids = monthIds[catalogue];
  if (month === null) return t(ids.notWithin);
  return month === 0 ? t(ids.nothing) : t(ids.month, { month });
}
