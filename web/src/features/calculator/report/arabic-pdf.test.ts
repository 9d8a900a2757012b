// The Arabic lines as jsPDF's bidi engine lays them out (left to right, as drawn): figures, signs,
// percents, ranges and dates read as in the results screen, Arabic runs right to left.
import { jsPDF } from 'jspdf';
import { describe, expect, it } from 'vitest';
import { arabicPdfText, bidiOptions, forBidiEngine, isRightToLeft, shapeAroundPunctuation } from './arabic-pdf.ts';

interface BidiEngine {
  doBidiReorder(text: string): string;
}
const Engine = (jsPDF as unknown as { __bidiEngine__: new (options: object) => BidiEngine }).__bidiEngine__;

/** The glyph order jsPDF draws a line in, as the report calls it. */
function drawn(line: string): string {
  const rtl = isRightToLeft(line);
  return new Engine(bidiOptions(rtl)).doBidiReorder(rtl ? forBidiEngine(line) : line);
}
const reversed = (word: string) => [...word].reverse().join('');

describe('Arabic lines in the PDF', () => {
  it('run right to left: the first word at the right, a figure after it to its left', () => {
    const line = drawn('الفائض 34,000 درهم');
    expect(line.endsWith(reversed('الفائض'))).toBe(true);
    expect(line.startsWith(reversed('درهم'))).toBe(true);
    expect(line).toContain(' 34,000 ');
  });

  it('keep a sign, a percent, a range and a date with their figures', () => {
    expect(drawn('الفائض \u200e-5,258 درهم')).toContain(`${reversed('درهم')} -5,258 `);
    expect(drawn('نسبة الادخار 12.5%').startsWith('12.5% ')).toBe(true);
    expect(drawn('الفرق (+1,200 درهم)')).toContain('+1,200');
    expect(drawn('الفرق (\u22123.5 نقطة)')).toContain('\u22123.5');
    expect(drawn('الصفوف 1-5، البريطاني')).toContain('1-5');
    expect(drawn('عادةً 50-60%، والباقي')).toContain('50-60%');
    expect(drawn('بيانات 2025-10')).toContain('2025-10');
    expect(drawn('درجة الثقة (0-100)')).toContain('(0-100)');
  });

  it('keep figures right before the first Arabic word, or alone on a line, as they read', () => {
    expect(drawn('\u200e-5,258 درهم')).toBe(`${reversed('درهم')} -5,258`);
    expect(drawn('12.5% نسبة')).toBe(`${reversed('نسبة')} 12.5%`);
    expect(drawn('1-5 الصفوف')).toBe(`${reversed('الصفوف')} 1-5`);
    expect(drawn('40.4%')).toBe('40.4%');
    expect(drawn('-5,258')).toBe('-5,258');
    // The first figure at the right, as the label beside it reads.
    expect(drawn('40.4% / 43.2%')).toBe('43.2% / 40.4%');
  });

  it('keep Latin runs, the brand and figures inside them as written', () => {
    expect(drawn('Salary Reality Check: تقرير العرض الوظيفي')).toContain('Salary Reality Check');
    expect(drawn('Salary Reality Check: تقرير العرض الوظيفي').startsWith(reversed('الوظيفي'))).toBe(true);
    expect(drawn('سعر 1 درهم = 24.03 INR')).toContain('INR 24.03');
    expect(drawn('- Gulf News, "Renting in Dubai" (2024-05-28) https://gulfnews.com/x')).toBe(
      '- Gulf News, "Renting in Dubai" (2024-05-28) https://gulfnews.com/x',
    );
  });

  it('draws the letter before an Arabic comma or question mark in its final form', () => {
    const shape = (text: string) => new jsPDF().processArabic(text);
    // Kaf: final U+FEDA, initial U+FEDB. jsPDF alone joins it to the comma as if a letter followed.
    expect(shape('ديونك،')).toContain('\ufedb');
    const shaped = shapeAroundPunctuation('ديونك، عائلتك؟', shape);
    expect(shaped).toContain('\ufeda،');
    expect(shaped).toContain('\ufeda؟');
    expect(shaped).not.toContain('\ufedb');
    // Shaping again, as jsPDF does when the line is drawn, changes nothing.
    expect(shape(shaped)).toBe(shaped);
  });

  it('drops bidi marks and stands in for signs the font lacks', () => {
    expect(forBidiEngine('\u200e-1,234 درهم')).not.toMatch(/[\u200e\u200f\u061c]/);
    expect(arabicPdfText('≈ ₹ 5 → 6')).toBe('~ Rs  5 -> 6');
  });
});
