import { describe, expect, it } from 'vitest';
import { formatSavingsRate, trackingValueFor, verdictFor, verdictMessages, verdictScaleLegend, verdictStates } from './verdict.ts';

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
