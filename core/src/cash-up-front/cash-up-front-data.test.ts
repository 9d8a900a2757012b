// The cash up front's tables (core/data/cash-up-front/*.json) against their schemas, and the rules
// built from them against figures worked by hand.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ruleForPlace } from '../places/index.ts';
import { schoolTermsSchema, tenancyTermsSchema } from './data-schemas.ts';
import { ksaPeriodSources, monthsAhead, rentTerms } from './rent-terms.ts';
import { schoolTermsFor } from './school-terms.ts';

const readJson = (file: string): unknown => JSON.parse(readFileSync(new URL(`../../data/cash-up-front/${file}`, import.meta.url), 'utf8'));

describe('the cash up front’s tables', () => {
  it('match their schemas: every message a key of the catalogue, every record an id of sources.json', () => {
    expect(tenancyTermsSchema.safeParse(readJson('tenancy-terms.json')).error).toBeUndefined();
    expect(schoolTermsSchema.safeParse(readJson('school-terms.json')).error).toBeUndefined();
  });

  it('refuse a name that is not in the catalogue', () => {
    const data = readJson('tenancy-terms.json') as { terms: { dubai: { deposit: { name: string } } } };
    data.terms.dubai.deposit.name = 'cashUpFront.tenancy.noSuchName';
    expect(tenancyTermsSchema.safeParse(data).success).toBe(false);
  });

  it('give each place its tenancy terms, a city’s own where it has them', () => {
    const dubai = ruleForPlace(rentTerms, 'UAE', 'Dubai');
    expect(dubai).toMatchObject({ deposit: { share: [1, 20] }, registration: { amount: 220 } });
    expect(dubai.utilities.amount('2BR')).toBe(2_130);
    expect(ruleForPlace(rentTerms, 'UAE', 'Sharjah').utilities.amount('3BR')).toBe(3_000);
    expect(ruleForPlace(rentTerms, 'UAE', 'Sharjah').utilities.amount('2BR')).toBe(2_000);
    expect(ruleForPlace(rentTerms, 'UAE', 'Ajman')).toBe(rentTerms.country.UAE);
    // Dubai's AED 2,000 converted at the pegs: OMR 210 (2,000 × 0.3845 / 3.6725, rounded).
    expect(rentTerms.country.Oman.utilities.amount('1BR')).toBe(209);
    expect(rentTerms.country.KSA.agency.share).toEqual([1, 40]);
    expect(monthsAhead.Oman?.months).toBe(6);
    expect(ksaPeriodSources.yearly.explanation).toEqual({ messageId: 'cashUpFront.source.ksaYearly' });
  });

  it('give each regulator its school terms, sharing Dubai’s sources with the other emirates', () => {
    const dubai = schoolTermsFor('UAE', 'Dubai');
    const sharjah = schoolTermsFor('UAE', 'Sharjah');
    expect(dubai).toMatchObject({ registration: 500, firstTerm: [2, 5], deposit: { share: [1, 10] } });
    expect(sharjah.deposit?.source).toBe(dubai.deposit?.source);
    expect(sharjah.registrationSource).not.toBe(dubai.registrationSource);
    expect(sharjah.registrationSource.assumption).toEqual({ messageId: 'cashUpFront.source.school.otherEmirates.registrationAssumption' });
    expect(schoolTermsFor('UAE', 'Abu Dhabi').registration).toBe(0);
    expect(schoolTermsFor('KSA', 'Riyadh')).toMatchObject({ registration: 1_500, vatPercent: 15 });
    expect(schoolTermsFor('Kuwait', null).deposit).toMatchObject({ amount: 200 });
  });
});
