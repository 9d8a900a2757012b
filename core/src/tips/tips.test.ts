import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { estimateExpenses } from '../cost-model/index.ts';
import { evaluateOffer } from '../verdict/index.ts';
import type { OfferInput } from '../household/index.ts';
import { countryCodes, countryName, currencyFor, currencyName } from '../countries/index.ts';
import arabicCountries from '../countries/locales/ar.json' with { type: 'json' };
import englishCountries from '../countries/locales/en.json' with { type: 'json' };
import { domesticHiringSentence } from '../country-rules/index.ts';
import { isMessage, money, type Message, type MessageValue } from '../language/index.ts';
import { formatAmount, formatMoney, formatMoneyArabic } from '../money/index.ts';
import { cityName, districtName } from '../places/index.ts';
import arabicPlaces from '../places/locales/ar.json' with { type: 'json' };
import arabic from './locales/ar.json' with { type: 'json' };
import english from './locales/en.json' with { type: 'json' };
import { tipCatalogue } from './tip-catalogue.ts';
import type { Tip, TipUpfront } from './tip-context.ts';
import { selectTips } from './tips.ts';
import { messageWords, offerInput } from '../test-support/index.ts';
import countryRulesWords from '../country-rules/locales/en.json' with { type: 'json' };
import { upfrontCash, upfrontCoverage } from '../cash-up-front/index.ts';

/** The cash up front as the results give it (no edits, no allowance), for the tip about it. */
function upfrontFor(input: OfferInput, surplus: number) {
  const cash = upfrontCash(input);
  return { net: cash.net, fromSavings: upfrontCoverage(cash, surplus).fromSavings, relocationAllowance: 0 };
}

interface TipOptions {
  /** The Travel line as edited on the results. */
  travel?: number;
  /** The cash up front; the results' own when absent. */
  upfront?: TipUpfront | 'none';
  contractStart?: string;
}

function tipsOf(input: OfferInput, options: TipOptions = {}) {
  const estimate = estimateExpenses(input);
  const { travel } = options;
  const expenses = travel === undefined ? estimate : estimate.map((c) => (c.category === 'Travel' ? { ...c, amount: travel } : c));
  const evaluation = evaluateOffer(input, { expenses });
  const upfront = options.upfront === 'none' ? undefined : (options.upfront ?? upfrontFor(input, evaluation.surplus));
  return { tips: selectTips(input, evaluation, expenses, upfront, options.contractStart), evaluation };
}

const tipsFor = (input: OfferInput, options?: TipOptions) => tipsOf(input, options).tips;
const idsFor = (input: OfferInput, options?: TipOptions) => tipsFor(input, options).map((t) => t.id);
const tipIn = (tips: readonly Tip[], id: string) => tips.find((t) => t.id === id);
const descriptionOf = (input: OfferInput, id: string, options?: TipOptions) => tipIn(tipsFor(input, options), id)?.description;

/** The ids of a message and of every message nested in it. */
function idsIn(message: Message | undefined): string[] {
  if (!message) return [];
  const nested = Object.values(message.values ?? {}).filter(isMessage);
  return [message.messageId, ...nested.flatMap((value) => idsIn(value))];
}

/** A value of a message, or of the first message nested in it that has one by that name. */
function valueIn(message: Message | undefined, name: string): MessageValue | undefined {
  if (!message?.values) return undefined;
  if (name in message.values) return message.values[name];
  for (const value of Object.values(message.values)) {
    const found = isMessage(value) ? valueIn(value, name) : undefined;
    if (found !== undefined) return found;
  }
  return undefined;
}

