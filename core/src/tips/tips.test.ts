import { describe, expect, it } from 'vitest';
import { estimateExpenses } from '../cost-model/index.ts';
import { evaluateOffer } from '../verdict/index.ts';
import type { OfferInput } from '../household/index.ts';
import { tipCatalogue } from './tip-catalogue.ts';
import { tipCatalogueArabic } from './tip-catalogue-ar.ts';
import type { Tip } from './tip-context.ts';
import { selectTips } from './tips.ts';
import { offerInput } from '../test-support/index.ts';
import { upfrontCash, upfrontCoverage } from '../cash-up-front/index.ts';

/** The cash up front as the results give it (no edits, no allowance), for the tip about it. */
function upfrontFor(input: OfferInput, surplus: number) {
  const cash = upfrontCash(input);
  return { net: cash.net, fromSavings: upfrontCoverage(cash, surplus).fromSavings, relocationAllowance: 0 };
}

function tipsFor(input: OfferInput) {
  const expenses = estimateExpenses(input);
  const evaluation = evaluateOffer(input, { expenses });
  return { tips: selectTips(input, evaluation, expenses, undefined, upfrontFor(input, evaluation.surplus)), evaluation };
}

function tipsIn(input: OfferInput, language: 'en' | 'ar', travel?: number): Tip[] {
  const estimate = estimateExpenses(input);
  const expenses = travel === undefined ? estimate : estimate.map((c) => (c.category === 'Travel' ? { ...c, amount: travel } : c));
  const evaluation = evaluateOffer(input, { expenses });
  return selectTips(input, evaluation, expenses, language, upfrontFor(input, evaluation.surplus));
}

describe('tip catalogue', () => {
  it('has at least 30 distinct tips across every category', () => {
    expect(tipCatalogue.length).toBeGreaterThanOrEqual(30);
    expect(new Set(tipCatalogue.map((t) => t.id)).size).toBe(tipCatalogue.length);
    expect(new Set(tipCatalogue.map((t) => t.category))).toEqual(
      new Set(['housing', 'schools', 'transport', 'healthcare', 'negotiation', 'savings', 'country']),
    );
  });
});

