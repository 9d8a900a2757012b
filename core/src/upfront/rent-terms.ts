// What a new tenancy costs besides the rent, by place: deposit, agency fee, registration and
// utility deposits, each with its source.
import type { PlaceRules } from '../place-rules.ts';
import type { CountryCode } from '../country-codes.ts';
import type { housingUnitFor } from '../cost-constants.ts';
import { formatMoney } from '../money-format.ts';
import type { FigureSource } from '../sources.ts';
import { fromDirhams, source } from './sources.ts';

// ---- Rent: deposit, agency, registration, utilities --------------------------------------------

/** A share of the year's rent as a fraction, so whole rents divide without float error. */
export type Share = readonly [numerator: number, denominator: number];
export type HomeUnit = ReturnType<typeof housingUnitFor>['unit'];

interface RentTerms {
  deposit: { share: Share; name: string; source: FigureSource };
  agency: { share: Share; name: string; source: FigureSource };
  registration?: { name: string; amount: number; source: FigureSource };
  utilities: { name: string; amount: (unit: HomeUnit) => number; source: FigureSource };
}

const dubaiRent: RentTerms = {
  deposit: {
    share: [1, 20],
    name: 'Security deposit (5% of the year’s rent)',
    source: source(
      'Dubai landlords take 5% of the annual rent as a deposit for an unfurnished home (10% furnished); the law sets no amount.',
      ['gn-security-deposit-2024'],
    ),
  },
  agency: {
    share: [1, 20],
    name: 'Agency fee (5% of the year’s rent)',
    source: source('The tenant pays the letting agent 5% of the annual rent in Dubai.', [
      'propertyfinder-paying-rent',
      'lifeintheuae-renting',
    ]),
  },
  registration: {
    name: 'Ejari tenancy registration',
    amount: 220,
    source: source(
      'Registering the lease on Ejari costs about AED 220 at a trustee centre (AED 120 online, plus a service fee of AED 95 and VAT); the tenant usually pays.',
      ['dld-ejari-registration', 'sevenx-tenants-guide'],
    ),
  },
  utilities: {
    name: 'DEWA deposit and connection fee',
    amount: () => 2_130,
    source: source(
      'DEWA takes a refundable AED 2,000 deposit for a flat (AED 4,000 for a villa) and a connection fee of about AED 130. Buildings on district cooling (Empower) ask a further AED 2,000 deposit, not included.',
      ['gn-dewa-deposit-2017', 'pillar-dewa-move-in'],
    ),
  },
};

const uaeAssumption = 'Assumes Dubai’s customs and amounts; no source for this emirate was found.';
const otherEmiratesRent: RentTerms = {
  deposit: { ...dubaiRent.deposit, source: { ...dubaiRent.deposit.source, assumption: uaeAssumption } },
  agency: { ...dubaiRent.agency, source: { ...dubaiRent.agency.source, assumption: uaeAssumption } },
  utilities: {
    name: 'Electricity and water deposit',
    amount: () => 2_000,
    source: source('A flat’s electricity and water deposit, taken at DEWA’s AED 2,000.', ['gn-dewa-deposit-2017'], uaeAssumption),
  },
};

const abuDhabiRent: RentTerms = {
  deposit: {
    share: [1, 20],
    name: 'Security deposit (5% of the year’s rent)',
    source: source('Abu Dhabi landlords typically take 5% of the annual rent as a deposit; the law sets no amount.', [
      'properle-security-deposit',
    ]),
  },
  agency: {
    share: [1, 20],
    name: 'Agency fee (5% of the year’s rent)',
    source: source(
      'Letting agents across the UAE charge about 5% of the annual rent.',
      ['lifeintheuae-renting'],
      'No Abu Dhabi figure was found; assumes the UAE-wide 5%.',
    ),
  },
  utilities: {
    name: 'ADDC electricity and water deposit',
    amount: () => 2_000,
    source: source(
      'A flat’s electricity and water deposit, taken at DEWA’s AED 2,000.',
      ['gn-dewa-deposit-2017'],
      'No ADDC deposit amount was found.',
    ),
  },
};

const sharjahRent: RentTerms = {
  deposit: {
    share: [1, 20],
    name: 'Security deposit (5% of the year’s rent)',
    source: source(
      'A deposit of 5% of the annual rent, as in Dubai.',
      ['gn-security-deposit-2024'],
      'No current Sharjah figure was found.',
    ),
  },
  agency: {
    share: [1, 20],
    name: 'Agency fee (5% of the year’s rent)',
    source: source('Sharjah letting agents charge up to 5% of the annual rent.', ['askaan-sharjah-leasing']),
  },
  utilities: {
    name: 'SEWA deposit',
    amount: (unit) => (unit === '3BR' ? 3_000 : 2_000),
    source: source(
      'SEWA took AED 2,000 for a flat of up to two bedrooms and AED 3,000 for three.',
      ['gn-sewa-deposit-2008'],
      'The scale dates from 2008; SEWA now sets deposits by expected use.',
    ),
  },
};

