// The report written as plain lines ("label: value" for rows), for tests that read what it says.
import type { CalculatorState } from '../state/calculator-state.ts';
import { buildResultsModel, type ResultsModel } from '../state/results-model.ts';
import { writeOfferReport } from './offer-report.ts';
import type { ReportSink } from './report-sink.ts';

/** A sink that records each heading, paragraph and row as a line, and counts page breaks. */
export function recordingSink(): { sink: ReportSink; lines: string[]; pageBreaks: () => number } {
  const lines: string[] = [];
  let breaks = 0;
  const sink: ReportSink = {
    heading: (text) => lines.push(text),
    paragraph: (text) => lines.push(text),
    row: (label, value) => lines.push(`${label}: ${value}`),
    rule: () => undefined,
    pageBreak: () => (breaks += 1),
  };
  return { sink, lines, pageBreaks: () => breaks };
}

/** The whole report for a state, as lines, with the results model it was written from. */
export function reportLines(state: CalculatorState): { lines: string[]; model: ResultsModel } {
  const model = buildResultsModel(state);
  if (!model) throw new Error('a country was chosen');
  const { sink, lines } = recordingSink();
  writeOfferReport(sink, state, model, new Date('2026-01-15T00:00:00Z'));
  return { lines, model };
}