describe('selectTips', () => {
  const dubai = { country: 'UAE', city: 'Dubai', district: 'Dubai Marina' } as const;

  it('sorts high, then medium, then low', () => {
    const { tips } = tipsFor(
      offerInput({
        location: dubai,
        household: { adults: 2, children: [{ age: 'grade1-5' }] },
        financials: { grossSalary: 15_000, existingDebts: 3_000, savingsGoal: 5_000 },
      }),
    );
    const ranks = tips.map((t) => ({ high: 0, medium: 1, low: 2 })[t.priority]);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(tips.length).toBeGreaterThan(5);
  });

  it('triggers the verdict-specific negotiation tips for a stretched offer, with 1.2x and 1.25x expenses', () => {
    const { tips, evaluation } = tipsFor(
      offerInput({ location: dubai, financials: { grossSalary: 9_000, existingDebts: 0, savingsGoal: 0 } }),
    );
    expect(evaluation.verdict.state).toBe('not-viable');
    const ids = tips.map((t) => t.id);
    expect(ids).toContain('negotiate-minimum-1-2x');
    expect(ids).toContain('negotiate-with-data-1-25x');
    expect(ids).toContain('emergency-fund-first');
    const money = (n: number) => `AED ${new Intl.NumberFormat('en-US').format(n)}`;
    expect(tips.find((t) => t.id === 'negotiate-minimum-1-2x')?.description).toContain(money(Math.ceil(evaluation.totalExpenses * 1.2)));
    expect(tips.find((t) => t.id === 'negotiate-with-data-1-25x')?.description).toContain(
      money(Math.ceil(evaluation.totalExpenses * 1.25)),
    );
  });

  it('quotes the school fee table in the money of the country, as the estimate converts it', () => {
    const riyadh = offerInput({
      location: { country: 'KSA', city: 'Riyadh', district: null },
      household: { adults: 2, children: [{ age: 'grade1-5' }, { age: 'kg', curriculum: 'british' }] },
      financials: { grossSalary: 30_000, existingDebts: 0, savingsGoal: 0 },
    });
    const expenses = estimateExpenses(riyadh);
    const evaluation = evaluateOffer(riyadh, { expenses });
    for (const language of ['en', 'ar'] as const) {
      const tips = selectTips(riyadh, evaluation, expenses, language);
      const words = ['choose-curriculum', 'compare-curricula'].map((id) => tips.find((t) => t.id === id)?.description ?? '');
      for (const text of words) {
        expect(text).not.toBe('');
        expect(text).not.toMatch(/AED|درهم/);
      }
      // AED 30,000 at the pegs is SAR 30,633 (the figure the breakdown prices); 15,000 and 80,000 in words, rounded.
      if (language === 'en') {
        expect(words[0]).toContain('SAR 30,633');
        expect(words[0]).toContain('under SAR 15,000');
        expect(words[0]).toContain('over SAR 82,000');
        expect(words[1]).toContain('SAR 31,000 a year');
      } else expect(words[0]).toContain('30,633 ريال سعودي');
    }
    const dubaiTips = tipsFor(offerInput({ location: dubai, household: { adults: 1, children: [{ age: 'grade1-5' }] } })).tips;
    expect(dubaiTips.find((t) => t.id === 'choose-curriculum')?.description).toContain('a typical AED 30,000 a year');
  });

  it('gives a comfortable offer its own tips and not the stretched ones', () => {
    const { tips, evaluation } = tipsFor(
      offerInput({ location: dubai, financials: { grossSalary: 60_000, existingDebts: 0, savingsGoal: 0 } }),
    );
    expect(evaluation.verdict.state).toBe('comfortable');
    const ids = tips.map((t) => t.id);
    expect(ids).toContain('comfortable-invest-surplus');
    expect(ids).toContain('comfortable-check-structure');
    expect(ids).not.toContain('negotiate-minimum-1-2x');
    expect(ids).not.toContain('negotiate-with-data-1-25x');
  });

  it('gives a managing offer the data-based negotiation tip only', () => {
    const base = tipsFor(offerInput({ location: dubai }));
    const total = base.evaluation.totalExpenses;
    const { tips, evaluation } = tipsFor(
      offerInput({ location: dubai, financials: { grossSalary: Math.round(total / 0.85), existingDebts: 0, savingsGoal: 0 } }),
    );
    expect(evaluation.verdict.state).toBe('managing');
    const ids = tips.map((t) => t.id);
    expect(ids).toContain('negotiate-with-data-1-25x');
    expect(ids).not.toContain('negotiate-minimum-1-2x');
  });

  it('selects country-specific tips from the inputs', () => {
    const riyadhFamily = tipsFor(
      offerInput({
        location: { country: 'KSA', city: 'Riyadh' },
        household: { adults: 2, children: [{ age: 'grade6-8', curriculum: 'american' }] },
        financials: { grossSalary: 30_000, existingDebts: 0, savingsGoal: 0 },
      }),
    );
    const ids = riyadhFamily.tips.map((t) => t.id);
    expect(ids).toContain('ksa-dependants-levy');
    expect(ids).toContain('ksa-school-vat');
    expect(ids).toContain('ksa-ejar-lease');
    expect(riyadhFamily.tips.find((t) => t.id === 'ksa-dependants-levy')?.description).toContain('SAR 9,600'); // 2 dependants × 400 × 12
    const single = tipsFor(offerInput({ location: { country: 'KSA', city: 'Riyadh' } })).tips.map((t) => t.id);
    expect(single).not.toContain('ksa-dependants-levy');
  });

  it("quotes each country's one-off cost of recruiting a helper, and says why it is not in the cash up front", () => {
    const helperTip = (country: 'KSA' | 'Qatar' | 'Kuwait' | 'UAE', city: string, language: 'en' | 'ar' = 'en') => {
      const input = offerInput({ location: { country, city }, household: { adults: 2, children: [{ age: 'kg' }], domesticHelp: true } });
      const expenses = estimateExpenses(input);
      return selectTips(input, evaluateOffer(input, { expenses }), expenses, language).find((t) => t.id === 'domestic-help-true-cost');
    };
    expect(helperTip('Qatar', 'Doha')?.description).toBe(
      'We count QAR 2,500 a month (typical range QAR 2,000-QAR 3,000). Recruiting a helper through a licensed office costs at most QAR 9,000-QAR 17,000 once, by nationality (the caps set in January 2022). You can sponsor a helper only once your own residence permit is issued, so this usually comes in your first months and is not counted in "Money you need up front": have it ready if you will hire at once. A live-in helper also needs medical insurance, a room, food and a ticket home; part-time cleaners can be cheaper for smaller homes.',
    );
    expect(helperTip('KSA', 'Riyadh')?.description).toContain('through Musaned costs SAR 5,000-SAR 14,300 once');
    expect(helperTip('Kuwait', 'Kuwait City')?.description).toContain('at most KWD 575-KWD 750 once, by nationality, the ticket included');
    // The UAE's monthly figure is agency-sponsored help; the one-off is for sponsoring a helper yourself.
    expect(helperTip('UAE', 'Dubai')?.description).toContain(
      'sponsoring a helper yourself means a one-off recruitment fee, capped at AED 5,000-AED 15,000',
    );
    expect(helperTip('Qatar', 'Doha', 'ar')?.description).toContain('9,000 ريال قطري إلى 17,000 ريال قطري');
    const without = offerInput({
      location: { country: 'Qatar', city: 'Doha' },
      household: { adults: 2, children: [], domesticHelp: false },
    });
    const withoutExpenses = estimateExpenses(without);
    expect(selectTips(without, evaluateOffer(without, { expenses: withoutExpenses }), withoutExpenses).map((t) => t.id)).not.toContain(
      'domestic-help-true-cost',
    );
  });

  it('gives no tips about rent, leases or districts when the employer provides the home', () => {
    const ids = (country: 'UAE' | 'KSA', city: string, district: string | null, housing: 'provided' | 'allowance') => {
      const input = offerInput({
        location: { country, city, district },
        household: { adults: 2, children: [{ age: 'kg' }, { age: 'grade1-5' }, { age: 'grade6-8' }], domesticHelp: false },
        benefits: { housing, housingAllowance: housing === 'allowance' ? 20_000 : 0 },
        financials: { grossSalary: 60_000 },
      });
      const expenses = estimateExpenses(input);
      return selectTips(input, evaluateOffer(input, { expenses }), expenses).map((t) => t.id);
    };
    const renting = ['cheaper-district-nearby', 'uae-rent-cheques', 'large-family-housing'];
    // The same household renting its own home in Dubai Marina gets all three, so the test can fail.
    expect(ids('UAE', 'Dubai', 'Dubai Marina', 'allowance')).toEqual(expect.arrayContaining(renting));
    const provided = ids('UAE', 'Dubai', 'Dubai Marina', 'provided');
    for (const id of renting) expect(provided).not.toContain(id);
    expect(ids('KSA', 'Riyadh', null, 'allowance')).toContain('ksa-ejar-lease');
    expect(ids('KSA', 'Riyadh', null, 'provided')).not.toContain('ksa-ejar-lease');
    const buffer = (housing: 'provided' | 'allowance', language: 'en' | 'ar', change: Parameters<typeof offerInput>[0] = {}) => {
      const input = offerInput({
        location: { country: 'UAE', city: 'Dubai' },
        household: { adults: 2, children: [{ age: 'kg' }] },
        ...change,
        benefits: { housing, ...change.benefits },
      });
      const expenses = estimateExpenses(input);
      return selectTips(input, evaluateOffer(input, { expenses }), expenses, language).find((t) => t.id === 'irregular-expense-buffer')
        ?.description;
    };
    expect(buffer('allowance', 'en')).toContain(
      'Car registration, school uniforms and trips, summer flights and annual rent increases do not arrive monthly',
    );
    expect(buffer('allowance', 'en')).toMatch(/\(about AED [\d,]+-[\d,]+ a month\)/); // one currency for the range
    expect(buffer('provided', 'en')).toContain('Car registration, school uniforms and trips, and summer flights do not arrive monthly');
    expect(buffer('allowance', 'ar')).toContain(
      'تسجيل السيارة، والزي المدرسي والرحلات المدرسية، وتذاكر الصيف، والزيادات السنوية في الإيجار لا تأتي',
    );
    expect(buffer('provided', 'ar')).not.toContain('الإيجار');
    // Only what applies: no registration with a company car, no uniforms without children, and no rent
    // rises where the rule keeps the rent within the contract (Sharjah's three-year freeze on two years).
    const single = { household: { adults: 1 as const, children: [] }, benefits: { carProvided: 'company' as const } };
    expect(buffer('allowance', 'en', single)).toContain('Summer flights and annual rent increases do not arrive monthly');
    expect(buffer('allowance', 'ar', single)).toContain('تذاكر الصيف، والزيادات السنوية في الإيجار لا تأتي');
    const baby = { household: { adults: 2 as const, children: [{ age: 'nursery' as const }] } };
    expect(buffer('allowance', 'en', baby)).toContain('Car registration, summer flights and annual rent increases do not arrive monthly');
    const sharjah = (contractYears: number) =>
      buffer('allowance', 'en', { location: { country: 'UAE', city: 'Sharjah' }, financials: { contractYears } });
    expect(sharjah(2)).toContain('Car registration, school uniforms and trips, and summer flights do not arrive monthly');
    expect(sharjah(4)).toContain('summer flights and annual rent increases do not arrive monthly');
    expect(buffer('allowance', 'en', { location: { country: 'Kuwait', city: 'Kuwait City' } })).not.toContain('rent');
    // Riyadh's freeze ends within a five-year contract that starts in November 2026, not in one that
    // started in October 2025 (the data's month, the default).
    const riyadh = offerInput({ location: { country: 'KSA', city: 'Riyadh' }, financials: { contractYears: 5 } });
    const riyadhExpenses = estimateExpenses(riyadh);
    const riyadhBuffer = (contractStart?: string) =>
      selectTips(riyadh, evaluateOffer(riyadh, { expenses: riyadhExpenses }), riyadhExpenses, 'en', undefined, contractStart).find(
        (t) => t.id === 'irregular-expense-buffer',
      )?.description;
    expect(riyadhBuffer()).not.toContain('rent');
    expect(riyadhBuffer('2026-11')).toContain('annual rent increases do not arrive monthly');
  });

  it('reads the Saudi levy and school VAT from their lines, and drops the levy tip once the employer pays it', () => {
    const family = (employerPays: Partial<Record<'dependant-levy', boolean>>) =>
      tipsFor(
        offerInput({
          location: { country: 'KSA', city: 'Riyadh' },
          household: { adults: 2, children: [{ age: 'grade6-8', curriculum: 'american' }] },
          benefits: { employerPays },
          financials: { grossSalary: 30_000, existingDebts: 0, savingsGoal: 0 },
        }),
      ).tips;
    const levy = family({}).find((t) => t.id === 'ksa-dependants-levy')?.description;
    expect(levy).toContain('SAR 9,600 a year, counted in your Residence & Visas line');
    expect(levy).toContain('tick "My employer pays this" on that line');
    expect(levy).not.toContain('optional cost'); // it is already counted: adding it again counted it twice
    expect(family({ 'dependant-levy': true }).map((t) => t.id)).not.toContain('ksa-dependants-levy');

    const input = offerInput({
      location: { country: 'KSA', city: 'Riyadh' },
      household: { adults: 2, children: [{ age: 'grade6-8', curriculum: 'american' }] },
    });
    const vatLine = estimateExpenses(input)
      .flatMap((c) => c.subItems)
      .find((line) => line.rule?.key === 'school-fee-vat');
    expect(vatLine?.amount).toBeGreaterThan(500);
    const vat = tipsFor(input).tips.find((t) => t.id === 'ksa-school-vat');
    expect(vat?.title).toBe('Saudi school fees carry VAT');
    expect(vat?.description).toContain(
      `SAR ${new Intl.NumberFormat('en-US').format(vatLine?.amount ?? 0)} a month on your children's fees, already in your Education line`,
    );
  });

  it("states Kuwait's family-visa rule as the family check does, with the dependants' fees of 23 December 2025", () => {
    const input = offerInput({
      location: { country: 'Kuwait', city: 'Salmiya' },
      household: { adults: 2, children: [{ age: 'kg' }, { age: 'grade1-5' }] },
      financials: { grossSalary: 1_200, existingDebts: 0, savingsGoal: 0 },
    });
    const tip = tipsFor(input).tips.find((t) => t.id === 'kuwait-family-visa')?.description;
    expect(tip).toContain('since July 2024 a degree is no longer required at that salary');
    expect(tip).not.toContain('university degree that matches'); // the January 2024 rule, eased in July 2024
    expect(tip).toContain('KWD 360 a year for your family'); // 3 dependants × (20 + 100)
    expect(tipsIn(input, 'ar').find((t) => t.id === 'kuwait-family-visa')?.description).toContain('360 دينار كويتي سنويًا لأسرتك');
  });

  it("says who must insure a family on basic cover by the offer's country, not Dubai's and Abu Dhabi's rules everywhere", () => {
    const basicFamily = (country: 'UAE' | 'KSA' | 'Kuwait', language: 'en' | 'ar' = 'en', city: string | null = null) =>
      tipsIn(
        offerInput({
          location: { country, city },
          household: { adults: 2, children: [{ age: 'kg' }] },
          benefits: { healthcareType: 'basic' },
        }),
        language,
      ).find((t) => t.id === 'basic-cover-dependants')?.description;
    expect(basicFamily('UAE')).toContain('in Dubai the visa sponsor must insure them');
    // In the UAE the emirate's own rule: a Sharjah family is not told Dubai's and Abu Dhabi's.
    expect(basicFamily('UAE', 'en', 'Dubai')).toContain('In Dubai the visa sponsor must insure every dependant no employer covers');
    expect(basicFamily('UAE', 'en', 'Dubai')).toContain('your Healthcare line counts the cheapest compliant plan for each.');
    expect(basicFamily('UAE', 'en', 'Dubai')).not.toContain('Abu Dhabi');
    const dubaiEmployerPays = tipsIn(
      offerInput({
        location: { country: 'UAE', city: 'Dubai' },
        household: { adults: 2, children: [{ age: 'kg' }] },
        benefits: { healthcareType: 'basic', employerPays: { 'dependant-health-cover': true } },
      }),
      'en',
    ).find((t) => t.id === 'basic-cover-dependants')?.description;
    expect(dubaiEmployerPays).toContain('without it: you have told us the employer pays for it.');
    expect(basicFamily('UAE', 'en', 'Abu Dhabi')).toContain('Abu Dhabi law makes the employer insure a spouse and up to three children');
    expect(basicFamily('UAE', 'en', 'Abu Dhabi')).not.toContain('Dubai');
    const sharjah = basicFamily('UAE', 'en', 'Sharjah');
    expect(sharjah).toContain('We found no official rule that makes anyone insure your family in Sharjah');
    expect(sharjah).toContain('dependants can join it at the same price');
    expect(sharjah).not.toMatch(/Dubai|Abu Dhabi/);
    const sharjahArabic = basicFamily('UAE', 'ar', 'Sharjah');
    expect(sharjahArabic).toContain('في الشارقة');
    expect(sharjahArabic).not.toMatch(/دبي|أبوظبي/);
    expect(basicFamily('UAE', 'ar', 'Abu Dhabi')).not.toContain('دبي');
    expect(basicFamily('KSA')).toContain('In Saudi Arabia the employer must insure your wife, sons up to 25 and unmarried daughters');
    expect(basicFamily('Kuwait')).not.toContain('Dubai');
    expect(basicFamily('Kuwait')).toContain('charged for every dependant whatever cover the family has');
    expect(basicFamily('Kuwait', 'ar')).not.toContain('دبي');
    // Where no rule says who insures the family, the negotiation tip alone asks for the group policy.
    const oman = tipsIn(
      offerInput({
        location: { country: 'Oman', city: 'Salalah' },
        household: { adults: 2, children: [{ age: 'kg' }] },
        benefits: { healthcareType: 'basic' },
      }),
      'en',
    );
    expect(oman.map((t) => t.id)).toContain('ask-family-medical-cover');
    expect(oman.map((t) => t.id)).not.toContain('basic-cover-dependants');
    // Salalah is not told about Muscat's districts, and a move paid wholly from savings says "all of it".
    const omanTip = oman.find((t) => t.id === 'oman-fuel-and-rent');
    expect(omanTip?.description).not.toContain('Al Mouj');
    // Salalah's districts run OMR 125-165 in our data, Muscat's 160-590: not "several times".
    expect(omanTip?.title).toBe('Oman: cheap fuel, steadier rents');
    expect(omanTip?.description).toContain(
      "in our data a one-bedroom flat costs OMR 125-165 a month across Salalah's 4 districts, against OMR 160-590 in Muscat's.",
    );
    const omanArabic = tipsIn(
      offerInput({
        location: { country: 'Oman', city: 'Salalah' },
        household: { adults: 2, children: [{ age: 'kg' }] },
        benefits: { healthcareType: 'basic' },
      }),
      'ar',
    ).find((t) => t.id === 'oman-fuel-and-rent');
    expect(omanArabic?.description).toContain('والإيجارات هنا أقل تفاوتًا منها في مسقط');
    expect(omanArabic?.description).not.toContain('الموج');
    const stretched = offerInput({
      location: { country: 'Oman', city: 'Salalah' },
      household: { adults: 2, children: [{ age: 'grade1-5', curriculum: 'indian' }] },
      benefits: { housingAllowance: 250 },
      financials: { grossSalary: 900 },
    });
    expect(tipsIn(stretched, 'en').find((t) => t.id === 'move-cash')?.description).toMatch(/, and all of it must come from savings\./);
    expect(tipsIn(stretched, 'ar').find((t) => t.id === 'move-cash')?.description).toContain('ويجب أن يأتي كله من مدخراتك');
    expect(basicFamily('UAE', 'ar')).toContain('وفي دبي يُلزَم كفيل التأشيرة بالتأمين عليهم');
  });

  it('names the tenancy registry of the emirate: Ejari in Dubai, Tawtheeq in Abu Dhabi, Sharjah Municipality, the municipality elsewhere', () => {
    const family = (city: string, language: 'en' | 'ar' = 'en') => {
      const tips = tipsIn(
        offerInput({ location: { country: 'UAE', city }, household: { adults: 2, children: [{ age: 'kg' }] } }),
        language,
      );
      return ['uae-family-visa-salary', 'uae-rent-cheques'].map((id) => tips.find((t) => t.id === id)?.description ?? '');
    };
    const [dubaiVisa, dubaiRent] = family('Dubai');
    expect(dubaiVisa).toContain('an Ejari-registered tenancy');
    expect(dubaiRent).toContain('Ejari registration and a utility deposit');
    const [abuDhabiVisa, abuDhabiRent] = family('Abu Dhabi');
    expect(abuDhabiVisa).toContain('a Tawtheeq-registered tenancy');
    expect(abuDhabiVisa).not.toContain('Ejari');
    expect(abuDhabiRent).toContain('Tawtheeq registration (usually the landlord’s)');
    // Sharjah: the municipality's attestation, the landlord's since Law 5/2024; Ajman: its municipality.
    const [sharjahVisa, sharjahRent] = family('Sharjah');
    expect(sharjahVisa).toContain('a tenancy contract attested by Sharjah Municipality');
    expect(sharjahRent).toContain('the lease’s attestation by Sharjah Municipality (the landlord’s to arrange since Law 5/2024)');
    for (const tip of [sharjahVisa, sharjahRent, ...family('Ajman')]) expect(tip).not.toMatch(/Ejari|Tawtheeq/);
    expect(family('Ajman')[0]).toContain('a tenancy contract registered with the municipality');
    expect(family('Sharjah', 'ar')[0]).toContain('عقد إيجار مصدّق لدى بلدية الشارقة');
    // With no city chosen, every emirate's registry is named.
    expect(family('')[0]).toContain('a registered tenancy contract (Ejari in Dubai, Tawtheeq in Abu Dhabi)');
    expect(family('Abu Dhabi', 'ar')[0]).toContain('عقد إيجار مسجّل في نظام توثيق');
  });

  it('tells a Saudi renter how Ejar rent is paid, and the Riyadh freeze only in Riyadh', () => {
    const ejar = (city: string, language: 'en' | 'ar' = 'en') =>
      tipsIn(offerInput({ location: { country: 'KSA', city } }), language).find((t) => t.id === 'ksa-ejar-lease')?.description ?? '';
    expect(ejar('Riyadh')).toContain('traditionally a year in advance, sometimes half a year');
    expect(ejar('Riyadh')).not.toContain('two or four instalments');
    expect(ejar('Riyadh')).toContain('In Riyadh rents are frozen for five years from 25 September 2025, on new leases too');
    expect(ejar('Khobar')).toContain('Only Riyadh’s rents are frozen');
    expect(ejar('Khobar')).not.toContain('In Riyadh rents are frozen');
    expect(ejar('Jeddah', 'ar')).toContain('ولم تُجمَّد الإيجارات إلا في الرياض');
  });

  it('says the gratuity runs on basic pay only where the law says so', () => {
    const structure = (country: 'UAE' | 'KSA' | 'Kuwait', language: 'en' | 'ar' = 'en') =>
      tipsIn(offerInput({ location: { country, city: null }, financials: { grossSalary: 200_000 } }), language).find(
        (t) => t.id === 'comfortable-check-structure',
      )?.description ?? '';
    expect(structure('UAE')).toContain('calculated on basic salary only');
    expect(structure('KSA')).toContain('counted on your full pay, allowances included');
    expect(structure('KSA')).not.toContain('calculated on basic salary only');
    // Kuwait's wage basis is our assumption, and the tip says so rather than stating it as the law.
    expect(structure('Kuwait')).toContain('no official text we found confirms it');
    expect(structure('Kuwait', 'ar')).toContain('على أجرك كاملًا بما فيه البدلات، لكننا لم نجد نصًا رسميًا يؤكد ذلك');
  });

  it('says an offer in the red leaves nothing to save, rather than "leaves SAR 0"', () => {
    const input = offerInput({
      location: { country: 'KSA', city: 'Khobar' },
      household: { adults: 2, children: [{ age: 'grade1-5', curriculum: 'indian' }] },
      financials: { grossSalary: 9_000, existingDebts: 800, savingsGoal: 1_500 },
    });
    const { tips, evaluation } = tipsFor(input);
    expect(evaluation.surplus).toBeLessThan(0);
    const money = (n: number) => `SAR ${new Intl.NumberFormat('en-US').format(n)}`;
    expect(tips.find((t) => t.id === 'savings-goal-shortfall')?.description).toContain(
      `this offer leaves nothing to save: it falls ${money(-evaluation.surplus)} a month short of your costs and debt payments, so the shortfall against your target is ${money(1_500 - evaluation.surplus)}.`,
    );
    const arabic = tipsIn(input, 'ar').find((t) => t.id === 'savings-goal-shortfall')?.description;
    expect(arabic).toContain('هذا العرض لا يُبقي لك شيئًا تدّخره: فهو يقصر عن تكاليفك ومدفوعات ديونك بمقدار');
  });

  it('puts the emergency fund on top of the cash the move needs, quoting the panel', () => {
    const input = offerInput({ location: dubai, financials: { grossSalary: 9_000, existingDebts: 0, savingsGoal: 0 } });
    const { tips, evaluation } = tipsFor(input);
    const net = upfrontFor(input, evaluation.surplus).net;
    expect(net).toBeGreaterThan(0);
    const money = (n: number) => `AED ${new Intl.NumberFormat('en-US').format(n)}`;
    expect(tips.find((t) => t.id === 'emergency-fund-first')?.description).toContain(
      `on top of the ${money(net)} the move needs before your first salary (see "Money you need up front")`,
    );
    expect(tipsIn(input, 'ar').find((t) => t.id === 'emergency-fund-first')?.description).toContain('يحتاجها الانتقال قبل راتبك الأول');
  });

  it('reports the savings goal shortfall or spare', () => {
    const short = tipsFor(offerInput({ location: dubai, financials: { grossSalary: 25_000, existingDebts: 0, savingsGoal: 20_000 } }));
    expect(short.tips.map((t) => t.id)).toContain('savings-goal-shortfall');
    const spare = tipsFor(offerInput({ location: dubai, financials: { grossSalary: 40_000, existingDebts: 0, savingsGoal: 1_000 } }));
    expect(spare.tips.map((t) => t.id)).toContain('savings-goal-spare');
  });

  it('names a cheaper district of the same city when housing is heavy', () => {
    const { tips } = tipsFor(
      offerInput({
        location: { country: 'UAE', city: 'Dubai', district: 'Palm Jumeirah' },
        financials: { grossSalary: 18_000, existingDebts: 0, savingsGoal: 0 },
      }),
    );
    const housing = tips.find((t) => t.id === 'housing-share-high');
    expect(housing?.description).toMatch(/is the cheapest district we track in Dubai/);
  });
  describe('the flights tip agrees with the Travel line', () => {
    const flightsTip = (input: OfferInput, edits: { travel?: number } = {}) => {
      const estimate = estimateExpenses(input);
      const expenses =
        edits.travel === undefined
          ? estimate
          : estimate.map((c) => (c.category === 'Travel' ? { ...c, amount: edits.travel ?? c.amount } : c));
      const evaluation = evaluateOffer(input, { expenses });
      return selectTips(input, evaluation, expenses).find((t) => t.id === 'ask-annual-flights');
    };
    const family = { adults: 2, children: [{ age: 'kg' }, { age: 'grade1-5' }] } as const;

    it('quotes the Travel line for the trips the employer does not pay', () => {
      const tip = flightsTip(
        offerInput({ location: dubai, household: { ...family, children: [...family.children] }, benefits: { annualFlights: '1' } }),
      );
      expect(tip?.description).toContain(
        'but your household has 4: the Travel line counts 3 return trips home a year, about AED 625 a month',
      );
      const none = flightsTip(offerInput({ location: dubai, benefits: { annualFlights: '0' } }));
      expect(none?.description).toContain(
        'The offer pays for no flights home, so the Travel line counts 1 return trip home a year, about AED 208 a month',
      );
    });

    it('follows an edited Travel line', () => {
      const tip = flightsTip(
        offerInput({ location: dubai, household: { ...family, children: [...family.children] }, benefits: { annualFlights: '2' } }),
        { travel: 900 },
      );
      expect(tip?.description).toContain('the Travel line counts 2 return trips home a year, about AED 900 a month');
    });

    it('stays quiet when the employer pays for everyone, including a couple with two tickets', () => {
      expect(
        flightsTip(
          offerInput({ location: dubai, household: { ...family, children: [...family.children] }, benefits: { annualFlights: 'family' } }),
        ),
      ).toBeUndefined();
      expect(flightsTip(offerInput({ location: dubai, household: { adults: 2 }, benefits: { annualFlights: '2' } }))).toBeUndefined();
      expect(flightsTip(offerInput({ location: dubai, benefits: { annualFlights: '1' } }))).toBeUndefined();
    });
  });
});

