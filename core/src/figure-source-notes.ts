// How each kind of figure is made, for a reader, with the ids of its sources in core/data/sources.json.
// figure-sources.ts turns these into FigureSource objects once, at load. Amounts the code holds
// (constants, fee ranges, help ranges) are not typed here: figure-sources.ts writes them in from the
// code, so a changed constant cannot leave a stale sentence behind.
import type { CountryCode, CurrencyCode } from './country-codes.ts';
import type { FeeTableCurriculum } from './school-fees.ts';

/** A note on how figures are made, and which sources back it. */
export interface SourceNote {
  explanation: string;
  sources: readonly string[];
  /** What it assumes where no source confirms it. */
  assumption?: string;
}

/** A note on some of a country's cities (all the others when `cities` is absent). */
export interface CityRuleNote extends SourceNote {
  /** How the catalogue names the cities it covers ("Dubai", "Ajman, Ras Al Khaimah, …"). */
  label: string;
  cities?: readonly string[];
}

/**
 * How one kind of district figure is made in a country: what holds for every city (`summary`), then
 * what holds for some of them (`rules`). A rule's explanation and assumption add to the summary, may
 * be empty, and open with an ordinary word: a city average lists them after the rule's label.
 */
export interface CountryFigureNotes {
  summary: string;
  /** What every city's figure assumes, where no source confirms it. */
  assumption?: string;
  rules: readonly CityRuleNote[];
}

const leaseAssumption = (range: string) =>
  `No reliable average for a car lease was found, only adverts ("from AED 999 a month"), so the lease or finance part, about ${range} a month including insurance, is our own estimate.`;

const carSummary = (fuel: string) =>
  `The monthly cost of running one mid-size car with no car benefit: lease or finance including insurance, fuel for 1,500-2,500 km a month ${fuel}, and parking and tolls. The calculator splits the total 65% lease, 25% fuel and 10% parking and tolls (spec section 9); where fuel is subsidised that split overstates fuel, so we set the realistic total, not each part.`;

const flatUse =
  "Electricity and water for a one-bedroom flat with two people, averaged over the year (about 1,100-1,300 kWh and 12-16 cubic metres of water a month; summer bills run about twice winter's)";

/** Electricity, water and cooling for up to two people. */
export const utilitiesNotes: Readonly<Record<CountryCode, CountryFigureNotes>> = {
  UAE: {
    summary: `${flatUse}, priced at each emirate's tariff for expatriates.`,
    rules: [
      {
        label: 'Dubai',
        cities: ['Dubai'],
        explanation:
          "The tariff is DEWA's, with its March 2025 fuel surcharge and 5% VAT, checked against a published one-bedroom bill; towers that bill district cooling separately (Dubai Marina, JLT, Business Bay, Downtown, JBR, Palm Jumeirah) add chiller charges at Empower's rates.",
        sources: ['dewa-tariff', 'gn-dewa-bill-2020', 'empower-charges'],
      },
      {
        label: 'Abu Dhabi',
        cities: ['Abu Dhabi'],
        explanation: "The tariff is Abu Dhabi's of 2017, the latest found; towers that bill district cooling add chiller charges.",
        sources: ['national-abu-dhabi-tariff-2017', 'empower-charges'],
      },
      {
        label: 'Sharjah',
        cities: ['Sharjah'],
        explanation: "The tariff is SEWA's, 30 fils a kWh, close to Dubai's; few towers bill cooling separately.",
        sources: ['gn-sewa-2013', 'dewa-tariff'],
      },
      {
        label: 'Ajman, Ras Al Khaimah, Fujairah and Umm Al Quwain',
        cities: ['Ajman', 'Ras Al Khaimah', 'Fujairah', 'Umm Al Quwain'],
        explanation: "The tariff is taken as about Sharjah's per kWh, with no separate cooling bills.",
        sources: ['gn-sewa-2013', 'dewa-tariff'],
        assumption: "These emirates' own tariffs were not checked; they are assumed to charge about what Sharjah does per kWh.",
      },
    ],
  },
  KSA: {
    summary: `${flatUse}, at the residential tariff of 18 halalas a kWh (up to 6,000 kWh a month) plus 15% VAT, in force since January 2018 and the latest found. Humid Jeddah and the Eastern Province need more cooling; Abha, in the mountains, less.`,
    rules: [{ label: 'Saudi Arabia', explanation: '', sources: ['ksa-electricity-2018'] }],
  },
  Qatar: {
    summary: `${flatUse}, at Kahramaa's tariff for non-Qatari households (QAR 0.08-0.09 a kWh, water QAR 4.40 a cubic metre) plus the 20% sewage fee.`,
    rules: [
      {
        label: 'Doha and Lusail',
        cities: ['Doha', 'Lusail'],
        explanation: 'Towers at The Pearl, West Bay and Lusail that bill district cooling separately add chiller charges.',
        sources: ['kahramaa-tariff-2015', 'qatar-sewage-fee-2020'],
        assumption: 'Chiller charges are our own estimate, as no Qatari district-cooling tariff was found.',
      },
      { label: 'Al Rayyan, Al Wakrah and Al Khor', explanation: '', sources: ['kahramaa-tariff-2015', 'qatar-sewage-fee-2020'] },
    ],
  },
  Oman: {
    summary: `${flatUse}.`,
    rules: [
      {
        label: 'Oman',
        explanation: '',
        sources: ['calculator-model'],
        assumption: "Oman's electricity tariff was not found, so about 25 baisa a kWh for expatriate accounts is assumed.",
      },
    ],
  },
  Bahrain: {
    summary: `${flatUse}, at EWA's expatriate tariff of 32 fils a kWh and 775 fils a cubic metre of water.`,
    rules: [{ label: 'Bahrain', explanation: '', sources: ['gdn-ewa-tariff'] }],
  },
  Kuwait: {
    summary: `${flatUse}, at the subsidised tariff for rented flats (5 fils a kWh; water KWD 2 per 1,000 gallons). Many Kuwaiti rents include water.`,
    rules: [{ label: 'Kuwait', explanation: '', sources: ['kuwait-power-2017'] }],
  },
};

