// The cash panel's other one-offs: a car lease's deposit and first month, furniture, flights out
// and dependants' first visas, with their sources.
import { countryCodes, type CountryCode } from '../country-codes.ts';
import { fareSource } from '../figure-sources.ts';
import type { FigureSource } from '../sources.ts';
import type { HomeUnit } from './rent-terms.ts';
import { source, sourceOf } from './sources.ts';

// ---- Car, furniture, flights, visas -----------------------------------------------------------

export const carSource = source(
  'A car lease usually asks a refundable deposit of about a month and the first month’s payment up front: twice the monthly car payment of the estimate. Buying on a loan costs far more up front: UAE banks lend at most 80% of the price.',
  ['carswitch-car-financing'],
  'No published lease terms were found; assumes one month’s deposit and the first month.',
);

export const furnitureAed: Readonly<Record<HomeUnit, number>> = { Studio: 10_000, '1BR': 15_000, '2BR': 22_000, '3BR': 30_000 };
export const furnitureSource = source(
  'Furnishing an unfurnished home at mid-range prices: beds, sofa, table and chairs, curtains, a washing machine and kitchen things. AED 10,000 for a studio, 15,000 for one bedroom, 22,000 for two and 30,000 for three, converted at the pegs outside the UAE.',
  [],
  'No published figure was found; an estimate to edit.',
);

export const flightSources = new Map<CountryCode, FigureSource>(
  countryCodes.map((country) => [
    country,
    sourceOf(
      'Flights out for the family members whose tickets the employer does not pay, each at the default return fare of the yearly trip home.',
      fareSource(country).sources,
      'A one-way ticket booked at short notice often costs close to a return, so the return fare is used.',
    ),
  ]),
);

interface VisaFees {
  perAdult: number;
  perChild: number;
  name: string;
  source: FigureSource;
}

export const visaFees: Readonly<Record<CountryCode, VisaFees>> = {
  UAE: {
    perAdult: 350 + 270 + 320,
    perChild: 350 + 270,
    name: 'Residence visas, Emirates IDs and medicals',
    source: source(
      'A dependant’s two-year UAE residence: permit AED 350, Emirates ID AED 270 and, for adults, the medical test AED 320.',
      ['gn-family-visa-2024', 'icp-newborn-permit'],
      'Assumes a spouse’s or child’s permit costs what ICP charges for a newborn’s; entry-permit and typing fees are not included.',
    ),
  },
  KSA: {
    perAdult: 3 * 400,
    perChild: 3 * 400,
    name: 'Dependant levy, 3 months paid in advance at SAR 400 each',
    source: source(
      'Saudi Arabia charges SAR 400 a month per dependant, paid in advance when the iqama is issued; quarterly payment is allowed, so three months are counted. The iqama fee is not included: no source gives it.',
      ['arab-news-dependant-levy-2024', 'saudi-gazette-dependant-fee-2017'],
      'Assumes the levy is paid a quarter at a time.',
    ),
  },
  Qatar: {
    perAdult: 500,
    perChild: 500,
    name: 'Residence permits (first year)',
    source: source('A family member’s Qatar residence permit costs QR 500 a year.', ['welcome-qatar-residence-2020']),
  },
  Oman: {
    perAdult: 10,
    perChild: 10,
    name: 'Resident cards',
    source: source(
      'An Oman resident card costs OMR 5 per year of validity; a two-year card is counted for every dependant.',
      ['gn-oman-resident-card-2021'],
      'Assumes two-year cards; the dependant visa fee is not included.',
    ),
  },
  Bahrain: {
    perAdult: 95,
    perChild: 95,
    name: 'Dependant residence permits',
    source: source('A Bahrain dependant’s residence permit costs BHD 95; the first ID card is free.', ['bahrain-dependant-permit']),
  },
  Kuwait: {
    perAdult: 10 + 40,
    perChild: 10 + 30,
    name: 'Residence and health-insurance fees (first year)',
    source: source(
      'In October 2025 Kuwait charged KD 10 a year of residence per dependant and a health-insurance fee of KD 40 for a spouse and KD 30 for a child, paid before the residence is issued. From 23 December 2025 both rose (KD 20 and KD 100).',
      ['times-kuwait-visas-2019', 'kuwait-health-fee-2025'],
    ),
  },
};
