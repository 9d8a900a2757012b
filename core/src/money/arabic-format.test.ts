import { describe, expect, it } from 'vitest';
import { formatMoneyArabic, formatMonthYearArabic } from './arabic-format.ts';
import { contentFigure } from '../facts/index.ts';
import { formatMoney } from './money-format.ts';
import { privacyDisclosure } from '../privacy/index.ts';
import { say } from '../test-support/index.ts';

describe('Arabic formatting', () => {
  it('writes whole amounts with Western digits, then the currency in the glossary words', () => {
    expect(formatMoneyArabic(18_268.4, 'UAE')).toBe('18,268 درهم');
    expect(formatMoneyArabic(1_250, 'Kuwait')).toBe('1,250 دينار كويتي');
    expect(formatMoneyArabic(950, 'Oman')).toBe('950 ريال عُماني');
    expect(formatMoneyArabic(12_000, 'KSA')).toBe('12,000 ريال سعودي');
    expect(formatMoneyArabic(0, 'Qatar')).toBe('0 ريال قطري');
    expect(formatMoneyArabic(300, 'Bahrain')).toBe('300 دينار بحريني');
  });

  it('names the month in Arabic with a Western-digit year', () => {
    expect(formatMonthYearArabic(new Date(Date.UTC(2025, 9, 31, 23, 30)))).toBe('أكتوبر 2025');
  });

  it('writes a figure token’s amount in either language with the same digits', () => {
    const { money: amount } = contentFigure('family-of-four:UAE:Dubai:~100');
    expect(formatMoneyArabic(amount, 'UAE')).toBe(`${formatMoney(amount, 'UAE').replace('AED ', '')} درهم`);
    const kuwait = contentFigure('constant:Kuwait:healthcarePerAdult');
    expect(formatMoneyArabic(kuwait.money, kuwait.country)).toMatch(/^[\d,]+ دينار كويتي$/);
  });

  it('says in Arabic what the English privacy statements say, with the same numbers', () => {
    const numbers = (text: string) => text.match(/\d+/g) ?? [];
    for (const [key, statement] of Object.entries(privacyDisclosure)) {
      expect(say(statement, 'ar'), key).toMatch(/[\u0600-\u06FF]/);
      expect(numbers(say(statement, 'ar')), key).toEqual(numbers(say(statement)));
    }
  });
});
