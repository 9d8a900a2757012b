// The contract, year by year (issue 10): what renewal does to an offer. Year 1 is today's
// evaluation; each later year applies the local rent rule, the school-fee rule, each child moving up
// an age band, a yearly salary increase and the end-of-service benefit earned so far. Monthly,
// local currency, like the rest of the core.
//
// Only rent, school fees (with the rule costs tied to them: rent-linked municipality fees and Saudi
// VAT on tuition) and pay move. Everything else is held at today's estimate: no general inflation
// is assumed, and a child who finishes school keeps their other costs (food, health cover, permits).
//
// Rules and their FigureSources are built once at module load; a projection only multiplies,
// rounds and formats a few sentences (bench/core.bench.ts holds it to 20,000 five-year projections
// a second).
import { ruleForPlace, type PlaceRules } from './place-rules.ts';
import type { CountryCode } from './country-codes.ts';
import { housingUnitFor, monthlySchoolFeeAed } from './cost-constants.ts';
import { costRecord } from './district-data.ts';
import { aedToLocalFactor, currencyFor } from './currency.ts';
import { dataAsOf } from './data-date.ts';
import { endOfServiceBenefit } from './gratuity.ts';
import { estimateExpenses } from './cost-model.ts';
import { householdSize, type AgeBand } from './household-options.ts';
import { formatMoney } from './money-format.ts';
import { evaluateOffer, type EvaluateOptions } from './offer-evaluation.ts';
import type { ChildInput, OfferInput, OfferLocation } from './offer-input.ts';
import { ruleCosts } from './rule-costs.ts';
import { schoolLevelName } from './school-fees.ts';
import type { FigureSource, SourceRef } from './sources.ts';
import { verdictFor, verdictStates, type Verdict } from './verdict.ts';

export interface ContractProjectionOptions {
  /** Contract years to project, a whole number from 1 to 10. */
  years: number;
  /** Yearly rise of the gross salary in percent (default 0). The housing allowance stays as agreed. */
  salaryIncreasePercent?: number | undefined;
  /** Yearly rent rise in percent, replacing the local rule from year 2 on. */
  rentIncreasePercent?: number | undefined;
  /**
   * What the results screen evaluates with (edited categories, optional costs, a typed package), so
   * year 1 equals the screen; later years move from it by the same rent, fee and pay changes.
   */
  evaluation?: Pick<EvaluateOptions, 'expenses' | 'optionalCosts' | 'packageOverride'> | undefined;
}

export interface ContractYear {
  year: number;
  /** Monthly package that year. */
  packageAmount: number;
  /** Monthly expenses that year (the estimate with that year's rent and school fees). */
  totalExpenses: number;
  surplus: number;
  /** Surplus ÷ package in percent, one decimal; null when the package is 0. */
  savingsRate: number | null;
  verdict: Verdict;
  /** End-of-service benefit for the contract completed at the end of this year, local currency. */
  gratuityAccrued: number;
  /** Sum of the monthly surpluses of years 1 to this one, × 12. */
  cumulativeSavings: number;
  /** What changed this year, in plain words; empty for year 1 and for years nothing moves. */
  changes: string[];
  /** The change that raised costs most this year, as a clause ("Child 1 starts Grade 6 and their fees rise by AED 9,000"); null when none did. */
  cause: string | null;
}

/** A yearly rise: `percent` in `firstYear` and every `everyYears` after it. */
export interface YearlyRiseRule {
  percent: number;
  firstYear: number;
  everyYears: number;
  /** The rule in plain words for a reader. */
  rule: string;
  source: FigureSource;
}

export const maxProjectionYears = 10;

/**
 * Years a child spends in each age band, from the band labels (Nursery 0-3, KG 4-5, Grades 1-5,
 * 6-8, 9-12). A child entered in a band is taken to be in its first year, so a Grade 1-5 child
 * starts Grade 6 in year 6 of the contract; a child past Grade 12 leaves school and its fees stop.
 */