const ksaRent: RentTerms = {
  deposit: {
    share: [1, 12],
    name: 'Security deposit (1 month’s rent)',
    source: source(
      'Under the Brokerage Law any guarantee is held by REGA and returned less damages.',
      ['ajc-brokerage-law-2022'],
      'The usual amount is not published; assumes one month’s rent.',
    ),
  },
  agency: {
    share: [1, 40],
    name: 'Broker commission (2.5% of the first year’s rent)',
    source: source('A Saudi broker may charge the tenant at most 2.5% of the first year’s rent, once.', [
      'ajc-brokerage-law-2022',
      'mci-commission-2014',
    ]),
  },
  registration: {
    name: 'Ejar contract fee',
    amount: 125,
    source: source(
      'Registering a residential lease on Ejar costs SAR 125 a year.',
      ['ejar-contract-fee'],
      'Who pays is not fixed; assumes the tenant does.',
    ),
  },
  utilities: {
    name: 'Electricity (SEC) deposit',
    amount: () => 500,
    source: source(
      'SEC said in 2018 it would take an advance deposit of at least SAR 500.',
      ['sec-deposit-2018'],
      'Whether it is taken today is not confirmed.',
    ),
  },
};

const qatarRent: RentTerms = {
  deposit: {
    share: [1, 12],
    name: 'Security deposit (1 month’s rent)',
    source: source('Doha landlords take one month’s rent as a deposit cheque.', ['loft-bureau-qatar-leasing', 'mirage-qatar-faqs']),
  },
  agency: {
    share: [1, 24],
    name: 'Agency commission (half a month’s rent)',
    source: source('Doha agents charge half a month’s rent for a one-year lease (a month for two years).', ['mirage-qatar-faqs']),
  },
  utilities: {
    name: 'Kahramaa deposit',
    amount: () => 2_000,
    source: source('Kahramaa takes QR 2,000 (QR 1,200 electricity, QR 800 water), refunded on final settlement.', [
      'mirage-qatar-faqs',
      'danat-qatar-reservation',
    ]),
  },
};

const unconfirmedUtility = (name: string, country: CountryCode, note: string, extra: readonly string[] = []): RentTerms['utilities'] => ({
  name,
  amount: () => fromDirhams(2_000, country),
  source: source(
    `A flat’s electricity and water deposit, taken at the AED 2,000 DEWA charges in Dubai, converted at the pegs (${formatMoney(fromDirhams(2_000, country), country)}).`,
    ['gn-dewa-deposit-2017', ...extra],
    note,
  ),
});

const omanRent: RentTerms = {
  deposit: {
    share: [1, 12],
    name: 'Security deposit (1 month’s rent)',
    source: source('Muscat landlords take a deposit of one month’s rent.', ['retalk-oman-2017']),
  },
  agency: {
    share: [1, 12],
    name: 'Agency commission (1 month’s rent)',
    source: source(
      'Some Muscat agents charge the tenant a month’s rent; others are paid by the landlord.',
      ['expatlife-oman-housing', 'resfix-oman-tenancy'],
      'Practice varies; assumes the tenant pays a month’s rent.',
    ),
  },
  utilities: unconfirmedUtility('Nama electricity and water deposit', 'Oman', 'No Nama deposit amount was found.'),
};

const bahrainRent: RentTerms = {
  deposit: {
    share: [1, 12],
    name: 'Security deposit (1 month’s rent)',
    source: source('One month’s rent is the common deposit in Bahrain; the law caps it at three months.', [
      'baker-mckenzie-bahrain-leases',
      'impact-estate-bahrain',
    ]),
  },
  agency: {
    share: [1, 12],
    name: 'Agency commission (1 month’s rent)',
    source: source(
      'An agent’s commission of a month’s rent.',
      ['impact-estate-bahrain'],
      'No Bahrain figure was found; assumes a month’s rent.',
    ),
  },
  utilities: {
    name: 'EWA deposit',
    amount: () => 200,
    source: source(
      'EWA takes a deposit from tenants by connection size: BD 100 for single-phase electricity and BD 100 for a ½-inch water connection.',
      ['ewa-move-in'],
      'Assumes a flat with single-phase electricity and a ½-inch water connection (three-phase is BD 300).',
    ),
  },
};

const kuwaitRent: RentTerms = {
  deposit: {
    share: [1, 12],
    name: 'Security deposit (1 month’s rent)',
    source: source('Kuwait landlords ask a refundable deposit of half a month’s or a month’s rent; no law sets it.', [
      'kuwait-times-al-ghanem',
    ]),
  },
  agency: {
    share: [1, 12],
    name: 'Agency commission (1 month’s rent)',
    source: source('Kuwait letting offices charge half a month’s or a month’s rent; the top of the range is used.', [
      'kuwait-times-al-ghanem',
    ]),
  },
  utilities: unconfirmedUtility('MEW connection deposit', 'Kuwait', 'No MEW deposit amount was found; employers often arrange it.', [
    'hilite-kuwait-utilities',
  ]),
};

export const rentTerms: PlaceRules<RentTerms> = {
  country: { UAE: otherEmiratesRent, KSA: ksaRent, Qatar: qatarRent, Oman: omanRent, Bahrain: bahrainRent, Kuwait: kuwaitRent },
  city: { 'UAE/Dubai': dubaiRent, 'UAE/Abu Dhabi': abuDhabiRent, 'UAE/Sharjah': sharjahRent },
};
