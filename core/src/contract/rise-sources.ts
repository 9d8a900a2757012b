// The records behind the yearly rent-rise and school-fee-rise rules: decrees, regulators' caps and
// market figures, by place.
import type { SourceRef } from '../sources.ts';

export const dubaiDecree: SourceRef = {
  title: 'Fichte & Co, "New rental cap decree Dubai" (Decree 43/2013: 0%, 5%, 10%, 15% or 20% by how far the rent is below the RERA index)',
  url: 'https://preview.fichtelegal.com/new-rental-cap-decree-dubai',
  date: '2013-12',
  kind: 'secondary',
};
export const dubaiSmartIndex: SourceRef = {
  title: 'Zawya, "Dubai Land Department launches Smart Rental Index 2025" (building ratings decide whether a rise is allowed, same bands)',
  url: 'https://www.zawya.com/en/business/real-estate/dubai-land-department-launches-smart-rental-index-2025-haxwlfp3',
  date: '2025-01-02',
  kind: 'newspaper',
};
export const dubaiNotice: SourceRef = {
  title: 'DLD press release via Zawya, "The Smart Rent Index mitigates inflation in Dubai" (90 days’ notice before expiry, else no rise)',
  url: 'https://www.zawya.com/en/press-release/government-news/the-smart-rent-index-mitigates-inflation-in-dubai-and-enhances-market-transparency-boh32sa4',
  date: '2025-02-16',
  kind: 'official',
};
export const abuDhabiCap: SourceRef = {
  title: 'Al Tamimi & Co, "Abu Dhabi Rent Caps and Housing Fees" (5% yearly cap reinstated from 13 December 2016, Resolution 14/2016)',
  url: 'https://www.tamimi.com/law-update-articles/abu-dhabi-rent-caps-and-housing-fees/',
  date: '2017-02',
  kind: 'secondary',
};
export const sharjahLaw: SourceRef = {
  title:
    'Khaleej Times, "UAE: Can landlords increase rent every year in Sharjah?" (Law 5/2024 Article 16: no rise for 3 years from the start of the tenancy)',
  url: 'https://www.khaleejtimes.com/ml/uae/legal/uae-can-landlords-increase-rent-every-year-in-sharjah',
  date: '2024-09-29',
  kind: 'newspaper',
};
export const riyadhFreeze: SourceRef = {
  title: 'Arab News, "Saudi Arabia freezes rents in Riyadh for 5 years" (from 25 September 2025, existing and new leases)',
  url: 'https://www.arabnews.pk/node/2616697/business-economy',
  date: '2025-09-25',
  kind: 'newspaper',
};
export const riyadhFreezeLaw: SourceRef = {
  title: 'Mondaq, "Riyadh introduces a five-year rent stabilization plan"',
  url: 'https://www.mondaq.com/landlord-tenant-leases/1685656/riyadh-introduces-a-five-year-rent-stabilization-plan-to-support-a-balanced-and-fair-rental-market',
  date: '2025-09',
  kind: 'secondary',
};
export const riyadhGrowth: SourceRef = {
  title: 'Evrim Ağacı, citing GASTAT: Riyadh residential rents +7.6% year on year to August 2025',
  url: 'https://evrimagaci.org/gpt/saudi-arabia-freezes-riyadh-rents-for-five-years-503986',
  date: '2025-09-26',
  kind: 'secondary',
};
export const jeddahGrowth: SourceRef = {
  title: 'Zawya, "Riyadh, Jeddah will get 14,000 new housing units in Q4 2023: JLL" (Jeddah rents +5% year on year)',
  url: 'https://www.zawya.com/en/business/real-estate/riyadh-jeddah-will-get-14-000-new-housing-units-in-q4-2023-jll-mg6n9xs6',
  date: '2023-11-10',
  kind: 'newspaper',
};
export const dohaStable: SourceRef = {
  title: 'Kees.qa, reporting Cushman & Wakefield Q2 2024 (Doha rents broadly stable; new supply pushed mid-market rents down)',
  url: 'https://kees.qa/cushman-wakefield-400000-housing-units-in-the-local-market-by-the-end-of-june/',
  date: '2024-08',
  kind: 'secondary',
};
export const omanLaw: SourceRef = {
  title:
    'Global Property Guide (archived), "Oman: Landlord and Tenant" (RD 6/89: no rise during the lease; on longer leases every 3 years)',
  url: 'https://www.globalpropertyguide.com/index.php/Middle-East/Oman/Landlord-and-Tenant',
  date: 'undated',
  kind: 'secondary',
};
export const bahrainLaw: SourceRef = {
  title: 'HomeFinder BH, "Bahrain lease law explained (2025)" (Law 27/2014: no rise for 2 years, then at most 5% for homes)',
  url: 'https://www.homefinderbh.com/blog/bahrain-lease-law-explained:-rights-rent-caps-&-renewals-%282025%29',
  date: '2025',
  kind: 'secondary',
};
export const kuwaitLaw: SourceRef = {
  title: 'Kuwait Times, "Common rental concerns" (Law 35/1978: rent may rise only after 5 years, and only when far below market)',
  url: 'https://news.kuwaittimes.net/website/common-rental-concerns/',
  date: 'undated',
  kind: 'newspaper',
};
export const khdaEci: SourceRef = {
  title:
    'The National, "Private schools in Dubai can raise tuition fees for new academic year" (KHDA Education Cost Index 2.35% for 2025-26)',
  url: 'https://thenational-the-national-prod.web.arc-cdn.net/news/uae/2025/05/02/private-schools-in-dubai-can-raise-tuition-fees-for-new-academic-year',
  date: '2025-05-02',
  kind: 'newspaper',
};
export const adekCaps: SourceRef = {
  title: 'Khaleej Times, "Up to 3.94% hike in tuition fees approved for schools in Abu Dhabi" (2023-24 caps by rating, 2.25% to 3.94%)',
  url: 'https://www.khaleejtimes.com/uae/education/uae-up-to-3-94-hike-in-tuition-fees-approved-for-schools-in-abu-dhabi',
  date: '2023-04-11',
  kind: 'newspaper',
};
export const qatarApproved: SourceRef = {
  title: 'Qatar Tribune, school fee increases approved for 28 of 126 applicants at 3-10% (2019-20)',
  url: 'http://qatar-tribune.com/Latest-News/ArtMID/423/ArticleID/22542',
  date: '2019-02',
  kind: 'newspaper',
};
export const qatarTwoYears: SourceRef = {
  title:
    'NewsTrail Qatar, "Education Ministry receives 22 requests to establish new private schools" (after an increase, none for 2 years)',
  url: 'https://www.newstrailqatar.com/?p=10157',
  date: '2025-05-05',
  kind: 'newspaper',
};
export const kuwaitFeeFreeze: SourceRef = {
  title: 'ASB Media, "Ministry denies increase in private school tuition fees for academic year 2025-2026" (fees frozen at 2024-25 levels)',
  url: 'https://asb-media.info/en/ministry-denies-increase-in-private-school-tuition-fees-for-academic-year-2025-2026',
  date: '2025',
  kind: 'secondary',
};
export const bahrainFeeCap: SourceRef = {
  title: 'Gulf Insider, "Bahrain: private school applications for fee amendment in review" (up to 5%, only for compliant schools)',
  url: 'https://www.gulf-insider.com/bahrain-private-school-applications-for-fee-amendment-in-review/',
  date: 'undated',
  kind: 'secondary',
};