export const ageBandYears: Readonly<Record<AgeBand, number>> = {
  nursery: 4,
  kg: 2,
  'grade1-5': 5,
  'grade6-8': 3,
  'grade9-12': 4,
};
const nextBand: Readonly<Record<AgeBand, AgeBand | null>> = {
  nursery: 'kg',
  kg: 'grade1-5',
  'grade1-5': 'grade6-8',
  'grade6-8': 'grade9-12',
  'grade9-12': null,
};
/** What a child starts when entering the band, for sentences ("starts Grade 6"). */
const bandStartName: Readonly<Record<AgeBand, string>> = {
  nursery: 'Nursery',
  kg: 'KG',
  'grade1-5': 'Grade 1',
  'grade6-8': 'Grade 6',
  'grade9-12': 'Grade 9',
};

/** The band a child entered in `band` (at its first year) attends `elapsed` years later; null once past Grade 12. */
export function ageBandAfter(band: AgeBand, elapsed: number): AgeBand | null {
  let current: AgeBand | null = band;
  let left = elapsed;
  while (current !== null && left >= ageBandYears[current]) {
    left -= ageBandYears[current];
    current = nextBand[current];
  }
  return current;
}

// ---- Dubai's rent index bands (Decree 43/2013) ------------------------------------------------------

/** Decree 43/2013: the most a Dubai landlord may raise the rent on renewal, by how far it sits below the RERA index average. */
export function dubaiRentCapPercent(percentBelowIndex: number): number {
  if (percentBelowIndex <= 10) return 0;
  if (percentBelowIndex <= 20) return 5;
  if (percentBelowIndex <= 30) return 10;
  if (percentBelowIndex <= 40) return 15;
  return 20;
}

// ---- Sources -------------------------------------------------------------------------------------

const asOf = dataAsOf.asOfLabel;

