// The report in Arabic: the same rows and figures as the English report, in Arabic words,
// money written «18,268 درهم» with Western digits, and a right-to-left PDF in the Arabic font.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatMoneyArabic, verdictLabel, verdictMessage } from '#core';
import { translator } from '#web/i18n/i18n.ts';
import type { CalculatorState } from '../state/calculator-state.ts';
import { buildResultsModel } from '../state/results-model.ts';
import { resultsStateInDubai } from '../state/test-states.ts';
import type { ArabicFonts } from './arabic-pdf.ts';
import { buildOfferReport, writeOfferReport } from './offer-report.ts';
import { loadReportWords } from './report-words.ts';
import { documentInfo, drawnText } from './test-pdf-text.ts';

/** A Dubai family of four with debts, two children at school, a 4-year contract and rupees at home. */
function family(): CalculatorState {
  const state = resultsStateInDubai({
    grossSalary: { digits: '30000', period: 'monthly' },
    housingAllowance: { digits: '4000', period: 'monthly' },
    existingDebts: { digits: '1500', period: 'monthly' },
  });
  return {
    ...state,
    answers: {
      ...state.answers,
      location: { country: 'UAE', city: 'Dubai', district: 'Dubai Marina' },
      household: {
        adults: '2',
        children: [
          { id: 'c1', age: 'grade1-5', curriculum: 'british' },
          { id: 'c2', age: 'grade9-12', curriculum: 'ib' },
        ],
        domesticHelp: true,
      },
      benefits: { ...state.answers.benefits, annualFlights: 'family' },
      contractYears: 4,
      relocationAllowance: '15000',
    },
    adjustments: { ...state.adjustments, uaeCheques: 2, salaryIncrease: '3' },
    home: { currency: 'INR', sendHome: '50000' },
  };
}

/** The report's headings, paragraphs and rows, rows as [label, value]. */
function written(state: CalculatorState, language: 'en' | 'ar') {
  const model = buildResultsModel(state, language);
  if (!model) throw new Error('a country was chosen');
  const lines: string[] = [];
  const rows: [string, string][] = [];
  const sink = {
    heading: (text: string) => lines.push(text),
    paragraph: (text: string) => lines.push(text),
    row: (label: string, value: string) => {
      rows.push([label, value]);
      lines.push(`${label}: ${value}`);
    },
    rule: () => undefined,
    pageBreak: () => undefined,
  };
  writeOfferReport(sink, state, model, new Date('2026-01-15T00:00:00Z'), language);
  return { lines, rows, model };
}

const figures = (text: string) => text.match(/\d(?:[\d,.]*\d)?/g) ?? [];
const arabicIndicDigits = /[\u0660-\u0669\u06f0-\u06f9]/;
const reversed = (text: string) => [...text].reverse().join('');

beforeAll(() => loadReportWords('ar'));

describe('the Arabic report', () => {
  it('has the verdict, the sections and the inputs in Arabic, with Western digits only', () => {
    const { lines, model } = written(family(), 'ar');
    const state = model.evaluation.verdict.state;
    expect(lines[0]).toBe('Salary Reality Check: تقرير العرض الوظيفي');
    expect(lines).toContain(`الحكم: ${translator('ar')(verdictLabel(state))}`);
    expect(lines).toContain(translator('ar')(verdictMessage(state)));
    for (const heading of [
      'الأرقام الإجمالية',
      'القيمة الفعلية للحزمة',
      'مدخراتك بعملة بلدك',
      'إجاباتك',
      'تفصيل المصروفات',
      'المال الذي تحتاجه مقدمًا',
      'عقدك سنة بسنة',
      'المصادر',
    ])
      expect(lines).toContain(heading);
    expect(lines).toContain('الموقع: دبي مارينا، دبي، الإمارات');
    expect(lines).toContain('الطفل 1: الصفوف 1-5، البريطاني');
    expect(lines.some((line) => line.startsWith('أُعدّ في 15 يناير 2026 | بيانات التكاليف حتى أكتوبر 2025'))).toBe(true);
    expect(lines.filter((line) => arabicIndicDigits.test(line))).toEqual([]);
  });

  it('has every row of the English report, with the same figures in Arabic form', () => {
    const english = written(family(), 'en');
    const arabic = written(family(), 'ar');
    expect(arabic.rows).toHaveLength(english.rows.length);
    english.rows.forEach(([, value], i) => {
      const [label, arabicValue] = arabic.rows[i] ?? ['', ''];
      expect(label, `row ${i}`).toMatch(/[\u0600-\u06ff]|Gym/);
      expect(figures(arabicValue), `${value} / ${arabicValue}`).toEqual(figures(value));
      // Money: "AED 18,268" is «18,268 درهم»; a negative amount keeps its minus.
      for (const [, sign, amount] of value.matchAll(/(-?)AED (-?[\d,]+)/g)) {
        const shown = formatMoneyArabic(Number(`${sign}${amount}`.replace(/,/g, '').replace('--', '-')), 'UAE');
        expect(arabicValue).toContain(shown);
      }
    });
  });
});

describe('the Arabic report as a PDF', () => {
  const font = (file: string) =>
    readFileSync(new URL(`../../../../../node_modules/@expo-google-fonts/noto-naskh-arabic/${file}`, import.meta.url)).toString('base64');
  const fonts: ArabicFonts = {
    regular: font('400Regular/NotoNaskhArabic_400Regular.ttf'),
    bold: font('700Bold/NotoNaskhArabic_700Bold.ttf'),
  };

  it('draws Arabic right to left in Noto Naskh Arabic, with the figures of the English report', () => {
    const state = family();
    const model = buildResultsModel(state, 'ar');
    if (!model) throw new Error('a country was chosen');
    const doc = buildOfferReport(state, model, new Date('2026-01-15T00:00:00Z'), 'ar', fonts);
    const pdf = doc.output();
    expect(pdf).toContain('/BaseFont /NotoNaskhArabic');
    expect(documentInfo(pdf)).toEqual({ title: 'Salary Reality Check: تقرير العرض الوظيفي', language: 'ar' });
    const drawn = drawnText(pdf);
    const all = drawn.join('\n');
    // Drawn left to right: an Arabic run appears reversed, a figure as it reads.
    expect(drawn).toContain(reversed(`الحكم: ${translator('ar')(verdictLabel(model.evaluation.verdict.state))}`).normalize('NFKC'));
    expect(all).toContain(`${doc.getNumberOfPages()} ${reversed('من')} 1 ${reversed('الصفحة')}`);
    expect(all).toContain('Salary Reality Check');
    for (const [, value] of written(state, 'en').rows)
      for (const [, sign, amount] of value.matchAll(/(-?)AED ([\d,]+)/g))
        expect(all, value).toContain(`${reversed('درهم')} ${sign}${amount}`);
    expect(all).not.toMatch(arabicIndicDigits);
  });
});
