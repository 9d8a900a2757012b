// The one-page brief's layout: text and rows measured or drawn at a scale, so the brief can
// be fitted to one A4 page. English is drawn in the built-in Helvetica, left to right; Arabic (issue
// 13) in Noto Naskh Arabic, right to left, rows mirrored (the label at the right, the figure at the left).
import type { jsPDF } from 'jspdf';
import { arabicFont, arabicPdfText, drawLine, isRightToLeft } from './arabic-pdf.ts';

const margin = 44;
const pageWidth = 595.28; // A4 in points
const pageHeight = 841.89;
const contentWidth = pageWidth - margin * 2;
const footerY = pageHeight - 26;
/** The lowest baseline the content may use: above the footer. */
export const bottom = footerY - 16;

type Rgb = [number, number, number];
export const ink: Rgb = [15, 23, 42];
const body: Rgb = [51, 65, 85];
export const muted: Rgb = [100, 116, 139];
export const brand: Rgb = [22, 101, 52];

// The built-in Helvetica renders WinAnsi only: typographic punctuation becomes its ASCII twin,
// accents outside Latin-1 are dropped and anything else becomes "?".
const replacements: Record<string, string> = {
  '\u2212': '-',
  '\u2010': '-',
  '\u2011': '-',
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u2018': "'",
  '\u2019': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u2026': '...',
  '\u00a0': ' ',
  '\u202f': ' ',
  '\u2009': ' ',
  '\u2264': '<=',
  '\u2265': '>=',
  '\u2248': 'about ',
  '\u2192': '->',
};

/** Text the built-in Helvetica can render. */
function pdfText(text: string): string {
  let out = '';
  for (const char of text) {
    const replaced = replacements[char];
    if (replaced !== undefined) out += replaced;
    else if (char.codePointAt(0)! <= 0xff) out += char;
    else {
      const plain = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      out += [...plain].every((c) => c.codePointAt(0)! <= 0xff) ? plain : '?';
    }
  }
  return out;
}

interface Fit {
  /** Multiplies every font size and line height. */
  scale: number;
  /** The sources' explanations and assumptions, not just their titles and dates. */
  explanations: boolean;
  /** The asks' detail sentences. */
  details: boolean;
  /** Stop the list of sources where the page ends. */
  clip: boolean;
}

/** From the fullest brief to the most compact; the first that fits is used. */
export const fits: readonly Fit[] = [
  { scale: 1, explanations: true, details: true, clip: false },
  { scale: 1, explanations: false, details: true, clip: false },
  { scale: 0.92, explanations: false, details: true, clip: false },
  { scale: 0.84, explanations: false, details: true, clip: false },
  { scale: 0.84, explanations: false, details: false, clip: false },
  { scale: 0.76, explanations: false, details: false, clip: true },
];

/** Lays the brief out on the page; with `draw` false it only measures. */
export class BriefWriter {
  y = margin + 8;
  /** Set when a clipped list ran out of room. */
  full = false;

  constructor(
    readonly doc: jsPDF,
    readonly fit: Fit,
    readonly draw: boolean,
    /** Arabic, right to left, in Noto Naskh Arabic. */
    readonly rtl = false,
  ) {}

  private font(size: number, bold: boolean, color: Rgb) {
    this.doc
      .setFont(this.rtl ? arabicFont : 'helvetica', bold ? 'bold' : 'normal')
      .setFontSize(size * this.fit.scale)
      .setTextColor(...color);
  }

  /** Naskh's tall letters need more room between lines than Helvetica. */
  private get factor() {
    return this.rtl ? 1.5 : 1.32;
  }

  private lineHeight(size: number) {
    return size * this.fit.scale * this.factor;
  }

  /** Text the font renders. */
  private shown(text: string) {
    return this.rtl ? arabicPdfText(text) : pdfText(text);
  }

  /** Lines from the edge they start at: the left margin, or in Arabic the right. */
  private drawLines(lines: string[], indent: number, size: number) {
    if (!this.rtl) {
      this.doc.text(lines, margin + indent, this.y, { lineHeightFactor: this.factor });
      return;
    }
    // The lines of one wrapped text share its direction.
    const rtl = isRightToLeft(lines.join(' '));
    lines.forEach((line, i) => drawLine(this.doc, line, pageWidth - margin - indent, this.y + i * this.lineHeight(size), 'right', rtl));
  }

  gap(points: number) {
    this.y += points * this.fit.scale;
  }

  /** Wrapped text; false (and nothing written) when `clip` is on and it would pass the bottom. */
  text(text: string, size: number, options: { bold?: boolean; color?: Rgb; indent?: number; clip?: boolean } = {}): boolean {
    this.font(size, options.bold ?? false, options.color ?? body);
    const indent = options.indent ?? 0;
    const lines = this.doc.splitTextToSize(this.shown(text), contentWidth - indent) as string[];
    const height = this.lineHeight(size) * lines.length;
    if (options.clip && this.y + height - this.lineHeight(size) > bottom) {
      this.full = true;
      return false;
    }
    if (this.draw) this.drawLines(lines, indent, size);
    this.y += height;
    return true;
  }

  /** A label and a figure at the other edge; the label wraps before the figure. */
  row(label: string, value: string, options: { size?: number; bold?: boolean; color?: Rgb; indent?: number } = {}) {
    const size = options.size ?? 10;
    const indent = options.indent ?? 0;
    this.font(size, options.bold ?? false, options.color ?? ink);
    const valueText = this.shown(value);
    const valueWidth = this.doc.getTextWidth(valueText);
    const lines = this.doc.splitTextToSize(this.shown(label), contentWidth - indent - valueWidth - 16) as string[];
    if (this.draw) {
      this.drawLines(lines, indent, size);
      if (this.rtl) drawLine(this.doc, valueText, margin, this.y, 'left');
      else this.doc.text(valueText, pageWidth - margin, this.y, { align: 'right' });
    }
    this.y += this.lineHeight(size) * lines.length;
  }

  heading(text: string, size: number, color: Rgb = ink) {
    this.gap(8);
    this.text(text, size, { bold: true, color });
    this.gap(1);
  }

  rule() {
    this.gap(2);
    if (this.draw)
      this.doc
        .setDrawColor(203, 213, 225)
        .setLineWidth(0.6)
        .line(margin, this.y - 8, pageWidth - margin, this.y - 8);
    this.gap(6);
  }

  /** The line at the foot of the page. */
  footer(text: string) {
    this.doc
      .setFont(this.rtl ? arabicFont : 'helvetica', 'normal')
      .setFontSize(7.5)
      .setTextColor(...muted);
    if (this.rtl) drawLine(this.doc, this.shown(text), pageWidth - margin, footerY, 'right');
    else this.doc.text(text, margin, footerY);
  }
}
