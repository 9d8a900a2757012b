import { describe, expect, it } from 'vitest';
import { annualToMonthly, convertPeriod, monthlyToAnnual } from './period.ts';

describe('monthly/annual conversion', () => {
  it.each([
    [1_000, 12_000],
    [0, 0],
    [15_250, 183_000],
  ])('%i a month is %i a year', (monthly, annual) => {
    expect(monthlyToAnnual(monthly)).toBe(annual);
    expect(annualToMonthly(annual)).toBe(monthly);
  });

  it('rounds annual to monthly', () => {
    expect(annualToMonthly(1_000)).toBe(83);
    expect(annualToMonthly(1_002)).toBe(84); // 83.5 rounds up
    expect(convertPeriod(100_000, 'annual', 'monthly')).toBe(8_333);
    expect(convertPeriod(8_333, 'monthly', 'monthly')).toBe(8_333);
  });
});
