import { describe, expect, it } from 'vitest';
import { westernDigits } from './western-digits.ts';

describe('westernDigits', () => {
  it('turns Arabic-Indic and extended Arabic-Indic digits into Western ones', () => {
    expect(westernDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(westernDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(westernDigits('٢٥٬٠٠٠ درهم')).toBe('25٬000 درهم');
    expect(westernDigits('٣٫٥')).toBe('3.5');
  });

  it('leaves Western digits and other text as they are', () => {
    expect(westernDigits('AED 12,500.75')).toBe('AED 12,500.75');
    expect(westernDigits('')).toBe('');
  });
});