/** Running one mid-size car with no car benefit. */
export const transportNotes: Readonly<Record<CountryCode, CountryFigureNotes>> = {
  UAE: {
    summary: carSummary('at October 2025 prices (Special 95 at AED 2.66 a litre)'),
    assumption: leaseAssumption('AED 1,700-1,800'),
    rules: [
      {
        label: 'Dubai',
        cities: ['Dubai'],
        explanation: "Tolls are Salik's, at AED 4-6 a crossing, and paid parking costs AED 4-6 an hour.",
        sources: ['uae-fuel-oct-2025', 'salik-2025', 'dubai-parking-2025', 'uae-car-insurance'],
      },
      {
        label: 'Abu Dhabi',
        cities: ['Abu Dhabi'],
        explanation: "Tolls are Darb's, at AED 4 a crossing at peak times.",
        sources: ['uae-fuel-oct-2025', 'darb-2025', 'uae-car-insurance'],
        assumption:
          'The estimate counted Darb at its former cap of AED 200 a month; the cap ended in September 2025, so a daily commuter through several gates pays more.',
      },
      {
        label: 'Sharjah, Ajman and Umm Al Quwain',
        cities: ['Sharjah', 'Ajman', 'Umm Al Quwain'],
        explanation: 'Tolls and parking are for the usual commute into Dubai, with Salik at AED 4-6 a crossing.',
        sources: ['uae-fuel-oct-2025', 'salik-2025', 'uae-car-insurance'],
      },
      {
        label: 'Ras Al Khaimah and Fujairah',
        cities: ['Ras Al Khaimah', 'Fujairah'],
        explanation: 'Driving is local, with no tolls.',
        sources: ['uae-fuel-oct-2025', 'uae-car-insurance'],
      },
    ],
  },
  KSA: {
    summary: `${carSummary('at the capped prices (95-octane at SAR 2.33 a litre)')} Drives are longest in Riyadh.`,
    assumption: leaseAssumption('SAR 1,600-1,800'),
    rules: [{ label: 'Saudi Arabia', explanation: '', sources: ['ksa-petrol-cap-2021'] }],
  },
  Qatar: {
    summary: carSummary('at about QAR 1.90-2.10 a litre'),
    assumption: `${leaseAssumption('QAR 1,650-1,750')} Qatar's October 2025 fuel price was not confirmed.`,
    rules: [{ label: 'Qatar', explanation: '', sources: ['qatar-fuel'] }],
  },
  Oman: {
    summary: carSummary('at the capped prices (M95 at 239 baisa a litre)'),
    assumption: `${leaseAssumption('OMR 140-150')} The 2021 cap on fuel prices is believed to be still in force, but was not checked for 2025.`,
    rules: [{ label: 'Oman', explanation: '', sources: ['oman-fuel-cap-2021'] }],
  },
  Bahrain: {
    summary: carSummary('at the 2018 prices, the latest found (Mumtaz 95 at 200 fils a litre)'),
    assumption: leaseAssumption('BHD 125-135'),
    rules: [{ label: 'Bahrain', explanation: '', sources: ['bahrain-fuel-2018'] }],
  },
  Kuwait: {
    summary: `${carSummary('at 85 fils a litre for 91-octane')} Ahmadi and Jahra commute furthest.`,
    assumption: `${leaseAssumption('KWD 115-125')} Kuwait's 2025 fuel price was not found, so the 2016 price of 85 fils is assumed.`,
    rules: [{ label: 'Kuwait', explanation: '', sources: ['kuwait-fuel-2016'] }],
  },
};

