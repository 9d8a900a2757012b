// The calculator states the equivalence test reads (tests/equivalence/README.md): every country,
// city and district with one family, and a deterministic spread of households, packages, edits,
// comparisons and home currencies drawn from a fixed seed. Nothing here depends on the clock.
import {
  ageBands,
  aedToLocalFactor,
  carOptions,
  countryCodes,
  currencyFor,
  curricula,
  expenseCategories,
  flightOptions,
  healthcareTypes,
  homeCurrencyCodes,
  listCities,
  listDistricts,
  ruleCostKeys,
  suggestedOptionalCosts,
  type CountryCode,
} from '#core';
import {
  initialState,
  type CalculatorAnswers,
  type CalculatorState,
  type ResultsAdjustments,
} from '#web/features/calculator/state/calculator-state.ts';
import type { Scenario } from '#web/features/calculator/state/offers.ts';

export interface NamedState {
  name: string;
  state: CalculatorState;
}

/** mulberry32: a small deterministic generator, so the spread is the same on every machine. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const chance = (p: number) => next() < p;
  return { next, int, pick, chance };
}

const local = (country: CountryCode, aed: number) => Math.round(aed * aedToLocalFactor(currencyFor(country)));
const typed = (digits: string, period: 'monthly' | 'annual' = 'monthly') => ({ digits, period });

function locations(): { country: CountryCode; city: string; district: string }[] {
  const all: { country: CountryCode; city: string; district: string }[] = [];
  for (const country of countryCodes) {
    all.push({ country, city: '', district: '' });
    for (const city of listCities(country)) {
      all.push({ country, city, district: '' });
      for (const district of listDistricts(country, city)) all.push({ country, city, district });
    }
  }
  return all;
}

function results(answers: CalculatorAnswers, adjustments: ResultsAdjustments = initialState.adjustments): CalculatorState {
  return { ...initialState, started: true, step: 5, answers, adjustments };
}

/** A family of four with a typical package at every place the data knows (country and city averages too). */
export function familyAtEveryPlace(): NamedState[] {
  return locations().map((location) => {
    const { country } = location;
    const answers: CalculatorAnswers = {
      ...initialState.answers,
      location,
      household: {
        adults: '2',
        children: [
          { id: 'a', age: 'grade1-5', curriculum: 'british' },
          { id: 'b', age: 'kg', curriculum: 'american' },
        ],
        domesticHelp: false,
      },
      benefits: { ...initialState.answers.benefits, healthcareType: 'family', annualFlights: '1' },
      amounts: {
        ...initialState.answers.amounts,
        grossSalary: typed(String(local(country, 30_000))),
        housingAllowance: typed(String(local(country, 8_000))),
      },
      contractYears: 3,
    };
    return { name: `family at ${[location.district, location.city, country].filter(Boolean).join(', ')}`, state: results(answers) };
  });
}

