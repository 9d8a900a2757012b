import { describe, expect, it } from 'vitest';
import { digitsOnly, maxAmountDigits } from './typed-amount.ts';

describe('digitsOnly', () => {
  it('keeps the digits of what is typed or pasted, Arabic-Indic digits as Western ones', () => {
    expect(digitsOnly('12,500')).toBe('12500');
    expect(digitsOnly('AED 12,500')).toBe('12500');
    expect(digitsOnly('١٢٬٥٠٠')).toBe('12500');
    expect(digitsOnly('')).toBe('');
    expect(digitsOnly('1'.repeat(20))).toHaveLength(maxAmountDigits);
  });

  it('rounds a pasted amount with cents to whole units instead of multiplying it by 100', () => {
    expect(digitsOnly('AED 12,500.00')).toBe('12500');
    expect(digitsOnly('12500.5')).toBe('12501');
    expect(digitsOnly('12,500.49 ')).toBe('12500');
    expect(digitsOnly('١٢٠٠٠٫٥٠')).toBe('12001');
  });

  it('reads three digits after a point as a thousands group, and never a comma as a decimal point', () => {
    expect(digitsOnly('12.500')).toBe('12500');
    // Deleting a digit from a field showing "8,000" leaves "8,00": eight hundred, not eight.
    expect(digitsOnly('8,00')).toBe('800');
    expect(digitsOnly('8,0')).toBe('80');
  });
});