const dubaiDecree: SourceRef = {
  title: 'Fichte & Co, "New rental cap decree Dubai" (Decree 43/2013: 0%, 5%, 10%, 15% or 20% by how far the rent is below the RERA index)',
  url: 'https://preview.fichtelegal.com/new-rental-cap-decree-dubai',
  date: '2013-12',
  kind: 'secondary',
};
const dubaiSmartIndex: SourceRef = {
  title: 'Zawya, "Dubai Land Department launches Smart Rental Index 2025" (building ratings decide whether a rise is allowed, same bands)',
  url: 'https://www.zawya.com/en/business/real-estate/dubai-land-department-launches-smart-rental-index-2025-haxwlfp3',
  date: '2025-01-02',
  kind: 'newspaper',
};
const dubaiNotice: SourceRef = {
  title: 'DLD press release via Zawya, "The Smart Rent Index mitigates inflation in Dubai" (90 days’ notice before expiry, else no rise)',
  url: 'https://www.zawya.com/en/press-release/government-news/the-smart-rent-index-mitigates-inflation-in-dubai-and-enhances-market-transparency-boh32sa4',
  date: '2025-02-16',
  kind: 'official',
};
const abuDhabiCap: SourceRef = {
  title: 'Al Tamimi & Co, "Abu Dhabi Rent Caps and Housing Fees" (5% yearly cap reinstated from 13 December 2016, Resolution 14/2016)',
  url: 'https://www.tamimi.com/law-update-articles/abu-dhabi-rent-caps-and-housing-fees/',
  date: '2017-02',
  kind: 'secondary',
};
const sharjahLaw: SourceRef = {
  title:
    'Khaleej Times, "UAE: Can landlords increase rent every year in Sharjah?" (Law 5/2024 Article 16: no rise for 3 years from the start of the tenancy)',
  url: 'https://www.khaleejtimes.com/ml/uae/legal/uae-can-landlords-increase-rent-every-year-in-sharjah',
  date: '2024-09-29',
  kind: 'newspaper',
};
const riyadhFreeze: SourceRef = {
  title: 'Arab News, "Saudi Arabia freezes rents in Riyadh for 5 years" (from 25 September 2025, existing and new leases)',
  url: 'https://www.arabnews.pk/node/2616697/business-economy',
  date: '2025-09-25',
  kind: 'newspaper',
};
const riyadhFreezeLaw: SourceRef = {
  title: 'Mondaq, "Riyadh introduces a five-year rent stabilization plan"',
  url: 'https://www.mondaq.com/landlord-tenant-leases/1685656/riyadh-introduces-a-five-year-rent-stabilization-plan-to-support-a-balanced-and-fair-rental-market',
  date: '2025-09',
  kind: 'secondary',
};
const riyadhGrowth: SourceRef = {
  title: 'Evrim Ağacı, citing GASTAT: Riyadh residential rents +7.6% year on year to August 2025',
  url: 'https://evrimagaci.org/gpt/saudi-arabia-freezes-riyadh-rents-for-five-years-503986',
  date: '2025-09-26',
  kind: 'secondary',
};
const jeddahGrowth: SourceRef = {
  title: 'Zawya, "Riyadh, Jeddah will get 14,000 new housing units in Q4 2023: JLL" (Jeddah rents +5% year on year)',
  url: 'https://www.zawya.com/en/business/real-estate/riyadh-jeddah-will-get-14-000-new-housing-units-in-q4-2023-jll-mg6n9xs6',
  date: '2023-11-10',
  kind: 'newspaper',
};
const dohaStable: SourceRef = {
  title: 'Kees.qa, reporting Cushman & Wakefield Q2 2024 (Doha rents broadly stable; new supply pushed mid-market rents down)',
  url: 'https://kees.qa/cushman-wakefield-400000-housing-units-in-the-local-market-by-the-end-of-june/',
  date: '2024-08',
  kind: 'secondary',
};
const omanLaw: SourceRef = {
  title:
    'Global Property Guide (archived), "Oman: Landlord and Tenant" (RD 6/89: no rise during the lease; on longer leases every 3 years)',
  url: 'https://www.globalpropertyguide.com/index.php/Middle-East/Oman/Landlord-and-Tenant',
  date: 'undated',
  kind: 'secondary',
};
const bahrainLaw: SourceRef = {
  title: 'HomeFinder BH, "Bahrain lease law explained (2025)" (Law 27/2014: no rise for 2 years, then at most 5% for homes)',
  url: 'https://www.homefinderbh.com/blog/bahrain-lease-law-explained:-rights-rent-caps-&-renewals-%282025%29',
  date: '2025',
  kind: 'secondary',
};
const kuwaitLaw: SourceRef = {
  title: 'Kuwait Times, "Common rental concerns" (Law 35/1978: rent may rise only after 5 years, and only when far below market)',
  url: 'https://news.kuwaittimes.net/website/common-rental-concerns/',
  date: 'undated',
  kind: 'newspaper',
};
const khdaEci: SourceRef = {
  title:
    'The National, "Private schools in Dubai can raise tuition fees for new academic year" (KHDA Education Cost Index 2.35% for 2025-26)',
  url: 'https://thenational-the-national-prod.web.arc-cdn.net/news/uae/2025/05/02/private-schools-in-dubai-can-raise-tuition-fees-for-new-academic-year',
  date: '2025-05-02',
  kind: 'newspaper',
};
const adekCaps: SourceRef = {
  title: 'Khaleej Times, "Up to 3.94% hike in tuition fees approved for schools in Abu Dhabi" (2023-24 caps by rating, 2.25% to 3.94%)',
  url: 'https://www.khaleejtimes.com/uae/education/uae-up-to-3-94-hike-in-tuition-fees-approved-for-schools-in-abu-dhabi',
  date: '2023-04-11',
  kind: 'newspaper',
};
const qatarApproved: SourceRef = {
  title: 'Qatar Tribune, school fee increases approved for 28 of 126 applicants at 3-10% (2019-20)',
  url: 'http://qatar-tribune.com/Latest-News/ArtMID/423/ArticleID/22542',
  date: '2019-02',
  kind: 'newspaper',
};
const qatarTwoYears: SourceRef = {
  title:
    'NewsTrail Qatar, "Education Ministry receives 22 requests to establish new private schools" (after an increase, none for 2 years)',
  url: 'https://www.newstrailqatar.com/?p=10157',
  date: '2025-05-05',
  kind: 'newspaper',
};
const kuwaitFeeFreeze: SourceRef = {
  title: 'ASB Media, "Ministry denies increase in private school tuition fees for academic year 2025-2026" (fees frozen at 2024-25 levels)',
  url: 'https://asb-media.info/en/ministry-denies-increase-in-private-school-tuition-fees-for-academic-year-2025-2026',
  date: '2025',
  kind: 'secondary',
};
const bahrainFeeCap: SourceRef = {
  title: 'Gulf Insider, "Bahrain: private school applications for fee amendment in review" (up to 5%, only for compliant schools)',
  url: 'https://www.gulf-insider.com/bahrain-private-school-applications-for-fee-amendment-in-review/',
  date: 'undated',
  kind: 'secondary',
};

