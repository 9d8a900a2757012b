// The country rules' sources for the /sources page: the family-visa thresholds, the end-of-service
// benefit, the typical basic share and the costs the rules add, per country. Each comes from the
// rule's own module with a representative household, so the page lists exactly what the results cite.
// In Arabic (/ar/sources, issue 13) the same sections, groups and entries, in Arabic words.
import { basicSalaryFor } from '../package/index.ts';
import { type CountryCode, countryCodes, countryName, countryNameIn } from '../countries/index.ts';
import { cityName, listCities } from '../places/index.ts';
import {
  endOfServiceBenefit,
  familySponsorship,
  familySponsorshipNoteSource,
  ruleCostEntryName,
  ruleCosts,
} from '../country-rules/index.ts';
import type { SourceCatalogueEntry, SourceCatalogueSection, SourceCatalogueWords } from './source-catalogue.ts';
import { figureSourceIn } from '../sources/index.ts';
import type { Language } from '../language/index.ts';

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
function ruleCostEntries(language: Language): SourceCatalogueEntry<SourceCatalogueWords>[] {
  const entries: SourceCatalogueEntry<SourceCatalogueWords>[] = [];
  const seen = new Set<object>();
  for (const country of countryCodes) {
    for (const city of [null, ...listCities(country)]) {
      for (const cost of ruleCosts({ country, city, ...everyRule })) {
        if (seen.has(cost.source)) continue;
        seen.add(cost.source);
        const where = city && cost.cityRule ? cityName(city) : countryName(country);
        entries.push({ figure: ruleCostEntryName(where, cost.title), source: figureSourceIn(cost.source, language) });
      }
    }
  }
  return entries;
}

function buildSections(language: Language): SourceCatalogueSection<SourceCatalogueWords>[] {
  const arabic = language === 'ar';
  const say = (english: string, arabicText: string) => (arabic ? arabicText : english);
  const name = (country: CountryCode) => countryNameIn(country, language);
  return [
    {
      id: 'family-visa',
      title: say('Family visa salary thresholds', 'حدود الراتب لتأشيرة العائلة'),
      intro: say(
        'The minimum monthly salary each country sets for an expatriate to sponsor a spouse and children, as the "Can your family join you?" check uses it.',
        'الحد الأدنى للراتب الشهري الذي يشترطه كل بلد ليستقدم الوافد الزوج أو الزوجة والأبناء، كما يستخدمه فحص «هل يمكن أن تنضم إليك عائلتك؟».',
      ),
      groups: [
        {
          entries: countryCodes.map((country) => {
            const check = familySponsorship({ country, packageMonthly: 0, employerHousing: false });
            return {
              figure: name(country),
              source: figureSourceIn(check?.source ?? ksaNoThreshold, language),
            };
          }),
        },
      ],
    },
    {
      id: 'end-of-service',
      title: say('End-of-service benefit', 'مكافأة نهاية الخدمة'),
      intro: say(
        'How each country works out what a private-sector expatriate is paid at the end of a contract, and the basic share of gross the calculator assumes when an offer does not state its basic pay.',
        'كيف يحتسب كل بلد ما يُدفع للوافد العامل في القطاع الخاص عند انتهاء عقده، ونسبة الراتب الأساسي من الراتب الإجمالي التي تفترضها الحاسبة حين لا يذكر العرض الوظيفي الراتب الأساسي.',
      ),
      groups: countryCodes.map((country) => ({
        title: name(country),
        entries: [
          {
            figure: say('End-of-service benefit', 'مكافأة نهاية الخدمة'),
            source: figureSourceIn(endOfServiceBenefit({ country, basicMonthly: 1, years: 2, leaving: 'completed' }).source, language),
          },
          {
            figure: say('Typical basic share of gross', 'النسبة المعتادة للراتب الأساسي من الراتب الإجمالي'),
            source: figureSourceIn(basicSalaryFor({ country, grossMonthly: 1, basicMonthly: null }).source, language),
          },
        ],
      })),
    },
    {
      id: 'rule-costs',
      title: say('Costs the rules add', 'تكاليف تضيفها الأنظمة'),
      intro: say(
        "Levies, permits, rent-linked fees, VAT on school fees and the minimum health cover that the countries' rules add to a household's costs.",
        'ما تضيفه أنظمة البلدان إلى تكاليف الأسرة: الرسوم الحكومية كالمقابل المالي للمرافقين، وتصاريح الإقامة، والرسوم المرتبطة بالإيجار، وضريبة القيمة المضافة على الرسوم المدرسية، والحد الأدنى من التأمين الصحي.',
      ),
      groups: [{ entries: ruleCostEntries(language) }],
    },
  ];
}

const built = new Map<Language, SourceCatalogueSection<SourceCatalogueWords>[]>();

/** The rule sections in a language (Arabic for /ar/sources), built once per language. */
export function ruleSourceSections(language: Language = 'en'): SourceCatalogueSection<SourceCatalogueWords>[] {
  let sections = built.get(language);
  if (!sections) {
    sections = buildSections(language);
    built.set(language, sections);
  }
  return sections;
}
