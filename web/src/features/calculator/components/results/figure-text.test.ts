import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyArabic } from '#core';
import { wrapOnlyBeforeCurrency } from './figure-text.ts';

describe('wrapOnlyBeforeCurrency', () => {
  it('keeps an Arabic currency name on one line and lets it wrap after the amount', () => {
    const text = wrapOnlyBeforeCurrency(formatMoneyArabic(22_940, 'KSA'));
    expect(text).toMatch(/^22,940 /);
    expect(text.slice(text.indexOf(' ') + 1)).not.toContain(' ');
    expect(text.replace(/\u00a0/g, ' ')).toBe(formatMoneyArabic(22_940, 'KSA'));
  });

  it('leaves an English figure breakable between code and amount, and negative amounts whole', () => {
    expect(wrapOnlyBeforeCurrency(formatMoney(31_000, 'UAE'))).toBe(formatMoney(31_000, 'UAE'));
    const negative = wrapOnlyBeforeCurrency(formatMoneyArabic(-4_940, 'KSA'));
    expect(negative.split(' ')).toHaveLength(2);
  });
});