// ---- Rent rules ----------------------------------------------------------------------------------

const rise = (percent: number, firstYear: number, everyYears: number, rule: string, source: FigureSource): YearlyRiseRule => ({
  percent,
  firstYear,
  everyYears,
  rule,
  source,
});

// The data describe October 2025; a contract starting then has years 1-5 inside Riyadh's freeze
// (25 September 2025 to 24 September 2030), so the first rise can come in year 6.
const riyadhFirstRiseYear = 6;

const dubaiRent = rise(
  dubaiRentCapPercent(15),
  2,
  1,
  'Dubai (Decree 43/2013): a rise only on renewal, with 90 days’ notice, and only as far as the RERA Smart Rental Index allows: none when the rent is within 10% of the index average for similar homes, up to 5% when 11-20% below, 10% when 21-30% below, 15% when 31-40% below, 20% when further below.',
  {
    explanation: 'Dubai rents may rise on renewal only within the RERA index bands; assumed here at 5% a year.',
    sources: [dubaiDecree, dubaiSmartIndex, dubaiNotice],
    asOf,
    assumption:
      'Your building’s index figure is not known here, so the rent is assumed to sit 11-20% below the index average, the first band that allows a rise: 5% at each renewal. A rent further below the index may rise 10-20%; one near the average cannot rise. Enter your own yearly rise if you know it.',
  },
);
const abuDhabiRent = rise(
  5,
  2,
  1,
  'Abu Dhabi (Resolution 14/2016): rent rises capped at 5% a year, with 2 months’ notice before renewal.',
  {
    explanation: 'Abu Dhabi reinstated a 5% yearly cap on rent rises in December 2016; the projection raises rent by that cap each year.',
    sources: [abuDhabiCap],
    asOf,
    assumption: 'No source after 2017 confirms or revokes the cap; assumes landlords raise by the full 5% each year.',
  },
);
const sharjahRent = rise(
  5,
  4,
  1,
  'Sharjah (Law 5/2024, Article 16): no rise during the first 3 years of a tenancy unless both sides agree; after that only up to the "fair rent" of the executive regulations.',
  {
    explanation: 'Sharjah freezes rent for the first 3 years of a tenancy; the projection raises it from year 4.',
    sources: [sharjahLaw],
    asOf,
    assumption:
      'Assumes the tenancy starts with the contract. The "fair rent" allowed after 3 years is not published here; assumes 5% a year from year 4, Dubai’s first band.',
  },
);
const otherUaeRent = rise(5, 2, 1, 'No rent rule was found for this emirate; the projection uses Dubai’s first index band, 5% a year.', {
  explanation: 'A 5% yearly rent rise, Dubai’s first index band, for an emirate with no rule found.',
  sources: [dubaiDecree],
  asOf,
  assumption: 'No rent-increase rule or market figure was found for this emirate; assumes 5% a year.',
});
const riyadhRent = rise(
  7.6,
  riyadhFirstRiseYear,
  1,
  'Riyadh: rents of existing and new leases within the city are frozen for 5 years from 25 September 2025.',
  {
    explanation:
      'Riyadh froze residential rents for 5 years from 25 September 2025: no rise in years 1-5 of a contract starting in October 2025, then the 7.6% a year GASTAT measured in the year to August 2025.',
    sources: [riyadhFreeze, riyadhFreezeLaw, riyadhGrowth],
    asOf,
    assumption: `Assumes the contract starts in ${asOf}, and that rents rise 7.6% a year after the freeze ends, as they did in the year to August 2025.`,
  },
);
const otherKsaRent = rise(5, 2, 1, 'Outside Riyadh no freeze applies (as of October 2025); rents rise with the market.', {
  explanation: 'Saudi rents outside Riyadh are not frozen; the projection uses Jeddah’s last measured rise, 5% a year (JLL, Q3 2023).',
  sources: [jeddahGrowth, riyadhFreeze],
  asOf,
  assumption: 'No 2025 figure was found outside Riyadh; assumes Jeddah’s 2023 rise of 5% a year.',
});
const qatarRent = rise(0, 2, 1, 'Qatar: no statutory cap on residential rent rises was found; Doha rents were broadly stable in 2024.', {
  explanation: 'Doha rents were broadly stable in 2024 with new supply; the projection keeps rent unchanged.',
  sources: [dohaStable],
  asOf,
  assumption: 'No cap protects the tenant: a landlord may ask for any rise at renewal. Enter your own yearly rise to test one.',
});
const omanRent = rise(7, 4, 3, 'Oman (Royal Decree 6/89 as amended): no rise during the lease; on a longer lease a rise every 3 years.', {
  explanation:
    'Omani rent may not rise during the lease and, on longer leases, every 3 years; the projection raises it 7% in years 4, 7 and 10.',
  sources: [omanLaw],
  asOf,
  assumption:
    'Assumes one lease for the whole contract and the 7% cap of the 2008 amendments, which a 2025 secondary source still quotes; whether any cap applies in 2025 is unconfirmed.',
});
const bahrainRent = rise(
  5,
  3,
  2,
  'Bahrain (Law 27/2014): no rise for 2 years from the start of the lease or the last rise, then at most 5% for a home.',
  {
    explanation:
      'Bahraini rent may rise at most 5% and no more often than every 2 years; the projection raises it 5% in years 3, 5, 7 and 9.',
    sources: [bahrainLaw],
    asOf,
    assumption: 'Sources conflict on whether the cap is law; assumes the landlord raises by the full 5% whenever allowed.',
  },
);
const kuwaitRent = rise(
  0,
  2,
  1,
  'Kuwait (Law 35/1978): rent may rise only by agreement, or after 5 years when it is far below the market, and then only to the market average.',
  {
    explanation: 'Kuwaiti law lets rent rise only after 5 years and only when it is far below market; the projection keeps it unchanged.',
    sources: [kuwaitLaw],
    asOf,
  },
);

