import { describe, expect, it } from 'vitest';
import { aedToLocalFactor, fromAed } from './currency.ts';
import { currencyFor } from '../countries/index.ts';
import { formatMoney } from './money-format.ts';
import { suggestedOptionalCosts } from '../household/index.ts';

describe('currency', () => {
  it('is AED when the country is unknown', () => {
    expect(currencyFor(undefined)).toBe('AED');
    expect(currencyFor('KSA')).toBe('SAR');
  });

  it('converts AED constants with the USD pegs', () => {
    expect(aedToLocalFactor('AED')).toBe(1);
    expect(fromAed(3_672.5, 'SAR')).toBeCloseTo(3_750, 6);
    expect(fromAed(3_672.5, 'OMR')).toBeCloseTo(384.5, 6);
    expect(fromAed(750, 'KWD')).toBeCloseTo(62.696, 3);
  });

  it('formats whole units with the currency code', () => {
    expect(formatMoney(7_500.4, 'UAE')).toBe('AED 7,500');
    expect(formatMoney(1_234, 'Kuwait')).toBe('KWD 1,234');
    expect(formatMoney(-50, 'Oman')).toBe('-OMR 50');
  });

  it('converts the suggested optional costs', () => {
    const uae = suggestedOptionalCosts('UAE');
    expect(uae).toHaveLength(12);
    expect(uae[0]).toMatchObject({ name: 'Gym/Fitness Membership', amount: 250, min: 200, max: 400 });
    expect(suggestedOptionalCosts('Oman')[0]).toMatchObject({ name: 'Gym/Fitness Membership', amount: 26, min: 21, max: 42 });
  });
});
