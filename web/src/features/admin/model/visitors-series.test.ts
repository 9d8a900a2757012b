import { describe, expect, it } from 'vitest';
import { bucketLabel, summarizeSeries } from './visitors-series.ts';

describe('visitors series', () => {
  it('names day buckets by their UTC date', () => {
    expect(bucketLabel('2026-03-10T00:00:00.000Z', 'day', 720)).toBe('10 Mar');
  });

  it('finds the busiest bucket, ignoring empty series', () => {
    const bucket = (hour: number, pageViews: number) => ({
      bucketStart: `2026-03-10T${String(hour).padStart(2, '0')}:00:00.000Z`,
      pageViews,
      uniqueVisitors: 1,
    });
    expect(summarizeSeries({ hours: 24, grain: 'hour', buckets: [bucket(1, 2), bucket(2, 5), bucket(3, 5)] })).toEqual({
      pageViews: 12,
      busiest: bucket(2, 5),
    });
    expect(summarizeSeries({ hours: 1, grain: 'hour', buckets: [bucket(1, 0)] })).toEqual({ pageViews: 0, busiest: null });
  });
});
