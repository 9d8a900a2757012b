// Rent-linked fees a location charges its tenants: Dubai's housing fee, Abu Dhabi's municipality fee and
// Bahrain's municipality tax. Looked at and left out: Sharjah's 4% tenancy attestation, Oman's 3% lease
// registration and Qatar's 0.5% lease registration (each is the landlord's duty by law); Saudi Arabia's
// SAR 125 Ejar fee (who pays is not fixed). Kuwait has no rent-linked fee.
import type { CountryCode } from '../countries/index.ts';
import { withArabicSource } from '../sources/index.ts';
import { ruleForPlace, type PlaceRules } from '../places/index.ts';
import type { FigureSource } from '../sources/index.ts';
import { aed, asOf, percent, perMonth } from './rule-cost-labels.ts';
import type { RuleCost } from './rule-cost.ts';

export interface HousingFee {
  rate: number;
  minimumAnnual: number;
  name: string;
  source: FigureSource;
}

const dubaiHousingFeeRate = 0.05;
const dubaiHousingFee: HousingFee = {
  rate: dubaiHousingFeeRate,
  minimumAnnual: 0,
  name: 'Dubai housing fee (5% of rent)',
  source: withArabicSource(
    {
      explanation: 'Dubai charges expatriate tenants a housing fee of 5% of the annual rent, billed in 12 monthly parts on the DEWA bill.',
      sources: [
        {
          title: 'Engel & Völkers, "Housing fee Dubai"',
          url: 'https://www.engelvoelkers.com/ae/en/resources/housing-fee-dubai',
          date: 'undated',
          kind: 'secondary',
        },
        {
          title: 'Emirates 24/7, "Municipality housing fee system to net all expats"',
          url: 'https://www.emirates247.com/news/emirates/municipality-housing-fee-system-to-net-all-expats-2012-12-17-1.487573',
          date: '2012-12-17',
          kind: 'newspaper',
        },
      ],
      asOf,
    },
    `تفرض دبي على المستأجرين الوافدين رسوم سكن بنسبة ${percent(dubaiHousingFeeRate)} من الإيجار السنوي، تُحصَّل على 12 قسطًا شهريًا في فاتورة هيئة كهرباء ومياه دبي (ديوا).`,
  ),
};

// 3% or 5%? The fee was introduced at 3% (Resolution 13/2016, Al Tamimi 2017) and raised in May 2018
// (The National, 2018-06-28). ADDC, which collects it, states 5% of the contract for all premises
// with a minimum of AED 450 a year, so 5% is used; The National's 7.5% for villas no longer appears there.
const abuDhabiMunicipalityFeeRate = 0.05;
const abuDhabiMunicipalityFeeMinimum = 450;
const abuDhabiMunicipalityFee: HousingFee = {
  rate: abuDhabiMunicipalityFeeRate,
  minimumAnnual: abuDhabiMunicipalityFeeMinimum,
  name: 'Abu Dhabi municipality fee (5% of rent)',
  source: withArabicSource(
    {
      explanation:
        'Abu Dhabi charges expatriate tenants a municipality fee of 5% of the annual rent (at least AED 450 a year), collected monthly on the ADDC bill. It began at 3% in 2016 and has been 5% since 2018; the utility that collects it states 5%.',
      sources: [
        {
          title: 'ADDC, "Municipality fees" (5% of the rental contract for all premises, minimum AED 450)',
          url: 'https://www.addc.ae/en-US/residential/Pages/Municipality-Fee.aspx',
          date: 'undated',
          kind: 'official',
        },
        {
          title: 'The National, "ADDC website reveals new rates for municipality fees in Abu Dhabi" (3% raised to 5% from 17 May 2018)',
          url: 'https://thenational-the-national-prod.web.arc-cdn.net/uae/addc-website-reveals-new-rates-for-municipality-fees-in-abu-dhabi-more-than-doubling-in-some-cases-1.739564',
          date: '2018-06-28',
          kind: 'newspaper',
        },
        {
          title: 'Al Tamimi & Co, "Abu Dhabi Rent Caps and Housing Fees" (Resolution 13/2016: 3%)',
          url: 'https://www.tamimi.com/law-update-articles/abu-dhabi-rent-caps-and-housing-fees/',
          date: '2017-02',
          kind: 'secondary',
        },
      ],
      asOf,
    },
    `تفرض أبوظبي على المستأجرين الوافدين رسوم بلدية بنسبة ${percent(abuDhabiMunicipalityFeeRate)} من الإيجار السنوي (${aed(abuDhabiMunicipalityFeeMinimum)} في السنة على الأقل)، تُحصَّل شهريًا في فاتورة شركة أبوظبي للتوزيع. وقد بدأت بنسبة 3% في عام 2016، وهي ${percent(abuDhabiMunicipalityFeeRate)} منذ عام 2018، والشركة التي تحصّلها تذكر نسبة ${percent(abuDhabiMunicipalityFeeRate)}.`,
  ),
};

