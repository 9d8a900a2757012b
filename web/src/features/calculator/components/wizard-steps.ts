import type { Step } from '../state/calculator-state.ts';

export const wizardSteps: ReadonlyArray<{ step: Step; label: string; description: string; title: string }> = [
  { step: 1, label: 'Location', description: 'City & District', title: 'Location Details' },
  { step: 2, label: 'Household', description: 'Family & Schools', title: 'Household Details' },
  { step: 3, label: 'Benefits', description: 'Package Details', title: 'Benefits Package' },
  { step: 4, label: 'Financials', description: 'Salary & Debts', title: 'Financial Details' },
  { step: 5, label: 'Results', description: 'Your Verdict', title: 'Your Verdict' },
];