const rentRules: PlaceRules<YearlyRiseRule> = {
  country: { UAE: otherUaeRent, KSA: otherKsaRent, Qatar: qatarRent, Oman: omanRent, Bahrain: bahrainRent, Kuwait: kuwaitRent },
  city: { 'UAE/Dubai': dubaiRent, 'UAE/Abu Dhabi': abuDhabiRent, 'UAE/Sharjah': sharjahRent, 'KSA/Riyadh': riyadhRent },
};

/** The rent rule of a place: its city's where one is known, else its country's. */
export function rentRiseRuleFor({ country, city }: OfferLocation): YearlyRiseRule {
  return ruleForPlace(rentRules, country, city);
}

// ---- School-fee rules ----------------------------------------------------------------------------

const dubaiFees = rise(2.35, 2, 1, 'Dubai (KHDA): schools may raise fees by at most the Education Cost Index, 2.35% for 2025-26.', {
  explanation: 'KHDA capped Dubai school fee rises at the Education Cost Index, 2.35% for 2025-26; the projection applies it every year.',
  sources: [khdaEci],
  asOf,
  assumption: 'Later years’ index is not announced; assumes 2.35% a year.',
});
const abuDhabiFees = rise(
  3.94,
  2,
  1,
  'Abu Dhabi (ADEK): standard rises need approval; the last published caps ran from 2.25% to 3.94% by rating.',
  {
    explanation:
      'ADEK’s last published fee caps (2023-24) ran from 2.25% to 3.94% by inspection rating; the projection applies the highest each year.',
    sources: [adekCaps],
    asOf,
    assumption: 'ADEK’s standard cap for 2025-26 is not published; assumes the 2023-24 maximum, 3.94% a year.',
  },
);
const otherUaeFees = rise(2.35, 2, 1, 'No school-fee rule was found for this emirate; the projection uses Dubai’s 2.35% index.', {
  explanation: 'Dubai’s 2.35% Education Cost Index, used for an emirate whose regulator publishes no figure here.',
  sources: [khdaEci],
  asOf,
  assumption: 'No fee-rise figure was found for this emirate; assumes Dubai’s 2.35% a year.',
});
const typicalFees = (place: string) =>
  rise(3, 2, 1, `${place}: fee rises need the ministry’s approval; no yearly figure was found.`, {
    explanation: `No published school fee cap for ${place}; the projection assumes 3% a year, about the UAE regulators’ caps (2.35-3.94%).`,
    sources: [khdaEci, adekCaps],
    asOf,
    assumption: `No ${place} figure was found; assumes 3% a year.`,
  });
