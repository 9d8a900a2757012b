// Cash needed before the first salary (issue 10): the first rent payment by local custom, deposits,
// agency and registration fees, utility deposits, school one-offs per child, a car, furniture,
// flights and dependants' first visas, in whole units of the local currency. Figures and their
// sources come from docs/research/renting.md and schools-flights-fx.md (November 2026, describing
// October 2025); every FigureSource is built once at module load, a call only multiplies.
//
// Left out on purpose, so nobody adds them by mistake:
// - registration the law puts on the landlord: Abu Dhabi's Tawtheeq, Sharjah's attestation (Law
//   5/2024), Qatar's 0.5% and Oman's 3% lease registration; Bahrain's and Kuwait's fees are unknown;
// - the education allowance: it is paid with the salary, so it does not arrive before the first one;
// - rent-linked municipality fees and dependants' health insurance: billed monthly, in the estimate.
import { ruleForPlace, type PlaceRules } from './place-rules.ts';
import { countryCodes, type CountryCode } from './country-codes.ts';
import { aedToLocalFactor, currencyFor } from './currency.ts';
import { housingUnitFor, monthlySchoolFeeAed, transportShares } from './cost-constants.ts';
import { dataAsOf } from './data-date.ts';
import { costRecord } from './district-data.ts';
import { fareSource } from './figure-sources.ts';
import { householdSize } from './household-options.ts';
import { formatMoney } from './money-format.ts';
import { packageAmountFor } from './offer-evaluation.ts';
import type { OfferInput } from './offer-input.ts';
import { flightsCovered, returnFareFor } from './return-fares.ts';
import type { FigureSource, SourceRef } from './sources.ts';

export type UaeCheques = 1 | 2 | 4 | 6 | 12;
export type KsaRentPeriod = 'half-yearly' | 'yearly';

export interface UpfrontCashOptions {
  /** How many cheques the UAE landlord takes for the year (default 4). */
  uaeCheques?: UaeCheques | undefined;
  /** How often Saudi rent is paid through Ejar (default yearly). */
  ksaRentPeriod?: KsaRentPeriod | undefined;
  /** A one-off relocation allowance from the employer, local currency. */
  relocationAllowance?: number | undefined;
  /** Amounts the user typed over lines, by line key (local currency); a key no line has is ignored. */
  lineEdits?: Readonly<Record<string, number>> | undefined;
  /** A monthly package typed on the results screen, for the weeks of package. */
  packageOverride?: number | null | undefined;
}

export interface UpfrontCashLine {
  /** Stable across option changes ('rent-first', 'child-2-deposit'): edits are kept by it. */
  key: string;
  name: string;
  /** Whole units of the local currency, never negative. */
  amount: number;
  source?: FigureSource | undefined;
  /** The model's amount when the user typed over it; absent otherwise. */
  estimate?: number | undefined;
}

export interface UpfrontCash {
  lines: UpfrontCashLine[];
  /** The sum of the lines. */
  total: number;
  relocationAllowance: number;
  /** total − relocationAllowance, never below 0. */
  net: number;
  /** net in weeks of the package (monthly package × 12 / 52), one decimal. */
  weeksOfPackage: number;
}

/** Four cheques: the commonest multi-cheque option in Dubai (renting.md section 1). */
export const defaultUaeCheques: UaeCheques = 4;
/** Yearly: Saudi rent is traditionally one annual payment when the Ejar contract is authenticated. */
export const defaultKsaRentPeriod: KsaRentPeriod = 'yearly';

const asOf = dataAsOf.asOfLabel;
const ref = (title: string, url: string | undefined, date: string, kind: SourceRef['kind']): SourceRef => ({ title, url, date, kind });
const source = (explanation: string, sources: readonly SourceRef[], assumption?: string): FigureSource =>
  assumption ? { explanation, sources, asOf, assumption } : { explanation, sources, asOf };
/** A dirham amount in a country's currency, whole units (for assumptions carried over from Dubai). */
const fromDirhams = (aed: number, country: CountryCode) => Math.round(aed * aedToLocalFactor(currencyFor(country)));

// ---- Sources ----------------------------------------------------------------------------------

