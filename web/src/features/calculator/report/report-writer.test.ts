// The Arabic report's paragraphs: every line of a wrapped paragraph is laid out in the paragraph's
// direction, so a Latin source's last line of figures keeps its closing bracket after them.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ReportWriter } from './report-writer.ts';
import { drawnText } from './test-pdf-text.ts';

const font = (file: string) =>
  readFileSync(new URL(`../../../../../node_modules/@expo-google-fonts/noto-naskh-arabic/${file}`, import.meta.url)).toString('base64');

describe('ReportWriter in Arabic', () => {
  it("draws a Latin source's wrapped lines left to right, a last line of figures alone included", () => {
    const writer = new ReportWriter({
      regular: font('400Regular/NotoNaskhArabic_400Regular.ttf'),
      bold: font('700Bold/NotoNaskhArabic_700Bold.ttf'),
    });
    // The source line of the Qatar fuel prices, as the Arabic report printed it: it wraps before "2024-2025)".
    const reference =
      '- grauthor.com (Bengali), Qatar fuel prices (premium QAR 1.90, super QAR 2.10 a litre; month stated, year not) (undated, about 2024-2025)';
    writer.paragraph(reference, 8);
    const drawn = drawnText(writer.doc.output());
    expect(drawn.length).toBeGreaterThan(1);
    expect(drawn.at(-1)).toMatch(/^[\d-]+\)$/);
    expect(drawn.join(' ')).toBe(reference);
  });
});
