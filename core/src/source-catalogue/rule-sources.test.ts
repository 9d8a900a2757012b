import { describe, expect, it } from 'vitest';
import { countryCodes } from '../countries/index.ts';
import countriesEnglish from '../countries/locales/en.json' with { type: 'json' };
import rulesEnglish from '../country-rules/locales/en.json' with { type: 'json' };
import { isMessage } from '../language/index.ts';
import placesEnglish from '../places/locales/en.json' with { type: 'json' };
import { messageWords } from '../test-support/index.ts';
import { ruleSourceSections } from './rule-sources.ts';
import { sourceCatalogue } from './source-catalogue.ts';

describe('the country rules on /sources', () => {
  const sections = ruleSourceSections();
  const entries = sections.flatMap((section) => section.groups.flatMap((group) => group.entries));
  const said = messageWords('en', rulesEnglish, countriesEnglish, placesEnglish);

  it('cite at least one dated source for every threshold, benefit, basic share and rule cost', () => {
    for (const entry of entries) {
      expect(entry.source.sources.length, JSON.stringify(entry.figure)).toBeGreaterThan(0);
      for (const ref of entry.source.sources) expect(ref.date.length, ref.title).toBeGreaterThan(3);
      expect(entry.source.asOf).toMatch(/^[A-Z][a-z]+ \d{4}$/);
    }
  });

  it('cover every country: its family rule and its end-of-service benefit', () => {
    const family = sections.find((s) => s.id === 'family-visa');
    expect(family?.groups[0]?.entries).toHaveLength(countryCodes.length);
    expect(sections.find((s) => s.id === 'end-of-service')?.groups).toHaveLength(countryCodes.length);
    const costs =
      sections.find((s) => s.id === 'rule-costs')?.groups[0]?.entries.map((e) => (isMessage(e.figure) ? said(e.figure) : e.figure)) ?? [];
    expect(costs).toEqual(
      expect.arrayContaining(['Saudi Arabia: Dependant levy', 'Dubai: Dubai housing fee', 'Saudi Arabia: VAT on school fees']),
    );
  });

  it('join the built-in sections without clashing ids', () => {
    const ids = sourceCatalogue(sections).map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
