// The cash panel's source helpers (ref, source, fromDirhams) and the records its rent lines cite;
// the records for schools, the car, flights and visas sit with their tables.
import type { CountryCode } from '../country-codes.ts';
import { aedToLocalFactor, currencyFor } from '../currency.ts';
import { dataAsOf } from '../data-date.ts';
import type { FigureSource, SourceRef } from '../sources.ts';

const asOf = dataAsOf.asOfLabel;
export const ref = (title: string, url: string | undefined, date: string, kind: SourceRef['kind']): SourceRef => ({
  title,
  url,
  date,
  kind,
});
export const source = (explanation: string, sources: readonly SourceRef[], assumption?: string): FigureSource =>
  assumption ? { explanation, sources, asOf, assumption } : { explanation, sources, asOf };
/** A dirham amount in a country's currency, whole units (for assumptions carried over from Dubai). */
export const fromDirhams = (aed: number, country: CountryCode) => Math.round(aed * aedToLocalFactor(currencyFor(country)));

// ---- Rent sources ---------------------------------------------------------------------------

export const gnPayRent = ref(
  'Gulf News, "How to pay rent in Dubai: top 3 payment methods" (1 or 2-4 post-dated cheques; more landlords accept 4 or more)',
  'https://gulfnews.com/amp/story/living-in-uae%2Fhousing%2Fhow-to-pay-rent-in-dubai-top-3-payment-methods-for-tenants-1.500425918',
  'undated (about 2025)',
  'newspaper',
);
export const gnChequeless = ref(
  'Gulf News, "UAE rental market begins to move beyond cheque-based payments" (newcomers asked for the year in 1-4 cheques)',
  'https://gulfnews.com/business/property/uae-rental-market-begins-to-move-beyond-cheque-based-payments-1.500447415',
  '2026-02-18',
  'newspaper',
);
export const manilaTimesCheques = ref(
  'Manila Times (repost), "Dubai rent cheques: tenants dictate terms" (Property Monitor: 43% of leases on 4 cheques)',
  'http://www.manilatimes.net/dubai-rent-cheques-tenants-dictate-terms/348946/',
  '2017',
  'newspaper',
);
export const gnDeposit = ref(
  'Gulf News, "Renting a home in Dubai: how much is the security deposit?" (5% unfurnished, 10% furnished)',
  'https://gulfnews.com/living-in-uae/housing/renting-a-home-in-dubai-how-much-is-the-security-deposit-1.1716906865349',
  '2024-05-28',
  'newspaper',
);
export const propertyFinderRent = ref(
  'Property Finder, "Paying rent in Dubai" (agency fee 5% of annual rent)',
  'https://www.propertyfinder.ae/blog/paying-rent-dubai/',
  'undated',
  'secondary',
);
export const lifeInUae = ref(
  'Life in the UAE, "Renting" (agency fee about 5% of annual rent)',
  'https://www.lifeintheuae.com/moving-to-the-uae/accommodation/renting.aspx',
  'undated',
  'secondary',
);
export const dldEjari = ref(
  'Dubai Land Department, "Register / renew tenancy contract" (AED 100 + AED 10 + AED 10, plus AED 95 + VAT at a trustee centre)',
  'https://dubailand.gov.ae/en/eservices/register-renew-tenancy-contract',
  'undated',
  'official',
);
export const sevenXEjari = ref(
  'Seven X Properties, "Tenant\'s guide" (Ejari about AED 220)',
  'https://www.sevenxproperties.com/tenants-guide',
  'undated',
  'secondary',
);
export const gnDewa = ref(
  'Gulf News, "Dubai villa tenant gets security deposit shock" (DEWA: AED 2,000 flat, AED 4,000 villa)',
  'http://gulfnews.com/news/uae/society/dubai-villa-tenant-gets-security-deposit-shock-1.2104798',
  'about 2017',
  'newspaper',
);
export const pillarDewa = ref(
  'Pillar OS, "DEWA move-in" (deposit still AED 2,000 / 4,000; connection fee about AED 100-130)',
  'https://getpillaros.com/resources/dewa-move-in-connection-dubai-landlords',
  '2026-07',
  'secondary',
);
export const properleDeposit = ref(
  'ProperLE, "Security deposit rules Dubai & Abu Dhabi" (typically 5% in Abu Dhabi)',
  'https://www.myproperle.com/blog/security-deposit-rules-dubai-abudhabi',
  'undated',
  'secondary',
);
export const askaanSharjah = ref(
  'Askaan, "Leasing property guide Sharjah" (agency fee up to 5% of the annual rent)',
  'https://www.askaan.com/blog/guides/leasing-property-guide-sharjah',
  'undated',
  'secondary',
);
export const gnSewa = ref(
  'Gulf News, "Sharjah tenants to pay additional deposit" (SEWA: AED 2,000 up to 2 bedrooms, AED 3,000 for 3)',
  'http://gulfnews.com/news/gulf/uae/housing-property/sharjah-tenants-to-pay-additional-deposit-1.97913',
  '2008-04-14',
  'newspaper',
);
export const dlightEjar = ref(
  'Dlight, "Installments on an Ejar rental contract" (rent traditionally one annual payment at authentication)',
  'https://dlight.ai/en/guides/installments-on-ejar-contract',
  'undated (about 2025)',
  'secondary',
);
export const ktEjar = ref(
  'Khaleej Times, "All residential rent payments must go through online platform in Saudi Arabia"',
  'https://www.khaleejtimes.com/world/gulf/all-residential-rent-payments-must-go-through-online-platform-in-saudi-arabia',
  '2024-01-15',
  'newspaper',
);
export const ksaBrokerage = ref(
  'Al Jazeera Capital, "Here\'s what you need to know about the new real estate brokerage law" (at most 2.5% of the first year\'s rent)',
  'https://aljazeerafinancial.com/heres-what-you-need-to-know-about-new-real-estate-brokerage-law/',
  '2022',
  'secondary',
);
export const mciCommission = ref(
  'Ministry of Commerce, "MCI confirms that the sale and rent commission does not exceed 2.5%"',
  'https://mci.gov.sa/en/mediacenter/News/Pages/08-07-14-01.aspx',
  '2014-07-08',
  'official',
);
export const ejarFee = ref(
  'Malayalam News (reporting Ejar), "Ejaar network clarifies rental contract fees in Saudi Arabia" (SAR 125 a year)',
  'https://themalayalamnews.com/gulf/saudi/ejaar-network-clarifies-rental-contract-fees-in-saudi-arabia',
  'about 2024',
  'secondary',
);
export const secDeposit = ref(
  'Saudi Gazette, "SEC to take advance deposit from consumers" (at least SAR 500)',
  'https://saudigazette.com.sa/article/535969/SAUDI-ARABIA/SEC-to-take-advance-deposit-from-consumers',
  '2018-05-31',
  'newspaper',
);
export const mirage = ref(
  'Mirage Property, FAQs (12 monthly cheques, 1 month deposit, half a month commission, Kahramaa QR 2,000)',
  'https://mirageproperty.com/faqs/',
  'undated',
  'secondary',
);
export const maroon = ref(
  'Maroon Homes, FAQs (12 post-dated cheques and a deposit cheque)',
  'http://maroonhomes.com/faqs.aspx',
  'undated',
  'secondary',
);
export const loftBureau = ref(
  'The Loft Bureau, "Leasing in the State of Qatar" (deposit normally 1 month)',
  'https://theloftbureau.com/leasing-in-the-state-of-qatar',
  'undated',
  'secondary',
);
export const danat = ref(
  'Danat Qatar, reservation terms (Kahramaa deposit)',
  'https://danatqatar.qa/e-property-reservation-form/',
  'undated',
  'secondary',
);
export const resfix = ref(
  'Resfix, "Tenancy & leasing agreement process in Oman" (cheques for a year, six months or a quarter)',
  'https://www.resfix.com/knowledge-base/tenancy-leasing-agreement-process-in-oman',
  'undated',
  'secondary',
);
export const retalk = ref(
  'Retalk MENA, "Renting property in Oman" (3 or 6 months in advance; deposit of 1 month)',
  'https://retalkmena.com/2017/04/13/renting-property-oman/1492010779',
  '2017-04-13',
  'secondary',
);
export const expatLifeOman = ref(
  'ExpatLife.ai, "Oman housing" (some agents charge tenants a month\'s rent)',
  'https://expatlife.ai/oman/housing',
  'undated',
  'secondary',
);
export const impactEstate = ref(
  'Impact Estate, "Renting property in Bahrain" (3 months in advance at signing, then monthly)',
  'https://impact-estate.com/procedures-to-rent-a-property',
  'undated',
  'secondary',
);
export const bakerBahrain = ref(
  'Baker McKenzie, "Global corporate real estate guide - Bahrain: leases" (deposit at most 3 months, Law 27/2014)',
  'https://resourcehub.bakermckenzie.com/en/resources/global-corporate-real-estate-guide/europe-middle-east-and-africa/bahrain/topics/leases',
  'undated',
  'secondary',
);
export const ewaMoveIn = ref(
  'EWA, "Move in: change of name / tenancy" (electricity single-phase BD 100; water ½" BD 100)',
  'https://www.ewa.bh/en/Customer/Services/move-in',
  'undated',
  'official',
);
export const ktRental = ref(
  'Kuwait Times, "Common rental concerns" (rent paid monthly)',
  'https://news.kuwaittimes.net/website/common-rental-concerns/',
  'undated',
  'newspaper',
);
export const ktAlGhanem = ref(
  'Kuwait Times, "Unofficial rental terms dictate market: Al-Ghanem" (deposit and commission each ½ or 1 month)',
  'https://kuwaittimes.com/unofficial-rental-terms-dictate-market-al-ghanem',
  'undated (about 2019-2022)',
  'newspaper',
);
export const hilite = ref(
  'Hilite Homes, "Utilities in Kuwait" (a connection deposit may be asked, often arranged by the employer)',
  'https://www.hilitehomes.com/real-estate-blog-in-kuwait/utilities-in-kuwait',
  'undated',
  'secondary',
);
