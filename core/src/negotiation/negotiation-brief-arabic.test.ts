// The negotiation brief in Arabic: every ask's title and sentence and the lines to paste
// have their Arabic in the catalogue, said with the same amounts as the English; the figures do not
// depend on the language.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arabicProblems, offerArbitrary, offerInput, say } from '../test-support/index.ts';
import { estimateExpenses } from '../cost-model/index.ts';
import { negotiationBrief } from './negotiation-brief.ts';
import { evaluateOffer } from '../verdict/index.ts';
import type { OfferInput } from '../household/index.ts';

function briefs(input: OfferInput) {
  const expenses = estimateExpenses(input);
  const evaluation = evaluateOffer(input, { expenses });
  return [negotiationBrief(input, evaluation, expenses), negotiationBrief(input, evaluation, expenses, 'ar')] as const;
}

describe('negotiationBrief in Arabic', () => {
  it('has the same figures and messages, and says every ask and line in Arabic with the same amounts, for any offer', () => {
    fc.assert(
      fc.property(offerArbitrary(), (input) => {
        const [english, arabic] = briefs(input);
        if (!english || !arabic) {
          expect(arabic).toBe(english);
          return;
        }
        // The language picks only the asks' sources (their Arabic twins, until sources say messages).
        const shown = ({ asks, ...rest }: NonNullable<typeof english>) => ({ ...rest, asks: asks.map(({ source: _s, ...ask }) => ask) });
        expect(shown(arabic)).toEqual(shown(english));
        const problems = [
          ...english.lines.flatMap((line) => arabicProblems(say(line), say(line, 'ar'))),
          ...english.asks.flatMap((ask) => [
            ...arabicProblems(say(ask.title), say(ask.title, 'ar')),
            ...arabicProblems(say(ask.detail), say(ask.detail, 'ar')),
          ]),
        ];
        expect(problems).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it('writes the brief in the first person, with the place and the date in Arabic', () => {
    const input = offerInput({
      location: { country: 'UAE', city: 'Dubai', district: null },
      household: { adults: 2, children: [{ age: 'grade1-5', curriculum: 'british' }] },
      benefits: { housingAllowance: 0, carProvided: 'none', annualFlights: '0', healthcareType: 'basic' },
      financials: { grossSalary: 15_000 },
    });
    const [, arabic] = briefs(input);
    const lines = arabic?.lines.map((line) => say(line, 'ar')) ?? [];
    expect(lines[0]).toMatch(/^لكي تغطي أسرتي تكاليفها في دبي وتدّخر 20%، نحتاج إلى حزمة \(الراتب مع البدلات\) قدرها [\d,]+ درهم شهريًا\.$/);
    expect(lines.at(-1)).toBe('الأرقام تقديرية، من بيانات تكاليف بتاريخ أكتوبر 2025.');
    expect(arabic?.asks.map((ask) => say(ask.title, 'ar'))).toEqual([
      'بدل السكن',
      'بدل التعليم',
      'بدل مواصلات أو سيارة من الشركة',
      'تذاكر السفر إلى الوطن',
      'التأمين الصحي للعائلة',
    ]);
  });

  it('counts children, people and years with Arabic plurals', () => {
    const input = offerInput({
      location: { country: 'UAE', city: 'Dubai', district: null },
      household: {
        adults: 2,
        children: [
          { age: 'grade1-5', curriculum: 'british' },
          { age: 'grade1-5', curriculum: 'british' },
          { age: 'kg', curriculum: 'british' },
        ],
      },
      benefits: { housingAllowance: 0, carProvided: 'none', annualFlights: '0', healthcareType: 'none' },
      financials: { grossSalary: 15_000 },
    });
    const [, arabic] = briefs(input);
    const detail = (key: string) => say(arabic?.asks.find((ask) => ask.key === key)?.detail ?? { messageId: 'none' }, 'ar');
    expect(detail('education')).toMatch(/^تبلغ الرسوم المدرسية لـ3 أطفال [\d,]+ درهم شهريًا؛/);
    expect(detail('flights')).toContain('(5 أشخاص)');
    expect(detail('health')).toContain('للأسرة (5 أشخاص)');
  });
});
