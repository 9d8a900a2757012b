// Arabic in the PDFs. jsPDF 4 joins Arabic letters itself (its Arabic plugin shapes every
// string drawn with an embedded font) and reorders each line with its bidi engine. Two things it
// gets wrong are put right here:
// - By default the engine lays a line out as a left-to-right paragraph, so a line that starts or
//   ends with Latin letters or a figure comes out in the wrong order. We ask for logical
//   right-to-left input drawn as left-to-right glyphs (the options in `drawLine`).
// - It skips rules of the Unicode bidi algorithm that keep a sign, a percent or a hyphen with its
//   numbers ("-1,234" came out as "1,234-", "12.5%" as "%12.5", "1-5" as "5-1"). `forBidiEngine`
//   writes such a figure so that the engine's own rules put it back the way a reader expects.
// - Its shaper counts the Arabic comma, semicolon and question mark as letters, so the letter before
//   one took a joining form («ديونك،» drawn with an initial kaf). `shapeAroundPunctuation` shapes the
//   runs between them first; the shaper leaves letters already in their presentation forms alone.
// Bidi marks (Intl puts U+200E before a minus) are dropped: Noto Naskh Arabic draws them as marks.
import type { jsPDF } from 'jspdf';

/** The font family of the Arabic PDFs: Noto Naskh Arabic (OFL), which has Latin letters too. */
export const arabicFont = 'NotoNaskhArabic';

/** The regular and bold TTF files, base64. */
export interface ArabicFonts {
  regular: string;
  bold: string;
}

export function addArabicFonts(doc: jsPDF, fonts: ArabicFonts): void {
  doc.addFileToVFS('NotoNaskhArabic-Regular.ttf', fonts.regular);
  doc.addFont('NotoNaskhArabic-Regular.ttf', arabicFont, 'normal');
  doc.addFileToVFS('NotoNaskhArabic-Bold.ttf', fonts.bold);
  doc.addFont('NotoNaskhArabic-Bold.ttf', arabicFont, 'bold');
}

const bidiMarks = /[\u200e\u200f\u061c]/g;
const arabicLetter = /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufefc]/;
const latinLetter = /[A-Za-z\u00c0-\u024f]/;

// Signs the font has no glyph for (a source's title may hold a currency sign): jsPDF would drop them.
const standIns: Readonly<Record<string, string>> = {
  '≤': '<=',
  '≥': '>=',
  '≈': '~',
  '→': '->',
  '←': '<-',
  '\u2011': '-',
  '₹': 'Rs ',
  '₦': 'N',
  '₱': 'P',
  '₨': 'Rs',
  '৳': 'Tk',
  '₺': 'TL',
  '₩': 'W',
  '฿': 'B',
  '±': '+/-',
  '½': '1/2',
  '¼': '1/4',
  '¾': '3/4',
  µ: 'u',
};
const missing = new RegExp(`[${Object.keys(standIns).join('')}]`, 'g');

/** Text the font renders; measure and wrap this, not the raw text. */
export function arabicPdfText(text: string): string {
  return text.replace(missing, (char) => standIns[char] ?? '');
}

/** A line is laid out right to left when it has Arabic, or no Latin letters at all (figures alone). */
export function isRightToLeft(line: string): boolean {
  return arabicLetter.test(line) || !latinLetter.test(line);
}

/** The script of the last letter before a point in a line, or none. */
function lastLetter(before: string): 'arabic' | 'latin' | 'none' {
  for (let i = before.length - 1; i >= 0; i--) {
    const char = before[i] ?? '';
    if (arabicLetter.test(char)) return 'arabic';
    if (latinLetter.test(char)) return 'latin';
  }
  return 'none';
}

/** A figure, or a range or date of figures joined by hyphens or en dashes, with an optional sign before it and percent after it. */
const figure = /([-+\u2212]?)(\d(?:[\d,.]*\d)?(?:[-\u2013]\d(?:[\d,.]*\d)?)*)(%?)/g;

/**
 * A right-to-left line as jsPDF's engine must be given it. After Arabic letters the engine reverses
 * what the bidi algorithm keeps together, so there a figure is written the other way round and the
 * engine turns it back: "-1,234" as "1,234-", "12.5%" as "%12.5", a range "50-60" as "60-50", a date
 * "2025-10" as "10-2025". Before any letter only a sign needs moving; after Latin letters nothing does.
 */
export function forBidiEngine(line: string): string {
  return line
    .replace(figure, (match: string, sign: string, figures: string, percent: string, offset: number, whole: string) => {
      const before = whole.slice(0, offset);
      const after = lastLetter(before);
      const signed = sign !== '' && /(^|[\s(\u200e\u200f\u061c])$/.test(before);
      if (after === 'latin') return match;
      if (after === 'none') return signed ? `${figures}${percent}${sign}` : match;
      const parts = figures.split(/([-\u2013])/);
      if (!signed && percent === '' && parts.length === 1) return match;
      const body = parts.reverse().join('');
      return signed ? `${percent}${body}${sign}` : `${sign}${percent}${body}`;
    })
    .replace(bidiMarks, '');
}

/** jsPDF's bidi options for a line: logical text in, glyphs left to right out, brackets mirrored in right-to-left runs. */
export function bidiOptions(rtl: boolean) {
  return { isInputVisual: false, isOutputVisual: true, isInputRtl: rtl, isOutputRtl: false, isSymmetricSwapping: true };
}

const arabicPunctuation = /([\u060c\u061b\u061f])/;

/** The line with each run between Arabic punctuation shaped on its own by `shape` (jsPDF's shaper). */
export function shapeAroundPunctuation(line: string, shape: (text: string) => string): string {
  if (!arabicPunctuation.test(line)) return line;
  return line
    .split(arabicPunctuation)
    .map((part, index) => (index % 2 === 1 ? part : shape(part)))
    .join('');
}

/**
 * Draws one line of an Arabic PDF, right to left unless it is Latin alone; a line of a wrapped
 * paragraph takes the paragraph's direction (`rtl`), so a Latin reference's last line "2024-2025)"
 * is not laid out as figures alone, right to left, as "(2024-2025".
 */
export function drawLine(doc: jsPDF, line: string, x: number, y: number, align: 'left' | 'right', rtl = isRightToLeft(line)): void {
  const text = rtl ? shapeAroundPunctuation(forBidiEngine(line), (run) => doc.processArabic(run)) : line.replace(bidiMarks, '');
  doc.text(text, x, y, { align, ...bidiOptions(rtl) });
}