const groceryLevel =
  "The district's grocery price level relative to Dubai's, which multiplies the calculator's fixed amount per person. It follows Numbeo's 2019 city grocery indices, moved toward Dubai's level because the big chains (Carrefour, Lulu, the co-operatives) now price much alike across the Gulf; premium districts are set a little higher and budget districts lower.";

const notIndexed = (places: string, from: string) => `No grocery index covers ${places}, so their level is set from ${from}.`;

/** The grocery price level. */
export const groceriesNotes: Readonly<Record<CountryCode, CountryFigureNotes>> = {
  UAE: {
    summary: groceryLevel,
    rules: [
      {
        label: 'Dubai, Abu Dhabi, Sharjah and Ajman',
        cities: ['Dubai', 'Abu Dhabi', 'Sharjah', 'Ajman'],
        explanation: 'In 2019 Numbeo put Abu Dhabi at 0.93 of Dubai, Sharjah at 0.70 and Ajman at 0.69.',
        sources: ['numbeo-indices-2019'],
      },
      {
        label: 'Ras Al Khaimah, Fujairah and Umm Al Quwain',
        explanation: '',
        sources: ['numbeo-indices-2019'],
        assumption: notIndexed('these emirates', "Sharjah's and Ajman's"),
      },
    ],
  },
  KSA: {
    summary: `${groceryLevel} Saudi VAT has been 15% since 2020.`,
    rules: [
      {
        label: 'Riyadh, Jeddah, Dammam and Khobar',
        cities: ['Riyadh', 'Jeddah', 'Dammam', 'Khobar'],
        explanation: 'In 2019 Numbeo put Al Khobar at 0.93 of Dubai, Dammam at 0.72, Riyadh at 0.70 and Jeddah at 0.68.',
        sources: ['numbeo-indices-2019'],
      },
      {
        label: 'Dhahran, Mecca, Medina, Tabuk, Abha, Yanbu and Jubail',
        explanation: '',
        sources: ['numbeo-indices-2019'],
        assumption: notIndexed('these cities', 'the nearest city that has one'),
      },
    ],
  },
  Qatar: {
    summary: groceryLevel,
    rules: [
      { label: 'Doha', cities: ['Doha'], explanation: 'In 2019 Numbeo put Doha at 0.95 of Dubai.', sources: ['numbeo-indices-2019'] },
      {
        label: 'Lusail, Al Rayyan, Al Wakrah and Al Khor',
        explanation: '',
        sources: ['numbeo-indices-2019'],
        assumption: notIndexed('these cities', "Doha's"),
      },
    ],
  },
  Oman: {
    summary: groceryLevel,
    rules: [
      { label: 'Muscat', cities: ['Muscat'], explanation: 'In 2019 Numbeo put Muscat at 0.78 of Dubai.', sources: ['numbeo-indices-2019'] },
      {
        label: 'Salalah, Sohar, Nizwa, Sur and Ibri',
        explanation: '',
        sources: ['numbeo-indices-2019'],
        assumption: notIndexed('these towns', "Muscat's"),
      },
    ],
  },
  Bahrain: {
    summary: groceryLevel,
    rules: [
      { label: 'Manama', cities: ['Manama'], explanation: 'In 2019 Numbeo put Manama at 0.89 of Dubai.', sources: ['numbeo-indices-2019'] },
      {
        label: 'Muharraq, Riffa, Isa Town and Hamad Town',
        explanation: '',
        sources: ['numbeo-indices-2019'],
        assumption: notIndexed('these towns', "Manama's"),
      },
    ],
  },
  Kuwait: {
    summary:
      "The district's grocery price level relative to Dubai's, which multiplies the calculator's fixed amount per person. Co-operative societies keep Kuwait's prices low, and Numbeo ranked it the second-cheapest Gulf country in 2024.",
    rules: [
      {
        label: 'Kuwait',
        explanation: '',
        sources: ['numbeo-ranking-2024', 'gn-kuwait-cheap-2024'],
        assumption: 'Kuwait has no city grocery index, so its level is set at 0.84-0.96 of Dubai from its cost-of-living ranking.',
      },
    ],
  },
};

