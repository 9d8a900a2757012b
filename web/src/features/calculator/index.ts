// The calculator feature's public entry point: what the app's routes may use of it.
export { CalculatorPage } from './components/calculator-page.tsx';
export { PrivacyNote } from './components/results/privacy-note.tsx';
