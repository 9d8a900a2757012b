import { describe, expect, it } from 'vitest';
import { aedToLocalFactor, compareCities, familyOfFourCost, formatMoney, listCities, listCountries } from '#core';
import { canonicalGuidePath, costIndex, loadGuide, maxRelatedArticles } from './country-guides.server.ts';

describe('costIndex', () => {
  it('is 100 × the mean family-of-four cost over the cities, in AED, relative to Dubai', () => {
    const dubai = familyOfFourCost('UAE', 'Dubai');
    for (const { code, currency } of listCountries()) {
      const cities = listCities(code);
      const meanAed = cities.reduce((sum, city) => sum + familyOfFourCost(code, city), 0) / cities.length / aedToLocalFactor(currency);
      expect(costIndex(code), code).toBe(Math.round((100 * meanAed) / dubai));
    }
  });

  it('puts the UAE average below Dubai itself', () => {
    expect(costIndex('UAE')).toBeLessThan(100);
  });
});

describe('loadGuide', () => {
  it.each(listCountries().map((country) => [country.slug, country.code] as const))(
    '%s: prose from content, figures from the core',
    (slug, code) => {
      const guide = loadGuide(slug);
      expect(guide?.code).toBe(code);
      if (!guide) return;
      expect(guide.cities).toEqual(listCities(code));
      expect(guide.cityCosts.map((row) => row.city)).toEqual(compareCities(code).map((row) => row.name));
      expect(guide.cityCosts.map((row) => row.familyOfFour)).toEqual(
        compareCities(code).map((row) => formatMoney(row.avgMonthlyCost, code)),
      );
      expect(guide.education.fees).toHaveLength(7);
      expect(guide.relatedArticles.length).toBeLessThanOrEqual(maxRelatedArticles);
      for (const article of guide.relatedArticles) expect(article.countries).toContain(code);
    },
  );

  it('uses the guide’s own tax note, which names the charges on pay without pointing at “your results”', () => {
    const uae = loadGuide('uae')?.taxNotes ?? '';
    expect(uae).toContain('apart from the job-loss insurance premium of AED 5 or 10 a month plus VAT');
    expect(uae).not.toContain('your results');
    expect(loadGuide('bahrain')?.taxNotes).toContain('1% unemployment insurance contribution');
    expect(loadGuide('bahrain')?.taxNotes).not.toContain('your results');
  });

  it('converts the AED fee table at the peg: Indian nursery from AED 5,000 is OMR 523 in Oman', () => {
    const indian = loadGuide('oman')?.education.fees.find((row) => row.curriculum === 'Indian (CBSE)');
    expect(indian?.range).toBe(
      `${formatMoney(5_000 * aedToLocalFactor('OMR'), 'Oman')} – ${formatMoney(30_000 * aedToLocalFactor('OMR'), 'Oman')}`,
    );
    expect(indian?.range.startsWith('OMR 523 ')).toBe(true);
  });

  it('has no guide for other slugs, and sends a known country in the wrong case to its path', () => {
    expect(loadGuide('narnia')).toBeUndefined();
    expect(loadGuide('UAE')).toBeUndefined();
    expect(canonicalGuidePath('UAE')).toBe('/uae');
    expect(canonicalGuidePath('Saudi-Arabia')).toBe('/saudi-arabia');
    expect(canonicalGuidePath('uae')).toBeUndefined();
    expect(canonicalGuidePath('narnia')).toBeUndefined();
  });
});