const ksaFees = typicalFees('Saudi Arabia');
const omanFees = typicalFees('Oman');
const qatarFees = rise(
  5,
  2,
  2,
  'Qatar: every rise needs ministry approval, approved rises ran from 3% to 10%, and after one no other for 2 years.',
  {
    explanation:
      'Qatari schools may raise fees only with approval and at most every 2 years; the projection raises them 5% in years 2, 4, 6, 8 and 10.',
    sources: [qatarApproved, qatarTwoYears],
    asOf,
    assumption: 'No current approved figure was found; assumes 5%, inside the 3-10% approved in 2019-20, every second year.',
  },
);
const bahrainFees = rise(5, 2, 1, 'Bahrain: only compliant, well-rated schools may raise fees, by up to 5%.', {
  explanation: 'Bahrain allows well-rated schools to raise fees by up to 5%; the projection applies the cap each year.',
  sources: [bahrainFeeCap],
  asOf,
  assumption: 'Assumes your school is allowed the full 5% each year.',
});
const kuwaitFees = rise(0, 2, 1, 'Kuwait: the ministry rejected every fee rise for 2025-26; fees stay at 2024-25 levels.', {
  explanation:
    'Kuwait froze private school fees at their 2024-25 levels for 2025-26 (Ministerial Resolution 10/2018 bars rises until new criteria).',
  sources: [kuwaitFeeFreeze],
  asOf,
  assumption: 'Assumes the freeze lasts the whole contract.',
});

const feeRules: PlaceRules<YearlyRiseRule> = {
  country: { UAE: otherUaeFees, KSA: ksaFees, Qatar: qatarFees, Oman: omanFees, Bahrain: bahrainFees, Kuwait: kuwaitFees },
  city: { 'UAE/Dubai': dubaiFees, 'UAE/Abu Dhabi': abuDhabiFees },
};

/** The school-fee rule of a place: the regulator’s cap where known, else a typical rise. */
export function schoolFeeRiseRuleFor({ country, city }: OfferLocation): YearlyRiseRule {
  return ruleForPlace(feeRules, country, city);
}

const percentIn = (rule: Pick<YearlyRiseRule, 'percent' | 'firstYear' | 'everyYears'>, year: number) =>
  year >= rule.firstYear && (year - rule.firstYear) % rule.everyYears === 0 ? rule.percent : 0;

// ---- The projection ------------------------------------------------------------------------------

const rateOf = (amount: number, packageAmount: number) => (packageAmount > 0 ? Math.round((amount / packageAmount) * 1000) / 10 : null);
const percentLabel = (percent: number) => `${Number(percent.toFixed(2))}%`;

interface Change {
  text: string;
  /** The clause naming it in the first-worse-year sentence. */
  clause: string;
  /** What it adds to the year's costs, monthly (negative for a raise or a saving). */
  costRise: number;
}

interface Household {
  country: CountryCode;
  city: string | null;
  children: readonly ChildInput[];
  factor: number;
  educationAllowance: number;
  employerPays: OfferInput['benefits']['employerPays'];
}

/** Rent, fees and the rule costs tied to them, monthly: the part of the expenses the projection moves. */
function movingCosts(household: Household, rent: number, fees: readonly number[]): number {
  const totalFees = fees.reduce((sum, fee) => sum + fee, 0);
  const covered = Math.min(household.educationAllowance, totalFees);
  // No dependants: only the rent-linked fee and VAT on tuition come back, as estimateExpenses adds them.
  const rules = ruleCosts({
    country: household.country,
    city: household.city,
    dependants: { adults: 0, children: 0 },
    annualRent: rent * 12,
    annualSchoolFees: (totalFees - covered) * 12,
    healthcareType: 'premium',
  });
  let ruleTotal = 0;
  for (const cost of rules) {
    const paid = cost.employerOftenPays && household.employerPays?.[cost.key] === true;
    if (!paid) ruleTotal += cost.monthly;
  }
  return rent + totalFees - covered + ruleTotal;
}