describe('where a school’s quality is published', () => {
  const curricula = (country: 'UAE' | 'Bahrain' | 'Qatar', city: string, language: 'en' | 'ar') =>
    tipsIn(
      offerInput({
        location: { country, city, district: null },
        household: { adults: 2, children: [{ age: 'grade1-5', curriculum: 'british' }] },
      }),
      language,
    ).find((t) => t.id === 'compare-curricula')?.description ?? '';

  it('names the UAE regulators in the UAE, BQA in Bahrain, and no regulator it has not found elsewhere', () => {
    expect(curricula('UAE', 'Dubai', 'en')).toContain('KHDA in Dubai');
    expect(curricula('Bahrain', 'Manama', 'en')).toContain('Education and Training Quality Authority (BQA)');
    expect(curricula('Bahrain', 'Manama', 'en')).not.toContain('KHDA');
    expect(curricula('Qatar', 'Doha', 'en')).toContain('Ask each school for its latest inspection or accreditation report');
    expect(curricula('Qatar', 'Doha', 'en')).not.toMatch(/KHDA|ADEK|regulators/);
    expect(curricula('Bahrain', 'Manama', 'ar')).toContain('هيئة جودة التعليم والتدريب (BQA)');
    expect(curricula('Qatar', 'Doha', 'ar')).not.toContain('KHDA');
  });
});

