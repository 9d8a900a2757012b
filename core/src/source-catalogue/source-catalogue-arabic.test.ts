// The /ar/sources page's catalogue (issue 13): the same sections, groups and entries as the English
// page, in the same order and with the same ids, each title, intro, entry name and source in Arabic,
// with Western digits and the same numbers as its English. The records cited (publishers' titles)
// are the same objects in both languages and are quoted as published, so they are not checked here.
// Words that are messages (ADR 0020) are the same in both catalogues: the catalogue test and the
// equivalence test check their Arabic.
import { describe, expect, it } from 'vitest';
import countriesArabic from '../countries/locales/ar.json' with { type: 'json' };
import countriesEnglish from '../countries/locales/en.json' with { type: 'json' };
import rulesArabic from '../country-rules/locales/ar.json' with { type: 'json' };
import rulesEnglish from '../country-rules/locales/en.json' with { type: 'json' };
import placesArabic from '../places/locales/ar.json' with { type: 'json' };
import placesEnglish from '../places/locales/en.json' with { type: 'json' };
import { arabicProblems, messageWords } from '../test-support/index.ts';
import { cashAndRenewalSourceSections } from './cash-renewal-sources.ts';
import { hasArabicSource } from '../sources/index.ts';
import { isMessage, type Language, type Message } from '../language/index.ts';
import { ruleSourceSections } from './rule-sources.ts';
import { sourceCatalogue, type SourceCatalogueSection, type SourceCatalogueWords } from './source-catalogue.ts';
import { sourcesPageCatalogue } from './sources-page-catalogue.ts';

const arabicLetter = /[\u0621-\u064A]/;
const easternDigit = /[\u0660-\u0669\u06F0-\u06F9]/;

const page = (language: Language) =>
  sourceCatalogue([...ruleSourceSections(language), ...cashAndRenewalSourceSections(language)], language);
const english = page('en');
const arabic = page('ar');

type Section = SourceCatalogueSection<SourceCatalogueWords>;
type Text = string | Message;
/** A name or a text as a label says it: a message by its id. */
const named = (text: Text) => (typeof text === 'string' ? text : JSON.stringify(text));

/** Each text of the two catalogues side by side, labelled: titles, intros, details, names, explanations, assumptions, dates. */
function pairs(en: readonly Section[], ar: readonly Section[]): [string, Text, Text | undefined][] {
  const found: [string, Text, Text | undefined][] = [];
  en.forEach((section, s) => {
    const other = ar[s];
    found.push([`${section.id} title`, section.title, other?.title], [`${section.id} intro`, section.intro, other?.intro]);
    section.groups.forEach((group, g) => {
      const otherGroup = other?.groups[g];
      const where = `${section.id} ${group.title ?? `group ${g + 1}`}`;
      if (group.title !== undefined) found.push([`${where} title`, group.title, otherGroup?.title]);
      if (group.detail !== undefined) found.push([`${where} detail`, group.detail, otherGroup?.detail]);
      group.entries.forEach((entry, e) => {
        const otherEntry = otherGroup?.entries[e];
        const label = `${where}: ${named(entry.figure)}`;
        found.push(
          [`${label} (name)`, entry.figure, otherEntry?.figure],
          [`${label} (explanation)`, entry.source.explanation, otherEntry?.source.explanation],
        );
        // A source whose words are messages gives its month as the English does; the page says it in Arabic.
        if (!isMessage(entry.source.explanation)) found.push([`${label} (date)`, entry.source.asOf, otherEntry?.source.asOf]);
        if (entry.source.assumption !== undefined || otherEntry?.source.assumption !== undefined)
          found.push([`${label} (assumption)`, entry.source.assumption ?? '', otherEntry?.source.assumption]);
      });
    });
  });
  return found;
}

