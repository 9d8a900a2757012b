// The sentences of the cash panel and the year-by-year view, shared by the results screen and the PDF report.
import { formatMoney, type CountryCode, type UpfrontCash, type UpfrontCoverage } from '#core';

export function weeksSentence(cash: UpfrontCash): string {
  return `That is ${cash.weeksOfPackage === 1 ? '1 week' : `${cash.weeksOfPackage} weeks`} of your package.`;
}

/** Whether the first two months' surplus pays for it, and what savings must add when it does not. */
export function coverageSentence(cash: UpfrontCash, coverage: UpfrontCoverage, country: CountryCode): string {
  const money = (amount: number) => formatMoney(amount, country);
  if (cash.net === 0) return 'Your relocation allowance covers all of it.';
  if (coverage.covered) return `Your surplus in the first two months (${money(coverage.firstTwoMonths)}) covers it.`;
  if (coverage.firstTwoMonths === 0) return `The package leaves no surplus, so all ${money(cash.net)} must come from savings.`;
  return `Your surplus in the first two months (${money(coverage.firstTwoMonths)}) does not cover it: ${money(coverage.fromSavings)} must come from savings.`;
}

/** The sentence under the year-by-year view's verdicts: the first worse year, or that the verdict holds. */
export function contractOutlookSentence(sentence: string | undefined, years: number): string {
  if (sentence) return sentence;
  return years === 1 ? 'A one-year contract: the result above is the whole of it.' : `Your verdict holds for all ${years} years.`;
}
