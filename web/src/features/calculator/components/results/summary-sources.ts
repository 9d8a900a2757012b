// Sources for the results' summary figures. They are the visitor's own answers or sums of lines that
// carry their own sources, so each says what it is made of rather than citing a publication.
import { dataAsOf, savingsRateThresholds, userEntrySource, type FigureSource } from '#core';

const calculated = (explanation: string): FigureSource => ({ explanation, sources: [], asOf: dataAsOf.asOfLabel });

export const summarySources = {
  package: userEntrySource(
    'Your gross salary (step 4) plus the cash housing allowance you entered in step 3, or the package you typed here. Nothing else is added: allowances in kind count only as the costs they remove.',
    '',
  ),
  expenses: calculated(
    'The sum of the categories in the Expense Breakdown below (with your edits) plus any optional costs you added. Each category and item shows its own source.',
  ),
  surplus: calculated('Package minus expenses (including optional costs) minus your debt payments.'),
  savingsRate: calculated(
    `Surplus as a share of the package. The verdict bands are the calculator's own: ${savingsRateThresholds.comfortable}% or more is Comfortable, ${savingsRateThresholds.managing}-${savingsRateThresholds.comfortable}% Managing, 0-${savingsRateThresholds.managing}% Surviving, below 0 Not Viable.`,
  ),
  recommended: calculated('Expenses divided by 0.8: the package that would leave 20% of it as savings after the estimated costs.'),
  allowances: calculated(
    'The package minus basic pay: housing, transport and other allowances, which the end-of-service benefit does not count in most countries.',
  ),
  withGratuity: calculated(
    "The surplus plus the end-of-service benefit's monthly build-up, as a share of the package. The benefit is paid when you leave, so the verdict counts only the surplus.",
  ),
  confidence: calculated(
    "The verdict band's score: 85 for Comfortable, 65 for Managing, 50 for Surviving and 25 for Not Viable. It is the calculator's own scale for the savings rate.",
  ),
  optionalCost: userEntrySource(
    'An extra cost you added on this screen, at the amount you chose (a suggestion starts at our typical figure).',
    '',
  ),
  optionalTotal: calculated('The sum of the optional costs you added; it counts towards your expenses.'),
  debts: userEntrySource('The monthly debt and loan payments you entered in step 4.', ''),
  savingsGoal: userEntrySource('The savings you said you want to put aside, in step 4.', ''),
} as const;
