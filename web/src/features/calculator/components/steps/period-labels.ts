import type { SalaryPeriod } from '#core';

export function periodWord(period: SalaryPeriod): 'Monthly' | 'Annual' {
  return period === 'monthly' ? 'Monthly' : 'Annual';
}
