import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageBands, countryCodes, curricula, listCities, listDistricts, type CountryCode } from '#core';
import { initialState, moneyFields, type CalculatorAction, type CalculatorState } from '../state/calculator-state.ts';
import { calculatorReducer } from '../state/calculator-reducer.ts';
import { buildResultsModel } from '../state/results-model.ts';
import { allOffers } from '../state/offers.ts';
import { scenarioUrl } from './copy-link.ts';
import { linkVersion, openScenarioFragment, scenarioFragment } from './scenario-link.ts';

const country = fc.constantFrom(...countryCodes);
const place = country.chain((code: CountryCode) => {
  const cities = listCities(code);
  return fc.record({
    country: fc.constant(code),
    city: fc.option(fc.constantFrom(...cities), { nil: undefined }),
    pickDistrict: fc.boolean(),
  });
});

/** A random action the screens can send, with values the screens can produce. */
const action: fc.Arbitrary<CalculatorAction> = fc.oneof(
  place.map(({ country: c }) => ({ type: 'set-country', country: c }) as const),
  fc.constantFrom('1', '2', '3', '4').map((adults) => ({ type: 'set-adults', adults }) as const),
  fc.record({ id: fc.uuid() }).map(({ id }) => ({ type: 'add-child', id }) as const),
  fc
    .constantFrom(...moneyFields)
    .chain((field) => fc.integer({ min: 0, max: 5_000_000 }).map((n) => ({ type: 'set-amount', field, value: String(n) }) as const)),
  fc.constantFrom('monthly', 'annual').map((period) => ({ type: 'set-salary-period', period }) as const),
  fc
    .integer({ min: 0, max: 500_000 })
    .map((amount) => ({ type: 'edit-expense', category: 'Housing', amount: { amount, period: 'monthly' } }) as const),
  fc.integer({ min: 0, max: 90_000 }).map((amount) => ({ type: 'edit-cash-line', key: 'furniture', amount }) as const),
  fc.constantFrom(1, 2, 4, 6, 12).map((cheques) => ({ type: 'set-uae-cheques', cheques }) as const),
  fc.integer({ min: 0, max: 99_999 }).map((value) => ({ type: 'set-relocation-allowance', value: String(value) }) as const),
  fc.constantFrom('', '3', '2.5', '60').map((value) => ({ type: 'set-salary-increase', value }) as const),
  fc
    .string({ maxLength: 30 })
    .chain((name) =>
      fc
        .integer({ min: 1, max: 9_999 })
        .map(
          (amount) => ({ type: 'add-optional-cost', item: { id: `c-${amount}`, name: name || 'Gym', amount, period: 'monthly' } }) as const,
        ),
    ),
  fc.constant({ type: 'add-offer' } as const),
  fc.integer({ min: 0, max: 2 }).map((index) => ({ type: 'switch-offer', index }) as const),
  fc.constantFrom('', 'INR', 'PHP').map((currency) => ({ type: 'set-home-currency', currency }) as const),
  fc.integer({ min: 0, max: 900_000 }).map((value) => ({ type: 'set-send-home', value: String(value) }) as const),
);

/** A started scenario with a country, built by playing actions through the reducer. */
const scenario = fc.tuple(place, fc.array(action, { maxLength: 25 })).map(([start, actions]) => {
  const seed: CalculatorAction[] = [{ type: 'start' }, { type: 'set-country', country: start.country }];
  if (start.city) {
    seed.push({ type: 'set-city', city: start.city });
    const district = listDistricts(start.country, start.city)[0];
    if (start.pickDistrict && district) seed.push({ type: 'set-district', district });
  }
  seed.push({ type: 'set-amount', field: 'grossSalary', value: '25000' });
  const state = [...seed, ...actions].reduce(calculatorReducer, initialState);
  // A child needs an age to count; give every one a band and a curriculum.
  return state.answers.household.children.reduce(
    (s, child, i) =>
      calculatorReducer(s, {
        type: 'update-child',
        id: child.id,
        patch: { age: ageBands[i % ageBands.length] ?? 'kg', curriculum: curricula[i % curricula.length] ?? 'british' },
      }),
    state,
  );
});

/** What the results show for every offer, compared by figures rather than object identity. */
function figures(state: CalculatorState) {
  return allOffers(state).map((offer) => {
    const model = buildResultsModel({ ...state, ...offer });
    return model && { evaluation: model.evaluation, upfront: model.upfront, projection: model.projection, expenses: model.expenses };
  });
}