const dubai = { country: 'UAE', city: 'Dubai', district: 'Dubai Marina' } as const;
const countryRulesEnglish = messageWords('en', countryRulesWords);

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
  it('sorts high, then medium, then low', () => {
    const tips = tipsFor(
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
    const { tips, evaluation } = tipsOf(
      offerInput({ location: dubai, financials: { grossSalary: 9_000, existingDebts: 0, savingsGoal: 0 } }),
    );
    expect(evaluation.verdict.state).toBe('not-viable');
    const ids = tips.map((t) => t.id);
    expect(ids).toContain('negotiate-minimum-1-2x');
    expect(ids).toContain('negotiate-with-data-1-25x');
    expect(ids).toContain('emergency-fund-first');
    expect(tipIn(tips, 'negotiate-minimum-1-2x')?.description).toEqual({
      messageId: 'tips.negotiateMinimum.description',
      values: { ask: money(Math.ceil(evaluation.totalExpenses * 1.2), 'UAE'), expenses: money(evaluation.totalExpenses, 'UAE') },
    });
    const data = tipIn(tips, 'negotiate-with-data-1-25x')?.description;
    expect(valueIn(data, 'package')).toEqual(money(Math.ceil(evaluation.totalExpenses * 1.25), 'UAE'));
    expect(valueIn(data, 'basis')).toBe('costs');
    // A single person in Dubai, named by the city's message.
    expect(valueIn(data, 'who')).toBe('single');
    expect(valueIn(data, 'place')).toEqual(cityName('Dubai'));
  });

  it('quotes the school fee table in the money of the country, as the estimate converts it', () => {
    const riyadh = offerInput({
      location: { country: 'KSA', city: 'Riyadh', district: null },
      household: { adults: 2, children: [{ age: 'grade1-5' }, { age: 'kg', curriculum: 'british' }] },
      financials: { grossSalary: 30_000, existingDebts: 0, savingsGoal: 0 },
    });
    const tips = tipsFor(riyadh, { upfront: 'none' });
    // AED 30,000 at the pegs is SAR 30,633 (the figure the breakdown prices); 15,000 and 80,000 in words, rounded.
    expect(tipIn(tips, 'choose-curriculum')?.description.values).toEqual({
      typical: money(30_633, 'KSA'),
      low: money(15_000, 'KSA'),
      high: money(82_000, 'KSA'),
    });
    expect(valueIn(tipIn(tips, 'compare-curricula')?.description, 'difference')).toEqual(money(31_000, 'KSA'));
    const dubaiTips = tipsFor(offerInput({ location: dubai, household: { adults: 1, children: [{ age: 'grade1-5' }] } }));
    expect(valueIn(tipIn(dubaiTips, 'choose-curriculum')?.description, 'typical')).toEqual(money(30_000, 'UAE'));
  });

  it('gives a comfortable offer its own tips and not the stretched ones', () => {
    const { tips, evaluation } = tipsOf(
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
    const total = tipsOf(offerInput({ location: dubai })).evaluation.totalExpenses;
    const { tips, evaluation } = tipsOf(
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
    const ids = riyadhFamily.map((t) => t.id);
    expect(ids).toContain('ksa-dependants-levy');
    expect(ids).toContain('ksa-school-vat');
    expect(ids).toContain('ksa-ejar-lease');
    // 2 dependants × 400 × 12, the household of 3 named as such.
    expect(tipIn(riyadhFamily, 'ksa-dependants-levy')?.description.values).toEqual({ dependants: 2, levy: money(9_600, 'KSA') });
    const data = tipIn(riyadhFamily, 'negotiate-with-data-1-25x')?.description;
    if (data) expect(valueIn(data, 'household')).toEqual({ messageId: 'tips.householdOf', values: { size: 3 } });
    expect(idsFor(offerInput({ location: { country: 'KSA', city: 'Riyadh' } }))).not.toContain('ksa-dependants-levy');
  });

  it("quotes each country's one-off cost of recruiting a helper, and says why it is not in the cash up front", () => {
    const helperTip = (country: 'KSA' | 'Qatar' | 'Kuwait' | 'UAE', city: string) =>
      descriptionOf(
        offerInput({ location: { country, city }, household: { adults: 2, children: [{ age: 'kg' }], domesticHelp: true } }),
        'domestic-help-true-cost',
        { upfront: 'none' },
      );
    expect(helperTip('Qatar', 'Doha')).toEqual({
      messageId: 'tips.domesticHelpTrueCost.description',
      values: {
        typical: money(2_500, 'Qatar'),
        min: money(2_000, 'Qatar'),
        max: money(3_000, 'Qatar'),
        hiring: domesticHiringSentence('Qatar'),
      },
    });
    expect(english['tips.domesticHelpTrueCost.description']).toContain('is not counted in "Money you need up front"');
    // The hiring sentence is the country rules' message, with its amounts.
    const hiring = (country: 'KSA' | 'Kuwait' | 'UAE', city: string) => {
      const sentence = valueIn(helperTip(country, city), 'hiring');
      return isMessage(sentence) ? countryRulesEnglish(sentence) : '';
    };
    expect(hiring('KSA', 'Riyadh')).toContain('through Musaned costs SAR 5,000-SAR 14,300 once');
    expect(hiring('Kuwait', 'Kuwait City')).toContain('at most KWD 575-KWD 750 once, by nationality, the ticket included');
    // The UAE's monthly figure is agency-sponsored help; the one-off is for sponsoring a helper yourself.
    expect(hiring('UAE', 'Dubai')).toContain(
      'sponsoring a helper yourself means a one-off recruitment fee, capped at AED 5,000-AED 15,000',
    );
    const without = offerInput({
      location: { country: 'Qatar', city: 'Doha' },
      household: { adults: 2, children: [], domesticHelp: false },
    });
    expect(idsFor(without)).not.toContain('domestic-help-true-cost');
  });

  it('gives no tips about rent, leases or districts when the employer provides the home', () => {
    const ids = (country: 'UAE' | 'KSA', city: string, district: string | null, housing: 'provided' | 'allowance') =>
      idsFor(
        offerInput({
          location: { country, city, district },
          household: { adults: 2, children: [{ age: 'kg' }, { age: 'grade1-5' }, { age: 'grade6-8' }], domesticHelp: false },
          benefits: { housing, housingAllowance: housing === 'allowance' ? 20_000 : 0 },
          financials: { grossSalary: 60_000 },
        }),
        { upfront: 'none' },
      );
    const renting = ['cheaper-district-nearby', 'uae-rent-cheques', 'large-family-housing'];
    // The same household renting its own home in Dubai Marina gets all three, so the test can fail.
    expect(ids('UAE', 'Dubai', 'Dubai Marina', 'allowance')).toEqual(expect.arrayContaining(renting));
    const provided = ids('UAE', 'Dubai', 'Dubai Marina', 'provided');
    for (const id of renting) expect(provided).not.toContain(id);
    expect(ids('KSA', 'Riyadh', null, 'allowance')).toContain('ksa-ejar-lease');
    expect(ids('KSA', 'Riyadh', null, 'provided')).not.toContain('ksa-ejar-lease');
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
      );
    expect(valueIn(tipIn(family({}), 'ksa-dependants-levy')?.description, 'levy')).toEqual(money(9_600, 'KSA'));
    // It is already counted: the tip points to the line's tick, not to an optional cost that would count it twice.
    expect(english['tips.ksaDependantsLevy.description']).toContain('counted in your Residence & Visas line');
    expect(english['tips.ksaDependantsLevy.description']).toContain('tick "My employer pays this" on that line');
    expect(english['tips.ksaDependantsLevy.description']).not.toContain('optional cost');
    expect(family({ 'dependant-levy': true }).map((t) => t.id)).not.toContain('ksa-dependants-levy');

    const input = offerInput({
      location: { country: 'KSA', city: 'Riyadh' },
      household: { adults: 2, children: [{ age: 'grade6-8', curriculum: 'american' }] },
    });
    const vatLine = estimateExpenses(input)
      .flatMap((c) => c.subItems)
      .find((line) => line.rule?.key === 'school-fee-vat');
    expect(vatLine?.amount).toBeGreaterThan(500);
    const vat = tipIn(tipsFor(input), 'ksa-school-vat');
    expect(vat?.title).toEqual({ messageId: 'tips.ksaSchoolVat.title' });
    expect(vat?.description).toEqual({ messageId: 'tips.ksaSchoolVat.description', values: { vat: money(vatLine?.amount ?? 0, 'KSA') } });
  });

  it("states Kuwait's family-visa rule as the family check does, with the dependants' fees of 23 December 2025", () => {
    const input = offerInput({
      location: { country: 'Kuwait', city: 'Salmiya' },
      household: { adults: 2, children: [{ age: 'kg' }, { age: 'grade1-5' }] },
      financials: { grossSalary: 1_200, existingDebts: 0, savingsGoal: 0 },
    });
    // 3 dependants × (20 + 100)
    expect(valueIn(descriptionOf(input, 'kuwait-family-visa'), 'family')).toEqual(money(360, 'Kuwait'));
    expect(english['tips.kuwaitFamilyVisa.description']).toContain('since July 2024 a degree is no longer required at that salary');
    expect(english['tips.kuwaitFamilyVisa.description']).not.toContain('university degree that matches'); // the January 2024 rule, eased in July 2024
  });

  it("says who must insure a family on basic cover by the offer's country, not Dubai's and Abu Dhabi's rules everywhere", () => {
    const basicFamily = (country: 'UAE' | 'KSA' | 'Kuwait', city: string | null = null, employerPays = false) =>
      descriptionOf(
        offerInput({
          location: { country, city },
          household: { adults: 2, children: [{ age: 'kg' }] },
          benefits: { healthcareType: 'basic', employerPays: { 'dependant-health-cover': employerPays } },
        }),
        'basic-cover-dependants',
      );
    const rule = (description: Message | undefined) => valueIn(description, 'rule');
    expect(rule(basicFamily('UAE'))).toEqual({ messageId: 'tips.dependantCover.noCity' });
    // In the UAE the emirate's own rule: a Sharjah family is not told Dubai's and Abu Dhabi's.
    expect(rule(basicFamily('UAE', 'Dubai'))).toEqual({ messageId: 'tips.dependantCover.dubai', values: { cover: 'counted' } });
    expect(rule(basicFamily('UAE', 'Dubai', true))).toEqual({ messageId: 'tips.dependantCover.dubai', values: { cover: 'employerPays' } });
    expect(rule(basicFamily('UAE', 'Abu Dhabi'))).toEqual({ messageId: 'tips.dependantCover.abuDhabi' });
    expect(rule(basicFamily('UAE', 'Sharjah'))).toEqual({
      messageId: 'tips.dependantCover.otherEmirate',
      values: { city: cityName('Sharjah') },
    });
    expect(rule(basicFamily('KSA'))).toEqual({ messageId: 'tips.dependantCover.ksa' });
    expect(rule(basicFamily('Kuwait'))).toEqual({ messageId: 'tips.dependantCover.kuwait' });
    // Each emirate by its name in either language (the places' catalogues).
    const named = (...cities: string[]) =>
      new RegExp(cities.flatMap((city) => [city, arabicPlaces[`places.city.${city}` as keyof typeof arabicPlaces]]).join('|'));
    for (const catalogue of [english, arabic]) {
      expect(catalogue['tips.dependantCover.dubai']).not.toMatch(named('Abu Dhabi'));
      expect(catalogue['tips.dependantCover.abuDhabi']).not.toMatch(named('Dubai'));
      for (const id of ['tips.dependantCover.otherEmirate', 'tips.dependantCover.ksa', 'tips.dependantCover.kuwait'] as const)
        expect(catalogue[id]).not.toMatch(named('Dubai', 'Abu Dhabi'));
    }
    // Where no rule says who insures the family, the negotiation tip alone asks for the group policy.
    const salalah = offerInput({
      location: { country: 'Oman', city: 'Salalah' },
      household: { adults: 2, children: [{ age: 'kg' }] },
      benefits: { healthcareType: 'basic' },
    });
    const oman = tipsFor(salalah);
    expect(oman.map((t) => t.id)).toContain('ask-family-medical-cover');
    expect(oman.map((t) => t.id)).not.toContain('basic-cover-dependants');
  });

  it("compares Salalah's rents with Muscat's, not Muscat's districts, with the ranges of our data", () => {
    const oman = tipsFor(
      offerInput({
        location: { country: 'Oman', city: 'Salalah' },
        household: { adults: 2, children: [{ age: 'kg' }] },
        benefits: { healthcareType: 'basic' },
      }),
    );
    const omanTip = tipIn(oman, 'oman-fuel-and-rent');
    // Salalah's districts run OMR 125-165 in our data, Muscat's 160-590: not "several times".
    expect(omanTip?.title).toEqual({ messageId: 'tips.omanFuelAndRent.title.steadierRents' });
    const currency = currencyName('OMR');
    expect(valueIn(omanTip?.description, 'rents')).toEqual({
      messageId: 'tips.omanFuelAndRent.rents.steadier',
      values: {
        here: { messageId: 'tips.moneyRange.between', values: { currency, from: '125', to: '165' } },
        city: cityName('Salalah'),
        districts: 4,
        muscat: { messageId: 'tips.moneyRange.fromTo', values: { currency, from: '160', to: '590' } },
      },
    });
    const muscat = tipIn(tipsFor(offerInput({ location: { country: 'Oman', city: 'Muscat', district: 'Al Mouj' } })), 'oman-fuel-and-rent');
    expect(muscat?.title).toEqual({ messageId: 'tips.omanFuelAndRent.title.wideSpread' });
    expect(idsIn(muscat?.description)).toContain('tips.omanFuelAndRent.rents.wideSpread');
  });

  it('says a move paid wholly from savings needs "all of it"', () => {
    const stretched = offerInput({
      location: { country: 'Oman', city: 'Salalah' },
      household: { adults: 2, children: [{ age: 'grade1-5', curriculum: 'indian' }] },
      benefits: { housingAllowance: 250 },
      financials: { grossSalary: 900 },
    });
    expect(valueIn(descriptionOf(stretched, 'move-cash'), 'share')).toBe('all');
  });

  it('names the tenancy registry of the emirate: Ejari in Dubai, Tawtheeq in Abu Dhabi, Sharjah Municipality, the municipality elsewhere', () => {
    const family = (city: string) => {
      const tips = tipsFor(offerInput({ location: { country: 'UAE', city }, household: { adults: 2, children: [{ age: 'kg' }] } }));
      return [
        valueIn(tipIn(tips, 'uae-family-visa-salary')?.description, 'tenancy'),
        valueIn(tipIn(tips, 'uae-rent-cheques')?.description, 'registration'),
      ];
    };
    expect(family('Dubai')).toEqual([{ messageId: 'tips.registeredTenancy.ejari' }, { messageId: 'tips.tenancyRegistration.ejari' }]);
    expect(family('Abu Dhabi')).toEqual([
      { messageId: 'tips.registeredTenancy.tawtheeq' },
      { messageId: 'tips.tenancyRegistration.tawtheeq' },
    ]);
    // Sharjah: the municipality's attestation, the landlord's since Law 5/2024; Ajman: its municipality.
    expect(family('Sharjah')).toEqual([{ messageId: 'tips.registeredTenancy.sharjah' }, { messageId: 'tips.tenancyRegistration.sharjah' }]);
    expect(family('Ajman')).toEqual([
      { messageId: 'tips.registeredTenancy.municipality' },
      { messageId: 'tips.tenancyRegistration.municipality' },
    ]);
    // With no city chosen, every emirate's registry is named.
    expect(family('')).toEqual([{ messageId: 'tips.registeredTenancy.noCity' }, { messageId: 'tips.tenancyRegistration.noCity' }]);
    for (const kind of ['registeredTenancy', 'tenancyRegistration'] as const)
      for (const registry of ['sharjah', 'municipality'] as const)
        expect(english[`tips.${kind}.${registry}`]).not.toMatch(/Ejari|Tawtheeq/);
  });

  it('tells a Saudi renter how Ejar rent is paid, and the Riyadh freeze only in Riyadh', () => {
    const freeze = (city: string) => valueIn(descriptionOf(offerInput({ location: { country: 'KSA', city } }), 'ksa-ejar-lease'), 'freeze');
    expect(freeze('Riyadh')).toEqual({ messageId: 'tips.ksaEjarLease.rentFreeze.riyadh' });
    expect(freeze('Khobar')).toEqual({ messageId: 'tips.ksaEjarLease.rentFreeze.elsewhere' });
    expect(freeze('Jeddah')).toEqual({ messageId: 'tips.ksaEjarLease.rentFreeze.elsewhere' });
    expect(english['tips.ksaEjarLease.description']).toContain('traditionally a year in advance, sometimes half a year');
    expect(english['tips.ksaEjarLease.description']).not.toContain('two or four instalments');
  });

  it('says the gratuity runs on basic pay only where the law says so', () => {
    const structure = (country: 'UAE' | 'KSA' | 'Kuwait') =>
      descriptionOf(offerInput({ location: { country, city: null }, financials: { grossSalary: 200_000 } }), 'comfortable-check-structure')
        ?.messageId;
    expect(structure('UAE')).toBe('tips.comfortableCheckStructure.description.onBasic');
    expect(structure('KSA')).toBe('tips.comfortableCheckStructure.description.onFullPay');
    // Kuwait's wage basis is our assumption, and the tip says so rather than stating it as the law.
    expect(structure('Kuwait')).toBe('tips.comfortableCheckStructure.description.kuwait');
    expect(english['tips.comfortableCheckStructure.description.kuwait']).toContain('no official text we found confirms it');
  });

  it('says an offer in the red leaves nothing to save, rather than "leaves SAR 0"', () => {
    const { tips, evaluation } = tipsOf(
      offerInput({
        location: { country: 'KSA', city: 'Khobar' },
        household: { adults: 2, children: [{ age: 'grade1-5', curriculum: 'indian' }] },
        financials: { grossSalary: 9_000, existingDebts: 800, savingsGoal: 1_500 },
      }),
    );
    expect(evaluation.surplus).toBeLessThan(0);
    expect(tipIn(tips, 'savings-goal-shortfall')?.description).toEqual({
      messageId: 'tips.savingsGoalShortfall.description.nothingToSave',
      values: {
        goal: money(1_500, 'KSA'),
        deficit: money(-evaluation.surplus, 'KSA'),
        costs: 'withDebts',
        shortfall: money(1_500 - evaluation.surplus, 'KSA'),
      },
    });
  });

  it('puts the emergency fund on top of the cash the move needs, quoting the panel', () => {
    const input = offerInput({ location: dubai, financials: { grossSalary: 9_000, existingDebts: 0, savingsGoal: 0 } });
    const { tips, evaluation } = tipsOf(input);
    const net = upfrontFor(input, evaluation.surplus).net;
    expect(net).toBeGreaterThan(0);
    expect(tipIn(tips, 'emergency-fund-first')?.description).toEqual({
      messageId: 'tips.emergencyFundFirst.description.onTopOfUpfront',
      values: { threeMonths: money(evaluation.totalExpenses * 3, 'UAE'), upfront: money(net, 'UAE') },
    });
    expect(descriptionOf(input, 'emergency-fund-first', { upfront: 'none' })?.messageId).toBe(
      'tips.emergencyFundFirst.description.onTopOfSetUp',
    );
  });

  it('reports the savings goal shortfall or spare', () => {
    const short = tipsOf(offerInput({ location: dubai, financials: { grossSalary: 25_000, existingDebts: 0, savingsGoal: 20_000 } }));
    expect(tipIn(short.tips, 'savings-goal-shortfall')?.description).toEqual({
      messageId: 'tips.savingsGoalShortfall.description.leavesLess',
      values: {
        goal: money(20_000, 'UAE'),
        surplus: money(short.evaluation.surplus, 'UAE'),
        shortfall: money(-short.evaluation.savingsGoal.difference, 'UAE'),
      },
    });
    const spare = idsFor(offerInput({ location: dubai, financials: { grossSalary: 40_000, existingDebts: 0, savingsGoal: 1_000 } }));
    expect(spare).toContain('savings-goal-spare');
  });

  it('names a cheaper district of the same city when housing is heavy', () => {
    const housing = descriptionOf(
      offerInput({
        location: { country: 'UAE', city: 'Dubai', district: 'Palm Jumeirah' },
        financials: { grossSalary: 18_000, existingDebts: 0, savingsGoal: 0 },
      }),
      'housing-share-high',
    );
    expect(housing?.messageId).toBe('tips.housingShareHigh.description.cheaperDistrict');
    expect(valueIn(housing, 'city')).toEqual(cityName('Dubai'));
    expect(valueIn(housing, 'district')).toMatchObject({ messageId: expect.stringMatching(/^places\.district\./) });
    const nearby = descriptionOf(
      offerInput({ location: dubai, financials: { grossSalary: 40_000, existingDebts: 0, savingsGoal: 0 } }),
      'cheaper-district-nearby',
    );
    expect(valueIn(nearby, 'district')).toEqual(districtName('Dubai Marina'));
  });

  describe('the flights tip agrees with the Travel line', () => {
    const flightsTip = (input: OfferInput, travel?: number) => descriptionOf(input, 'ask-annual-flights', { travel });
    const family = { adults: 2, children: [{ age: 'kg' }, { age: 'grade1-5' }] } as const;
    const familyOf = () => ({ ...family, children: [...family.children] });

    it('quotes the Travel line for the trips the employer does not pay', () => {
      expect(flightsTip(offerInput({ location: dubai, household: familyOf(), benefits: { annualFlights: '1' } }))).toEqual({
        messageId: 'tips.askAnnualFlights.description.someFlights',
        values: {
          paid: 'self',
          size: 4,
          line: { messageId: 'tips.askAnnualFlights.line.counted', values: { trips: 3, travel: money(625, 'UAE') } },
        },
      });
      expect(flightsTip(offerInput({ location: dubai, benefits: { annualFlights: '0' } }))).toEqual({
        messageId: 'tips.askAnnualFlights.description.noFlights',
        values: {
          line: { messageId: 'tips.askAnnualFlights.line.counted', values: { trips: 1, travel: money(208, 'UAE') } },
          travellers: 'self',
        },
      });
    });

    it('follows an edited Travel line', () => {
      const tip = flightsTip(offerInput({ location: dubai, household: familyOf(), benefits: { annualFlights: '2' } }), 900);
      expect(valueIn(tip, 'line')).toEqual({
        messageId: 'tips.askAnnualFlights.line.counted',
        values: { trips: 2, travel: money(900, 'UAE') },
      });
      const zero = flightsTip(offerInput({ location: dubai, household: familyOf(), benefits: { annualFlights: '2' } }), 0);
      expect(valueIn(zero, 'line')).toEqual({
        messageId: 'tips.askAnnualFlights.line.unpaid',
        values: { trips: 2, travel: money(0, 'UAE') },
      });
    });

    it('stays quiet when the employer pays for everyone, including a couple with two tickets', () => {
      expect(flightsTip(offerInput({ location: dubai, household: familyOf(), benefits: { annualFlights: 'family' } }))).toBeUndefined();
      expect(flightsTip(offerInput({ location: dubai, household: { adults: 2 }, benefits: { annualFlights: '2' } }))).toBeUndefined();
      expect(flightsTip(offerInput({ location: dubai, benefits: { annualFlights: '1' } }))).toBeUndefined();
    });
  });
});