const gnPayRent = ref(
  'Gulf News, "How to pay rent in Dubai: top 3 payment methods" (1 or 2-4 post-dated cheques; more landlords accept 4 or more)',
  'https://gulfnews.com/amp/story/living-in-uae%2Fhousing%2Fhow-to-pay-rent-in-dubai-top-3-payment-methods-for-tenants-1.500425918',
  'undated (about 2025)',
  'newspaper',
);
const gnChequeless = ref(
  'Gulf News, "UAE rental market begins to move beyond cheque-based payments" (newcomers asked for the year in 1-4 cheques)',
  'https://gulfnews.com/business/property/uae-rental-market-begins-to-move-beyond-cheque-based-payments-1.500447415',
  '2026-02-18',
  'newspaper',
);
const manilaTimesCheques = ref(
  'Manila Times (repost), "Dubai rent cheques: tenants dictate terms" (Property Monitor: 43% of leases on 4 cheques)',
  'http://www.manilatimes.net/dubai-rent-cheques-tenants-dictate-terms/348946/',
  '2017',
  'newspaper',
);
const gnDeposit = ref(
  'Gulf News, "Renting a home in Dubai: how much is the security deposit?" (5% unfurnished, 10% furnished)',
  'https://gulfnews.com/living-in-uae/housing/renting-a-home-in-dubai-how-much-is-the-security-deposit-1.1716906865349',
  '2024-05-28',
  'newspaper',
);
const propertyFinderRent = ref(
  'Property Finder, "Paying rent in Dubai" (agency fee 5% of annual rent)',
  'https://www.propertyfinder.ae/blog/paying-rent-dubai/',
  'undated',
  'secondary',
);
const lifeInUae = ref(
  'Life in the UAE, "Renting" (agency fee about 5% of annual rent)',
  'https://www.lifeintheuae.com/moving-to-the-uae/accommodation/renting.aspx',
  'undated',
  'secondary',
);
const dldEjari = ref(
  'Dubai Land Department, "Register / renew tenancy contract" (AED 100 + AED 10 + AED 10, plus AED 95 + VAT at a trustee centre)',
  'https://dubailand.gov.ae/en/eservices/register-renew-tenancy-contract',
  'undated',
  'official',
);
const sevenXEjari = ref(
  'Seven X Properties, "Tenant\'s guide" (Ejari about AED 220)',
  'https://www.sevenxproperties.com/tenants-guide',
  'undated',
  'secondary',
);
const gnDewa = ref(
  'Gulf News, "Dubai villa tenant gets security deposit shock" (DEWA: AED 2,000 flat, AED 4,000 villa)',
  'http://gulfnews.com/news/uae/society/dubai-villa-tenant-gets-security-deposit-shock-1.2104798',
  'about 2017',
  'newspaper',
);
const pillarDewa = ref(
  'Pillar OS, "DEWA move-in" (deposit still AED 2,000 / 4,000; connection fee about AED 100-130)',
  'https://getpillaros.com/resources/dewa-move-in-connection-dubai-landlords',
  '2026-07',
  'secondary',
);
const properleDeposit = ref(
  'ProperLE, "Security deposit rules Dubai & Abu Dhabi" (typically 5% in Abu Dhabi)',
  'https://www.myproperle.com/blog/security-deposit-rules-dubai-abudhabi',
  'undated',
  'secondary',
);
const askaanSharjah = ref(
  'Askaan, "Leasing property guide Sharjah" (agency fee up to 5% of the annual rent)',
  'https://www.askaan.com/blog/guides/leasing-property-guide-sharjah',
  'undated',
  'secondary',
);
const gnSewa = ref(
  'Gulf News, "Sharjah tenants to pay additional deposit" (SEWA: AED 2,000 up to 2 bedrooms, AED 3,000 for 3)',
  'http://gulfnews.com/news/gulf/uae/housing-property/sharjah-tenants-to-pay-additional-deposit-1.97913',
  '2008-04-14',
  'newspaper',
);
const dlightEjar = ref(
  'Dlight, "Installments on an Ejar rental contract" (rent traditionally one annual payment at authentication)',
  'https://dlight.ai/en/guides/installments-on-ejar-contract',
  'undated (about 2025)',
  'secondary',
);
const ktEjar = ref(
  'Khaleej Times, "All residential rent payments must go through online platform in Saudi Arabia"',
  'https://www.khaleejtimes.com/world/gulf/all-residential-rent-payments-must-go-through-online-platform-in-saudi-arabia',
  '2024-01-15',
  'newspaper',
);
const ksaBrokerage = ref(
  'Al Jazeera Capital, "Here\'s what you need to know about the new real estate brokerage law" (at most 2.5% of the first year\'s rent)',
  'https://aljazeerafinancial.com/heres-what-you-need-to-know-about-new-real-estate-brokerage-law/',
  '2022',
  'secondary',
);
const mciCommission = ref(
  'Ministry of Commerce, "MCI confirms that the sale and rent commission does not exceed 2.5%"',
  'https://mci.gov.sa/en/mediacenter/News/Pages/08-07-14-01.aspx',
  '2014-07-08',
  'official',
);
const ejarFee = ref(
  'Malayalam News (reporting Ejar), "Ejaar network clarifies rental contract fees in Saudi Arabia" (SAR 125 a year)',
  'https://themalayalamnews.com/gulf/saudi/ejaar-network-clarifies-rental-contract-fees-in-saudi-arabia',
  'about 2024',
  'secondary',
);
const secDeposit = ref(
  'Saudi Gazette, "SEC to take advance deposit from consumers" (at least SAR 500)',
  'https://saudigazette.com.sa/article/535969/SAUDI-ARABIA/SEC-to-take-advance-deposit-from-consumers',
  '2018-05-31',
  'newspaper',
);
const mirage = ref(
  'Mirage Property, FAQs (12 monthly cheques, 1 month deposit, half a month commission, Kahramaa QR 2,000)',
  'https://mirageproperty.com/faqs/',
  'undated',
  'secondary',
);
const maroon = ref(
  'Maroon Homes, FAQs (12 post-dated cheques and a deposit cheque)',
  'http://maroonhomes.com/faqs.aspx',
  'undated',
  'secondary',
);
const loftBureau = ref(
  'The Loft Bureau, "Leasing in the State of Qatar" (deposit normally 1 month)',
  'https://theloftbureau.com/leasing-in-the-state-of-qatar',
  'undated',
  'secondary',
);
const danat = ref(
  'Danat Qatar, reservation terms (Kahramaa deposit)',
  'https://danatqatar.qa/e-property-reservation-form/',
  'undated',
  'secondary',
);
const resfix = ref(
  'Resfix, "Tenancy & leasing agreement process in Oman" (cheques for a year, six months or a quarter)',
  'https://www.resfix.com/knowledge-base/tenancy-leasing-agreement-process-in-oman',
  'undated',
  'secondary',
);
const retalk = ref(
  'Retalk MENA, "Renting property in Oman" (3 or 6 months in advance; deposit of 1 month)',
  'https://retalkmena.com/2017/04/13/renting-property-oman/1492010779',
  '2017-04-13',
  'secondary',
);
const expatLifeOman = ref(
  'ExpatLife.ai, "Oman housing" (some agents charge tenants a month\'s rent)',
  'https://expatlife.ai/oman/housing',
  'undated',
  'secondary',
);
const impactEstate = ref(
  'Impact Estate, "Renting property in Bahrain" (3 months in advance at signing, then monthly)',
  'https://impact-estate.com/procedures-to-rent-a-property',
  'undated',
  'secondary',
);
const bakerBahrain = ref(
  'Baker McKenzie, "Global corporate real estate guide - Bahrain: leases" (deposit at most 3 months, Law 27/2014)',
  'https://resourcehub.bakermckenzie.com/en/resources/global-corporate-real-estate-guide/europe-middle-east-and-africa/bahrain/topics/leases',
  'undated',
  'secondary',
);
const ewaMoveIn = ref(
  'EWA, "Move in: change of name / tenancy" (electricity single-phase BD 100; water ½" BD 100)',
  'https://www.ewa.bh/en/Customer/Services/move-in',
  'undated',
  'official',
);
const ktRental = ref(
  'Kuwait Times, "Common rental concerns" (rent paid monthly)',
  'https://news.kuwaittimes.net/website/common-rental-concerns/',
  'undated',
  'newspaper',
);
const ktAlGhanem = ref(
  'Kuwait Times, "Unofficial rental terms dictate market: Al-Ghanem" (deposit and commission each ½ or 1 month)',
  'https://kuwaittimes.com/unofficial-rental-terms-dictate-market-al-ghanem',
  'undated (about 2019-2022)',
  'newspaper',
);
const hilite = ref(
  'Hilite Homes, "Utilities in Kuwait" (a connection deposit may be asked, often arranged by the employer)',
  'https://www.hilitehomes.com/real-estate-blog-in-kuwait/utilities-in-kuwait',
  'undated',
  'secondary',
);
const ktKhda = ref(
  'Khaleej Times, "Dh500 application fee, 10% deposits: What Dubai parents need to know" (KHDA rules)',
  'https://www.khaleejtimes.com/uae/dh500-application-fee10-deposits-what-dubai-parents-need-to-know-when-enrolling-kids-for-next-sch',
  '2023-02-10',
  'newspaper',
);
const sixToSixteen = ref(
  '6to16, "Dubai School Enrollment Regulations: Fees and Deposits Explained" (term 1 at most 40% of tuition)',
  'https://6to16.com/dubai-school-enrollment-regulations-fees-and-deposits-explained/',
  'undated (KHDA, 2023)',
  'secondary',
);
const gulfInsiderAdek = ref(
  'Gulf Insider, "Abu Dhabi sets 15 per cent limit for exceptional school fee hike" (ADEK: registration at most 5%, no application fees, 3-10 instalments)',
  'https://www.gulf-insider.com/abu-dhabi-sets-15-per-cent-limit-for-exceptional-school-fee-hike/',
  'undated (2025-26 policy)',
  'secondary',
);
const ktSaudiSchools = ref(
  'Khaleej Times, "Private schools in Saudi Arabia to hike fees" (a Dammam school\'s one-off levy SR 1,500 at admission)',
  'https://www.khaleejtimes.com/region/saudi-arabia/private-schools-in-saudi-arabia-to-hike-fees',
  '2018-03-14',
  'newspaper',
);
const saudiSchoolVat = ref(
  'Saudi Gazette, "Govt to bear VAT on private education for citizens" (15% for non-Saudis)',
  'https://saudigazette.com.sa/article/610561',
  '2020',
  'newspaper',
);
const hayatSchool = ref(
  'Hayat Universal School fee page via Edarabia (registration QR 2,770; two instalments; books QR 1,000-2,500)',
  'https://www.edarabia.com/lf/?id=122431&ins=hayat-universal-school-doha-qatar',
  'undated',
  'secondary',
);
const gulfTimesQatarSchools = ref(
  'Gulf Times (mirrored), "Private schools get fee carte blanche" (assessment QR 400-500)',
  'https://kalse.me/article/private-schools-get-fee-carte-blanche',
  'undated (older)',
  'newspaper',
);
const ktKuwaitSchools = ref(
  'Kuwait Times, "Despite ministry orders, schools raise fees" (a school asked KD 200 to reserve a seat)',
  'https://kuwaittimes.com/despite-ministry-orders-schools-raise-fees/',
  '2016',
  'newspaper',
);
const ktBooks = ref(
  'Khaleej Times, "Left with no choice, parents in Dubai bear hefty costs" (books AED 750-903 a year per primary child)',
  'https://www.khaleejtimes.com/news/education/left-with-no-choice-parents-bear/hefty-costs',
  '2018-09-02',
  'newspaper',
);
const ftaVat = ref(
  'Gulf News, "Clarified: VAT for health, education sectors" (uniforms carry 5% VAT)',
  'https://gulfnews.com/business/economy/vat/clarified-vat-for-health-education-sectors-1.2154453',
  '2018',
  'newspaper',
);
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

