// The yearly trip home (ADR 0004): a default return economy fare per person in each country's
// currency, from core/data/return-fares.json (sources and assumptions in core/data/README.md), and
// how many of the household travel at their own cost given the flights the employer pays for.
import type { CountryCode } from '../countries/index.ts';
import type { ReturnFares } from '../places/index.ts';
import type { FlightOption } from '../household/index.ts';
import data from '../../data/return-fares.json' with { type: 'json' };

// The JSON is checked against returnFaresSchema in core/data/return-fares.test.ts; here it is only typed.
const fares = data as ReturnFares;

export interface ReturnFare {
  /** Return economy fare per person, whole units of the local currency. */
  fare: number;
  /** True when no published fare for the country was found and the figure is derived. */
  assumption: boolean;
  /** The short note on the fare ("assumption: …" when assumed), as the fare's source quotes it; the Travel line says it in the catalogue's words (costModel.fareNote). */
  note: string;
}

// Built once: every estimate with a Travel line reads its country's fare.
const byCountry = new Map<CountryCode, Readonly<ReturnFare>>(
  fares.fares.map((f) => [f.country, { fare: f.fare, assumption: f.assumption, note: f.note }]),
);

/** The default return fare per person for a yearly trip home from a country. */
export function returnFareFor(country: CountryCode): Readonly<ReturnFare> {
  const fare = byCountry.get(country);
  if (!fare) throw new Error(`No return fare for ${country}`);
  return fare;
}

/** How many people a flights option has the employer pay for; 'family' is everyone. */
export function flightsCovered(option: FlightOption, householdSize: number): number {
  switch (option) {
    case '0':
      return 0;
    case '1':
      return Math.min(1, householdSize);
    case '2':
      return Math.min(2, householdSize);
    case 'family':
      return householdSize;
  }
}

/** The people whose yearly trip home the household pays for itself. */
export function uncoveredTravellers(option: FlightOption, householdSize: number): number {
  return Math.max(0, householdSize - flightsCovered(option, householdSize));
}
