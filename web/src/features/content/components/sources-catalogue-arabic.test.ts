// The /ar/sources page's catalogue as the translator says it: the same sections, groups and entries
// as the English page (one catalogue serves both), each title, intro, detail, entry name,
// explanation, assumption and date in Arabic, with Western digits and the same numbers as its
// English. The records cited (publishers' titles) are the same in both languages and quoted as
// published, so they are not checked here.
import { describe, expect, it } from 'vitest';
import { sourcesPageCatalogue, type FigureSource, type Message } from '#core';
import { arabicProblems } from '../../../../../core/src/test-support/index.ts';
import { translator } from '#web/i18n/i18n.ts';
import { sourceText } from '#web/i18n/source-text.ts';

const arabicLetter = /[\u0621-\u064A]/;
const easternDigit = /[\u0660-\u0669\u06F0-\u06F9]/;

const sections = sourcesPageCatalogue();
const [en, ar] = [translator('en'), translator('ar')];
const inArabic = (source: FigureSource) => sourceText(source, 'ar', ar);
const inEnglish = (source: FigureSource) => sourceText(source, 'en', en);

/** Each text of the page in English and in Arabic, labelled: titles, intros, details, names, explanations, assumptions, dates. */
function pairs(): [label: string, english: string, arabic: string][] {
  const found: [string, string, string][] = [];
  const say = (label: string, words: Message) => found.push([label, en(words), ar(words)]);
  for (const section of sections) {
    say(`${section.id} title`, section.title);
    say(`${section.id} intro`, section.intro);
    section.groups.forEach((group, g) => {
      const where = `${section.id} ${group.title ? en(group.title) : `group ${g + 1}`}`;
      if (group.title) say(`${where} title`, group.title);
      if (group.detail) say(`${where} detail`, group.detail);
      for (const entry of group.entries) {
        const label = `${where}: ${en(entry.figure)}`;
        say(`${label} (name)`, entry.figure);
        const [english, arabic] = [inEnglish(entry.source), inArabic(entry.source)];
        found.push([`${label} (explanation)`, english.explanation, arabic.explanation], [`${label} (date)`, english.asOf, arabic.asOf]);
        if (english.assumption !== undefined || arabic.assumption !== undefined)
          found.push([`${label} (assumption)`, english.assumption ?? '', arabic.assumption ?? '']);
      }
    });
  }
  return found;
}

const texts = pairs();

describe('the Arabic sources catalogue', () => {
  it('says every title, intro, name, explanation, assumption and date in Arabic, with Western digits and the same numbers', () => {
    const problems = texts.flatMap(([label, english, arabic]) => arabicProblems(english, arabic).map((problem) => `${label}: ${problem}`));
    expect(problems).toEqual([]);
  });

  it('leaves no English sentence in the Arabic, and gives each entry a name unique in its group', () => {
    expect(texts.filter(([, , arabic]) => !arabicLetter.test(arabic) || easternDigit.test(arabic)).map(([label]) => label)).toEqual([]);
    const english = new Set(texts.map(([, text]) => text));
    expect(texts.filter(([, , arabic]) => english.has(arabic)).map(([label]) => label)).toEqual([]);
    for (const section of sections)
      for (const group of section.groups) {
        const names = group.entries.map((entry) => ar(entry.figure));
        expect(new Set(names).size, `${section.id} ${group.title ? en(group.title) : ''}`).toBe(names.length);
      }
  });

  it('cites the same records in both languages', () => {
    for (const entry of sections.flatMap((section) => section.groups.flatMap((group) => group.entries)))
      expect(inArabic(entry.source).sources, en(entry.figure)).toBe(entry.source.sources);
  });

  it('names places and amounts as the glossary does', () => {
    const section = (id: string) => sections.find((s) => s.id === id);
    const dubai = section('rents')?.groups.find((g) => g.title && ar(g.title) === 'دبي، الإمارات');
    expect(dubai?.detail && ar(dubai.detail)).toBe('19 حيًا');
    expect(dubai?.entries.map((e) => ar(e.figure))).toContain('دبي مارينا');
    const upfront = section('upfront-cash');
    expect(upfront?.groups.map((g) => g.title && ar(g.title))).toEqual([
      'الإمارات',
      'السعودية',
      'قطر',
      'عُمان',
      'البحرين',
      'الكويت',
      'جميع البلدان',
    ]);
    expect(upfront?.groups[0]?.entries.map((e) => ar(e.figure))).toEqual(
      expect.arrayContaining(['شيك الإيجار الأول: 1 من 4', 'دبي: تسجيل عقد الإيجار في نظام إيجاري']),
    );
    const costs = section('rule-costs')?.groups[0]?.entries.map((e) => ar(e.figure));
    expect(costs).toEqual(expect.arrayContaining(['السعودية: المقابل المالي للمرافقين', 'دبي: رسوم السكن في دبي']));
    expect(section('contract-years')?.groups[1]?.entries.map((e) => ar(e.figure))).toEqual([
      'زيادات الإيجار: الرياض',
      'زيادات الإيجار: المدن الأخرى',
      'زيادات الرسوم المدرسية',
    ]);
    expect(en(sections[0]!.title)).toBe('Rents by city');
    expect(section('rule-costs')?.groups[0]?.entries.map((e) => en(e.figure))).toContain('Dubai: Dubai housing fee');
  });
});
