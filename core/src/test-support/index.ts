// Test inputs and generators shared by the core's tests and benches (no production code imports this).
// This index is the concept's only face: other folders import from here, never from its files.
export { arabicProblems, numbersOf } from './arabic-test-support.ts';
export { messageWords } from './message-words.ts';
export { childArbitrary, offerArbitrary } from './test-arbitraries.ts';
export { offerInput } from './test-inputs.ts';
export { say } from './say.ts';
