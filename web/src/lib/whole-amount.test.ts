import { describe, expect, it } from 'vitest';
import { digitsOnly, fractionDigitsOf, fractionDraft, maxAmountDigits } from './whole-amount.ts';

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

describe('fractionDraft', () => {
  it('keeps a point and up to two digits typed after an amount, so the next digit is not joined to it', () => {
    expect(fractionDraft('1500.')).toBe('1500.');
    expect(fractionDraft('1,500.5')).toBe('1,500.5');
    expect(fractionDraft('١٥٠٠٫٥٠')).toBe('1500.50');
    expect(digitsOnly('1500.')).toBe('1500');
    expect(digitsOnly('1500.5')).toBe('1501');
  });

  it('is not a fraction being typed without digits before the point, with a third digit after it, or with other text', () => {
    expect(fractionDraft('.5')).toBeNull();
    expect(fractionDraft('1500.500')).toBeNull();
    expect(fractionDraft('AED 1500.5')).toBeNull();
    expect(fractionDraft('1500')).toBeNull();
  });
});

describe('a currency of three decimals (Kuwaiti and Bahraini dinars, Omani rials)', () => {
  it('knows the currencies from Intl, and never counts fewer than two', () => {
    expect(['KWD', 'BHD', 'OMR', 'AED', 'SAR', 'QAR', 'INR', 'JPY'].map((code) => fractionDigitsOf(code))).toEqual([
      3, 3, 3, 2, 2, 2, 2, 2,
    ]);
    expect(fractionDigitsOf(undefined)).toBe(2);
  });

  it('reads three digits after a point as fils, not as a thousands group', () => {
    expect(digitsOnly('2,400.500', 3)).toBe('2401');
    expect(digitsOnly('1,250.000', 3)).toBe('1250');
    expect(digitsOnly('1250.499', 3)).toBe('1250');
    expect(fractionDraft('2400.50', 3)).toBe('2400.50');
    expect(fractionDraft('2400.500', 3)).toBe('2400.500');
    expect(fractionDraft('2400.5000', 3)).toBeNull();
  });

  it('reads the Arabic decimal separator as a point in every currency', () => {
    expect(digitsOnly('١٬٢٥٠٫٥٠٠')).toBe('1251');
    expect(digitsOnly('١٬٢٥٠٫٥٠٠', 3)).toBe('1251');
    expect(fractionDraft('١٢٥٠٫٥٠٠')).toBe('1250.500');
  });
});