// ---- Rent: first payment, deposit, agency, registration, utilities ----------------------------

/** A share of the year's rent as a fraction, so whole rents divide without float error. */
type Share = readonly [numerator: number, denominator: number];
type HomeUnit = ReturnType<typeof housingUnitFor>['unit'];

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
      [gnDeposit],
    ),
  },
  agency: {
    share: [1, 20],
    name: 'Agency fee (5% of the year’s rent)',
    source: source('The tenant pays the letting agent 5% of the annual rent in Dubai.', [propertyFinderRent, lifeInUae]),
  },
  registration: {
    name: 'Ejari tenancy registration',
    amount: 220,
    source: source(
      'Registering the lease on Ejari costs about AED 220 at a trustee centre (AED 120 online, plus a service fee of AED 95 and VAT); the tenant usually pays.',
      [dldEjari, sevenXEjari],
    ),
  },
  utilities: {
    name: 'DEWA deposit and connection fee',
    amount: () => 2_130,
    source: source(
      'DEWA takes a refundable AED 2,000 deposit for a flat (AED 4,000 for a villa) and a connection fee of about AED 130. Buildings on district cooling (Empower) ask a further AED 2,000 deposit, not included.',
      [gnDewa, pillarDewa],
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
    source: source('A flat’s electricity and water deposit, taken at DEWA’s AED 2,000.', [gnDewa], uaeAssumption),
  },
};

