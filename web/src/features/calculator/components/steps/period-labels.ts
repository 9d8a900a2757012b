import type { SalaryPeriod } from '../../../../../../core/src/index.ts';

export function periodWord(period: SalaryPeriod): 'Monthly' | 'Annual' {
  return period === 'monthly' ? 'Monthly' : 'Annual';
}