describe('the costs that come once or twice a year', () => {
  const costsOf = (change: Parameters<typeof offerInput>[0] = {}, options?: TipOptions) => {
    const input = offerInput({
      location: { country: 'UAE', city: 'Dubai' },
      household: { adults: 2, children: [{ age: 'kg' }] },
      ...change,
    });
    return valueIn(descriptionOf(input, 'irregular-expense-buffer', options), 'costs');
  };
  const list = (id: string) => ({ messageId: `tips.irregularCosts.${id}` });

  it('lists only what applies: registration with a car of its own, uniforms with a child at school, rent rises within the contract', () => {
    expect(costsOf()).toEqual(list('carSchoolFlightsRent'));
    expect(costsOf({ benefits: { housing: 'provided' } })).toEqual(list('carSchoolFlights'));
    expect(costsOf({ household: { adults: 1, children: [] }, benefits: { carProvided: 'company' } })).toEqual(list('flightsRent'));
    expect(costsOf({ household: { adults: 2, children: [{ age: 'nursery' }] } })).toEqual(list('carFlightsRent'));
    // No rent rises where the rule keeps the rent within the contract: Sharjah's three-year freeze on two years, Kuwait.
    expect(costsOf({ location: { country: 'UAE', city: 'Sharjah' }, financials: { contractYears: 2 } })).toEqual(list('carSchoolFlights'));
    expect(costsOf({ location: { country: 'UAE', city: 'Sharjah' }, financials: { contractYears: 4 } })).toEqual(
      list('carSchoolFlightsRent'),
    );
    expect(costsOf({ location: { country: 'Kuwait', city: 'Kuwait City' } })).toEqual(list('carSchoolFlights'));
    // Riyadh's freeze ends within a five-year contract that starts in November 2026, not in one that
    // started in October 2025 (the data's month, the default).
    const riyadh = {
      location: { country: 'KSA', city: 'Riyadh' },
      household: { adults: 1, children: [] },
      financials: { contractYears: 5 },
    } as const;
    expect(costsOf(riyadh)).toEqual(list('carFlights'));
    expect(costsOf(riyadh, { contractStart: '2026-11' })).toEqual(list('carFlightsRent'));
  });

  it('quotes 10-15% of the costs as one range of the offer’s money', () => {
    const { tips, evaluation } = tipsOf(offerInput({ location: { country: 'UAE', city: 'Dubai' } }));
    const total = evaluation.totalExpenses;
    expect(valueIn(tipIn(tips, 'irregular-expense-buffer')?.description, 'range')).toEqual({
      messageId: 'tips.moneyRange.between',
      values: {
        currency: currencyName('AED'),
        from: formatAmount(Math.round(total * 0.1)),
        to: formatAmount(Math.round(total * 0.15)),
      },
    });
  });

  it('words every combination as each language lists: English with its comma rule and a capital, Arabic with a comma and "wa"', () => {
    const englishItems = {
      car: 'car registration',
      school: 'school uniforms and trips',
      flights: 'summer flights',
      rent: 'annual rent increases',
    };
    // Arabic joins every item to the one before it with a comma, a space and "wa" (and), written here by code point.
    const arabicAnd = '\u060c \u0648';
    const [car, school, flights, rent] = arabic['tips.irregularCosts.carSchoolFlightsRent'].split(arabicAnd);
    const arabicItems = { car, school, flights, rent };
    expect(Object.values(arabicItems).every((item) => item !== undefined && item.length > 0)).toBe(true);
    const ids = Object.keys(english).filter((id) => id.startsWith('tips.irregularCosts.'));
    expect(ids).toHaveLength(8);
    for (const id of ids) {
      const parts = (['car', 'school', 'flights', 'rent'] as const).filter((part) => id.toLowerCase().includes(part));
      const items = parts.map((part) => englishItems[part]);
      // A comma before the last "and" when the item before it has an "and" of its own ("uniforms and trips").
      const last = items.length > 1 && (items.at(-2) ?? '').includes(' and ') ? ', and ' : ' and ';
      const listed = items.length === 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')}${last}${items.at(-1) ?? ''}`;
      expect(english[id as keyof typeof english], id).toBe(listed.charAt(0).toUpperCase() + listed.slice(1));
      expect(arabic[id as keyof typeof arabic], id).toBe(parts.map((part) => arabicItems[part]).join(arabicAnd));
    }
  });
});

