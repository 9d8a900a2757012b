// Country guides (content/guides/<slug>.json). The writer's prose comes from the file; every figure
// that must agree with the calculator (cost index, cities, rents, family budgets, school fees) is
// computed here from core/, at build time, so the guide and the calculator cannot drift apart.
import { countryGuideSchema, type CountryGuide } from '#content/schema.ts';
import {
  aedToLocalFactor,
  ageBands,
  cityName,
  compareCities,
  costRecord,
  countryBySlug,
  countryProfile,
  currencyFor,
  factsCheckedThrough,
  familyOfFourCost,
  feeTableCurricula,
  formatMoney,
  formatMoneyArabic,
  housingUnitFor,
  listCities,
  schoolFeeTable,
  type CountryCode,
  type Fact,
  type FeeTableCurriculum,
  type Language,
} from '#core';
import '#web/i18n/content-messages.ts';
import { translator, type MessageId } from '#web/i18n/i18n.ts';
import type { CityCostRow, GuideView, SchoolFeeRow } from '../model/guide-view.ts';
import { articlesAbout } from './articles.server.ts';
import { parseContentFile } from './content-file.server.ts';
import { dataDateLabel, fillTokens } from './content-tokens.server.ts';
import { pageSources, reviewProblems } from './page-review.server.ts';

const files = import.meta.glob<unknown>(['/content/guides/*.json', '/content/ar/guides/*.json'], { eager: true, import: 'default' });

const moneyIn = (language: Language) => (language === 'ar' ? formatMoneyArabic : formatMoney);

/** The curricula as the guides' fee tables name them, in both languages: the content catalogue. */
const curriculumMessages: Readonly<Record<FeeTableCurriculum, MessageId>> = {
  american: 'guide.curriculum.american',
  british: 'guide.curriculum.british',
  ib: 'guide.curriculum.ib',
  indian: 'guide.curriculum.indian',
  french: 'guide.curriculum.french',
  german: 'guide.curriculum.german',
  arabic: 'guide.curriculum.arabic',
};
// The guide's own tax notes, in both languages: step 4's (the country profile's) say what "your results"
// count, which reads oddly on a guide page.
const taxNoteMessages: Readonly<Record<CountryCode, MessageId>> = {
  UAE: 'guide.taxNotes.UAE',
  KSA: 'guide.taxNotes.KSA',
  Qatar: 'guide.taxNotes.Qatar',
  Oman: 'guide.taxNotes.Oman',
  Bahrain: 'guide.taxNotes.Bahrain',
  Kuwait: 'guide.taxNotes.Kuwait',
};

/** Spec section 9: up to 6 related articles on a country page. */
export const maxRelatedArticles = 6;

/** Dubai is the reference city of the index, as it is for the spec's city figures. */
const referenceCity = { country: 'UAE', city: 'Dubai' } as const;

/**
 * 100 × (the country's mean family-of-four monthly cost over its cities, in AED) / (Dubai's).
 * The same family-of-four budget the calculator's city comparison uses.
 */
export function costIndex(country: CountryCode): number {
  const cities = listCities(country);
  const toAed = 1 / aedToLocalFactor(currencyFor(country));
  const meanAed = cities.reduce((sum, city) => sum + familyOfFourCost(country, city) * toAed, 0) / cities.length;
  return Math.round((100 * meanAed) / familyOfFourCost(referenceCity.country, referenceCity.city));
}

function cityCosts(country: CountryCode, language: Language): CityCostRow[] {
  const twoBedroom = housingUnitFor(4).factor;
  const money = moneyIn(language);
  return compareCities(country).map((row) => {
    const { rent1BR } = costRecord({ country, city: row.name });
    return {
      city: translator(language)(cityName(row.name)),
      rent1BR: money(rent1BR, country),
      rent2BR: money(rent1BR * twoBedroom, country),
      familyOfFour: money(row.avgMonthlyCost, country),
    };
  });
}