const abuDhabiRent: RentTerms = {
  deposit: {
    share: [1, 20],
    name: 'Security deposit (5% of the year’s rent)',
    source: source('Abu Dhabi landlords typically take 5% of the annual rent as a deposit; the law sets no amount.', [properleDeposit]),
  },
  agency: {
    share: [1, 20],
    name: 'Agency fee (5% of the year’s rent)',
    source: source(
      'Letting agents across the UAE charge about 5% of the annual rent.',
      [lifeInUae],
      'No Abu Dhabi figure was found; assumes the UAE-wide 5%.',
    ),
  },
  utilities: {
    name: 'ADDC electricity and water deposit',
    amount: () => 2_000,
    source: source('A flat’s electricity and water deposit, taken at DEWA’s AED 2,000.', [gnDewa], 'No ADDC deposit amount was found.'),
  },
};

const sharjahRent: RentTerms = {
  deposit: {
    share: [1, 20],
    name: 'Security deposit (5% of the year’s rent)',
    source: source('A deposit of 5% of the annual rent, as in Dubai.', [gnDeposit], 'No current Sharjah figure was found.'),
  },
  agency: {
    share: [1, 20],
    name: 'Agency fee (5% of the year’s rent)',
    source: source('Sharjah letting agents charge up to 5% of the annual rent.', [askaanSharjah]),
  },
  utilities: {
    name: 'SEWA deposit',
    amount: (unit) => (unit === '3BR' ? 3_000 : 2_000),
    source: source(
      'SEWA took AED 2,000 for a flat of up to two bedrooms and AED 3,000 for three.',
      [gnSewa],
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
      [ksaBrokerage],
      'The usual amount is not published; assumes one month’s rent.',
    ),
  },
  agency: {
    share: [1, 40],
    name: 'Broker commission (2.5% of the first year’s rent)',
    source: source('A Saudi broker may charge the tenant at most 2.5% of the first year’s rent, once.', [ksaBrokerage, mciCommission]),
  },
  registration: {
    name: 'Ejar contract fee',
    amount: 125,
    source: source(
      'Registering a residential lease on Ejar costs SAR 125 a year.',
      [ejarFee],
      'Who pays is not fixed; assumes the tenant does.',
    ),
  },
  utilities: {
    name: 'Electricity (SEC) deposit',
    amount: () => 500,
    source: source(
      'SEC said in 2018 it would take an advance deposit of at least SAR 500.',
      [secDeposit],
      'Whether it is taken today is not confirmed.',
    ),
  },
};