describe('money ranges', () => {
  it('write their figures and currency as formatMoney and formatMoneyArabic write an amount', () => {
    for (const country of countryCodes) {
      const code = currencyFor(country);
      expect(englishCountries[`countries.currency.${code}`]).toBe(code);
      const arabicName = arabicCountries[`countries.currency.${code}`];
      for (const amount of [0, 7, 125, 999, 1_830, 27_450, 1_234_567]) {
        expect(formatMoney(amount, country)).toBe(`${code} ${formatAmount(amount)}`);
        expect(formatMoneyArabic(amount, country)).toBe(`${formatAmount(amount)} ${arabicName}`);
      }
    }
  });
});

describe('where a school’s quality is published', () => {
  const quality = (country: 'UAE' | 'Bahrain' | 'Qatar', city: string) =>
    valueIn(
      descriptionOf(
        offerInput({
          location: { country, city, district: null },
          household: { adults: 2, children: [{ age: 'grade1-5', curriculum: 'british' }] },
        }),
        'compare-curricula',
      ),
      'quality',
    );

  it('names the UAE regulators in the UAE, BQA in Bahrain, and no regulator it has not found elsewhere', () => {
    expect(quality('UAE', 'Dubai')).toEqual({ messageId: 'tips.schoolQuality.uae' });
    expect(quality('Bahrain', 'Manama')).toEqual({ messageId: 'tips.schoolQuality.bahrain' });
    expect(quality('Qatar', 'Doha')).toEqual({ messageId: 'tips.schoolQuality.elsewhere' });
    expect(english['tips.schoolQuality.bahrain']).toContain('Education and Training Quality Authority (BQA)');
    expect(arabic['tips.schoolQuality.bahrain']).toContain('(BQA)');
    for (const catalogue of [english, arabic]) {
      expect(catalogue['tips.schoolQuality.bahrain']).not.toMatch(/KHDA|ADEK/);
      expect(catalogue['tips.schoolQuality.elsewhere']).not.toMatch(/KHDA|ADEK|regulators/);
    }
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
    expect(valueIn(descriptionOf(manama(false), 'bahrain-deductions'), 'insurance')).toEqual({
      messageId: 'tips.bahrainDeductions.insurance.counted',
      values: { insurance: money(21, 'Bahrain') },
    });
  });

  it('the 1.25x tip asks for the package that pays its own 1%, as the brief does', () => {
    // A Manama family on BHD 1,800: costs 2,136; 2,136 × 1.25 = 2,670 would keep 19.7% once its 1% is paid.
    const family = offerInput({
      location: { country: 'Bahrain', city: 'Manama', district: null },
      household: { adults: 2, children: [{ age: 'grade1-5', curriculum: 'british' }] },
      benefits: { housingAllowance: 300 },
      financials: { grossSalary: 1_500 },
    });
    const data = descriptionOf(family, 'negotiate-with-data-1-25x');
    expect(valueIn(data, 'package')).toEqual(money(2_682, 'Bahrain'));
    expect(valueIn(data, 'basis')).toBe('withInsurance');
  });

  it('follows a package typed on the results', () => {
    const residence = estimateExpenses(manama(false), undefined, 3_000).find((c) => c.category === 'Residence & Visas');
    expect(residence?.subItems.find((l) => l.rule?.key === 'unemployment-insurance')?.amount).toBe(30);
  });

  it('says the employer pays it once the visitor ticks the line, and counts nothing', () => {
    const residence = estimateExpenses(manama(true)).find((c) => c.category === 'Residence & Visas');
    expect(residence?.subItems.find((l) => l.rule?.key === 'unemployment-insurance')?.amount).toBe(0);
    expect(valueIn(descriptionOf(manama(true), 'bahrain-deductions'), 'insurance')).toEqual({
      messageId: 'tips.bahrainDeductions.insurance.employerPays',
    });
  });
});

