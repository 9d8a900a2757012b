// The yearly rent-rise and school-fee-rise rules of each place (the city's where it has one, else
// the country's), each with its source and assumption, and Dubai's rent index bands. The records are
// entries of core/data/sources.json, cited by id and resolved once, at module load.
import { ruleForPlace, type PlaceRules } from '../place-rules.ts';
import type { YearlyRiseRule } from '../contract-projection.ts';
import { dataAsOf } from '../data-date.ts';
import type { OfferLocation } from '../offer-input.ts';
import type { FigureSource } from '../sources.ts';
import { resolveSources } from '../figure-sources.ts';

// ---- Dubai's rent index bands (Decree 43/2013) ------------------------------------------------------

/** Decree 43/2013: the most a Dubai landlord may raise the rent on renewal, by how far it sits below the RERA index average. */
export function dubaiRentCapPercent(percentBelowIndex: number): number {
  if (percentBelowIndex <= 10) return 0;
  if (percentBelowIndex <= 20) return 5;
  if (percentBelowIndex <= 30) return 10;
  if (percentBelowIndex <= 40) return 15;
  return 20;
}

const asOf = dataAsOf.asOfLabel;

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
    sources: resolveSources(['fichte-dubai-rent-decree', 'zawya-smart-rental-index-2025', 'dld-smart-rent-index-2025']),
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
    sources: resolveSources(['tamimi-abu-dhabi-rent-cap']),
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
    sources: resolveSources(['kt-sharjah-rent-law-2024']),
    asOf,
    assumption:
      'Assumes the tenancy starts with the contract. The "fair rent" allowed after 3 years is not published here; assumes 5% a year from year 4, Dubai’s first band.',
  },
);
const otherUaeRent = rise(5, 2, 1, 'No rent rule was found for this emirate; the projection uses Dubai’s first index band, 5% a year.', {
  explanation: 'A 5% yearly rent rise, Dubai’s first index band, for an emirate with no rule found.',
  sources: resolveSources(['fichte-dubai-rent-decree']),
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
    sources: resolveSources(['arab-news-riyadh-freeze-2025', 'mondaq-riyadh-freeze-2025', 'evrim-riyadh-rents-2025']),
    asOf,
    assumption: `Assumes the contract starts in ${asOf}, and that rents rise 7.6% a year after the freeze ends, as they did in the year to August 2025.`,
  },
);
const otherKsaRent = rise(5, 2, 1, 'Outside Riyadh no freeze applies (as of October 2025); rents rise with the market.', {
  explanation: 'Saudi rents outside Riyadh are not frozen; the projection uses Jeddah’s last measured rise, 5% a year (JLL, Q3 2023).',
  sources: resolveSources(['zawya-jll-jeddah-2023', 'arab-news-riyadh-freeze-2025']),
  asOf,
  assumption: 'No 2025 figure was found outside Riyadh; assumes Jeddah’s 2023 rise of 5% a year.',
});
const qatarRent = rise(0, 2, 1, 'Qatar: no statutory cap on residential rent rises was found; Doha rents were broadly stable in 2024.', {
  explanation: 'Doha rents were broadly stable in 2024 with new supply; the projection keeps rent unchanged.',
  sources: resolveSources(['cw-qatar-q2-2024']),
  asOf,
  assumption: 'No cap protects the tenant: a landlord may ask for any rise at renewal. Enter your own yearly rise to test one.',
});
const omanRent = rise(7, 4, 3, 'Oman (Royal Decree 6/89 as amended): no rise during the lease; on a longer lease a rise every 3 years.', {
  explanation:
    'Omani rent may not rise during the lease and, on longer leases, every 3 years; the projection raises it 7% in years 4, 7 and 10.',
  sources: resolveSources(['gpg-oman-tenancy']),
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
    sources: resolveSources(['homefinder-bahrain-lease-law']),
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
    sources: resolveSources(['kuwait-times-rental-concerns']),
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
  sources: resolveSources(['national-khda-fees-2025']),
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
    sources: resolveSources(['kt-adek-fee-caps-2023']),
    asOf,
    assumption: 'ADEK’s standard cap for 2025-26 is not published; assumes the 2023-24 maximum, 3.94% a year.',
  },
);
const otherUaeFees = rise(2.35, 2, 1, 'No school-fee rule was found for this emirate; the projection uses Dubai’s 2.35% index.', {
  explanation: 'Dubai’s 2.35% Education Cost Index, used for an emirate whose regulator publishes no figure here.',
  sources: resolveSources(['national-khda-fees-2025']),
  asOf,
  assumption: 'No fee-rise figure was found for this emirate; assumes Dubai’s 2.35% a year.',
});
const typicalFees = (place: string) =>
  rise(3, 2, 1, `${place}: fee rises need the ministry’s approval; no yearly figure was found.`, {
    explanation: `No published school fee cap for ${place}; the projection assumes 3% a year, about the UAE regulators’ caps (2.35-3.94%).`,
    sources: resolveSources(['national-khda-fees-2025', 'kt-adek-fee-caps-2023']),
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
    sources: resolveSources(['qatar-tribune-school-fees-2019', 'newstrail-qatar-schools-2025']),
    asOf,
    assumption: 'No current approved figure was found; assumes 5%, inside the 3-10% approved in 2019-20, every second year.',
  },
);
const bahrainFees = rise(5, 2, 1, 'Bahrain: only compliant, well-rated schools may raise fees, by up to 5%.', {
  explanation: 'Bahrain allows well-rated schools to raise fees by up to 5%; the projection applies the cap each year.',
  sources: resolveSources(['gulf-insider-bahrain-school-fees']),
  asOf,
  assumption: 'Assumes your school is allowed the full 5% each year.',
});
const kuwaitFees = rise(0, 2, 1, 'Kuwait: the ministry rejected every fee rise for 2025-26; fees stay at 2024-25 levels.', {
  explanation:
    'Kuwait froze private school fees at their 2024-25 levels for 2025-26 (Ministerial Resolution 10/2018 bars rises until new criteria).',
  sources: resolveSources(['asb-kuwait-school-fees-2025']),
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