describe('Bahrain’s unemployment insurance', () => {
  const manama = (employerPays: boolean) =>
    offerInput({
      location: { country: 'Bahrain', city: 'Manama', district: null },
      benefits: { housingAllowance: 300, employerPays: employerPays ? { 'unemployment-insurance': true } : {} },
      financials: { grossSalary: 1_800 },
    });

  it('is counted in Residence & Visas at 1% of the whole package, and the tip quotes that line', () => {
    const residence = estimateExpenses(manama(false)).find((c) => c.category === 'Residence & Visas');
    expect(residence?.subItems.find((l) => l.rule?.key === 'unemployment-insurance')?.amount).toBe(21);
    const english = tipsIn(manama(false), 'en').find((t) => t.id === 'bahrain-deductions')?.description ?? '';
    expect(english).toContain('BHD 21 a month on this package, counted in your Residence & Visas line');
    const arabic = tipsIn(manama(false), 'ar').find((t) => t.id === 'bahrain-deductions')?.description ?? '';
    expect(arabic).toContain('21 دينار بحريني شهريًا من هذه الحزمة، وهو محسوب في بند «الإقامة والتأشيرات»');
  });

  it('the 1.25x tip asks for the package that pays its own 1%, as the brief does', () => {
    // A Manama family on BHD 1,800: costs 2,136; 2,136 × 1.25 = 2,670 would keep 19.7% once its 1% is paid.
    const family = offerInput({
      location: { country: 'Bahrain', city: 'Manama', district: null },
      household: { adults: 2, children: [{ age: 'grade1-5', curriculum: 'british' }] },
      benefits: { housingAllowance: 300 },
      financials: { grossSalary: 1_500 },
    });
    const english = tipsIn(family, 'en').find((t) => t.id === 'negotiate-with-data-1-25x')?.description ?? '';
    expect(english).toContain("ask for BHD 2,682 (1.25 times costs, with Bahrain's 1% counted at that package)");
    const arabic = tipsIn(family, 'ar').find((t) => t.id === 'negotiate-with-data-1-25x')?.description ?? '';
    expect(arabic).toContain('أي 1.25 ضعف التكاليف، مع احتساب اشتراك البحرين البالغ 1% على تلك الحزمة');
    expect(arabic).toContain('2,682');
  });

  it('follows a package typed on the results', () => {
    const residence = estimateExpenses(manama(false), undefined, 3_000).find((c) => c.category === 'Residence & Visas');
    expect(residence?.subItems.find((l) => l.rule?.key === 'unemployment-insurance')?.amount).toBe(30);
  });

  it('says the employer pays it once the visitor ticks the line, and counts nothing', () => {
    const residence = estimateExpenses(manama(true)).find((c) => c.category === 'Residence & Visas');
    expect(residence?.subItems.find((l) => l.rule?.key === 'unemployment-insurance')?.amount).toBe(0);
    const english = tipsIn(manama(true), 'en').find((t) => t.id === 'bahrain-deductions')?.description ?? '';
    expect(english).toContain('Your employer pays Bahrain');
    expect(english).not.toContain('BHD 21');
  });
});