describe('the Arabic sources catalogue', () => {
  it('has the English structure: the same section ids, groups and number of entries, in order', () => {
    const shape = (sections: readonly Section[]) =>
      sections.map((section) => ({
        id: section.id,
        groups: section.groups.map((group) => ({ titled: group.title !== undefined, entries: group.entries.length })),
      }));
    expect(shape(arabic)).toEqual(shape(english));
    expect(arabic.map((s) => s.id)).toContain('rents');
    expect(arabic.map((s) => s.id).slice(-2)).toEqual(['upfront-cash', 'contract-years']);
  });

  it('cites the same records, each entry with its own source in Arabic', () => {
    english.forEach((section, s) =>
      section.groups.forEach((group, g) =>
        group.entries.forEach((entry, e) => {
          const other = arabic[s]?.groups[g]?.entries[e];
          const where = `${section.id}: ${named(entry.figure)}`;
          if (isMessage(entry.source.explanation)) expect(other?.source, where).toBe(entry.source);
          else expect(hasArabicSource(entry.source), where).toBe(true);
          expect(other?.source.sources, where).toBe(entry.source.sources);
          expect(other?.source.userEntry).toBe(entry.source.userEntry);
        }),
      ),
    );
  });

  it('says every title, intro, name, explanation, assumption and date in Arabic, with Western digits and the same numbers', () => {
    const problems = pairs(english, arabic).flatMap(([label, en, ar]) =>
      ar === undefined ? [`${label}: missing in Arabic`] : arabicProblems(en, ar).map((problem) => `${label}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it('leaves no English sentence of the catalogue in the Arabic, and gives each entry a name unique in its group', () => {
    const sentences = pairs(english, arabic).filter(([, en]) => typeof en === 'string');
    const arabicTexts = sentences.map(([, , ar]) => (typeof ar === 'string' ? ar : ''));
    expect(arabicTexts.filter((text) => !arabicLetter.test(text) || easternDigit.test(text))).toEqual([]);
    const englishTexts = new Set(sentences.map(([, en]) => en));
    expect(arabicTexts.filter((text) => englishTexts.has(text))).toEqual([]);
    for (const section of arabic)
      for (const group of section.groups) {
        const names = group.entries.map((entry) => named(entry.figure));
        expect(new Set(names).size, `${section.id} ${group.title ?? ''}`).toBe(names.length);
      }
  });

  it('names places and amounts as the glossary does', () => {
    const rents = arabic.find((s) => s.id === 'rents');
    const dubai = rents?.groups.find((g) => g.title === 'دبي، الإمارات');
    expect(dubai?.detail).toBe('19 حيًا');
    expect(dubai?.entries.map((e) => e.figure)).toContain('دبي مارينا');
    const upfront = arabic.find((s) => s.id === 'upfront-cash');
    expect(upfront?.groups.map((g) => g.title)).toEqual(['الإمارات', 'السعودية', 'قطر', 'عُمان', 'البحرين', 'الكويت', 'جميع البلدان']);
    expect(upfront?.groups[0]?.entries.map((e) => e.figure)).toEqual(
      expect.arrayContaining(['شيك الإيجار الأول: 1 من 4', 'دبي: تسجيل عقد الإيجار في نظام إيجاري']),
    );
    const said = messageWords('ar', rulesArabic, countriesArabic, placesArabic);
    const costs = arabic
      .find((s) => s.id === 'rule-costs')
      ?.groups[0]?.entries.map((e) => (isMessage(e.figure) ? said(e.figure) : e.figure));
    expect(costs).toEqual(expect.arrayContaining(['السعودية: المقابل المالي للمرافقين', 'دبي: رسوم السكن في دبي']));
    expect(arabic.find((s) => s.id === 'contract-years')?.groups[1]?.entries.map((e) => e.figure)).toEqual([
      'زيادات الإيجار: الرياض',
      'زيادات الإيجار: المدن الأخرى',
      'زيادات الرسوم المدرسية',
    ]);
  });

  it('is built once per language, and the English stays as it was', () => {
    expect(sourceCatalogue([], 'ar')[0]).toBe(arabic[0]);
    expect(sourceCatalogue()[0]).toBe(english[0]);
    expect(ruleSourceSections('ar')).toBe(ruleSourceSections('ar'));
    expect(cashAndRenewalSourceSections('ar')).toBe(cashAndRenewalSourceSections('ar'));
    expect(ruleSourceSections()).toBe(ruleSourceSections('en'));
    expect(english[0]?.title).toBe('Rents by city');
    const said = messageWords('en', rulesEnglish, countriesEnglish, placesEnglish);
    const costs = english
      .find((s) => s.id === 'rule-costs')
      ?.groups[0]?.entries.map((e) => (isMessage(e.figure) ? said(e.figure) : e.figure));
    expect(costs).toContain('Dubai: Dubai housing fee');
  });

  it('makes the whole page in one call, as the /sources and /ar/sources routes show it', () => {
    expect(sourcesPageCatalogue()).toEqual(english);
    expect(sourcesPageCatalogue('ar')).toEqual(arabic);
  });
});
