import { describe, expect, it } from 'vitest';
import arabic from './locales/ar.json' with { type: 'json' };
import english from './locales/en.json' with { type: 'json' };
import {
  savingsRateText,
  trackingValueFor,
  verdictFor,
  verdictLabel,
  verdictMessage,
  verdictScaleLegend,
  verdictStates,
} from './verdict.ts';

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

  it('puts every confidence score in its own band of the 75/60/40 scale', () => {
    const band = (score: number) => verdictScaleLegend.find((b) => score >= b.from)?.label;
    expect(band(verdictFor(25).confidence)).toEqual({ messageId: 'verdict.scale.comfortable', values: { from: 75 } });
    expect(band(verdictFor(15).confidence)).toEqual({ messageId: 'verdict.scale.managing', values: { from: 60, to: 74 } });
    expect(band(verdictFor(5).confidence)).toEqual({ messageId: 'verdict.scale.surviving', values: { from: 40, to: 59 } });
    expect(band(verdictFor(-5).confidence)).toEqual({ messageId: 'verdict.scale.notViable', values: { below: 40 } });
  });

  it('reports Unknown only without a verdict', () => {
    expect(trackingValueFor(undefined)).toBe('Unknown');
    expect(trackingValueFor(verdictFor(12))).toBe('Borderline');
  });
});

describe('savingsRateText', () => {
  it.each([
    [29.125, 'verdict.savingsRate.percent', { rate: '29.1' }],
    [0, 'verdict.savingsRate.percent', { rate: '0.0' }],
    [-3.2, 'verdict.savingsRate.none', undefined],
    [null, 'verdict.savingsRate.none', undefined],
  ] as const)('says %s with %s', (rate, messageId, values) => {
    expect(savingsRateText(rate)).toEqual(values ? { messageId, values } : { messageId });
  });
});

describe('the verdict in words', () => {
  it('names each state by its own message', () => {
    expect(verdictStates.map((state) => verdictLabel(state).messageId)).toEqual([
      'verdict.label.comfortable',
      'verdict.label.managing',
      'verdict.label.surviving',
      'verdict.label.notViable',
    ]);
    expect(new Set(verdictStates.map((state) => verdictMessage(state).messageId)).size).toBe(4);
  });

  it('uses the FAQ words for the four verdicts in Arabic', () => {
    expect(verdictStates.map((state) => arabic[verdictLabel(state).messageId])).toEqual(['مريح', 'مقبول', 'وضع الكفاف', 'غير مُجدٍ']);
  });

  it('says each message with the same percentages in both languages', () => {
    for (const state of verdictStates) {
      const { messageId } = verdictMessage(state);
      const numbers = (text: string) => [...new Set(text.match(/\d+/g) ?? [])].sort();
      expect(english[messageId].length, state).toBeGreaterThan(80);
      expect(numbers(arabic[messageId]), state).toEqual(numbers(english[messageId]));
    }
  });
});
