// The country rules' sources for the /sources page: the family-visa thresholds, the end-of-service
// benefit, the typical basic share and the costs the rules add, per country. Each comes from the
// rule's own module with a representative household, so the page lists exactly what the results cite.
import { basicSalaryFor } from './basic-salary.ts';
import { countryCodes } from './country-codes.ts';
import { countryProfile } from './country-profiles.ts';
import { listCities } from './district-data.ts';
import { familySponsorship, familySponsorshipNote } from './family-sponsorship.ts';
import { endOfServiceBenefit } from './gratuity.ts';
import { ruleCosts } from './rule-costs.ts';
import type { SourceCatalogueEntry, SourceCatalogueSection } from './source-catalogue.ts';
import { dataAsOf } from './data-date.ts';
import { withArabicSource } from './figure-source-arabic.ts';
import type { FigureSource } from './sources.ts';

// Saudi Arabia publishes no threshold (family-sponsorship.ts); the page still says where that comes
// from, in English and in Arabic (issue 13).
const ksaNoThreshold: FigureSource = withArabicSource(
  {
    explanation: familySponsorshipNote('KSA'),
    sources: [
      {
        title:
          'Pakistan Today, "Saudi Arabia announces family visa sponsorship criteria for Pakistani expats" (profession test; reports SAR 3,500, which no official source confirms)',
        url: 'https://www.pakistantoday.com.pk/2024/12/07/saudi-arabia-announces-family-visa-sponsorship-criteria-for-pakistani-expats/',
        date: '2024-12-07',
        kind: 'newspaper',
      },
    ],
    asOf: dataAsOf.asOfLabel,
  },
  familySponsorshipNote('KSA', 'ar'),
);

const name = (country: (typeof countryCodes)[number]) => countryProfile(country).name;

// A household every rule applies to: a spouse and two children, no cover, rent and school fees to pay.
const everyRule = {
  dependants: { adults: 1, children: 2 },
  annualRent: 120_000,
  annualSchoolFees: 60_000,
  healthcareType: 'none',
} as const;

function ruleCostEntries(): SourceCatalogueEntry[] {
  const entries: SourceCatalogueEntry[] = [];
  const seen = new Set<object>();
  for (const country of countryCodes) {
    for (const city of [null, ...listCities(country)]) {
      for (const cost of ruleCosts({ country, city, ...everyRule })) {
        if (seen.has(cost.source)) continue;
        seen.add(cost.source);
        const where = city && /Dubai|Abu Dhabi/.test(cost.source.explanation) ? city : name(country);
        entries.push({ figure: `${where}: ${cost.name.replace(/\s*\(.*$/, '')}`, source: cost.source });
      }
    }
  }
  return entries;
}

let sections: SourceCatalogueSection[] | undefined;

/** The rule sections, built once. */
export function ruleSourceSections(): SourceCatalogueSection[] {
  sections ??= [
    {
      id: 'family-visa',
      title: 'Family visa salary thresholds',
      intro:
        'The minimum monthly salary each country sets for an expatriate to sponsor a spouse and children, as the "Can your family join you?" check uses it.',
      groups: [
        {
          entries: countryCodes.map((country) => {
            const check = familySponsorship({ country, packageMonthly: 0, employerHousing: false });
            return {
              figure: name(country),
              source: check?.source ?? ksaNoThreshold,
            };
          }),
        },
      ],
    },
    {
      id: 'end-of-service',
      title: 'End-of-service benefit',
      intro:
        'How each country works out what a private-sector expatriate is paid at the end of a contract, and the basic share of gross the calculator assumes when an offer does not state its basic pay.',
      groups: countryCodes.map((country) => ({
        title: name(country),
        entries: [
          {
            figure: 'End-of-service benefit',
            source: endOfServiceBenefit({ country, basicMonthly: 1, years: 2, leaving: 'completed' }).source,
          },
          { figure: 'Typical basic share of gross', source: basicSalaryFor({ country, grossMonthly: 1, basicMonthly: null }).source },
        ],
      })),
    },
    {
      id: 'rule-costs',
      title: 'Costs the rules add',
      intro:
        "Levies, permits, rent-linked fees, VAT on school fees and the minimum health cover that the countries' rules add to a household's costs.",
      groups: [{ entries: ruleCostEntries() }],
    },
  ];
  return sections;
}
