// The calculator's answers as the core reads them: numbers are monthly, in the local currency.
import type { CountryCode } from './country-codes.ts';
import type { AdultCount, AgeBand, CarOption, Curriculum, FlightOption, HealthcareType } from './household-options.ts';

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
    housingAllowance: number;
    educationAllowance: number;
    healthcareType: HealthcareType;
    carProvided: CarOption;
    annualFlights: FlightOption;
  };
  financials: {
    grossSalary: number;
    existingDebts: number;
    savingsGoal: number;
  };
}