describe('a scenario link', () => {
  it('opens on the results with the same answers and the same figures for every offer', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async (state) => {
        const fragment = await scenarioFragment(state);
        expect(fragment.startsWith(`#s=${linkVersion}.`)).toBe(true);
        const opened = await openScenarioFragment(fragment);
        expect(opened.ok).toBe(true);
        if (!opened.ok) return;
        expect(opened.state.step).toBe(5);
        expect(allOffers(opened.state).map((o) => o.answers)).toEqual(allOffers(state).map((o) => o.answers));
        expect(opened.state.home).toEqual(state.home);
        expect(opened.state.activeOffer).toBe(state.activeOffer);
        expect(figures(opened.state)).toEqual(figures(state));
      }),
      { numRuns: 60 },
    );
  });

  it('keeps a family of four with edits and two offers under 1,000 characters', async () => {
    const family = [
      { type: 'start' },
      { type: 'set-country', country: 'UAE' },
      { type: 'set-city', city: 'Dubai' },
      { type: 'set-district', district: 'Dubai Marina' },
      { type: 'set-adults', adults: '2' },
      { type: 'add-child', id: 'c1' },
      { type: 'update-child', id: 'c1', patch: { age: 'grade1-5', curriculum: 'british' } },
      { type: 'add-child', id: 'c2' },
      { type: 'update-child', id: 'c2', patch: { age: 'kg', curriculum: 'indian' } },
      { type: 'set-amount', field: 'grossSalary', value: '32000' },
      { type: 'set-amount', field: 'housingAllowance', value: '9000' },
      { type: 'set-amount', field: 'basicSalary', value: '18000' },
      { type: 'edit-expense', category: 'Housing', amount: { amount: 11_000, period: 'monthly' } },
      { type: 'edit-expense', category: 'Groceries & Food', amount: { amount: 3_500, period: 'monthly' } },
      { type: 'add-optional-cost', item: { id: 'gym', name: 'Gym membership', amount: 350, period: 'monthly' } },
      { type: 'edit-cash-line', key: 'furniture', amount: 12_000 },
      { type: 'add-offer' },
      { type: 'set-country', country: 'KSA' },
      { type: 'set-city', city: 'Riyadh' },
      { type: 'set-amount', field: 'grossSalary', value: '35000' },
      { type: 'set-home-currency', currency: 'INR' },
      { type: 'set-send-home', value: '100000' },
    ] satisfies CalculatorAction[];
    const state = family.reduce(calculatorReducer, initialState);
    expect(allOffers(state)).toHaveLength(2);
    const fragment = await scenarioFragment(state);
    expect(fragment.length).toBeLessThan(1_000);
  });
});

describe('a link that cannot be opened', () => {
  const started = (country: CountryCode) =>
    ([{ type: 'start' }, { type: 'set-country', country }] satisfies CalculatorAction[]).reduce(calculatorReducer, initialState);
  const valid = async () => scenarioFragment(started('Oman'));

  it.each([
    ['a future version', '#s=2.abc', 'newerVersion'],
    ['no version', '#s=abc', 'unknownFormat'],
    ['characters a link never has', '#s=1.<script>alert(1)</script>', 'badCharacters'],
    ['an empty body', '#s=1.', 'badCharacters'],
    ['bytes that are not deflate', '#s=1.aGVsbG8gd29ybGQ', 'cutShort'],
  ])('%s gives its reason', async (_, hash, reason) => {
    const result = await openScenarioFragment(hash);
    expect(result).toEqual({ ok: false, reason });
  });

  it('a truncated link gives a message', async () => {
    const fragment = await valid();
    for (const cut of [10, Math.floor(fragment.length / 2), fragment.length - 3]) {
      const result = await openScenarioFragment(fragment.slice(0, cut));
      expect(result.ok).toBe(false);
    }
  });

  it('a link carrying a script in a cost name is refused', async () => {
    // Made by hand, as an attacker would: the app itself never writes such a name.
    const state = started('Qatar');
    const hostile = {
      v: linkVersion,
      offers: [
        {
          answers: state.answers,
          adjustments: {
            ...state.adjustments,
            optionalCosts: [{ id: 'x', name: '<img src=x onerror=alert(1)>', amount: 1, period: 'monthly' }],
          },
        },
      ],
      active: 0,
      home: state.home,
    };
    const bytes = new TextEncoder().encode(JSON.stringify(hostile));
    const packed = new Uint8Array(
      await new Response(new Blob([bytes]).stream().pipeThrough(new CompressionStream('deflate-raw'))).arrayBuffer(),
    );
    const body = Buffer.from(packed).toString('base64url');
    const result = await openScenarioFragment(`#s=1.${body}`);
    expect(result).toMatchObject({ ok: false });
    if (!result.ok) expect(result.reason).toBe('notAccepted');
  });

  it('a link that inflates far beyond a scenario is refused', async () => {
    const bomb = new Uint8Array(
      await new Response(new Blob([new Uint8Array(5_000_000)]).stream().pipeThrough(new CompressionStream('deflate-raw'))).arrayBuffer(),
    );
    const result = await openScenarioFragment(`#s=1.${Buffer.from(bomb).toString('base64url')}`);
    expect(result.ok).toBe(false);
  });
});

describe('the copied link', () => {
  it('opens the calculator in the language it was copied from', async () => {
    const state = ([{ type: 'start' }, { type: 'set-country', country: 'Kuwait' }] satisfies CalculatorAction[]).reduce(
      calculatorReducer,
      initialState,
    );
    const fragment = await scenarioFragment(state);
    expect(await scenarioUrl(state, 'en', 'https://salary.example')).toBe(`https://salary.example/${fragment}`);
    expect(await scenarioUrl(state, 'ar', 'https://salary.example')).toBe(`https://salary.example/ar${fragment}`);
  });
});
