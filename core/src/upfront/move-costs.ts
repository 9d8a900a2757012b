// The cash panel's other one-offs: a car lease's deposit and first month, furniture, flights out
// and dependants' first visas, with their sources.
import { countryCodes, type CountryCode } from '../country-codes.ts';
import { fareSource } from '../figure-sources.ts';
import type { FigureSource } from '../sources.ts';
import type { HomeUnit } from './rent-terms.ts';
import { ref, source } from './sources.ts';

// ---- Car, furniture, flights, visas: sources -------------------------------------------------

const carSwitch = ref(
  'CarSwitch, "The ABCs of car financing in the UAE" (banks lend at most 80%, so at least 20% down)',
  'https://carswitch.com/newsroom/abcs-used-car-financing-uae/',
  'undated',
  'secondary',
);
const gnUaeVisa = ref(
  'Gulf News, "How long does it take to get a family residence visa in the UAE" (Emirates ID AED 270 for 2 years; medical AED 320)',
  'https://gulfnews.com/living-in-uae/visa-immigration/how-long-does-it-take-to-get-a-family-residence-visa-in-the-uae-1.1706281198571',
  '2024-01-26',
  'newspaper',
);
const icpNewborn = ref(
  'Daily The Business, "Residence permit for newborns in UAE for Dhs350" (ICP fee breakdown)',
  'https://dailythebusiness.com/now-you-can-get-a-residence-permit-for-newborns-in-uae-for-dhs-350',
  'undated',
  'secondary',
);
const arabNewsLevy = ref(
  'Arab News, "Saudi Arabia considering fee revision for skilled expats\' dependents" (SAR 400 a month)',
  'https://www.arabnews.pk/node/2471466',
  '2024-03-05',
  'newspaper',
);
const saudiGazetteLevy = ref(
  'Saudi Gazette, "Confirmed: dependents fee payment linked to iqama" (paid in advance at issuance)',
  'http://saudigazette.com.sa/saudi-arabia/confirmed-dependents-fee-payment-linked-iqama/',
  '2017',
  'newspaper',
);
const welcomeQatar = ref(
  'Welcome Qatar (citing Hukoomi / Ministry of Interior), "New updates on renewing residence permit for expatriates" (QR 500 a year)',
  'http://welcomeqatar.com/articles/new-updates-on-renewing-residence-permit-for-expatriates/',
  '2020-10-03',
  'secondary',
);
const gnOmanCard = ref(
  'Gulf News, "Oman resident card validity extended to 3 years" (OMR 5 per year of validity)',
  'https://gulfnews.com/world/gulf/oman/oman-resident-card-validity-extended-to-3-years-from-current-2-years-1.83252995',
  '2021-10-27',
  'newspaper',
);
const bahrainPermit = ref(
  'Bahrain.bh, "Dependents Residency Permit (Wife/Husband)" (BHD 90 service + BHD 5 admin)',
  'https://www.bahrain.bh/wps/portal/en/BNP/ServicesCatalogue/GSX-UI-PServiceDetails?psID=2675',
  'undated',
  'official',
);
const timesKuwait = ref(
  'Times Kuwait, "Visit visas can be transferred to work visas" (KD 10 a year per dependant)',
  'https://www.timeskuwait.com/news/visit-visas-can-be-transferred-to-work-visas/',
  '2019-10',
  'newspaper',
);
const kuwaitHealthFee = ref(
  'Kuwait Times (via kinstranews.com), "Health insurance hiked to KD 100" (previously KD 40 spouse, KD 30 child)',
  'https://kinstranews.com/health-insurance-hiked-to-kd-100',
  '2025-12',
  'newspaper',
);

// ---- Car, furniture, flights, visas -----------------------------------------------------------

export const carSource = source(
  'A car lease usually asks a refundable deposit of about a month and the first month’s payment up front: twice the monthly car payment of the estimate. Buying on a loan costs far more up front: UAE banks lend at most 80% of the price.',
  [carSwitch],
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
    source(
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
      [gnUaeVisa, icpNewborn],
      'Assumes a spouse’s or child’s permit costs what ICP charges for a newborn’s; entry-permit and typing fees are not included.',
    ),
  },
  KSA: {
    perAdult: 3 * 400,
    perChild: 3 * 400,
    name: 'Dependant levy, 3 months paid in advance at SAR 400 each',
    source: source(
      'Saudi Arabia charges SAR 400 a month per dependant, paid in advance when the iqama is issued; quarterly payment is allowed, so three months are counted. The iqama fee is not included: no source gives it.',
      [arabNewsLevy, saudiGazetteLevy],
      'Assumes the levy is paid a quarter at a time.',
    ),
  },
  Qatar: {
    perAdult: 500,
    perChild: 500,
    name: 'Residence permits (first year)',
    source: source('A family member’s Qatar residence permit costs QR 500 a year.', [welcomeQatar]),
  },
  Oman: {
    perAdult: 10,
    perChild: 10,
    name: 'Resident cards',
    source: source(
      'An Oman resident card costs OMR 5 per year of validity; a two-year card is counted for every dependant.',
      [gnOmanCard],
      'Assumes two-year cards; the dependant visa fee is not included.',
    ),
  },
  Bahrain: {
    perAdult: 95,
    perChild: 95,
    name: 'Dependant residence permits',
    source: source('A Bahrain dependant’s residence permit costs BHD 95; the first ID card is free.', [bahrainPermit]),
  },
  Kuwait: {
    perAdult: 10 + 40,
    perChild: 10 + 30,
    name: 'Residence and health-insurance fees (first year)',
    source: source(
      'In October 2025 Kuwait charged KD 10 a year of residence per dependant and a health-insurance fee of KD 40 for a spouse and KD 30 for a child, paid before the residence is issued. From 23 December 2025 both rose (KD 20 and KD 100).',
      [timesKuwait, kuwaitHealthFee],
    ),
  },
};