const qatarRent: RentTerms = {
  deposit: {
    share: [1, 12],
    name: 'Security deposit (1 month’s rent)',
    source: source('Doha landlords take one month’s rent as a deposit cheque.', [loftBureau, mirage]),
  },
  agency: {
    share: [1, 24],
    name: 'Agency commission (half a month’s rent)',
    source: source('Doha agents charge half a month’s rent for a one-year lease (a month for two years).', [mirage]),
  },
  utilities: {
    name: 'Kahramaa deposit',
    amount: () => 2_000,
    source: source('Kahramaa takes QR 2,000 (QR 1,200 electricity, QR 800 water), refunded on final settlement.', [mirage, danat]),
  },
};

const unconfirmedUtility = (
  name: string,
  country: CountryCode,
  note: string,
  extra: readonly SourceRef[] = [],
): RentTerms['utilities'] => ({
  name,
  amount: () => fromDirhams(2_000, country),
  source: source(
    `A flat’s electricity and water deposit, taken at the AED 2,000 DEWA charges in Dubai, converted at the pegs (${formatMoney(fromDirhams(2_000, country), country)}).`,
    [gnDewa, ...extra],
    note,
  ),
});

const omanRent: RentTerms = {
  deposit: {
    share: [1, 12],
    name: 'Security deposit (1 month’s rent)',
    source: source('Muscat landlords take a deposit of one month’s rent.', [retalk]),
  },
  agency: {
    share: [1, 12],
    name: 'Agency commission (1 month’s rent)',
    source: source(
      'Some Muscat agents charge the tenant a month’s rent; others are paid by the landlord.',
      [expatLifeOman, resfix],
      'Practice varies; assumes the tenant pays a month’s rent.',
    ),
  },
  utilities: unconfirmedUtility('Nama electricity and water deposit', 'Oman', 'No Nama deposit amount was found.'),
};

const bahrainRent: RentTerms = {
  deposit: {
    share: [1, 12],
    name: 'Security deposit (1 month’s rent)',
    source: source('One month’s rent is the common deposit in Bahrain; the law caps it at three months.', [bakerBahrain, impactEstate]),
  },
  agency: {
    share: [1, 12],
    name: 'Agency commission (1 month’s rent)',
    source: source('An agent’s commission of a month’s rent.', [impactEstate], 'No Bahrain figure was found; assumes a month’s rent.'),
  },
  utilities: {
    name: 'EWA deposit',
    amount: () => 200,
    source: source(
      'EWA takes a deposit from tenants by connection size: BD 100 for single-phase electricity and BD 100 for a ½-inch water connection.',
      [ewaMoveIn],
      'Assumes a flat with single-phase electricity and a ½-inch water connection (three-phase is BD 300).',
    ),
  },
};

const kuwaitRent: RentTerms = {
  deposit: {
    share: [1, 12],
    name: 'Security deposit (1 month’s rent)',
    source: source('Kuwait landlords ask a refundable deposit of half a month’s or a month’s rent; no law sets it.', [ktAlGhanem]),
  },
  agency: {
    share: [1, 12],
    name: 'Agency commission (1 month’s rent)',
    source: source('Kuwait letting offices charge half a month’s or a month’s rent; the top of the range is used.', [ktAlGhanem]),
  },
  utilities: unconfirmedUtility('MEW connection deposit', 'Kuwait', 'No MEW deposit amount was found; employers often arrange it.', [
    hilite,
  ]),
};

const rentTerms: PlaceRules<RentTerms> = {
  country: { UAE: otherEmiratesRent, KSA: ksaRent, Qatar: qatarRent, Oman: omanRent, Bahrain: bahrainRent, Kuwait: kuwaitRent },
  city: { 'UAE/Dubai': dubaiRent, 'UAE/Abu Dhabi': abuDhabiRent, 'UAE/Sharjah': sharjahRent },
};

const chequeSources = new Map<UaeCheques, FigureSource>(
  ([1, 2, 4, 6, 12] as const).map((cheques) => [
    cheques,
    source(
      `UAE landlords take the year’s rent in post-dated cheques, the first paid at signing: with ${cheques} ${cheques === 1 ? 'cheque that is the whole year' : `cheques it is 1/${cheques} of the year`}. The rent is the model’s district rent for your home size. Fewer cheques often buy a lower rent.`,
      [gnPayRent, gnChequeless, manilaTimesCheques],
      cheques > 4 ? 'Landlords who take more than 4 cheques often ask a higher rent; the rent is not raised here.' : undefined,
    ),
  ]),
);

const ksaPeriodSources: Readonly<Record<KsaRentPeriod, FigureSource>> = {
  yearly: source(
    'Saudi rent is paid through Ejar, traditionally as one payment for the year when the contract is authenticated. The rent is the model’s district rent for your home size.',
    [dlightEjar, ktEjar],
  ),
  'half-yearly': source(
    'Saudi rent is paid through Ejar; half-yearly payment in advance is common. The rent is the model’s district rent for your home size.',
    [dlightEjar, ktEjar],
  ),
};

interface MonthsAhead {
  months: number;
  source: FigureSource;
}

