import { describe, expect, it } from 'vitest';
import { countryCodes, countryName } from '../countries/index.ts';
import { type Message, unmovedText } from '../language/index.ts';
import { cityName } from '../places/index.ts';
import { message } from './messages.ts';
import { ruleSourceSections } from './rule-sources.ts';
import { sourceCatalogue } from './source-catalogue.ts';

describe('the country rules on /sources', () => {
  const sections = ruleSourceSections();
  const entries = sections.flatMap((section) => section.groups.flatMap((group) => group.entries));

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
    const costs = sections.find((s) => s.id === 'rule-costs')?.groups[0]?.entries.map((e) => e.figure) ?? [];
    const named = (place: Message, english: string, arabic: string) =>
      message('sourceCatalogue.named', { place, figure: unmovedText(english, arabic) });
    expect(costs).toEqual(
      expect.arrayContaining([
        named(countryName('KSA'), 'Dependant levy', 'المقابل المالي للمرافقين'),
        named(cityName('Dubai'), 'Dubai housing fee', 'رسوم السكن في دبي'),
        named(countryName('KSA'), 'VAT on school fees', 'ضريبة القيمة المضافة على الرسوم المدرسية'),
      ]),
    );
  });

  it('join the built-in sections without clashing ids', () => {
    const ids = sourceCatalogue(sections).map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
