import { describe, expect, it } from 'vitest';
import { contentFigure } from './content-figures.ts';
import { familyOfFourCost } from '../cost-model/index.ts';
import { costRecord, factFileSchema } from '../places/index.ts';
import { factFiles } from './fact-files.ts';
import { allFacts, factByKey, factKeyPattern, factsCheckedThrough } from './facts.ts';
import { familySponsorship } from '../country-rules/index.ts';
import { formatMoney } from '../money/index.ts';
import { money as figure } from '../language/index.ts';

describe('the facts store', () => {
  it('holds every area file in the schema, each key once', () => {
    for (const [name, file] of Object.entries(factFiles)) expect(factFileSchema.safeParse(file).success, name).toBe(true);
    const keys = allFacts().map((fact) => fact.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(factKeyPattern);
  });

  it('reads the facts the model uses from the model itself', () => {
    expect(factByKey('qatar.family-visa-salary-housed').text).toBe(
      `${formatMoney(familySponsorship({ country: 'Qatar', packageMonthly: 0, employerHousing: true })?.threshold ?? 0, 'Qatar')} a month`,
    );
    expect(factByKey('ksa.dependant-levy').text).toBe('SAR 400 a month');
    expect(factByKey('uae.abu-dhabi-municipality-fee').text).toBe('5% of the annual rent, at least AED 450 a year');
    for (const fact of allFacts()) {
      expect(fact.source.sources.length, fact.key).toBeGreaterThan(0);
      expect(fact.changed, fact.key).toMatch(/^\d{4}-\d{2}(-\d{2})?$/);
    }
  });

  it('fails on a key it does not hold', () => {
    expect(() => factByKey('kuwait.no-such-fee')).toThrow(/Unknown fact key "kuwait\.no-such-fee"/);
  });

  it('says when its facts were last checked', () => {
    expect(factsCheckedThrough()).toMatch(/^\d{4}-\d{2}$/);
  });
});

describe('figures pages quote, computed from the model', () => {
  it('gives the city comparison, rents and the nursery fee as the model computes them', () => {
    expect(contentFigure('family-of-four:UAE:Dubai')).toEqual(figure(Math.round(familyOfFourCost('UAE', 'Dubai')), 'UAE'));
    expect(contentFigure('family-of-four:UAE:Dubai:~100')).toEqual(figure(Math.round(familyOfFourCost('UAE', 'Dubai') / 100) * 100, 'UAE'));
    expect(contentFigure('rent-1br:UAE:Dubai:Dubai Marina')).toEqual(
      figure(costRecord({ country: 'UAE', city: 'Dubai', district: 'Dubai Marina' }).rent1BR, 'UAE'),
    );
    // Every nursery child is priced at the Indian nursery midpoint: (5,000 + 10,000) / 2 / 12 = AED 625.
    expect(contentFigure('nursery-fee:UAE')).toEqual(figure(625, 'UAE'));
    // The model's fixed amounts, converted at the pegs: AED 1,200 × 3.75 / 3.6725 = SAR 1,225.3.
    expect(contentFigure('constant:UAE:healthcarePerAdult')).toEqual(figure(1_200, 'UAE'));
    expect(contentFigure('constant:KSA:healthcarePerAdult')).toEqual(figure(1_225, 'KSA'));
    expect(contentFigure('constant:UAE:Entertainment')).toEqual(figure(800, 'UAE'));
    // 800 + 400 + 300 + 200 + 200.
    expect(contentFigure('constant:UAE:personalAndEntertainment')).toEqual(figure(1_900, 'UAE'));
  });

  it('fails on an unknown kind, country, city, district or curriculum', () => {
    expect(() => contentFigure('salary:UAE:Dubai')).toThrow(/Unknown figure kind/);
    expect(() => contentFigure('family-of-four:Yemen:Sanaa')).toThrow(/Unknown country/);
    expect(() => contentFigure('family-of-four:UAE:Atlantis')).toThrow(/No city "Atlantis"/);
    expect(() => contentFigure('rent-1br:UAE:Dubai:Nowhere')).toThrow(/No district "Nowhere"/);
    expect(() => contentFigure('family-budget:UAE:Dubai:klingon')).toThrow(/Unknown curriculum/);
    expect(() => contentFigure('constant:UAE:utilitiesExtraPersonShare')).toThrow(/Unknown model constant/);
  });
});