/** One child's monthly fee in a band at a price level (1 in year 1), local currency; 0 once out of school. */
function childFee(child: ChildInput, band: AgeBand | null, factor: number, priceLevel: number): number {
  if (band === null) return 0;
  return Math.round(monthlySchoolFeeAed({ age: band, curriculum: child.curriculum ?? null }) * factor * priceLevel);
}

function childStage(child: ChildInput, band: AgeBand): string {
  const start = bandStartName[band];
  return child.curriculum && band !== 'nursery' ? `${start} (${schoolLevelName(child.curriculum, band)})` : start;
}

/**
 * The contract year by year: year 1 is `evaluateOffer(input)`; later years apply the local rent and
 * school-fee rules, children moving up a band, the salary increase and the benefit earned so far.
 */
export function projectContract(input: OfferInput, options: ContractProjectionOptions): ContractYear[] {
  const { years } = options;
  if (!Number.isInteger(years) || years < 1 || years > maxProjectionYears)
    throw new RangeError(`years must be a whole number from 1 to ${maxProjectionYears}, got ${years}`);
  const salaryPercent = options.salaryIncreasePercent ?? 0;
  const { location } = input;
  const { country } = location;
  const figures = costRecord(location);
  // Estimated once and handed to evaluateOffer: the same breakdown evaluateOffer(input) makes.
  const first = evaluateOffer(input, { ...options.evaluation, expenses: options.evaluation?.expenses ?? estimateExpenses(input, figures) });

  const { children } = input.household;
  const household: Household = {
    country,
    city: location.city ?? null,
    children,
    factor: aedToLocalFactor(currencyFor(country)),
    educationAllowance: Math.max(0, Math.round(input.benefits.educationAllowance)),
    employerPays: input.benefits.employerPays,
  };
  const money = (amount: number) => formatMoney(amount, country);

  const rentRule = options.rentIncreasePercent === undefined ? rentRiseRuleFor(location) : undefined;
  const feeRule = schoolFeeRiseRuleFor(location);
  const providedHome = input.benefits.housing === 'provided';
  let rent = providedHome ? 0 : Math.round(figures.rent1BR * housingUnitFor(householdSize(input.household.adults, children.length)).factor);
  let bands: (AgeBand | null)[] = children.map((child) => child.age);
  let priceLevel = 1;
  let fees = children.map((child, i) => childFee(child, bands[i] ?? null, household.factor, priceLevel));
  const firstMoving = movingCosts(household, rent, fees);

  const gross1 = input.financials.grossSalary;
  const basic1 = first.decoded.basic.basicMonthly;
  let gross = gross1;
  let cumulativeSavings = first.surplus * 12;
  const projection: ContractYear[] = [
    {
      year: 1,
      packageAmount: first.packageAmount,
      totalExpenses: first.totalExpenses,
      surplus: first.surplus,
      savingsRate: first.savingsRate,
      verdict: first.verdict,
      gratuityAccrued: endOfServiceBenefit({
        country,
        basicMonthly: basic1,
        years: 1,
        wageMonthly: first.packageAmount,
        leaving: 'completed',
      }).amount,
      cumulativeSavings,
      changes: [],
      cause: null,
    },
  ];

  for (let year = 2; year <= years; year++) {
    const changes: Change[] = [];

    if (salaryPercent !== 0) {
      const next = Math.round(gross * (1 + salaryPercent / 100));
      if (next !== gross) {
        const verb = next > gross ? 'rises' : 'falls';
        changes.push({
          text: `Salary ${verb} ${percentLabel(Math.abs(salaryPercent))} to ${money(next)} a month`,
          clause: `the salary ${verb} to ${money(next)} a month`,
          costRise: gross - next,
        });
        gross = next;
      }
    }

    const rentPercent = rentRule ? percentIn(rentRule, year) : (options.rentIncreasePercent ?? 0);
    if (rent > 0 && rentPercent !== 0) {
      const next = Math.max(0, Math.round(rent * (1 + rentPercent / 100)));
      const verb = next >= rent ? 'rises' : 'falls';
      const text = `Rent ${verb} ${percentLabel(Math.abs(rentPercent))} to ${money(next * 12)} a year`;
      changes.push({ text, clause: text, costRise: next - rent });
      rent = next;
    }

    const feePercent = percentIn(feeRule, year);
    priceLevel *= 1 + feePercent / 100;
    const nextBands = children.map((child) => ageBandAfter(child.age, year - 1));
    const nextFees = children.map((child, i) => childFee(child, nextBands[i] ?? null, household.factor, priceLevel));
    let sameBandRise = 0;
    children.forEach((child, i) => {
      const before = bands[i] ?? null;
      const after = nextBands[i] ?? null;
      const change = ((nextFees[i] ?? 0) - (fees[i] ?? 0)) * 12;
      if (before === after) {
        sameBandRise += change / 12;
        return;
      }
      const name = `Child ${i + 1}`;
      if (after === null) {
        changes.push({
          text: `${name} finishes Grade 12: school fees of ${money(-change)} a year stop`,
          clause: `${name} finishes school`,
          costRise: change / 12,
        });
        return;
      }
      const stage = bandStartName[after];
      const verb = change >= 0 ? 'rise' : 'fall';
      changes.push({
        text: `${name} starts ${childStage(child, after)}: fees ${verb} by ${money(Math.abs(change))} a year`,
        clause: `${name} starts ${stage} and their fees ${verb} by ${money(Math.abs(change))}`,
        costRise: change / 12,
      });
    });
    if (feePercent !== 0 && sameBandRise !== 0) {
      const text = `School fees rise ${percentLabel(feePercent)}`;
      changes.push({ text, clause: `school fees rise ${percentLabel(feePercent)}`, costRise: sameBandRise });
    }
    bands = nextBands;
    fees = nextFees;

    const packageAmount = first.packageAmount + (gross - gross1);
    const totalExpenses = first.totalExpenses + movingCosts(household, rent, fees) - firstMoving;
    const surplus = packageAmount - totalExpenses - first.debts;
    const savingsRate = rateOf(surplus, packageAmount);
    cumulativeSavings += surplus * 12;
    const basicMonthly = gross1 > 0 ? Math.round((basic1 * gross) / gross1) : basic1;
    let cause: Change | undefined;
    for (const change of changes) if (change.costRise > 0 && (cause === undefined || change.costRise > cause.costRise)) cause = change;
    projection.push({
      year,
      packageAmount,
      totalExpenses,
      surplus,
      savingsRate,
      verdict: verdictFor(savingsRate),
      gratuityAccrued: endOfServiceBenefit({ country, basicMonthly, years: year, wageMonthly: packageAmount, leaving: 'completed' }).amount,
      cumulativeSavings,
      changes: changes.map((change) => change.text),
      cause: cause ? cause.clause : null,
    });
  }
  return projection;
}

const verdictRank = (verdict: Verdict) => verdictStates.indexOf(verdict.state);
const capitalised = (clause: string) => clause.charAt(0).toUpperCase() + clause.slice(1);

export interface WorseYear {
  year: number;
  verdict: Verdict;
  /** "Year 3: Surviving Mode. Child 1 starts Grade 6 and their fees rise by AED 9,000." */
  sentence: string;
}

/** The first year whose verdict is worse than year 1's, with its cause in a sentence; undefined when none is. */
export function firstWorseYear(projection: readonly ContractYear[]): WorseYear | undefined {
  const first = projection[0];
  if (!first) return undefined;
  const worse = projection.find((entry) => verdictRank(entry.verdict) > verdictRank(first.verdict));
  if (!worse) return undefined;
  const cause = worse.cause ? ` ${capitalised(worse.cause)}.` : '';
  return { year: worse.year, verdict: worse.verdict, sentence: `Year ${worse.year}: ${worse.verdict.label}.${cause}` };
}