describe('the cash up front', () => {
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
    const tip = (upfront: TipUpfront | 'none') => descriptionOf(input, 'move-cash', { upfront });
    expect(tip({ net: 101_580, fromSavings: 87_386, relocationAllowance: 0 })).toEqual({
      messageId: 'tips.moveCash.description',
      values: { net: money(101_580, 'UAE'), share: 'part', fromSavings: money(87_386, 'UAE'), allowance: 'none' },
    });
    expect(valueIn(tip({ net: 91_580, fromSavings: 77_386, relocationAllowance: 10_000 }), 'allowance')).toBe('some');
    // Covered by the first two months' surplus, or not known: no tip.
    expect(tip({ net: 10_000, fromSavings: 0, relocationAllowance: 0 })).toBeUndefined();
    expect(tip('none')).toBeUndefined();
  });
});

describe('the tips in either language', () => {
  // Offers that, between them, make every tip of the catalogue apply.
  const representative: { name: string; input: OfferInput; travel?: number }[] = [
    {
      name: 'a stretched single offer in Dubai Marina',
      input: offerInput({ location: dubai, financials: { grossSalary: 9_000, existingDebts: 0, savingsGoal: 0 } }),
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
    const shown = new Set(representative.flatMap(({ input, travel }) => idsFor(input, { travel })));
    expect(tipCatalogue.map((t) => t.id).filter((id) => !shown.has(id))).toEqual([]);
  });

  it('names a country without a city by its message', () => {
    const bahrain = descriptionOf(
      offerInput({ location: { country: 'Bahrain', city: null }, financials: { grossSalary: 900 } }),
      'negotiate-with-data-1-25x',
    );
    expect(valueIn(bahrain, 'place')).toEqual(countryName('Bahrain'));
  });

  /** Latin words an Arabic tip may hold: the report's format and the school regulators' acronyms (glossary). */
  const allowedLatin = new Set(['PDF', 'KHDA', 'ADEK', 'BQA']);

  /** The words of a message without its ICU syntax. */
  const wordsOf = (text: string): string => {
    const walk = (tokens: Token[]): string =>
      tokens
        .map((token) => {
          if (token.type === 'content') return token.value;
          if (token.type === 'plural' || token.type === 'select') return token.cases.map((option) => walk(option.tokens)).join(' ');
          return ' ';
        })
        .join('');
    return walk(parse(text, { strict: false }));
  };

  it('writes the Arabic tips with no English words but the glossary’s acronyms', () => {
    for (const [id, text] of Object.entries(arabic)) {
      const latin = (wordsOf(text).match(/[A-Za-z]+/g) ?? []).filter((word) => !allowedLatin.has(word));
      expect(latin, `${id}: ${text}`).toEqual([]);
    }
  });
});
