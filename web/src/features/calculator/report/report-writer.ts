// The report's pages as a jsPDF document: English in the built-in Helvetica, left to right; Arabic
// in Noto Naskh Arabic, right to left, with each row mirrored (the label at the right
// margin, the figure at the left) and a little more leading, which Naskh's tall letters need.
import { jsPDF } from 'jspdf';
import { addArabicFonts, arabicFont, arabicPdfText, drawLine, isRightToLeft, type ArabicFonts } from './arabic-pdf.ts';
import type { ReportSink } from './report-sink.ts';

const margin = 48;
const pageWidth = 595.28; // A4 in points
const pageHeight = 841.89;
const contentWidth = pageWidth - margin * 2;
/** The room an English row keeps for its figure. */
const valueRoom = 140;

export class ReportWriter implements ReportSink {
  readonly doc = new jsPDF({ unit: 'pt', format: 'a4' });
  private y = margin;
  private readonly rtl: boolean;

  /** With fonts, the report is written in Arabic, right to left. */
  constructor(arabicFonts?: ArabicFonts) {
    this.rtl = arabicFonts !== undefined;
    if (arabicFonts) addArabicFonts(this.doc, arabicFonts);
  }

  private font(bold: boolean) {
    if (this.rtl) this.doc.setFont(arabicFont, bold ? 'bold' : 'normal');
    else this.doc.setFont('helvetica', bold ? 'bold' : 'normal');
    return this.doc;
  }

  /** Extra space between lines for Arabic. */
  private get leading() {
    return this.rtl ? 3 : 0;
  }

  private ensureSpace(height: number) {
    if (this.y + height > pageHeight - margin) {
      this.doc.addPage();
      this.y = margin;
    }
  }

  heading(text: string, size = 14) {
    this.ensureSpace(size + 18);
    this.y += 8;
    this.font(true).setFontSize(size).setTextColor(15, 23, 42);
    if (this.rtl) drawLine(this.doc, arabicPdfText(text), pageWidth - margin, this.y, 'right');
    else this.doc.text(text, margin, this.y);
    this.y += size + 4 + this.leading;
  }

  paragraph(text: string, size = 10, color: [number, number, number] = [51, 65, 85]) {
    this.font(false)
      .setFontSize(size)
      .setTextColor(...color);
    const lines = this.doc.splitTextToSize(this.rtl ? arabicPdfText(text) : text, contentWidth) as string[];
    const rightToLeft = isRightToLeft(text);
    for (const line of lines) {
      this.ensureSpace(size + 4 + this.leading);
      if (this.rtl) drawLine(this.doc, line, pageWidth - margin, this.y, 'right', rightToLeft);
      else this.doc.text(line, margin, this.y);
      this.y += size + 4 + this.leading;
    }
    this.y += 4;
  }

  row(label: string, value: string, options: { bold?: boolean; indent?: number; size?: number } = {}) {
    const size = options.size ?? 10;
    const indent = options.indent ?? 0;
    this.ensureSpace(size + 5 + this.leading);
    this.font(options.bold ?? false)
      .setFontSize(size)
      .setTextColor(15, 23, 42);
    if (!this.rtl) {
      const labelLines = this.doc.splitTextToSize(label, contentWidth - valueRoom - indent) as string[];
      this.doc.text(labelLines, margin + indent, this.y);
      this.doc.text(value, pageWidth - margin, this.y, { align: 'right' });
      this.y += (size + 5) * labelLines.length;
      return;
    }
    // Mirrored: the label from the right margin, the figure at the left; a long figure takes the room it needs.
    const shown = arabicPdfText(value);
    const room = Math.max(valueRoom, this.doc.getTextWidth(shown) + 16);
    const labelLines = this.doc.splitTextToSize(arabicPdfText(label), contentWidth - room - indent) as string[];
    if (shown) drawLine(this.doc, shown, margin, this.y, 'left');
    const labelRtl = isRightToLeft(label);
    for (const [i, line] of labelLines.entries()) {
      if (i > 0) this.ensureSpace(size + 5 + this.leading);
      drawLine(this.doc, line, pageWidth - margin - indent, this.y, 'right', labelRtl);
      this.y += size + 5 + this.leading;
    }
  }

  rule() {
    this.ensureSpace(10);
    this.doc.setDrawColor(203, 213, 225).line(margin, this.y, pageWidth - margin, this.y);
    this.y += 10;
  }

  pageBreak() {
    this.doc.addPage();
    this.y = margin;
  }

  /** The footer line and the page number ("Page 2 of 5") on every page. */
  footerOnEveryPage(text: string, pageOf: (page: number, pages: number) => string) {
    const pages = this.doc.getNumberOfPages();
    for (let page = 1; page <= pages; page++) {
      this.doc.setPage(page);
      this.font(false).setFontSize(8).setTextColor(100, 116, 139);
      const footer = `${text}  |  ${pageOf(page, pages)}`;
      if (this.rtl) drawLine(this.doc, arabicPdfText(footer), pageWidth - margin, pageHeight - 24, 'right');
      else this.doc.text(footer, margin, pageHeight - 24);
    }
  }
}
