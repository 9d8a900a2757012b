// The negotiation brief as a one-page PDF (issue 11), made in the browser like the report and loaded
// only when asked for. It always fits one A4 page: the layout is measured first and, if too long,
// the sources lose their explanations, the type shrinks, the asks lose their detail sentences and,
// last, the list of sources is cut short with a pointer to /sources.
import { jsPDF } from 'jspdf';
import {
  countryProfile,
  dataAsOf,
  formatMoney,
  formatSavingsRate,
  negotiationBrief,
  savingsRateThresholds,
  type FigureSource,
  type NegotiationBrief,
  type SalaryPeriod,
} from '#core';
import { inPeriod, perPeriod } from '../components/results/display-period.ts';
import type { ResultsModel } from '../state/results-model.ts';

const margin = 44;
const pageWidth = 595.28; // A4 in points
const pageHeight = 841.89;
const contentWidth = pageWidth - margin * 2;
const footerY = pageHeight - 26;
/** The lowest baseline the content may use: above the footer. */
const bottom = footerY - 16;

type Rgb = [number, number, number];
const ink: Rgb = [15, 23, 42];
const body: Rgb = [51, 65, 85];
const muted: Rgb = [100, 116, 139];
const brand: Rgb = [22, 101, 52];

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
const fits: readonly Fit[] = [
  { scale: 1, explanations: true, details: true, clip: false },
  { scale: 1, explanations: false, details: true, clip: false },
  { scale: 0.92, explanations: false, details: true, clip: false },
  { scale: 0.84, explanations: false, details: true, clip: false },
  { scale: 0.84, explanations: false, details: false, clip: false },
  { scale: 0.76, explanations: false, details: false, clip: true },
];

/** Lays the brief out on the page; with `draw` false it only measures. */
class BriefWriter {
  y = margin + 8;
  /** Set when a clipped list ran out of room. */
  full = false;

  constructor(
    readonly doc: jsPDF,
    readonly fit: Fit,
    readonly draw: boolean,
  ) {}

  private font(size: number, bold: boolean, color: Rgb) {
    this.doc
      .setFont('helvetica', bold ? 'bold' : 'normal')
      .setFontSize(size * this.fit.scale)
      .setTextColor(...color);
  }

  private lineHeight(size: number) {
    return size * this.fit.scale * 1.32;
  }

  gap(points: number) {
    this.y += points * this.fit.scale;
  }

  /** Wrapped text; false (and nothing written) when `clip` is on and it would pass the bottom. */
  text(text: string, size: number, options: { bold?: boolean; color?: Rgb; indent?: number; clip?: boolean } = {}): boolean {
    this.font(size, options.bold ?? false, options.color ?? body);
    const indent = options.indent ?? 0;
    const lines = this.doc.splitTextToSize(pdfText(text), contentWidth - indent) as string[];
    const height = this.lineHeight(size) * lines.length;
    if (options.clip && this.y + height - this.lineHeight(size) > bottom) {
      this.full = true;
      return false;
    }
    if (this.draw) this.doc.text(lines, margin + indent, this.y, { lineHeightFactor: 1.32 });
    this.y += height;
    return true;
  }

