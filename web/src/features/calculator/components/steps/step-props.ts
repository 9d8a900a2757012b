import type { Dispatch } from 'react';
import type { CalculatorAction, CalculatorState } from '../../state/calculator-state.ts';

export interface StepProps {
  state: CalculatorState;
  dispatch: Dispatch<CalculatorAction>;
}
