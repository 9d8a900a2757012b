import { describe, expect, it } from 'vitest';
import { proportionRows } from './proportions.ts';

const rows = [
  { name: 'Qatar', count: 6 },
  { name: 'India', count: 3 },
];

describe('proportionRows', () => {
  it('gives each listed name its share of every visit in the period, and the rest one row', () => {
    expect(proportionRows(rows, 20, 'Other countries')).toEqual([
      { name: 'Qatar', count: 6, share: 30 },
      { name: 'India', count: 3, share: 15 },
      { name: 'Other countries', count: 11, share: 55, other: true },
    ]);
  });

  it('adds no row when the list holds every visit', () => {
    expect(proportionRows(rows, 9, 'Other countries')).toEqual([
      { name: 'Qatar', count: 6, share: 66.7 },
      { name: 'India', count: 3, share: 33.3 },
    ]);
  });

  it('takes the listed sum as the base when the period total is lower (a visit between the two reads)', () => {
    expect(proportionRows(rows, 8, 'Other countries').map((row) => row.share)).toEqual([66.7, 33.3]);
  });

  it('shows no share while the period total is not known', () => {
    expect(proportionRows(rows, undefined, 'Other countries').map((row) => row.share)).toEqual([null, null]);
  });
});
