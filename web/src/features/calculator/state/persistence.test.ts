import { describe, expect, it } from 'vitest';
import { initialAdjustments, initialState, type CalculatorState } from './calculator-state.ts';
import {
  legacyStorageKey,
  loadCalculatorState,
  maxStoredLength,
  saveCalculatorState,
  storageKey,
  storedVersion,
  unreadableStorageKey,
} from './persistence.ts';

/** An in-memory Storage; `failWrites` makes every write throw, like a full quota. */
function memoryStorage(entries: Record<string, string> = {}, failWrites = false) {
  const items = new Map(Object.entries(entries));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (failWrites) throw new DOMException('full', 'QuotaExceededError');
      items.set(key, value);
    },
    removeItem: (key: string) => {
      if (failWrites) throw new DOMException('full', 'QuotaExceededError');
      items.delete(key);
    },
  };
}

const saved: CalculatorState = {
  started: true,
  step: 5,
  answers: {
    location: { country: 'Kuwait', city: 'Salmiya', district: '' },
    household: { adults: '2', children: [{ id: 'c1', age: 'nursery', curriculum: '' }], domesticHelp: true },
    benefits: {
      housing: 'provided',
      healthcareType: 'family',
      carProvided: 'none',
      annualFlights: '2',
      employerPays: { 'residence-permits': true },
    },
    amounts: {
      housingAllowance: { digits: '', period: 'annual' },
      educationAllowance: { digits: '', period: 'annual' },
      grossSalary: { digits: '250000', period: 'annual' },
      basicSalary: { digits: '150000', period: 'annual' },
      existingDebts: { digits: '100', period: 'monthly' },
      savingsGoal: { digits: '', period: 'annual' },
    },
    contractYears: 3,
    relocationAllowance: '5000',
    salaryPeriod: 'annual',
  },
  adjustments: {
    expenseEdits: { Housing: { amount: 120_000, period: 'annual' } },
    optionalCosts: [{ id: 'cost-1', name: 'Gym', amount: 25, period: 'monthly' }],
    packageOverride: null,
    cashEdits: { furniture: 1_500, 'child-1-deposit': 0 },
    uaeCheques: 2,
    ksaRentPeriod: 'half-yearly',
    salaryIncrease: '3.5',
    rentIncrease: '',
  },
  otherOffers: [],
  activeOffer: 0,
  home: { currency: 'INR', sendHome: '50000' },
};

/** What version 3 stored: no relocation allowance, rent payment choice, cash edits or yearly rises. */
const { otherOffers: _others, activeOffer: _active, home: _home, ...savedV3Fields } = saved;
const version3 = {
  ...savedV3Fields,
  answers: { ...saved.answers, relocationAllowance: undefined },
  adjustments: { expenseEdits: saved.adjustments.expenseEdits, optionalCosts: saved.adjustments.optionalCosts, packageOverride: null },
};

/** What version 1 stored under its own key: amounts in one period, results edits monthly. */
const version1 = {
  started: true,
  step: 5,
  answers: {
    ...saved.answers,
    amounts: { housingAllowance: '', educationAllowance: '', grossSalary: '249996', existingDebts: '1200', savingsGoal: '' },
  },
  adjustments: { expenseEdits: { Housing: 10_000 }, optionalCosts: [{ id: 'cost-1', name: 'Gym', amount: 25 }], packageOverride: 21_000 },
};

const stored = (state: unknown, version: unknown = storedVersion) => JSON.stringify({ version, state });