const monthsAhead: Readonly<Partial<Record<CountryCode, MonthsAhead>>> = {
  Qatar: {
    months: 1,
    source: source('Doha rent is paid by 12 monthly post-dated cheques handed over at signing; the first is due at once.', [
      mirage,
      maroon,
    ]),
  },
  Oman: {
    months: 6,
    source: source(
      'Muscat landlords take post-dated cheques for a year, six months or a quarter in advance; six months is used.',
      [resfix, retalk],
      'Assumes six months in advance; some landlords ask for the year, some accept a quarter.',
    ),
  },
  Bahrain: {
    months: 3,
    source: source('Bahrain landlords usually take three months’ rent in advance at signing, then monthly.', [impactEstate]),
  },
  Kuwait: { months: 1, source: source('Kuwait rents are paid monthly; newcomers are not asked for the year in advance.', [ktRental]) },
};

function rentLines(input: OfferInput, options: UpfrontCashOptions, unit: HomeUnit, monthlyRent: number): UpfrontCashLine[] {
  const { country, city } = input.location;
  const annual = monthlyRent * 12;
  const lines: UpfrontCashLine[] = [];
  if (country === 'UAE') {
    const cheques = options.uaeCheques ?? defaultUaeCheques;
    lines.push({
      key: 'rent-first',
      name: cheques === 1 ? `First rent payment (${unit}): the year in one cheque` : `First rent cheque (${unit}): 1 of ${cheques}`,
      amount: Math.round(annual / cheques),
      source: chequeSources.get(cheques),
    });
  } else if (country === 'KSA') {
    const period = options.ksaRentPeriod ?? defaultKsaRentPeriod;
    lines.push({
      key: 'rent-first',
      name:
        period === 'yearly'
          ? `First rent payment (${unit}): the year through Ejar`
          : `First rent payment (${unit}): six months through Ejar`,
      amount: period === 'yearly' ? annual : Math.round(annual / 2),
      source: ksaPeriodSources[period],
    });
  } else {
    const ahead = monthsAhead[country];
    const months = ahead?.months ?? 1;
    lines.push({
      key: 'rent-first',
      name: months === 1 ? `First month’s rent (${unit})` : `Rent in advance (${unit}): ${months} months`,
      amount: monthlyRent * months,
      source: ahead?.source,
    });
  }
  const terms = ruleForPlace(rentTerms, country, city);
  const share = ([numerator, denominator]: Share) => Math.round((annual * numerator) / denominator);
  lines.push({ key: 'rent-deposit', name: terms.deposit.name, amount: share(terms.deposit.share), source: terms.deposit.source });
  lines.push({ key: 'rent-agency', name: terms.agency.name, amount: share(terms.agency.share), source: terms.agency.source });
  if (terms.registration) lines.push({ key: 'rent-registration', ...terms.registration });
  lines.push({ key: 'utilities', name: terms.utilities.name, amount: terms.utilities.amount(unit), source: terms.utilities.source });
  return lines;
}

// ---- Schools ----------------------------------------------------------------------------------

interface SchoolTerms {
  /** Application or registration fee, not deducted from tuition; local currency. */
  registration: number;
  registrationName: string;
  registrationSource: FigureSource;
  /** Enrolment deposit, deducted from the first term; omitted when undefined. */
  deposit?: { share?: Share; amount?: number; name: string; source: FigureSource };
  firstTerm: Share;
  firstTermSource: FigureSource;
  /** VAT on tuition, percent. */
  vatPercent: number;
}

const khdaTerms: SchoolTerms = {
  registration: 500,
  registrationName: 'application and assessment fee',
  registrationSource: source('KHDA caps a Dubai school’s application fee at AED 500; it is not deducted from tuition.', [ktKhda]),
  deposit: {
    share: [1, 10],
    name: 'registration deposit (10% of tuition)',
    source: source('A Dubai school may take up to 10% of the year’s tuition once a place is accepted; it is deducted from tuition.', [
      ktKhda,
    ]),
  },
  firstTerm: [2, 5],
  firstTermSource: source(
    'Dubai schools bill at most 40% of the year’s tuition for the first term (or ten monthly instalments); the deposit already paid is taken off. Tuition is the model’s fee for the child’s stage and curriculum.',
    [sixToSixteen, ktKhda],
  ),
  vatPercent: 0,
};

const otherEmiratesSchools: SchoolTerms = {
  ...khdaTerms,
  registrationSource: { ...khdaTerms.registrationSource, assumption: 'Assumes Dubai’s KHDA rules; other emirates were not researched.' },
};

const adekTerms: SchoolTerms = {
  registration: 0,
  registrationName: 'application fee',
  registrationSource: source('ADEK forbids application fees before enrolment.', [gulfInsiderAdek]),
  deposit: {
    share: [1, 20],
    name: 'registration fee (5% of tuition)',
    source: source('An Abu Dhabi school may take up to 5% of the tuition as a registration fee, deducted from tuition.', [gulfInsiderAdek]),
  },
  firstTerm: [1, 3],
  firstTermSource: source(
    'ADEK lets schools bill in 3 to 10 instalments; the first of three termly instalments is used, less the registration fee.',
    [gulfInsiderAdek],
    'Assumes three equal termly instalments.',
  ),
  vatPercent: 0,
};

