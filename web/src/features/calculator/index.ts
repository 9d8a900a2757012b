// The calculator feature's public entry point: what the app's routes may use of it.
export { CalculatorPage } from './components/calculator-page.tsx';
export { landingFacts } from './components/landing-facts.ts';
export { PrivacyNote } from './components/results/privacy-note.tsx';
export type { LandingFacts } from './components/landing-facts.ts';
