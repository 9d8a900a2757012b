// The negotiation brief: when an offer is below Comfortable, the package that reaches
// the Comfortable savings rate, broken into what to ask the employer for, each with the model's
// figure and its source, and the one basic-salary rise that does the same instead. Built from the
// breakdown as shown, so a category the user edited counts at their figure.
//
// Choices a reader might not expect:
// - The target is `recommendedPackageWithDebts`, not `recommendedMinimumPackage`: the verdict counts
//   debt payments, so only the target with debts turns the verdict Comfortable. Without debts the
//   two are the same. The brief does not mention debts; the recruiter sees only the package.
// - Each ask is the cash allowance that pays the cost the offer leaves to the household. Granted as
//   cash it adds that much to the package; granted in kind (an allowance not in the package, a
//   company car, the employer's family cover) it lowers the costs, which lowers the target by a
//   quarter more than the ask (target = costs ÷ 0.8). So `covers` (asks ≥ gap) is the cautious
//   reading: asks that cover the gap reach the target in either form. A benefit in kind can leave
//   running costs (a company car still needs fuel, family cover has co-pays); the brief asks for
//   the cost, not for the benefit's price.
// - The breakdown is edited by category, not by line, so an edit is put on the line the ask covers:
//   an edited Housing is read as a different rent, an edited Education as different fees.
// - Only the five asks of the issue. Costs no allowance is named for (groceries, the Saudi dependant
//   levy, the Dubai housing fee, residence permits) are left to the salary: when the asks fall short
//   of the gap, `remainder` says how much.
import { endOfServiceBenefit, type EndOfServiceBenefit } from '../country-rules/index.ts';
import type { ShownCategory } from '../cost-model/index.ts';
import { negotiationAsks } from './asks.ts';
import { briefLines } from './brief-text.ts';
import type { OfferEvaluation } from '../verdict/index.ts';
import type { OfferInput } from '../household/index.ts';
import { targetPackage } from '../verdict/index.ts';
import type { FigureSource } from '../sources/index.ts';
import type { Language, Message } from '../language/index.ts';

/** The asks, in the order the brief lists them. */
export const negotiationAskKeys = ['housing', 'education', 'transport', 'flights', 'health'] as const;
export type NegotiationAskKey = (typeof negotiationAskKeys)[number];

export interface NegotiationAsk {
  key: NegotiationAskKey;
  /** What to ask for: "Housing allowance", "Transport allowance or a company car". */
  title: Message;
  /** What the offer leaves the household to pay for it: monthly, local currency, whole units, above 0. */
  monthly: number;
  /** The allowance the offer already pays towards it (housing, education), else 0: the ask is on top. */
  offered: number;
  /** The ask on the model's own figures when the user edited its category; absent otherwise. */
  estimate?: number | undefined;
  /** A sentence with the figure and what it is made of, for the results and the PDF. */
  detail: Message;
  /** The source of the lines the figure comes from. */
  source: FigureSource;
}

/** The single rise in basic pay that reaches the target instead of the asks. */
export interface BasicRise {
  /**
   * The rise, monthly: the whole gap, as basic pay is part of the package, and a little more where it
   * takes the basic into the UAE's dearer premium band (AED 6 a month with VAT, a quarter more on the target).
   */
  monthly: number;
  /** Basic pay after the rise (the offer's basic, or the country's typical share when none was entered). */
  newBasic: number;
  /** The end-of-service benefit for the contract completed, with the rise. */
  gratuity: EndOfServiceBenefit;
  /** What the rise adds to that benefit, a lump sum at the end of the contract. */
  gratuityIncrease: number;
}

export interface NegotiationBrief {
  /** The package that keeps 20% after costs and debt payments: `evaluation.recommendedPackageWithDebts`. */
  targetPackage: number;
  /** targetPackage − the package offered, monthly, local currency; above 0. */
  gap: number;
  asks: NegotiationAsk[];
  asksTotal: number;
  /** Whether the asks together reach the target (asksTotal ≥ gap). */
  covers: boolean;
  /** The part of the gap the asks leave to a salary rise: gap − asksTotal, or 0 when they cover it. */
  remainder: number;
  basicRise: BasicRise;
  /** The brief as lines of text, for an email or a chat with the recruiter (joined with line breaks). */
  lines: readonly Message[];
}

function basicRiseFor(input: OfferInput, evaluation: OfferEvaluation): BasicRise {
  const { decoded, packageAmount, totalExpenses, debts } = evaluation;
  // The same target as the asks', with the basic moving with the package: a rise in basic can cross
  // the UAE's premium band (AED 16,000), and then it must pay the dearer premium too.
  const target = targetPackage(input, totalExpenses + debts, packageAmount, (pkg) => decoded.basic.basicMonthly + pkg - packageAmount);
  // Rounded up as the gap is, for a package typed as a yearly figure.
  const rise = Math.max(0, Math.ceil(target.package - packageAmount));
  const newBasic = decoded.basic.basicMonthly + rise;
  // Where the law's wage includes allowances (KSA, Bahrain, Kuwait) the raised package is the wage.
  const gratuity = endOfServiceBenefit({
    country: input.location.country,
    basicMonthly: newBasic,
    years: decoded.years,
    wageMonthly: packageAmount + rise,
    leaving: 'completed',
  });
  return { monthly: rise, newBasic, gratuity, gratuityIncrease: gratuity.amount - evaluation.gratuity.amount };
}

/**
 * What to negotiate when the verdict is below Comfortable; undefined when it is Comfortable.
 * `expenses` is the breakdown as shown, with the user's edits, and `evaluation` the evaluation made
 * from it. With a package typed on the results screen, the gap and the rise are on that package.
 * The asks' titles and details and the lines are messages; `language` only picks the asks' sources
 * in the page's language while sources still carry Arabic twins (ADR 0020). The figures do not depend
 * on it. `basicRise.gratuity.rule` is a message.
 */
export function negotiationBrief(
  input: OfferInput,
  evaluation: OfferEvaluation,
  expenses: readonly ShownCategory[],
  language: Language = 'en',
): NegotiationBrief | undefined {
  if (evaluation.verdict.state === 'comfortable') return undefined;
  const targetPackage = evaluation.recommendedPackageWithDebts;
  // Rounded up so that the rise, added to a package typed as a yearly figure, still reaches the target.
  const gap = Math.max(0, Math.ceil(targetPackage - evaluation.packageAmount));
  const drafted = negotiationAsks(input, expenses, language);
  const asksTotal = drafted.reduce((total, ask) => total + ask.monthly, 0);
  const basicRise = basicRiseFor(input, evaluation);
  const lines = briefLines({ input, evaluation, targetPackage, gap, asks: drafted, asksTotal, basicRise });
  const asks = drafted.map(({ basis: _basis, ...ask }) => ask);
  return { targetPackage, gap, asks, asksTotal, covers: asksTotal >= gap, remainder: Math.max(0, gap - asksTotal), basicRise, lines };
}