/** What each curriculum's fee range is checked against; the range itself comes from the fee table. */
export const curriculumNotes: Readonly<Record<FeeTableCurriculum, SourceNote>> = {
  american: {
    explanation:
      'Published Dubai fees span it: the American School of Dubai charged AED 56,000-82,581 in 2022-23 (plus a facility fee), and mid-priced American schools charge less.',
    sources: ['school-asd'],
  },
  british: {
    explanation:
      'Published fees span it: Dubai British School Emirates Hills charged AED 51,809-77,715 in 2024-25, and budget schools such as Creative British School in Abu Dhabi about AED 12,690-25,400.',
    sources: ['school-dbs-emirates-hills', 'school-cbs-abu-dhabi'],
  },
  ib: {
    explanation: 'GEMS International School Al Khail, Dubai, charged AED 51,212-77,663 in 2024-25.',
    sources: ['school-gems-al-khail'],
  },
  indian: {
    explanation:
      'Credence High School, Dubai, charged AED 16,534-28,076 in 2025-26, and Gulf Indian High School about AED 3,450-6,500 a year.',
    sources: ['school-credence', 'school-gihs'],
  },
  french: {
    explanation: "Dubai's French schools charge about AED 23,000-66,000 a year (EUR 5,600-16,200).",
    sources: ['school-french-dubai'],
  },
  german: {
    explanation: 'The German International School Dubai charges AED 37,631-71,094 a year.',
    sources: ['school-gisd'],
  },
  arabic: {
    explanation: 'It sits above the AED 6,000 a year that government schools charge expatriate pupils.',
    sources: ['calculator-model', 'gn-public-school-fees'],
    assumption: "No private Arabic/MOE school's published fees were found, so the range is the calculator's own (spec section 3).",
  },
};

/** The fee table as a whole. */
export const feeTableNote: SourceNote = {
  explanation:
    "Annual tuition by curriculum and school stage, from the calculator's fee table (spec section 3), drawn from Dubai and Abu Dhabi schools' published fees for 2022-26; each child counts at the middle of the range for their stage, divided by 12. Dubai's regulator let schools raise fees by up to 2.35% for 2025-26. Premium schools charge above the ranges, so type your school's fees over the estimate.",
  sources: [
    'calculator-model',
    'school-asd',
    'school-dbs-emirates-hills',
    'school-cbs-abu-dhabi',
    'school-gems-al-khail',
    'school-credence',
    'school-gihs',
    'school-french-dubai',
    'school-gisd',
    'khda-eci-2025',
  ],
};

const convertedFees = 'Outside the UAE the dirham ranges are converted at the currency pegs.';
const feesAssumed = (country: string) => `Fees in ${country} are assumed to match Dubai's, converted at the currency pegs.`;

/** How the dirham fee table compares with published fees in each other country. */
export const schoolCountryNotes: Readonly<Record<Exclude<CountryCode, 'UAE'>, SourceNote>> = {
  KSA: {
    explanation: `${convertedFees} Riyadh's published fees run wider: American International School Riyadh charges SAR 54,925-102,445 and the British International School Riyadh SAR 42,691-93,855 for 2025-26, before VAT, while community schools such as Al Alia charge about SAR 4,500-4,800.`,
    sources: ['school-aisr', 'school-bisr', 'school-al-alia'],
    assumption: feesAssumed('Saudi Arabia'),
  },
  Qatar: {
    explanation: `${convertedFees} For comparison, Doha College charged QAR 39,192-74,841 in 2023-24.`,
    sources: ['school-doha-college'],
    assumption: feesAssumed('Qatar'),
  },
  Oman: {
    explanation: `${convertedFees} For comparison, British School Muscat charged OMR 2,948-8,925 in 2020-21.`,
    sources: ['school-british-school-muscat'],
    assumption: feesAssumed('Oman'),
  },
  Bahrain: {
    explanation: `${convertedFees} For comparison, St Christopher's School charged BHD 3,508-8,569 in 2024-25.`,
    sources: ['school-st-christophers'],
    assumption: feesAssumed('Bahrain'),
  },
  Kuwait: {
    explanation: `${convertedFees} For comparison, the American Baccalaureate School charged KWD 2,168-4,810 and Kuwait Academy Bilingual School KWD 1,181-2,470 in 2024-25.`,
    sources: ['school-abs-kuwait', 'school-kabs-kuwait'],
    assumption: feesAssumed('Kuwait'),
  },
};