  /** A label on the left and a figure on the right; the label wraps before the figure. */
  row(label: string, value: string, options: { size?: number; bold?: boolean; color?: Rgb; indent?: number } = {}) {
    const size = options.size ?? 10;
    const indent = options.indent ?? 0;
    this.font(size, options.bold ?? false, options.color ?? ink);
    const valueText = pdfText(value);
    const valueWidth = this.doc.getTextWidth(valueText);
    const lines = this.doc.splitTextToSize(pdfText(label), contentWidth - indent - valueWidth - 16) as string[];
    if (this.draw) {
      this.doc.text(lines, margin + indent, this.y, { lineHeightFactor: 1.32 });
      this.doc.text(valueText, pageWidth - margin, this.y, { align: 'right' });
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
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** An ask's source in small print: its date, its publications with their dates, and (if room) what it is made of. */
function sourceLine(title: string, source: FigureSource, explanations: boolean): string {
  const refs = source.sources.map((ref) => `${ref.title} (${ref.date})`).join('; ');
  const parts = [`${title}, figures as of ${source.asOf}.`];
  if (explanations) parts.push(source.explanation);
  if (explanations && source.assumption) parts.push(`Assumption: ${source.assumption}`);
  if (refs) parts.push(`${source.sources.length === 1 ? 'Source' : 'Sources'}: ${refs}.`);
  else parts.push("The calculator's own model.");
  return parts.join(' ');
}

function writeBrief(w: BriefWriter, model: ResultsModel, brief: NegotiationBrief, period: SalaryPeriod, generatedOn: Date) {
  const { input, evaluation } = model;
  const { location, household } = input;
  const country = location.country;
  const profile = countryProfile(country);
  const per = perPeriod(period);
  const money = (monthly: number) => `${formatMoney(inPeriod(monthly, period), country)} ${per}`;
  const lump = (amount: number) => formatMoney(amount, country);
  const rate = savingsRateThresholds.comfortable;
  const years = evaluation.decoded.years;
  const place = [location.district, location.city, profile.name].filter(Boolean).join(', ');
  const adults = household.adults === 4 ? '4 or more adults' : count(household.adults, 'adult', 'adults');
  const children = household.children.length > 0 ? ` and ${count(household.children.length, 'child', 'children')}` : '';

  w.text('Negotiation brief: what to ask for', 19, { bold: true, color: ink });
  w.gap(2);
  w.text(
    `Generated ${generatedOn.toISOString().slice(0, 10)} | Cost data as of ${dataAsOf.asOfLabel} | Amounts in ${profile.currency}, ${period === 'annual' ? 'yearly' : 'monthly'}`,
    8.5,
    { color: muted },
  );
  w.rule();

  w.text(`The offer: ${money(evaluation.packageAmount)} in ${place}, for ${adults}${children}.`, 11, { bold: true, color: ink });
  w.gap(2);
  w.text(
    `Verdict: ${evaluation.verdict.label} (savings rate: ${formatSavingsRate(evaluation.savingsRate).toLowerCase()}). To keep ${rate}% of the package after the estimated costs${evaluation.debts > 0 ? ' and debt payments' : ''}, it needs to reach the figure below.`,
    9.5,
  );
  w.gap(4);
  w.row(`Package that keeps ${rate}%`, money(brief.targetPackage), { bold: true, size: 11 });
  w.row('The offer', money(evaluation.packageAmount));
  w.row('Gap to close', money(brief.gap), { bold: true, size: 11, color: [153, 27, 27] });

  if (brief.asks.length > 0) {
    w.heading('What to ask for', 13, brand);
    for (const ask of brief.asks) {
      w.gap(5);
      w.row(ask.title, money(ask.monthly), { bold: true, size: 10.5 });
      if (ask.offered > 0)
        w.text(`${money(ask.offered + ask.monthly)} in all, up from the ${money(ask.offered)} offered.`, 8.5, { indent: 12 });
      if (w.fit.details) w.text(ask.detail, 8.5, { indent: 12 });
    }
    w.gap(4);
    w.row('The asks together', money(brief.asksTotal), { bold: true });
    w.text(
      brief.covers
        ? `Enough to close the gap: any mix of them that adds up to ${money(brief.gap)} does it, paid as cash or given in kind.`
        : `They close ${money(brief.asksTotal)} of the gap; the other ${money(brief.remainder)} would need a higher salary.`,
      9,
    );
  } else {
    w.gap(6);
    w.text(
      'The offer already pays for the home, schooling, a car, flights and health cover as far as they apply: the gap is one for the salary.',
      9.5,
    );
  }

  w.heading(brief.asks.length > 0 ? 'Or instead: a higher basic salary' : 'A higher basic salary', 13, brand);
  w.row('Basic salary to ask for', money(brief.basicRise.newBasic), { bold: true, size: 10.5 });
  w.row('The rise', money(brief.basicRise.monthly));
  if (brief.basicRise.gratuityIncrease > 0) {
    w.row(`Added to the end-of-service benefit after ${count(years, 'year', 'years')}`, lump(brief.basicRise.gratuityIncrease));
    w.text(`The benefit is counted on it: ${lump(brief.basicRise.gratuity.amount)} in all at the end of the contract.`, 8.5);
  } else {
    w.text(`It adds nothing to the end-of-service benefit over a ${years}-year contract.`, 8.5);
  }

  w.heading('Where the figures come from', 9.5, ink);
  const entries = [
    ...brief.asks.map((ask) => ({ title: ask.title, source: ask.source })),
    ...(brief.basicRise.gratuityIncrease > 0 ? [{ title: 'End-of-service benefit', source: brief.basicRise.gratuity.source }] : []),
  ];
  for (const entry of entries) {
    if (!w.text(sourceLine(entry.title, entry.source, w.fit.explanations), 6.8, { clip: w.fit.clip })) break;
    w.gap(1.5);
  }
  if (w.full) w.text('More sources are listed at /sources on our site.', 6.8, { color: muted });
  w.gap(4);
  w.text(
    `Estimates, not financial advice: from cost data dated ${dataAsOf.asOfLabel} and the answers given; the costs of a real household differ.`,
    7.5,
    { color: muted },
  );
}

/** The brief as a one-page jsPDF document. */
export function buildNegotiationBriefPdf(
  model: ResultsModel,
  brief: NegotiationBrief,
  period: SalaryPeriod,
  generatedOn: Date = new Date(),
): jsPDF {
  const doc = new jsPDF({ unit: 'pt', format: 'a4' });
  const fit =
    fits.find((candidate) => {
      const measure = new BriefWriter(doc, candidate, false);
      writeBrief(measure, model, brief, period, generatedOn);
      return measure.y <= bottom;
    }) ?? fits[fits.length - 1]!;
  writeBrief(new BriefWriter(doc, fit, true), model, brief, period, generatedOn);
  doc
    .setFont('helvetica', 'normal')
    .setFontSize(7.5)
    .setTextColor(...muted);
  doc.text('Salary Reality Check | Generated in your browser; this brief was not sent anywhere.', margin, footerY);
  return doc;
}

export function downloadNegotiationBrief(model: ResultsModel, period: SalaryPeriod): void {
  const brief = negotiationBrief(model.input, model.evaluation, model.expenses);
  if (!brief) throw new Error('The offer is Comfortable: there is no brief.');
  const doc = buildNegotiationBriefPdf(model, brief, period);
  const place = (model.input.location.city ?? model.input.location.country).toLowerCase().replace(/[^a-z0-9]+/g, '-');
  doc.save(`negotiation-brief-${place}-${new Date().toISOString().slice(0, 10)}.pdf`);
}
