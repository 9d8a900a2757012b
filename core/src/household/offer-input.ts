// The calculator's answers as the core reads them: numbers are monthly, in the local currency.
import type { CountryCode } from '../countries/index.ts';
import type { AdultCount, AgeBand, CarOption, Curriculum, FlightOption, HealthcareType } from './household-options.ts';

/** The costs a country's rules add that an employer may pay, each a line of the breakdown with an "employer pays this" toggle. */
export const ruleCostKeys = [
  'dependant-levy',
  'residence-permits',
  'housing-fee',
  'school-fee-vat',
  'dependant-health-cover',
  'unemployment-insurance',
] as const;
export type RuleCostKey = (typeof ruleCostKeys)[number];

/** How the employer houses the employee: a cash allowance, a home it provides (no rent to pay), or neither. */
export type HousingProvision = 'allowance' | 'provided' | 'none';

export interface OfferLocation {
  country: CountryCode;
  city?: string | null | undefined;
  district?: string | null | undefined;
}

export interface ChildInput {
  age: AgeBand;
  /** Ignored for nursery; a missing curriculum uses the fallback fee. */
  curriculum?: Curriculum | null | undefined;
}

export interface OfferInput {
  location: OfferLocation;
  household: {
    adults: AdultCount;
    children: readonly ChildInput[];
    domesticHelp: boolean;
  };
  benefits: {
    /** Counted in the package only when `housing` is 'allowance' (the default). */
    housingAllowance: number;
    housing?: HousingProvision | undefined;
    /** Costs the country's rules add that the employer pays: their lines read 0. */
    employerPays?: Partial<Record<RuleCostKey, boolean>> | undefined;
    educationAllowance: number;
    healthcareType: HealthcareType;
    carProvided: CarOption;
    annualFlights: FlightOption;
  };
  financials: {
    grossSalary: number;
    /** The basic pay inside the gross salary; blank (null, undefined or 0) means the country's typical share. */
    basicSalary?: number | null | undefined;
    /** Contract length in years (default 2): the gratuity is worked out at its end. */
    contractYears?: number | undefined;
    existingDebts: number;
    savingsGoal: number;
  };
}
