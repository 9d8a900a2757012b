// What the PDF report is written to: the PDF itself (offer-report.ts), or a list of lines in tests.
export interface ReportSink {
  heading(text: string, size?: number): void;
  paragraph(text: string, size?: number, color?: [number, number, number]): void;
  row(label: string, value: string, options?: { bold?: boolean; indent?: number; size?: number }): void;
  rule(): void;
  /** Starts a new page (the Sources page). */
  pageBreak(): void;
}
