// What pages state: the facts store, the model's own facts, the figures pages quote, and the checks over pages' claims.
// This index is the concept's only face: other folders import from here, never from its files.
export { cadenceClaimPattern, falsePrivacyPhrases, statedDataDates, unsupportedClaims } from './claim-checks.ts';
export { contentFigure, contentFigureKinds, familyBudget, familyBudgetCategories } from './content-figures.ts';
export { factTextIn } from './facts-arabic.ts';
export type { FactsMessageId } from './messages.ts';
export { allFacts, type Fact, factByKey, factKeyPattern, factsCheckedThrough } from './facts.ts';
export { calculatorDurationIso, calculatorDurationLabel, calculatorMinutes } from './product-facts.ts';