describe('saving and loading', () => {
  it('round-trips a state exactly', async () => {
    const storage = memoryStorage();
    saveCalculatorState(storage, saved);
    expect(await loadCalculatorState(storage)).toEqual({ status: 'restored', state: saved, migratedFrom: null });
  });

  it('round-trips compared offers', async () => {
    const storage = memoryStorage();
    const compared: CalculatorState = {
      ...saved,
      otherOffers: [
        { answers: { ...saved.answers, location: { country: 'Qatar', city: 'Doha', district: '' } }, adjustments: saved.adjustments },
      ],
      activeOffer: 1,
    };
    saveCalculatorState(storage, compared);
    expect(await loadCalculatorState(storage)).toEqual({ status: 'restored', state: compared, migratedFrom: null });
  });

  it('finds nothing in an empty storage, or when reading storage throws', async () => {
    expect(await loadCalculatorState(memoryStorage())).toEqual({ status: 'empty' });
    const blocked = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => undefined,
    };
    expect(await loadCalculatorState(blocked)).toEqual({ status: 'empty' });
  });

  it('start over removes what is saved, the version 1 key included', () => {
    const storage = memoryStorage({ [storageKey]: stored(saved), [legacyStorageKey]: JSON.stringify(version1) });
    saveCalculatorState(storage, initialState);
    expect(storage.items.size).toBe(0);
  });

  it('a full quota is swallowed', () => {
    expect(() => saveCalculatorState(memoryStorage({}, true), saved)).not.toThrow();
  });
});

describe('version 1', () => {
  it('is migrated: amounts keep their digits in the old salary period, results edits are monthly', async () => {
    const result = await loadCalculatorState(memoryStorage({ [legacyStorageKey]: JSON.stringify(version1) }));
    expect(result.status).toBe('restored');
    if (result.status !== 'restored') return;
    expect(result.migratedFrom).toBe(1);
    expect(result.state.answers.amounts.grossSalary).toEqual({ digits: '249996', period: 'annual' });
    expect(result.state.answers.amounts.existingDebts).toEqual({ digits: '1200', period: 'annual' });
    expect(result.state.adjustments).toEqual({
      ...initialAdjustments,
      expenseEdits: { Housing: { amount: 10_000, period: 'monthly' } },
      optionalCosts: [{ id: 'cost-1', name: 'Gym', amount: 25, period: 'monthly' }],
      packageOverride: { amount: 21_000, period: 'monthly' },
    });
  });

  it('is removed once the migrated state is saved, and never read over a current one', async () => {
    const storage = memoryStorage({ [legacyStorageKey]: JSON.stringify(version1) });
    saveCalculatorState(storage, saved);
    expect(storage.items.has(legacyStorageKey)).toBe(false);
    storage.items.set(legacyStorageKey, JSON.stringify(version1));
    expect(await loadCalculatorState(storage)).toMatchObject({ status: 'restored', migratedFrom: null });
  });
});

describe('version 3', () => {
  it('is migrated: the cash up front, the yearly rises, the offers and the home currency start at their defaults, everything else is kept', async () => {
    const result = await loadCalculatorState(memoryStorage({ [storageKey]: stored(version3, 3) }));
    expect(result).toEqual({
      status: 'restored',
      migratedFrom: 3,
      state: {
        ...saved,
        answers: { ...saved.answers, relocationAllowance: '' },
        adjustments: {
          ...initialAdjustments,
          expenseEdits: saved.adjustments.expenseEdits,
          optionalCosts: saved.adjustments.optionalCosts,
        },
        home: initialState.home,
      },
    });
  });
});

