// The cash panel in Arabic (issue 13): every line name and every source the panel can show has its
// Arabic, with the same numbers, and the amounts do not depend on the language.
import { describe, expect, it } from 'vitest';
import { arabicProblems, offerInput } from '../test-support/index.ts';
import { countryCodes } from '../countries/index.ts';
import { listCities } from '../places/index.ts';
import { figureSourceIn, hasArabicSource } from '../sources/index.ts';
import type { FigureSource } from '../sources/index.ts';
import { upfrontCash, type KsaRentPeriod, type UaeCheques, type UpfrontCashOptions } from './upfront-cash.ts';

const sourceProblems = (english: FigureSource, arabic: FigureSource): string[] => [
  ...(hasArabicSource(english) ? [] : [`no Arabic for «${english.explanation}»`]),
  ...arabicProblems(english.explanation, arabic.explanation),
  ...(english.assumption === undefined
    ? arabic.assumption === undefined
      ? []
      : ['an Arabic assumption without an English one']
    : arabicProblems(english.assumption, arabic.assumption ?? '')),
  ...(arabic.sources === english.sources ? [] : ['the Arabic cites other records']),
  ...(arabic.asOf === 'أكتوبر 2025' ? [] : [`asOf «${arabic.asOf}»`]),
];

describe('upfrontCash in Arabic', () => {
  const cases: { label: string; input: ReturnType<typeof offerInput>; options: UpfrontCashOptions }[] = [];
  for (const country of countryCodes)
    for (const city of [...listCities(country), null])
      for (const [cheques, period, adults, children] of [
        [1, 'yearly', 2, 2],
        [12, 'half-yearly', 1, 1],
        [4, 'yearly', 2, 0],
      ] as [UaeCheques, KsaRentPeriod, 1 | 2, number][])
        cases.push({
          label: `${country}/${city ?? '(country)'} ${cheques} ${period} ${adults}+${children}`,
          input: offerInput({
            location: { country, city, district: null },
            household: {
              adults,
              children: [
                { age: 'grade1-5', curriculum: 'british' },
                { age: 'kg', curriculum: 'indian' },
              ].slice(0, children) as { age: 'grade1-5' | 'kg'; curriculum: 'british' | 'indian' }[],
            },
            benefits: { carProvided: 'none', annualFlights: '0' },
          }),
          options: { uaeCheques: cheques, ksaRentPeriod: period, relocationAllowance: 5_000 },
        });

  it('names every line in Arabic with the same numbers, and cites the Arabic twin of its source', () => {
    const problems: string[] = [];
    for (const { label, input, options } of cases) {
      const english = upfrontCash(input, options);
      const arabic = upfrontCash(input, options, 'ar');
      expect(
        arabic.lines.map((l) => [l.key, l.amount]),
        label,
      ).toEqual(english.lines.map((l) => [l.key, l.amount]));
      expect({ ...arabic, lines: [] }).toEqual({ ...english, lines: [] });
      english.lines.forEach((line, i) => {
        const other = arabic.lines[i];
        if (!other) return;
        problems.push(...arabicProblems(line.name, other.name).map((p) => `${label} ${line.key}: ${p}`));
        if (line.source) {
          expect(other.source, label).toBe(figureSourceIn(line.source, 'ar'));
          if (other.source) problems.push(...sourceProblems(line.source, other.source).map((p) => `${label} ${line.key}: ${p}`));
        }
      });
    }
    expect([...new Set(problems)]).toEqual([]);
  });

  it('keeps the English exactly as it was', () => {
    const input = cases[0]?.input ?? offerInput();
    expect(upfrontCash(input, {}, 'en')).toEqual(upfrontCash(input));
  });

  it('says the first cheque and the dependants in Arabic word order', () => {
    const input = offerInput({
      location: { country: 'UAE', city: 'Dubai', district: null },
      household: { adults: 2, children: [{ age: 'kg', curriculum: 'indian' }] },
      benefits: { annualFlights: '0' },
    });
    const names = upfrontCash(input, { uaeCheques: 4 }, 'ar').lines.map((line) => line.name);
    expect(names).toContain('شيك الإيجار الأول (غرفتا نوم): 1 من 4');
    expect(names).toContain('الطفل الأول: رسوم طلب الالتحاق والتقييم');
    expect(names).toContain('الطفل الأول: رسوم الفصل الأول 5,002 درهم، مخصومًا منها المبلغ المدفوع مقدّمًا 1,250 درهم');
    expect(names).toContain('ملف الكفيل وأذونات الدخول وتأشيرات الإقامة وبطاقات الهوية الإماراتية والفحوص الطبية (مرافقان)');
    expect(names).toContain('تذاكر السفر للانتقال (3 أشخاص على نفقتك)');
  });
});