const bahrainMunicipalityTaxRate = 0.1;
const bahrainMunicipalityTax: HousingFee = {
  rate: bahrainMunicipalityTaxRate,
  minimumAnnual: 0,
  name: 'Municipality tax (10% of rent)',
  source: withArabicSource(
    {
      explanation:
        'Bahrain levies a municipal tax of 10% of the monthly rent on rented homes, billed with the electricity and water bill. Fully furnished rents often include it; unfurnished and semi-furnished rents, like the rents here, usually do not.',
      sources: [
        {
          title:
            'Lexis Middle East, Whillans Worldwide Taxes, Bahrain (municipal tax of 10% on the monthly rental of residential property)',
          url: 'https://www.lexismiddleeast.com/book/MiddleEastRegionWWT/Middle_East_Region__Whillans_Worldwide_Taxes_',
          date: 'undated',
          kind: 'secondary',
        },
        {
          title: 'Impact Estate, "Renting property in Bahrain" (semi-furnished rents exclude the 10% municipality tax)',
          url: 'https://impact-estate.com/procedures-to-rent-a-property',
          date: 'undated',
          kind: 'secondary',
        },
      ],
      asOf,
    },
    `تفرض البحرين ضريبة بلدية بنسبة ${percent(bahrainMunicipalityTaxRate)} من الإيجار الشهري على المساكن المؤجرة، تُضاف إلى فاتورة الكهرباء والماء. وكثيرًا ما تشملها إيجارات المساكن المفروشة بالكامل، أما إيجارات المساكن غير المفروشة وشبه المفروشة، كالإيجارات التي نعتمدها هنا، فلا تشملها عادةً.`,
  ),
};

/** The rent-linked fee a location charges tenants, if any (also quoted by pages through model-facts.ts). */
const housingFees: PlaceRules<HousingFee | undefined> = {
  country: { UAE: undefined, KSA: undefined, Qatar: undefined, Oman: undefined, Bahrain: bahrainMunicipalityTax, Kuwait: undefined },
  city: { 'UAE/Dubai': dubaiHousingFee, 'UAE/Abu Dhabi': abuDhabiMunicipalityFee },
};

export function housingFeeFor(country: CountryCode, city: string | null | undefined): HousingFee | undefined {
  return ruleForPlace(housingFees, country, city);
}

/** The rent-linked fee on this rent, if the location charges one. */
export function housingFeeCost(country: CountryCode, city: string | null | undefined, annualRent: number): RuleCost | undefined {
  const housingFee = housingFeeFor(country, city);
  if (!housingFee || annualRent <= 0) return undefined;
  return {
    key: 'housing-fee',
    category: 'Housing',
    name: housingFee.name,
    monthly: perMonth(Math.max(housingFee.minimumAnnual, annualRent * housingFee.rate)),
    employerOftenPays: false,
    source: housingFee.source,
  };
}
