import { describe, expect, it } from 'vitest';
import {
  formatSavingsRate,
  trackingValueFor,
  verdictFor,
  verdictLabel,
  verdictMessage,
  verdictMessages,
  verdictScaleLegend,
  verdictScaleLegendFor,
  verdictStates,
} from './verdict.ts';

const arabicLetter = /[\u0621-\u064A]/;
const arabicIndicDigit = /[\u0660-\u0669\u06F0-\u06F9]/;
const latinLetter = /[A-Za-z]/;

describe('verdictFor', () => {
  it.each([
    [45, 'comfortable', 85, 'Pass'],
    [20, 'comfortable', 85, 'Pass'],
    [19.9, 'managing', 65, 'Borderline'],
    [10, 'managing', 65, 'Borderline'],
    [9.9, 'surviving', 50, 'Borderline'],
    [0, 'surviving', 50, 'Borderline'],
    [-0.1, 'not-viable', 25, 'Fail'],
    [null, 'not-viable', 25, 'Fail'],
  ] as const)('a savings rate of %s is %s (%i, %s)', (rate, state, confidence, trackingValue) => {
    expect(verdictFor(rate)).toMatchObject({ state, confidence, trackingValue });
  });

  it('puts every confidence score in its own band of the 75/60/40 scale (decision 6)', () => {
    const band = (score: number) => verdictScaleLegend.find((b) => score >= b.from)?.label;
    expect(band(verdictFor(25).confidence)).toBe('75+ Comfortable');
    expect(band(verdictFor(15).confidence)).toBe('60-74 Managing');
    expect(band(verdictFor(5).confidence)).toBe('40-59 Surviving');
    expect(band(verdictFor(-5).confidence)).toBe('below 40 Not Viable');
  });

  it('has a message for every state', () => {
    for (const state of verdictStates) expect(verdictMessages[state].length).toBeGreaterThan(80);
  });

  it('reports Unknown only without a verdict', () => {
    expect(trackingValueFor(undefined)).toBe('Unknown');
    expect(trackingValueFor(verdictFor(12))).toBe('Borderline');
  });
});

describe('formatSavingsRate', () => {
  it.each([
    [29.125, '29.1%'],
    [0, '0.0%'],
    [-3.2, 'No Savings'],
    [null, 'No Savings'],
  ] as const)('shows %s as %s', (rate, shown) => {
    expect(formatSavingsRate(rate)).toBe(shown);
  });
});

describe('the verdict in Arabic', () => {
  it('uses the FAQ words for the four verdicts', () => {
    expect(verdictStates.map((state) => verdictLabel(state, 'ar'))).toEqual(['مريح', 'مقبول', 'وضع الكفاف', 'غير مُجدٍ']);
  });

  it('keeps the English labels, messages and scale unchanged', () => {
    for (const state of verdictStates) {
      expect(verdictLabel(state)).toBe(verdictFor({ comfortable: 25, managing: 15, surviving: 5, 'not-viable': -5 }[state]).label);
      expect(verdictLabel(state, 'en')).toBe(verdictLabel(state));
      expect(verdictMessage(state)).toBe(verdictMessages[state]);
      expect(verdictMessage(state, 'en')).toBe(verdictMessages[state]);
    }
    expect(verdictScaleLegendFor('en')).toBe(verdictScaleLegend);
  });

  it('has an Arabic message for every state, with the same percentages as the English and Western digits', () => {
    for (const state of verdictStates) {
      const message = verdictMessage(state, 'ar');
      expect(message).toMatch(arabicLetter);
      expect(message).not.toMatch(latinLetter);
      expect(message).not.toMatch(arabicIndicDigit);
      expect(message.length).toBeGreaterThan(80);
      const numbers = (text: string) => [...new Set(text.match(/\d+/g) ?? [])].sort();
      expect(numbers(message)).toEqual(numbers(verdictMessages[state]));
    }
  });

  it('prints the same bands on the Arabic scale, each with its verdict', () => {
    const arabic = verdictScaleLegendFor('ar');
    expect(arabic.map((b) => b.from)).toEqual(verdictScaleLegend.map((b) => b.from));
    const band = (score: number) => arabic.find((b) => score >= b.from)?.label;
    expect(band(verdictFor(25).confidence)).toBe('75 فأكثر مريح');
    expect(band(verdictFor(15).confidence)).toBe('60-74 مقبول');
    expect(band(verdictFor(5).confidence)).toBe('40-59 الكفاف');
    expect(band(verdictFor(-5).confidence)).toBe('أقل من 40 غير مُجدٍ');
    for (const b of arabic) expect(b.label).not.toMatch(arabicIndicDigit);
  });

  it.each([
    [29.125, '29.1%'],
    [0, '0.0%'],
    [-3.2, 'لا ادخار'],
    [null, 'لا ادخار'],
  ] as const)('shows a savings rate of %s as %s', (rate, shown) => {
    expect(formatSavingsRate(rate, 'ar')).toBe(shown);
  });
});