/** Public context for each country's domestic-help range, which comes from the spec (section 9). */
export const domesticHelpNotes: Readonly<Record<CountryCode, SourceNote>> = {
  UAE: {
    explanation:
      'Agency-sponsored help through Tadbeer cost AED 2,250-3,500 a month in 2018, and a live-in worker earns AED 1,500-2,500 a month with a visa, insurance, housing and food on top (2025).',
    sources: ['tadbeer-packages-2018', 'imdadhr-maids-2025'],
  },
  KSA: {
    explanation:
      'The Philippines sets a minimum of US$400-500 a month for its household workers abroad (US$500 for contracts from 22 October 2025), about the bottom of the range; recruitment through Musaned costs SAR 5,000-14,300 once.',
    sources: ['dmw-minimum-2025', 'musaned-recruitment-2024'],
    assumption: "No published Saudi salary survey was found, so the range is the calculator's own (spec section 9).",
  },
  Qatar: {
    explanation:
      "Qatar's minimum wage, which covers domestic workers, is QAR 1,000 plus QAR 500 for housing and QAR 300 for food unless provided; the range sits above it.",
    sources: ['qatar-minimum-wage-2021', 'dmw-minimum-2025'],
    assumption: "No published salary survey for Qatar was found, so the range is the calculator's own (spec section 9).",
  },
  Oman: {
    explanation:
      "The Philippines sets a minimum of US$400-500 a month for its household workers abroad, and Oman's labour licence for a domestic worker costs OMR 141 for two years.",
    sources: ['dmw-minimum-2025', 'oman-domestic-licence-2021'],
    assumption: "No published Omani salary survey was found, so the range is the calculator's own (spec section 9).",
  },
  Bahrain: {
    explanation:
      "The Philippines' minimum for new contracts from 22 October 2025 is US$500 a month, above the range; workers of other nationalities are often paid less.",
    sources: ['dmw-minimum-2025'],
    assumption: "No published Bahraini salary survey was found, so the range is the calculator's own (spec section 9).",
  },
  Kuwait: {
    explanation: "Kuwait's legal minimum for domestic workers is KWD 75 a month, and salaries of KWD 60-120 are reported.",
    sources: ['kuwait-domestic-minimum', 'kuwait-domestic-salary'],
  },
};

/** Where each currency's rate per US dollar comes from. */
export const pegNotes: Readonly<Record<CurrencyCode, SourceNote>> = {
  AED: {
    explanation: 'The UAE dirham is pegged to the US dollar.',
    sources: ['adda247-pegs', 'sbp-rates-2025'],
  },
  SAR: {
    explanation: 'The Saudi riyal is pegged to the US dollar.',
    sources: ['adda247-pegs', 'sbp-rates-2025'],
  },
  QAR: {
    explanation: 'The Qatari riyal is pegged to the US dollar by Amiri Decree 34 of 2001.',
    sources: ['qcb-exchange-rate-policy'],
  },
  OMR: {
    explanation: 'The Omani rial has been pegged to the US dollar since 1986.',
    sources: ['oman-peg'],
  },
  BHD: {
    explanation: 'The Bahraini dinar is pegged to the US dollar.',
    sources: ['cbb-exchange-rate-policy'],
  },
  KWD: {
    explanation:
      'The Kuwaiti dinar is managed against an undisclosed basket of currencies, not pegged to the dollar alone; market rates in October 2025 were about 0.306-0.307.',
    sources: ['cbk-exchange-rate-policy', 'sbp-rates-2025', 'khobor-sangjog-kwd-2025'],
    assumption: 'The rate moves a little; the calculator holds the October 2025 rate fixed.',
  },
};
