import { describe, expect, it } from 'vitest';
import '#web/i18n/content-messages.ts';
import { dateLabelIn, readableSourceDate } from './source-date.ts';

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

describe('readableSourceDate in Arabic', () => {
  it.each([
    ['2025-11', 'نوفمبر 2025'],
    ['2025-10-22', '22 أكتوبر 2025'],
    ['undated', 'دون تاريخ'],
    ['2024-25 school year', 'العام الدراسي 2024-25'],
    ['undated, about 2022', 'دون تاريخ، نحو 2022'],
    ['undated (December 2025)', 'دون تاريخ (ديسمبر 2025)'],
    ['2023-01-30 (updated 2023-08-17)', '30 يناير 2023 (حُدِّث في 17 أغسطس 2023)'],
    ['undated (in force from 2011-03-29)', 'دون تاريخ (نافذ منذ 29 مارس 2011)'],
  ])('reads %j as %j', (date, expected) => {
    expect(readableSourceDate(date, 'ar')).toBe(expected);
  });

  it("writes the content's date labels in Arabic, and leaves English ones as they are", () => {
    expect(dateLabelIn('October 24, 2025', 'ar')).toBe('24 أكتوبر 2025');
    expect(dateLabelIn('October 24, 2025')).toBe('October 24, 2025');
  });
});
