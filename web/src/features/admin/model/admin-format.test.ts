import { describe, expect, it } from 'vitest';
import {
  formatCount,
  formatDuration,
  formatMilliseconds,
  formatPercent,
  formatRating,
  formatRelativeAge,
  formatUptime,
  shareOf,
} from './admin-format.ts';

describe('formatUptime', () => {
  it.each([
    [0, '0 days, 0 hours, 0 minutes'],
    [59, '0 days, 0 hours, 0 minutes'],
    [60, '0 days, 0 hours, 1 minute'],
    [3_600 + 120, '0 days, 1 hour, 2 minutes'],
    [86_400, '1 day, 0 hours, 0 minutes'],
    [2 * 86_400 + 3 * 3_600 + 14 * 60 + 59, '2 days, 3 hours, 14 minutes'],
  ])('%i s is "%s"', (seconds, text) => {
    expect(formatUptime(seconds)).toBe(text);
  });
});

describe('formatRelativeAge', () => {
  const now = Date.UTC(2026, 2, 10, 14, 20, 0);
  const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();
  it.each([
    [0, 'just now'],
    [9, 'just now'],
    [45, '45 sec ago'],
    [120, '2 min ago'],
    [179, '2 min ago'],
    [3 * 3600, '3 h ago'],
    [86_400, '1 day ago'],
    [5 * 86_400, '5 days ago'],
  ])('%i s ago is "%s"', (seconds, text) => {
    expect(formatRelativeAge(ago(seconds), now)).toBe(text);
  });

  it('never says "in the future" when the server clock is slightly ahead', () => {
    expect(formatRelativeAge(new Date(now + 5_000).toISOString(), now)).toBe('just now');
  });
});

describe('figures', () => {
  it('formats counts, percentages and durations', () => {
    expect(formatCount(12_345)).toBe('12,345');
    expect(formatPercent(66.66)).toBe('66.7%');
    expect(formatPercent(0)).toBe('0.0%');
    expect(formatRating(4)).toBe('4.0 / 5');
    expect(formatRating(3.666)).toBe('3.7 / 5');
    expect(formatDuration(32.5)).toBe('32.5 s');
    expect(formatDuration(185.3)).toBe('3 min 5 s');
    expect(formatMilliseconds(0.314)).toBe('0.31 ms');
    expect(formatMilliseconds(1234.4)).toBe('1,234 ms');
  });

  it('takes shares of a total without dividing by zero', () => {
    expect(shareOf(1, 3)).toBe(33.3);
    expect(shareOf(2, 3)).toBe(66.7);
    expect(shareOf(0, 0)).toBe(0);
  });
});
