// Builders for test inputs, shared by the core's tests and benchmarks.
import type { OfferInput } from '../household/index.ts';

type Overrides = {
  location?: Partial<OfferInput['location']>;
  household?: Partial<OfferInput['household']>;
  benefits?: Partial<OfferInput['benefits']>;
  financials?: Partial<OfferInput['financials']>;
};

export function offerInput(overrides: Overrides = {}): OfferInput {
  return {
    location: { country: 'UAE', city: 'Dubai', district: null, ...overrides.location },
    household: { adults: 1, children: [], domesticHelp: false, ...overrides.household },
    benefits: {
      housingAllowance: 0,
      educationAllowance: 0,
      healthcareType: 'basic',
      carProvided: 'none',
      annualFlights: '1',
      ...overrides.benefits,
    },
    financials: { grossSalary: 20_000, existingDebts: 0, savingsGoal: 0, ...overrides.financials },
  };
}