const termlyAssumption = 'No rule on instalments was found; assumes three equal termly instalments.';
const convertedApplication = (country: CountryCode) =>
  source(
    `An application and assessment fee, taken at Dubai’s AED 500 cap converted at the pegs (${formatMoney(fromDirhams(500, country), country)}).`,
    [ktKhda],
    'No fee rule for this country was found.',
  );

const schoolTerms: Readonly<Record<Exclude<CountryCode, 'UAE'>, SchoolTerms>> = {
  KSA: {
    registration: 1_500,
    registrationName: 'admission levy',
    registrationSource: source(
      'A one-off levy some Saudi schools charge at admission; one Dammam school charged SR 1,500.',
      [ktSaudiSchools],
      'One school’s figure; no national rule was found.',
    ),
    firstTerm: [1, 3],
    firstTermSource: source('The first term’s tuition with 15% VAT, which non-Saudi pupils pay.', [saudiSchoolVat], termlyAssumption),
    vatPercent: 15,
  },
  Qatar: {
    registration: 3_270,
    registrationName: 'registration and assessment fees',
    registrationSource: source(
      'A new pupil’s non-refundable registration fee (QR 2,770 at one Doha school) and an assessment fee (QR 400-500 reported by parents).',
      [hayatSchool, gulfTimesQatarSchools],
      'One school’s registration fee and the top of the reported assessment fees; no rule sets them.',
    ),
    firstTerm: [1, 2],
    firstTermSource: source(
      'The first of two instalments, as one Doha school bills; others bill monthly.',
      [hayatSchool],
      'Assumes two instalments a year.',
    ),
    vatPercent: 0,
  },
  Oman: {
    registration: fromDirhams(500, 'Oman'),
    registrationName: 'application and assessment fee',
    registrationSource: convertedApplication('Oman'),
    firstTerm: [1, 3],
    firstTermSource: source('The first term’s tuition.', [], termlyAssumption),
    vatPercent: 0,
  },
  Bahrain: {
    registration: fromDirhams(500, 'Bahrain'),
    registrationName: 'application and assessment fee',
    registrationSource: convertedApplication('Bahrain'),
    firstTerm: [1, 3],
    firstTermSource: source('The first term’s tuition.', [], termlyAssumption),
    vatPercent: 0,
  },
  Kuwait: {
    registration: fromDirhams(500, 'Kuwait'),
    registrationName: 'application and assessment fee',
    registrationSource: convertedApplication('Kuwait'),
    deposit: {
      amount: 200,
      name: 'seat reservation',
      source: source(
        'A Kuwait school asked KD 200 to reserve a seat.',
        [ktKuwaitSchools],
        'One school’s figure from 2016; no rule was found.',
      ),
    },
    firstTerm: [1, 3],
    firstTermSource: source('The first term’s tuition, less the seat reservation.', [], termlyAssumption),
    vatPercent: 0,
  },
};

function schoolTermsFor(country: CountryCode, city: string | null | undefined): SchoolTerms {
  if (country !== 'UAE') return schoolTerms[country];
  if (city === 'Dubai') return khdaTerms;
  if (city === 'Abu Dhabi') return adekTerms;
  return otherEmiratesSchools;
}

const uniformsAndBooksAed = 1_500;
const uniformsAndBooksSource = source(
  'Uniforms and books for a school year, about AED 1,500 a child (converted at the pegs outside the UAE): parents report AED 750-903 for a primary child’s books; uniforms carry 5% VAT in the UAE.',
  [ktBooks, ftaVat, hayatSchool],
  'No published figure for uniforms was found; assumes about AED 600 on top of the books.',
);

function schoolLines(input: OfferInput, toLocal: (aed: number) => number): UpfrontCashLine[] {
  const { country, city } = input.location;
  const terms = schoolTermsFor(country, city);
  const uniforms = fromDirhams(uniformsAndBooksAed, country);
  const lines: UpfrontCashLine[] = [];
  input.household.children.forEach((child, index) => {
    const prefix = `Child ${index + 1}: `;
    const key = `child-${index + 1}-`;
    const annual = toLocal(monthlySchoolFeeAed(child)) * 12;
    if (terms.registration > 0)
      lines.push({
        key: key + 'registration',
        name: prefix + terms.registrationName,
        amount: terms.registration,
        source: terms.registrationSource,
      });
    let deposit = 0;
    if (terms.deposit) {
      const { share, amount } = terms.deposit;
      deposit = share ? Math.round((annual * share[0]) / share[1]) : (amount ?? 0);
      lines.push({ key: key + 'deposit', name: prefix + terms.deposit.name, amount: deposit, source: terms.deposit.source });
    }
    const firstTerm = Math.round((annual * terms.firstTerm[0]) / terms.firstTerm[1]);
    const withVat = Math.round((Math.max(0, firstTerm - deposit) * (100 + terms.vatPercent)) / 100);
    lines.push({
      key: key + 'first-term',
      name:
        prefix +
        (deposit > 0 ? 'first term’s fees, less the deposit' : 'first term’s fees') +
        (terms.vatPercent > 0 ? ` (with ${terms.vatPercent}% VAT)` : ''),
      amount: withVat,
      source: terms.firstTermSource,
    });
    lines.push({ key: key + 'uniforms', name: prefix + 'uniforms and books', amount: uniforms, source: uniformsAndBooksSource });
  });
  return lines;
}