describe('the tips in Arabic', () => {
  const arabicLetter = /[\u0621-\u064A]/;
  const arabicIndicDigit = /[\u0660-\u0669\u06F0-\u06F9]/;
  /** Latin words an Arabic tip may hold: the report's format and the school regulators' acronyms (glossary). */
  const allowedLatin = new Set(['PDF', 'KHDA', 'ADEK', 'Salik', 'Darb', 'Salary', 'Reality', 'Check']);

  it('has Arabic words for every tip and for no tip the English catalogue lacks', () => {
    const english = tipCatalogue.map((t) => t.id).sort();
    expect(Object.keys(tipCatalogueArabic).sort()).toEqual(english);
  });

  // Offers that, between them, make every tip of the catalogue apply.
  const representative: { name: string; input: OfferInput; travel?: number }[] = [
    {
      name: 'a stretched single offer in Dubai Marina',
      input: offerInput({ location: dubaiMarina(), financials: { grossSalary: 9_000, existingDebts: 0, savingsGoal: 0 } }),
    },
    {
      name: 'a Dubai family with no cover, no flights, heavy debts and a distant goal',
      input: offerInput({
        location: { country: 'UAE', city: 'Dubai', district: 'Al Barsha' },
        household: {
          adults: 2,
          children: [{ age: 'nursery' }, { age: 'grade1-5' }, { age: 'grade6-8', curriculum: 'british' }],
          domesticHelp: true,
        },
        benefits: { healthcareType: 'none', annualFlights: '0' },
        financials: { grossSalary: 45_000, existingDebts: 10_000, savingsGoal: 20_000 },
      }),
    },
    {
      name: 'a comfortable Abu Dhabi couple with basic cover, a car allowance and two tickets of three',
      input: offerInput({
        location: { country: 'UAE', city: 'Abu Dhabi' },
        household: { adults: 3 },
        benefits: { healthcareType: 'basic', carProvided: 'allowance', annualFlights: '2' },
        financials: { grossSalary: 90_000, existingDebts: 0, savingsGoal: 1_000 },
      }),
    },
    {
      name: 'a Riyadh family of five on premium cover',
      input: offerInput({
        location: { country: 'KSA', city: 'Riyadh' },
        household: {
          adults: 2,
          children: [
            { age: 'kg', curriculum: 'american' },
            { age: 'grade1-5', curriculum: 'american' },
            { age: 'grade9-12', curriculum: 'ib' },
          ],
        },
        benefits: { healthcareType: 'premium', annualFlights: 'family' },
        financials: { grossSalary: 40_000, existingDebts: 0, savingsGoal: 0 },
      }),
    },
    { name: 'a Doha couple', input: offerInput({ location: { country: 'Qatar', city: 'Doha' }, household: { adults: 2 } }) },
    { name: 'a Kuwait couple', input: offerInput({ location: { country: 'Kuwait', city: 'Kuwait City' }, household: { adults: 2 } }) },
    { name: 'a Muscat offer', input: offerInput({ location: { country: 'Oman', city: 'Muscat', district: 'Al Mouj' } }) },
    { name: 'a Bahrain offer at the country average', input: offerInput({ location: { country: 'Bahrain' } }) },
    {
      name: 'a well-paid single on the Palm',
      input: offerInput({
        location: { country: 'UAE', city: 'Dubai', district: 'Palm Jumeirah' },
        financials: { grossSalary: 40_000, existingDebts: 0, savingsGoal: 0 },
      }),
    },
    {
      name: 'a Sharjah family of four with one ticket and the Travel line set to 0',
      input: offerInput({
        location: { country: 'UAE', city: 'Sharjah' },
        household: {
          adults: 2,
          children: [
            { age: 'kg', curriculum: 'indian' },
            { age: 'grade1-5', curriculum: 'indian' },
          ],
        },
        benefits: { annualFlights: '1', educationAllowance: 500 },
      }),
      travel: 0,
    },
  ];

  it('between the representative offers, shows every tip', () => {
    const shown = new Set(representative.flatMap(({ input, travel }) => tipsIn(input, 'ar', travel).map((t) => t.id)));
    expect(tipCatalogue.map((t) => t.id).filter((id) => !shown.has(id))).toEqual([]);
  });

  describe.each(representative)('for $name', ({ input, travel }) => {
    const english = tipsIn(input, 'en', travel);
    const arabic = tipsIn(input, 'ar', travel);

    it('selects the same tips, in the same order, as in English', () => {
      expect(arabic.map(({ id, category, priority, icon }) => ({ id, category, priority, icon }))).toEqual(
        english.map(({ id, category, priority, icon }) => ({ id, category, priority, icon })),
      );
    });

    it('writes every tip in Arabic, with Western digits and no English words', () => {
      for (const tip of arabic) {
        for (const text of [tip.title, tip.description]) {
          expect(text, tip.id).toMatch(arabicLetter);
          expect(text, tip.id).not.toMatch(arabicIndicDigit);
          const latin = (text.match(/[A-Za-z]+/g) ?? []).filter((word) => !allowedLatin.has(word));
          expect(latin, `${tip.id}: ${text}`).toEqual([]);
          expect(text, tip.id).not.toMatch(/undefined|NaN|\s{2}/);
        }
      }
    });

    it('quotes the same amounts as the English tip, the currency after them', () => {
      const amounts = (text: string) =>
        [...new Set((text.match(/\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?/g) ?? []).filter((n) => n.includes(',') || Number(n) >= 100))].sort();
      for (const tip of arabic) {
        const source = english.find((t) => t.id === tip.id);
        expect(amounts(tip.description), tip.id).toEqual(amounts(source?.description ?? ''));
      }
      const currency = {
        UAE: 'درهم',
        KSA: 'ريال سعودي',
        Qatar: 'ريال قطري',
        Oman: 'ريال عُماني',
        Bahrain: 'دينار بحريني',
        Kuwait: 'دينار كويتي',
      }[input.location.country];
      const computed = arabic.find((t) => t.id === 'irregular-expense-buffer');
      expect(computed?.description).toMatch(new RegExp(`\\d[\\d,]* ${currency}`));
    });
  });

  it('quotes the cash up front the results show, and only when savings must add to it', () => {
    const input = offerInput({
      location: { country: 'UAE', city: 'Abu Dhabi' },
      household: {
        adults: 2,
        children: [
          { age: 'kg', curriculum: 'british' },
          { age: 'grade6-8', curriculum: 'indian' },
        ],
      },
      benefits: { housingAllowance: 8_000 },
      financials: { grossSalary: 28_000, basicSalary: 12_000 },
    });
    const expenses = estimateExpenses(input);
    const evaluation = evaluateOffer(input, { expenses });
    const tip = (upfront: { net: number; fromSavings: number; relocationAllowance: number } | undefined) =>
      selectTips(input, evaluation, expenses, 'en', upfront).find((t) => t.id === 'move-cash');
    expect(tip({ net: 101_580, fromSavings: 87_386, relocationAllowance: 0 })?.description).toBe(
      'The move needs AED 101,580 before your first salary (see "Money you need up front"), and AED 87,386 of it must come from savings. Ask whether a relocation allowance or a salary advance is available: whatever the employer pays up front is money you do not have to bring.',
    );
    expect(tip({ net: 91_580, fromSavings: 77_386, relocationAllowance: 10_000 })?.description).toContain(
      'Ask whether the relocation allowance can be raised or a salary advance is available',
    );
    // Covered by the first two months' surplus, or not known: no tip.
    expect(tip({ net: 10_000, fromSavings: 0, relocationAllowance: 0 })).toBeUndefined();
    expect(tip(undefined)).toBeUndefined();
  });

  it('names places as Arabic readers know them', () => {
    const palm = tipsIn(
      offerInput({
        location: { country: 'UAE', city: 'Dubai', district: 'Palm Jumeirah' },
        financials: { grossSalary: 18_000, existingDebts: 0, savingsGoal: 0 },
      }),
      'ar',
    );
    expect(palm.find((t) => t.id === 'housing-share-high')?.description).toMatch(/وأرخص حي نرصده في دبي هو /);
    const stretched = tipsIn(
      offerInput({ location: dubaiMarina(), financials: { grossSalary: 9_000, existingDebts: 0, savingsGoal: 0 } }),
      'ar',
    );
    expect(stretched.find((t) => t.id === 'negotiate-with-data-1-25x')?.description).toContain('شخصًا يعيش وحده في دبي ينفق');
  });

  it('counts people and trips as Arabic counts them', () => {
    const family = tipsIn(
      offerInput({
        location: { country: 'KSA', city: 'Riyadh' },
        household: { adults: 2, children: [{ age: 'grade6-8', curriculum: 'american' }] },
        financials: { grossSalary: 30_000, existingDebts: 0, savingsGoal: 0 },
      }),
      'ar',
    );
    expect(family.find((t) => t.id === 'ksa-dependants-levy')?.description).toContain('وعن مرافقين يبلغ ذلك 9,600 ريال سعودي سنويًا');
    expect(family.find((t) => t.id === 'negotiate-with-data-1-25x')?.description ?? 'أسرة من 3 أفراد').toContain('أسرة من 3 أفراد');
    const flights = tipsIn(
      offerInput({
        location: dubaiMarina(),
        household: { adults: 2, children: [{ age: 'kg' }, { age: 'grade1-5' }] },
        benefits: { annualFlights: '1' },
      }),
      'ar',
    ).find((t) => t.id === 'ask-annual-flights');
    expect(flights?.description).toContain(
      'لكن عدد أفراد أسرتك 4: يحتسب بند السفر 3 رحلات ذهاب وعودة إلى الوطن سنويًا، أي نحو 625 درهم شهريًا',
    );
  });

  it('keeps the English tips as they were', () => {
    const input = offerInput({ location: dubaiMarina(), financials: { grossSalary: 9_000, existingDebts: 0, savingsGoal: 0 } });
    expect(tipsIn(input, 'en')).toEqual(tipsFor(input).tips);
  });
});

function dubaiMarina() {
  return { country: 'UAE', city: 'Dubai', district: 'Dubai Marina' } as const;
}