/** Each curriculum's annual fee span, from its lowest level's minimum to its highest level's maximum. */
function schoolFees(country: CountryCode, language: Language): SchoolFeeRow[] {
  const factor = aedToLocalFactor(currencyFor(country));
  const money = moneyIn(language);
  const t = translator(language);
  return feeTableCurricula.map((curriculum) => {
    const levels = ageBands.map((band) => schoolFeeTable[curriculum][band].fees);
    const min = Math.min(...levels.map((fees) => fees.min)) * factor;
    const max = Math.max(...levels.map((fees) => fees.max)) * factor;
    return {
      curriculum: t(curriculumMessages[curriculum]),
      range: `${money(min, country)} – ${money(max, country)}`,
    };
  });
}

/**
 * The guide file with its tokens filled ({{fact:…}}, {{figure:…}}; issue 17), the facts it uses,
 * and its review checked: a stale guide fails the build.
 */
function guideFile(slug: string, language: Language): { guide: CountryGuide; facts: Fact[] } {
  const path = language === 'ar' ? `/content/ar/guides/${slug}.json` : `/content/guides/${slug}.json`;
  const raw = parseContentFile(files, path, countryGuideSchema);
  const used = new Map<string, Fact>();
  const fill = (text: string) => fillTokens(text, {}, used, language);
  const guide: CountryGuide = {
    ...raw,
    highlights: raw.highlights.map(fill),
    overview: fill(raw.overview),
    costOfLiving: {
      housing: fill(raw.costOfLiving.housing),
      food: fill(raw.costOfLiving.food),
      transport: fill(raw.costOfLiving.transport),
      healthcare: fill(raw.costOfLiving.healthcare),
    },
    education: { overview: fill(raw.education.overview), costs: raw.education.costs.map(fill) },
    lifestyle: { culture: fill(raw.lifestyle.culture), expat: fill(raw.lifestyle.expat) },
    metaDescription: fill(raw.metaDescription),
  };
  const facts = [...used.values()];
  const texts = [
    ...guide.highlights,
    guide.overview,
    ...Object.values(guide.costOfLiving),
    guide.education.overview,
    ...guide.education.costs,
    ...Object.values(guide.lifestyle),
  ];
  const problems = reviewProblems({ page: path, checkedThrough: factsCheckedThrough(), date: guide.lastReviewed, facts, texts });
  if (problems.length > 0) throw new Error(`Stale country guide:\n${problems.join('\n')}`);
  return { guide, facts };
}

/** The guide for a URL slug, or undefined for a slug that is not one of the six countries. */
export function loadGuide(slug: string, language: Language = 'en'): GuideView | undefined {
  const profile = countryBySlug(slug);
  if (!profile || profile.slug !== slug) return undefined;
  const { guide, facts } = guideFile(profile.slug, language);
  if (guide.code !== profile.code) throw new Error(`content/guides/${slug}.json is for ${guide.code}, not ${profile.code}`);
  const { taxStructure } = countryProfile(profile.code);
  return {
    slug: profile.slug,
    code: profile.code,
    name: guide.name,
    currency: profile.currency,
    cities: listCities(profile.code).map((city) => translator(language)(cityName(city))),
    avgSalary: guide.avgSalary,
    costIndex: costIndex(profile.code),
    vatRate: taxStructure.vatRate,
    taxNotes: translator(language)(taxNoteMessages[profile.code]),
    highlights: guide.highlights,
    overview: guide.overview,
    costOfLiving: guide.costOfLiving,
    cityCosts: cityCosts(profile.code, language),
    salaryRanges: guide.salaryRanges,
    education: { overview: guide.education.overview, costs: guide.education.costs, fees: schoolFees(profile.code, language) },
    lifestyle: guide.lifestyle,
    metaDescription: guide.metaDescription,
    keywords: guide.keywords,
    relatedArticles: articlesAbout(profile.code, maxRelatedArticles),
    dataDate: dataDateLabel(language),
    sources: pageSources(guide.sources ?? [], facts),
    lastReviewedIso: guide.lastReviewed,
  };
}

/** "/UAE" or "/Saudi-Arabia": a known country in the wrong case, answered with its canonical path. */
export function canonicalGuidePath(slug: string): string | undefined {
  const profile = countryBySlug(slug);
  return profile && profile.slug !== slug ? `/${profile.slug}` : undefined;
}
