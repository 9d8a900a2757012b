// fast-check generators of the calculator's answers, shared by the core's property tests.
import fc from 'fast-check';
import { countryCodes } from '../countries/index.ts';
import { listCities, listDistricts } from '../places/index.ts';
import { adultCounts, ageBands, carOptions, curricula, flightOptions, healthcareTypes } from '../household/index.ts';
import type { ChildInput, OfferInput, OfferLocation } from '../household/index.ts';

const moneyArbitrary = fc.integer({ min: 0, max: 200_000 });

export const childArbitrary: fc.Arbitrary<ChildInput> = fc.record({
  age: fc.constantFrom(...ageBands),
  curriculum: fc.option(fc.constantFrom(...curricula), { nil: undefined }),
});

/** A country, perhaps one of its cities, and perhaps one of that city's districts. */
const locationArbitrary: fc.Arbitrary<OfferLocation> = fc.constantFrom(...countryCodes).chain((country) =>
  fc.option(fc.constantFrom(...listCities(country)), { nil: undefined }).chain((city) =>
    fc.record({
      country: fc.constant(country),
      city: fc.constant(city),
      district: city ? fc.option(fc.constantFrom(...listDistricts(country, city)), { nil: undefined }) : fc.constant(undefined),
    }),
  ),
);

/** Any answers the wizard can give, including issue 9's housing choice and contract length. */
export function offerArbitrary({ maxChildren = 5, maxContractYears = 10 } = {}): fc.Arbitrary<OfferInput> {
  return fc.record({
    location: locationArbitrary,
    household: fc.record({
      adults: fc.constantFrom(...adultCounts),
      children: fc.array(childArbitrary, { maxLength: maxChildren }),
      domesticHelp: fc.boolean(),
    }),
    benefits: fc.record({
      housingAllowance: moneyArbitrary,
      housing: fc.constantFrom('allowance' as const, 'provided' as const, 'none' as const),
      educationAllowance: moneyArbitrary,
      healthcareType: fc.constantFrom(...healthcareTypes),
      carProvided: fc.constantFrom(...carOptions),
      annualFlights: fc.constantFrom(...flightOptions),
    }),
    financials: fc.record({
      grossSalary: moneyArbitrary,
      contractYears: fc.integer({ min: 1, max: maxContractYears }),
      existingDebts: moneyArbitrary,
      savingsGoal: moneyArbitrary,
    }),
  });
}