describe('a damaged or hostile saved state', () => {
  const huge = {
    ...saved,
    adjustments: {
      ...saved.adjustments,
      optionalCosts: Array.from({ length: 51 }, (_, i) => ({ id: `c${i}`, name: 'x', amount: 1, period: 'monthly' })),
    },
  };
  const cases: [string, string][] = [
    ['garbage', '{not json'],
    ['a JSON string', '"hello"'],
    ['null', 'null'],
    ['an array', '[1,2,3]'],
    ['no version', JSON.stringify(saved)],
    ['an unknown version', stored(saved, 99)],
    ['wrong types', stored({ ...saved, step: '5' })],
    ['a step out of range', stored({ ...saved, step: 9 })],
    [
      'an amount with a non-digit',
      stored({
        ...saved,
        answers: { ...saved.answers, amounts: { ...saved.answers.amounts, grossSalary: { digits: '1e9', period: 'annual' } } },
      }),
    ],
    [
      'a negative edit',
      stored({ ...saved, adjustments: { ...saved.adjustments, expenseEdits: { Housing: { amount: -5, period: 'monthly' } } } }),
    ],
    ['a constructor key', stored(saved).replace('"expenseEdits":{', '"expenseEdits":{"constructor":{"amount":1,"period":"monthly"},')],
    [
      'an unknown category',
      stored({ ...saved, adjustments: { ...saved.adjustments, expenseEdits: { Yachts: { amount: 5, period: 'monthly' } } } }),
    ],
    ['an unknown period', stored({ ...saved, answers: { ...saved.answers, salaryPeriod: 'weekly' } })],
    ['a negative cash edit', stored({ ...saved, adjustments: { ...saved.adjustments, cashEdits: { furniture: -1 } } })],
    ['a cash edit under a strange key', stored({ ...saved, adjustments: { ...saved.adjustments, cashEdits: { '<script>': 1 } } })],
    ['three UAE cheques', stored({ ...saved, adjustments: { ...saved.adjustments, uaeCheques: 3 } })],
    ['a rise that is not a number', stored({ ...saved, adjustments: { ...saved.adjustments, rentIncrease: '5%' } })],
    ['a relocation allowance with a sign', stored({ ...saved, answers: { ...saved.answers, relocationAllowance: '-500' } })],
    [
      'a fourth offer',
      stored({ ...saved, otherOffers: [0, 1, 2].map(() => ({ answers: saved.answers, adjustments: saved.adjustments })) }),
    ],
    ['an active offer that is not there', stored({ ...saved, activeOffer: 1 })],
    ['a home currency with a script', stored({ ...saved, home: { currency: '<script>', sendHome: '' } })],
    ['a version 3 state that does not fit', stored({ ...version3, step: 0 }, 3)],
    ['a huge array', stored(huge)],
    [
      'a huge string',
      stored({ ...saved, answers: { ...saved.answers, location: { ...saved.answers.location, city: 'x'.repeat(maxStoredLength) } } }),
    ],
    ['a version 1 state that does not fit', JSON.stringify({ ...version1, step: 0 })],
  ];

  it.each(cases)('%s is reported, copied aside, and never overwritten by the next save', async (_, raw) => {
    const key = raw === cases.at(-1)?.[1] ? legacyStorageKey : storageKey;
    const storage = memoryStorage({ [key]: raw });
    const result = await loadCalculatorState(storage);
    expect(result).toMatchObject({ status: 'unreadable', keptCopy: true });
    expect(storage.items.get(unreadableStorageKey)).toBe(raw);
    saveCalculatorState(storage, saved);
    expect(storage.items.get(unreadableStorageKey)).toBe(raw);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('says when it could not keep a copy (so the caller must not save over it)', async () => {
    const storage = memoryStorage({ [storageKey]: '{not json' }, true);
    expect(await loadCalculatorState(storage)).toEqual({ status: 'unreadable', reason: 'not JSON', keptCopy: false });
    expect(storage.items.get(storageKey)).toBe('{not json');
  });

  it('extra keys, __proto__ included, are dropped and pollute nothing', async () => {
    const raw = stored(saved)
      .replace('"started":true', '"started":true,"__proto__":{"polluted":true},"extra":1')
      .replace('"expenseEdits":{', '"expenseEdits":{"__proto__":{"amount":1,"period":"monthly"},');
    const result = await loadCalculatorState(memoryStorage({ [storageKey]: raw }));
    expect(result).toEqual({ status: 'restored', state: saved, migratedFrom: null });
    if (result.status === 'restored') expect(Object.getPrototypeOf(result.state.adjustments.expenseEdits)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