function randomAnswers(random: ReturnType<typeof generator>): CalculatorAnswers {
  const country = random.pick(countryCodes);
  const cities = listCities(country);
  const city = random.chance(0.85) ? random.pick(cities) : '';
  const districts = city ? listDistricts(country, city) : [];
  const district = city && random.chance(0.6) ? random.pick(districts) : '';
  const children = Array.from({ length: random.pick([0, 0, 1, 2, 2, 3, 4]) }, (_, i) => ({
    id: `c${i}`,
    age: random.pick(ageBands),
    curriculum: random.chance(0.85) ? random.pick(curricula) : ('' as const),
  }));
  const salaryAed = random.pick([4_000, 9_000, 15_000, 22_000, 30_000, 45_000, 70_000, 120_000]);
  const period = random.chance(0.3) ? ('annual' as const) : ('monthly' as const);
  const inPeriod = (aed: number, p: 'monthly' | 'annual') => String(local(country, p === 'annual' ? aed * 12 : aed));
  const employerPays = Object.fromEntries(ruleCostKeys.filter(() => random.chance(0.25)).map((key) => [key, true]));
  return {
    ...initialState.answers,
    location: { country, city, district },
    household: { adults: random.pick(['1', '2', '2', '3', '4'] as const), children, domesticHelp: random.chance(0.2) },
    benefits: {
      housing: random.pick(['allowance', 'allowance', 'provided', 'none'] as const),
      healthcareType: random.pick(healthcareTypes),
      carProvided: random.pick(carOptions),
      annualFlights: random.pick(flightOptions),
      employerPays,
    },
    amounts: {
      grossSalary: typed(inPeriod(salaryAed, period), period),
      housingAllowance: random.chance(0.6)
        ? typed(inPeriod(random.pick([3_000, 6_000, 10_000, 15_000]), period), period)
        : typed('', period),
      educationAllowance: random.chance(0.3) ? typed(inPeriod(random.pick([1_500, 4_000, 9_000]), 'monthly')) : typed(''),
      basicSalary: random.chance(0.35)
        ? typed(inPeriod(Math.round(salaryAed * random.pick([0.4, 0.5, 0.6, 0.8, 1.2])), period), period)
        : typed('', period),
      existingDebts: random.chance(0.3) ? typed(inPeriod(random.pick([500, 2_000, 5_000]), 'monthly')) : typed(''),
      savingsGoal: random.chance(0.4) ? typed(inPeriod(random.pick([1_000, 3_000, 8_000]), 'monthly')) : typed(''),
    },
    contractYears: random.int(1, 10),
    relocationAllowance: random.chance(0.3) ? String(local(country, random.pick([5_000, 15_000, 40_000]))) : '',
    salaryPeriod: period,
  };
}

function randomAdjustments(random: ReturnType<typeof generator>, answers: CalculatorAnswers): ResultsAdjustments {
  const country = answers.location.country as CountryCode;
  const expenseEdits: ResultsAdjustments['expenseEdits'] = {};
  for (const category of expenseCategories)
    if (random.chance(0.12))
      expenseEdits[category] = {
        amount: local(country, random.pick([0, 900, 4_000, 12_000])),
        period: random.pick(['monthly', 'annual'] as const),
      };
  const suggested = suggestedOptionalCosts(country);
  const optionalCosts = Array.from({ length: random.pick([0, 0, 1, 2]) }, (_, i) => {
    const item = random.chance(0.8) ? random.pick(suggested) : { name: 'Piano lessons', amount: local(country, 400) };
    return { id: `o${i}`, name: item.name, amount: item.amount, period: 'monthly' as const };
  });
  const cashEdits: Record<string, number> = {};
  if (random.chance(0.2)) cashEdits['rent-first'] = local(country, 20_000);
  if (random.chance(0.2)) cashEdits['furniture'] = local(country, 3_000);
  return {
    ...initialState.adjustments,
    expenseEdits,
    optionalCosts,
    packageOverride: random.chance(0.12) ? { amount: local(country, random.pick([12_000, 40_000])), period: 'monthly' } : null,
    cashEdits,
    uaeCheques: random.pick([1, 2, 4, 6, 12] as const),
    ksaRentPeriod: random.pick(['half-yearly', 'yearly'] as const),
    salaryIncrease: random.pick(['', '', '3', '5.5']),
    rentIncrease: random.pick(['', '', '', '4', '10']),
  };
}

/** A spread of offers drawn from a fixed seed: households, packages, edits, comparisons and home currencies. */
export function spreadOfOffers(count = 160): NamedState[] {
  const random = generator(45);
  const states: NamedState[] = [];
  for (let i = 0; i < count; i++) {
    const answers = randomAnswers(random);
    const adjustments = randomAdjustments(random, answers);
    const otherOffers: Scenario[] = Array.from({ length: random.pick([0, 0, 0, 1, 2]) }, () => {
      const other = randomAnswers(random);
      return { answers: other, adjustments: randomAdjustments(random, other) };
    });
    const home = random.chance(0.4)
      ? { currency: random.pick(homeCurrencyCodes), sendHome: random.chance(0.5) ? String(random.pick([500, 20_000, 150_000])) : '' }
      : initialState.home;
    states.push({
      name: `offer ${i + 1}`,
      state: {
        ...results(answers, adjustments),
        otherOffers,
        activeOffer: otherOffers.length > 0 ? random.int(0, otherOffers.length) : 0,
        home,
      },
    });
  }
  return states;
}
