import { describe, expect, it } from 'vitest';
import { readableSourceDate } from './source-date.ts';

describe('readableSourceDate', () => {
  it.each([
    ['2025-11', 'November 2025'],
    ['2025-10-22', '22 October 2025'],
    ['2018-01-08', '8 January 2018'],
    ['fuel surcharge dated 2025-03', 'fuel surcharge dated March 2025'],
    ['data 2025-03 to 2026-02', 'data March 2025 to February 2026'],
    ['undated, about 2022', 'undated, about 2022'],
    ['2024-25 school year', '2024-25 school year'],
    ['2025', '2025'],
  ])('reads %j as %j', (date, expected) => {
    expect(readableSourceDate(date)).toBe(expected);
  });
});