// ---- Car, furniture, flights, visas -----------------------------------------------------------

const carSource = source(
  'A car lease usually asks a refundable deposit of about a month and the first month’s payment up front: twice the monthly car payment of the estimate. Buying on a loan costs far more up front: UAE banks lend at most 80% of the price.',
  [carSwitch],
  'No published lease terms were found; assumes one month’s deposit and the first month.',
);

const furnitureAed: Readonly<Record<HomeUnit, number>> = { Studio: 10_000, '1BR': 15_000, '2BR': 22_000, '3BR': 30_000 };
const furnitureSource = source(
  'Furnishing an unfurnished home at mid-range prices: beds, sofa, table and chairs, curtains, a washing machine and kitchen things. AED 10,000 for a studio, 15,000 for one bedroom, 22,000 for two and 30,000 for three, converted at the pegs outside the UAE.',
  [],
  'No published figure was found; an estimate to edit.',
);

const flightSources = new Map<CountryCode, FigureSource>(
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

const visaFees: Readonly<Record<CountryCode, VisaFees>> = {
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
    name: 'Dependant levy paid in advance (3 months × SAR 400 each)',
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

// ---- The panel --------------------------------------------------------------------------------

/** The cash a household needs before the first salary, local currency, whole units. */
export function upfrontCash(input: OfferInput, options: UpfrontCashOptions = {}): UpfrontCash {
  const { country } = input.location;
  const { adults, children } = input.household;
  const factor = aedToLocalFactor(currencyFor(country));
  const toLocal = (aed: number) => Math.round(aed * factor);
  const size = householdSize(adults, children.length);
  const figures = costRecord(input.location);
  const unit = housingUnitFor(size);
  const lines: UpfrontCashLine[] = [];

  if ((input.benefits.housing ?? 'allowance') !== 'provided') {
    lines.push(...rentLines(input, options, unit.unit, Math.round(figures.rent1BR * unit.factor)));
    lines.push({
      key: 'furniture',
      name: `Furniture and household set-up (${unit.unit})`,
      amount: toLocal(furnitureAed[unit.unit]),
      source: furnitureSource,
    });
  }

  lines.push(...schoolLines(input, toLocal));

  if (input.benefits.carProvided === 'none') {
    const monthlyCar = Math.round(figures.transportCost * transportShares.carLease);
    lines.push({ key: 'car', name: 'Car: lease deposit and first month', amount: 2 * monthlyCar, source: carSource });
  }

  const travellers = size - flightsCovered(input.benefits.annualFlights, size);
  if (travellers > 0) {
    lines.push({
      key: 'flights',
      name: `Flights out (${travellers} ${travellers === 1 ? 'person' : 'people'} the employer does not fly)`,
      amount: travellers * returnFareFor(country).fare,
      source: flightSources.get(country),
    });
  }

  const dependantAdults = Math.max(0, adults - 1);
  if (dependantAdults + children.length > 0) {
    const fees = visaFees[country];
    const count = dependantAdults + children.length;
    lines.push({
      key: 'visas',
      name: `${fees.name} (${count} ${count === 1 ? 'dependant' : 'dependants'})`,
      amount: dependantAdults * fees.perAdult + children.length * fees.perChild,
      source: fees.source,
    });
  }

  const edits = options.lineEdits ?? {};
  for (const line of lines) {
    line.amount = Math.max(0, line.amount);
    const edit = Object.hasOwn(edits, line.key) ? edits[line.key] : undefined;
    if (edit !== undefined && Number.isFinite(edit)) {
      line.estimate = line.amount;
      line.amount = Math.max(0, Math.round(edit));
    }
  }
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  const relocationAllowance = Math.max(0, Math.round(options.relocationAllowance ?? 0));
  const net = Math.max(0, total - relocationAllowance);
  const weeklyPackage = (packageAmountFor(input, options.packageOverride) * 12) / 52;
  const weeksOfPackage = weeklyPackage > 0 ? Math.round((net / weeklyPackage) * 10) / 10 : 0;
  return { lines, total, relocationAllowance, net, weeksOfPackage };
}

export interface UpfrontCoverage {
  /** Twice the monthly surplus (0 when the surplus is negative). */
  firstTwoMonths: number;
  covered: boolean;
  /** What must come from savings: net − firstTwoMonths, at least 0. */
  fromSavings: number;
}

/** Whether the first two months' surplus pays the cash needed up front, and what savings must add. */
export function upfrontCoverage(cash: Pick<UpfrontCash, 'net'>, monthlySurplus: number): UpfrontCoverage {
  const firstTwoMonths = Math.max(0, Math.round(monthlySurplus * 2));
  const fromSavings = Math.max(0, cash.net - firstTwoMonths);
  return { firstTwoMonths, covered: fromSavings === 0, fromSavings };
}
