// The cash panel's other one-offs: a car lease's deposit and first month, furniture, flights out
// and dependants' first visas, with their sources.
import { countryCodes, type CountryCode } from '../countries/index.ts';
import { fareSource } from '../cost-model/index.ts';
import { kuwaitHealthFee, kuwaitResidenceFee } from '../country-rules/index.ts';
import type { Message } from '../language/index.ts';
import { dataAsOf, type FigureSource } from '../sources/index.ts';
import type { HomeUnit } from './rent-terms.ts';
import { cashSource } from './cash-sources.ts';
import { message, type CashUpFrontMessageId } from './messages.ts';

// ---- Car, furniture, flights, visas -----------------------------------------------------------

export const carSource = cashSource(
  message('cashUpFront.source.car'),
  ['carswitch-car-financing'],
  message('cashUpFront.source.carAssumption'),
);

export const furnitureAed: Readonly<Record<HomeUnit, number>> = { Studio: 10_000, '1BR': 15_000, '2BR': 22_000, '3BR': 30_000 };
export const furnitureSource = cashSource(message('cashUpFront.source.furniture'), [], message('cashUpFront.source.furnitureAssumption'));

const flightsExplanation = message('cashUpFront.source.flights');
const flightsAssumption = message('cashUpFront.source.flightsAssumption');
export const flightSources = new Map<CountryCode, FigureSource>(
  countryCodes.map((country) => [
    country,
    { explanation: flightsExplanation, sources: fareSource(country).sources, asOf: dataAsOf.asOfLabel, assumption: flightsAssumption },
  ]),
);

/** Kuwait's fee for each entry visa a joining dependant uses (from 23 December 2025). */
const kuwaitEntryVisaFee = 10;

/**
 * Dubai's fee lines for bringing a dependant (Gulf News, 2024-01-26), AED. The same amounts are page
 * facts in core/data/facts/gcc-visas.json (uae.sponsor-file-fee, uae.dependant-entry-permit-fee,
 * uae.residence-permit-fee, uae.emirates-id-fee, uae.medical-test-fee); a test keeps the two equal.
 */
export const uaeDependantFees = { sponsorFile: 269, entryPermit: 500, residencePermit: 350, emiratesId: 270, medicalTest: 320 } as const;

interface VisaFees {
  /** Paid once by the sponsor, whatever the number of dependants (the UAE's sponsor file). */
  perSponsor?: number | undefined;
  perAdult: number;
  perChild: number;
  /** The line's name (the /sources page names its entry by it too). */
  name: Message<CashUpFrontMessageId>;
  source: FigureSource;
}

/** A country's visa line: its name and source are the catalogue's `cashUpFront.visas.name.<country>` and `cashUpFront.source.visas.<country>`. */
const visaWords = (country: CountryCode, ids: readonly string[], assumed: boolean) => ({
  name: message(`cashUpFront.visas.name.${country}`),
  source: cashSource(
    message(`cashUpFront.source.visas.${country}`),
    ids,
    assumed ? message(`cashUpFront.source.visas.${country}Assumption` as CashUpFrontMessageId) : undefined,
  ),
});

export const visaFees: Readonly<Record<CountryCode, VisaFees>> = {
  UAE: {
    // The sponsor file (AED 269) and each entry permit (AED 500 from abroad) are paid once, on the
    // move; the renewals (rules/residence-fees.ts) do not repeat them.
    perSponsor: uaeDependantFees.sponsorFile,
    perAdult: uaeDependantFees.entryPermit + uaeDependantFees.residencePermit + uaeDependantFees.emiratesId + uaeDependantFees.medicalTest,
    perChild: uaeDependantFees.entryPermit + uaeDependantFees.residencePermit + uaeDependantFees.emiratesId,
    ...visaWords('UAE', ['gn-family-visa-2024', 'icp-newborn-permit'], true),
  },
  // The levy is SAR 400 a month per dependant, paid a quarter (3 months) in advance.
  KSA: {
    perAdult: 3 * 400,
    perChild: 3 * 400,
    ...visaWords('KSA', ['arab-news-dependant-levy-2024', 'saudi-gazette-dependant-fee-2017'], true),
  },
  Qatar: { perAdult: 500, perChild: 500, ...visaWords('Qatar', ['welcome-qatar-residence-2020'], false) },
  Oman: {
    // Joining visa 30 and a two-year resident card 10 each; the medical fitness exam 30 for adults.
    perAdult: 30 + 30 + 10,
    perChild: 30 + 10,
    ...visaWords('Oman', ['gn-oman-resident-card-2021', 'oman-rop-visa-fees', 'oman-medical-fitness-2022'], true),
  },
  Bahrain: { perAdult: 95, perChild: 95, ...visaWords('Bahrain', ['bahrain-dependant-permit'], false) },
  Kuwait: {
    // From 23 December 2025: the entry visa, a year of residence and the health fee.
    perAdult: kuwaitEntryVisaFee + kuwaitResidenceFee + kuwaitHealthFee,
    perChild: kuwaitEntryVisaFee + kuwaitResidenceFee + kuwaitHealthFee,
    ...visaWords('Kuwait', ['kuwait-entry-visa-fee-2025', 'kuwait-residency-fees-2025', 'kuwait-health-fee-2025'], true),
  },
};
