import type { MessageId } from '#web/i18n/i18n.ts';
import type { Step } from '../state/calculator-state.ts';

/** The five steps' names as the step indicator and the step heading show them (catalogue ids). */
export const wizardSteps: ReadonlyArray<{ step: Step; label: MessageId; description: MessageId; title: MessageId }> = [
  { step: 1, label: 'wizard.steps.location.label', description: 'wizard.steps.location.description', title: 'wizard.steps.location.title' },
  {
    step: 2,
    label: 'wizard.steps.household.label',
    description: 'wizard.steps.household.description',
    title: 'wizard.steps.household.title',
  },
  { step: 3, label: 'wizard.steps.benefits.label', description: 'wizard.steps.benefits.description', title: 'wizard.steps.benefits.title' },
  {
    step: 4,
    label: 'wizard.steps.financials.label',
    description: 'wizard.steps.financials.description',
    title: 'wizard.steps.financials.title',
  },
  { step: 5, label: 'wizard.steps.results.label', description: 'wizard.steps.results.description', title: 'wizard.steps.results.title' },
];
