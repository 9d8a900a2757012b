import { describe, expect, it } from 'vitest';
import type { CountryCode } from '../countries/index.ts';
import type { Message } from '../language/index.ts';
import { messageWords } from '../test-support/index.ts';
import { familySponsorship, familySponsorshipNote } from './family-sponsorship.ts';
import englishRules from './locales/en.json' with { type: 'json' };

const english = messageWords('en', englishRules);
const said = (text: Message | undefined) => (text === undefined ? undefined : english(text));

type Case = [
  label: string,
  country: CountryCode,
  packageMonthly: number,
  employerHousing: boolean,
  threshold: number,
  eligible: boolean,
  gap: number,
];

// Thresholds: UAE 4,000 (3,000 with accommodation), Qatar 10,000 (6,000 with employer family
// housing), Oman 150, Bahrain 400, Kuwait 800. gap = threshold − package when short, else 0.
const cases: Case[] = [
  ['UAE below: 3,999 vs 4,000', 'UAE', 3_999, false, 4_000, false, 1],
  ['UAE at: 4,000', 'UAE', 4_000, false, 4_000, true, 0],
  ['UAE above: 12,000', 'UAE', 12_000, false, 4_000, true, 0],
  ['UAE with accommodation below: 2,500 vs 3,000', 'UAE', 2_500, true, 3_000, false, 500],
  ['UAE with accommodation at: 3,000', 'UAE', 3_000, true, 3_000, true, 0],
  ['UAE with accommodation above: 3,500 (would fail without it)', 'UAE', 3_500, true, 3_000, true, 0],
  ['Qatar below: 9,000 vs 10,000', 'Qatar', 9_000, false, 10_000, false, 1_000],
  ['Qatar at: 10,000', 'Qatar', 10_000, false, 10_000, true, 0],
  ['Qatar above: 15,000', 'Qatar', 15_000, false, 10_000, true, 0],
  ['Qatar with family housing below: 5,500 vs 6,000', 'Qatar', 5_500, true, 6_000, false, 500],
  ['Qatar with family housing at: 6,000', 'Qatar', 6_000, true, 6_000, true, 0],
  ['Qatar with family housing above: 7,000', 'Qatar', 7_000, true, 6_000, true, 0],
  ['Oman below: 149 vs 150', 'Oman', 149, false, 150, false, 1],
  ['Oman at: 150', 'Oman', 150, false, 150, true, 0],
  ['Oman above: 900', 'Oman', 900, false, 150, true, 0],
  ['Oman with housing: no variant, still 150', 'Oman', 120, true, 150, false, 30],
  ['Bahrain below: 350 vs 400', 'Bahrain', 350, false, 400, false, 50],
  ['Bahrain at: 400', 'Bahrain', 400, false, 400, true, 0],
  ['Bahrain above: 1,200', 'Bahrain', 1_200, false, 400, true, 0],
  ['Bahrain with housing: no variant, still 400', 'Bahrain', 400, true, 400, true, 0],
  ['Kuwait below: 799 vs 800', 'Kuwait', 799, false, 800, false, 1],
  ['Kuwait at: 800', 'Kuwait', 800, false, 800, true, 0],
  ['Kuwait above: 1,500', 'Kuwait', 1_500, false, 800, true, 0],
  ['Kuwait with housing: no variant, 600 is 200 short', 'Kuwait', 600, true, 800, false, 200],
  ['A package of 0 is the whole threshold short', 'UAE', 0, false, 4_000, false, 4_000],
];

describe('familySponsorship', () => {
  it.each(cases)('%s', (_label, country, packageMonthly, employerHousing, threshold, eligible, gap) => {
    expect(familySponsorship({ country, packageMonthly, employerHousing })).toMatchObject({ threshold, eligible, gap });
  });

  // Bahrain's BHD 400 is net income: the package less the 1% unemployment insurance taken from pay
  // (rounded as the breakdown's line is). 400 nets 396; 404 nets exactly 400.
  it('checks Bahrain on net income when the deductions from pay are given', () => {
    const onePercent = (monthly: number) => Math.round(monthly * 0.01);
    const at = (packageMonthly: number) =>
      familySponsorship({ country: 'Bahrain', packageMonthly, employerHousing: false, deductionsAt: onePercent });
    expect(at(400)).toMatchObject({ eligible: false, netIncome: 396, gap: 4 });
    expect(at(403)).toMatchObject({ eligible: false, netIncome: 399, gap: 1 });
    expect(at(404)).toMatchObject({ eligible: true, netIncome: 400, gap: 0 });
    // 300 nets 297: 103 short of 400 net, but 403 nets 399, so the package must rise by 104.
    expect(at(300)).toMatchObject({ eligible: false, netIncome: 297, gap: 104 });
    expect(said(at(404)?.rule)).toMatch(/package less what is deducted from your pay/);
    // Where the minimum is on the salary itself, deductions change nothing.
    const uae = familySponsorship({ country: 'UAE', packageMonthly: 4_000, employerHousing: false, deductionsAt: onePercent });
    expect(uae).toMatchObject({ eligible: true, gap: 0 });
    expect(uae?.netIncome).toBeUndefined();
  });

  it('has no threshold for Saudi Arabia, and says why instead', () => {
    expect(familySponsorship({ country: 'KSA', packageMonthly: 20_000, employerHousing: false })).toBeUndefined();
    expect(said(familySponsorshipNote('KSA'))).toMatch(/no minimum salary/);
    // The profession test is the press's word, not a rule we could confirm.
    expect(said(familySponsorshipNote('KSA'))).toMatch(/we found no official rule.*Press reports say/);
    expect(familySponsorshipNote('UAE')).toBeUndefined();
  });

  it('names the variant that applies in the rule', () => {
    expect(said(familySponsorship({ country: 'UAE', packageMonthly: 5_000, employerHousing: false })?.rule)).toMatch(
      /AED 4,000, or AED 3,000 when the employer provides accommodation/,
    );
    expect(said(familySponsorship({ country: 'UAE', packageMonthly: 5_000, employerHousing: true })?.rule)).toMatch(
      /^Your employer provides accommodation, so .* AED 3,000/,
    );
    expect(said(familySponsorship({ country: 'Qatar', packageMonthly: 5_000, employerHousing: true })?.rule)).toMatch(
      /QAR 6,000 a month \(QAR 10,000 without it\)/,
    );
    expect(said(familySponsorship({ country: 'Kuwait', packageMonthly: 5_000, employerHousing: false })?.rule)).toMatch(/23 December 2025/);
  });

  it('gives every threshold a dated source', () => {
    for (const country of ['UAE', 'Qatar', 'Oman', 'Bahrain', 'Kuwait'] as const) {
      const source = familySponsorship({ country, packageMonthly: 0, employerHousing: false })?.source;
      expect(source?.asOf).toBe('October 2025');
      expect(source?.sources.length).toBeGreaterThan(0);
      expect(source?.assumption).toBeUndefined();
    }
  });
});
