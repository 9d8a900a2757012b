// The option codes the calculator's inputs use (spec sections 3 and 9). Their names are the wizard's
// words (web/src/i18n/locales/*/wizard.json, options.*), held there and not here: the wizard's chunk,
// loaded after the landing, carries its catalogue, while the core's catalogues (but the places' and
// countries') come only with the results, too late for the steps; a core catalogue loaded with the
// wizard would only move the same words, and the first load of / is the same either way. The
// breakdown's lines name bands and curricula in their own words (cost-model/locales).

export const ageBands = ['nursery', 'kg', 'grade1-5', 'grade6-8', 'grade9-12'] as const;
export type AgeBand = (typeof ageBands)[number];

/** Curricula a parent can choose in the wizard. */
export const curricula = ['american', 'arabic', 'british', 'ib', 'indian'] as const;
export type Curriculum = (typeof curricula)[number];

export const healthcareTypes = ['none', 'basic', 'family', 'premium'] as const;
export type HealthcareType = (typeof healthcareTypes)[number];

export const carOptions = ['none', 'allowance', 'company'] as const;
export type CarOption = (typeof carOptions)[number];

export const flightOptions = ['0', '1', '2', 'family'] as const;
export type FlightOption = (typeof flightOptions)[number];

export const adultCounts = [1, 2, 3, 4] as const;
export type AdultCount = (typeof adultCounts)[number];

/** Household size at which costs are modelled: adults plus children. */
export function householdSize(adults: number, childCount: number): number {
  return adults + childCount;
}
