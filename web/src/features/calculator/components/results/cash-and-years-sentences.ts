// The sentences of the cash panel and the year-by-year view, shared by the results screen and the PDF
// report so the branches are written once. Each caller names its catalogue: the report loads its own
// (`report.*`) without the results' (`results.*`), and the two hold the same sentences.
import type { CountryCode, MovePayback, UpfrontCash, UpfrontCoverage } from '#core';
import type { MessageId, Translate } from '#web/i18n/i18n.ts';

/** The screen's words (results-words.ts) and the report's (report-words.ts) both fit. */
interface SentenceWords {
  t: Translate;
  money: (amount: number, country: CountryCode) => string;
}
type Catalogue = 'results' | 'report';

const coverageIds = {
  results: {
    weeks: 'results.upfront.weeks',
    allowance: 'results.upfront.coveredByAllowance',
    covered: 'results.upfront.covered',
    noSurplus: 'results.upfront.noSurplus',
    notCovered: 'results.upfront.notCovered',
  },
  report: {
    weeks: 'report.upfront.weeks',
    allowance: 'report.upfront.coveredByAllowance',
    covered: 'report.upfront.covered',
    noSurplus: 'report.upfront.noSurplus',
    notCovered: 'report.upfront.notCovered',
  },
} as const satisfies Record<Catalogue, Record<string, MessageId>>;

/** How many weeks of the package the cash is: "That is 9 weeks of your package." */
export function weeksSentence(cash: UpfrontCash, { t }: SentenceWords, catalogue: Catalogue): string {
  return t(coverageIds[catalogue].weeks, { weeks: cash.weeksOfPackage });
}

/** Whether the first two months' surplus pays for it, and what savings must add when it does not. */
export function coverageSentence(
  cash: UpfrontCash,
  coverage: UpfrontCoverage,
  country: CountryCode,
  { t, money }: SentenceWords,
  catalogue: Catalogue,
): string {
  const ids = coverageIds[catalogue];
  if (cash.net === 0) return t(ids.allowance);
  if (coverage.covered) return t(ids.covered, { amount: money(coverage.firstTwoMonths, country) });
  if (coverage.firstTwoMonths === 0) return t(ids.noSurplus, { amount: money(cash.net, country) });
  return t(ids.notCovered, { firstTwoMonths: money(coverage.firstTwoMonths, country), fromSavings: money(coverage.fromSavings, country) });
}

const outlookIds = {
  results: { oneYear: 'results.years.oneYear', holds: 'results.years.holds' },
  report: { oneYear: 'report.years.oneYear', holds: 'report.years.holds' },
} as const satisfies Record<Catalogue, Record<string, MessageId>>;

/**
 * The sentence under the year-by-year view's verdicts: the first worse year, or that the verdict
 * holds, named, so a verdict that stays Not Viable does not read like good news.
 */
export function contractOutlookSentence(
  sentence: string | undefined,
  years: number,
  verdict: string,
  { t }: SentenceWords,
  catalogue: Catalogue,
): string {
  if (sentence) return sentence;
  const ids = outlookIds[catalogue];
  return years === 1 ? t(ids.oneYear) : t(ids.holds, { years, verdict });
}

const paybackIds = {
  results: { madeBack: 'results.years.payback', short: 'results.years.paybackShort' },
  report: { madeBack: 'report.years.payback', short: 'report.years.paybackShort' },
} as const satisfies Record<Catalogue, Record<string, MessageId>>;

/**
 * When the surpluses make back the cash up front, or how short the contract ends, in the caller's
 * catalogue.
 */
export function paybackSentence(payback: MovePayback, country: CountryCode, words: SentenceWords, catalogue: Catalogue): string {
  const { t, money } = words;
  const ids = paybackIds[catalogue];
  const upfront = money(payback.upfront, country);
  if (payback.month === null)
    return t(ids.short, { upfront, short: money(-payback.atEnd, country), benefit: money(payback.benefitAtEnd, country) });
  return t(ids.madeBack, { upfront, month: payback.month, atEnd: money(payback.atEnd, country) });
}

const monthIds = {
  results: { month: 'results.comparison.month', notWithin: 'results.comparison.notWithin', nothing: 'results.comparison.nothingUpfront' },
  report: { month: 'report.comparison.month', notWithin: 'report.comparison.notWithin', nothing: 'report.comparison.nothingUpfront' },
} as const satisfies Record<Catalogue, Record<string, MessageId>>;

/** A compared offer's month the cash up front is made back in: "Month 15", "Not within the contract", "Nothing to make back". */
export function monthShown(month: number | null, t: Translate, catalogue: Catalogue): string {
  const ids = monthIds[catalogue];
  if (month === null) return t(ids.notWithin);
  return month === 0 ? t(ids.nothing) : t(ids.month, { month });
}
