// The country rules' sources for the /sources page: the family-visa thresholds, the end-of-service
// benefit, the typical basic share and the costs the rules add, per country. Each comes from the
// rule's own module with a representative household, so the page lists exactly what the results cite.
import { basicSalaryFor } from '../package/index.ts';
import { countryCodes, countryName } from '../countries/index.ts';
import { cityName, listCities } from '../places/index.ts';
import {
  endOfServiceBenefit,
  familySponsorship,
  familySponsorshipNoteSource,
  ruleCostEntryName,
  ruleCosts,
} from '../country-rules/index.ts';
import { section, type SourceCatalogueEntry, type SourceCatalogueSection } from './source-catalogue.ts';
import { message } from './messages.ts';

// Saudi Arabia publishes no threshold (family-sponsorship.ts); the page still says where that comes from.
const ksaNoThreshold = familySponsorshipNoteSource();

// A household every rule applies to: a spouse and two children, no cover, rent and school fees to pay.
const everyRule = {
  dependants: { adults: 1, children: 2 },
  annualRent: 120_000,
  annualSchoolFees: 60_000,
  healthcareType: 'none',
  monthlyWage: 20_000,
  monthlyBasic: 12_000,
} as const;

/** The costs the rules add, each source once, named by the place it applies to and the line's name without its amounts. */
function ruleCostEntries(): SourceCatalogueEntry[] {
  const entries: SourceCatalogueEntry[] = [];
  const seen = new Set<object>();
  for (const country of countryCodes) {
    for (const city of [null, ...listCities(country)]) {
      for (const cost of ruleCosts({ country, city, ...everyRule })) {
        if (seen.has(cost.source)) continue;
        seen.add(cost.source);
        const where = city && cost.cityRule ? cityName(city) : countryName(country);
        entries.push({ figure: ruleCostEntryName(where, cost.title), source: cost.source });
      }
    }
  }
  return entries;
}

function buildSections(): SourceCatalogueSection[] {
  return [
    section('family-visa', 'familyVisa', [
      {
        entries: countryCodes.map((country) => ({
          figure: countryName(country),
          source: familySponsorship({ country, packageMonthly: 0, employerHousing: false })?.source ?? ksaNoThreshold,
        })),
      },
    ]),
    section(
      'end-of-service',
      'endOfService',
      countryCodes.map((country) => ({
        title: countryName(country),
        entries: [
          {
            figure: message('sourceCatalogue.endOfService.benefit'),
            source: endOfServiceBenefit({ country, basicMonthly: 1, years: 2, leaving: 'completed' }).source,
          },
          {
            figure: message('sourceCatalogue.endOfService.basicShare'),
            source: basicSalaryFor({ country, grossMonthly: 1, basicMonthly: null }).source,
          },
        ],
      })),
    ),
    section('rule-costs', 'ruleCosts', [{ entries: ruleCostEntries() }]),
  ];
}

let built: SourceCatalogueSection[] | undefined;

/** The rule sections, built once. */
export function ruleSourceSections(): SourceCatalogueSection[] {
  built ??= buildSections();
  return built;
}
