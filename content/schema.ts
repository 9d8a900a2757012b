// Schemas for the editorial content under content/. Checked in tests and at build time.
import { z } from 'zod';
import { countryCodes } from '../core/src/countries/index.ts';
import type { PrivacyDisclosure } from '../core/src/privacy/index.ts';
import { sourceRefSchema } from '../core/src/places/index.ts';

/** "2026-11-23": the day a page was last checked against its sources. */
const lastReviewedSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);
/** What a page's own statements rest on, ended with on the page; facts inserted by key bring their own. */
const pageSourcesSchema = z.array(sourceRefSchema);

const articleCategories = [
  'Cost of Living',
  'Salaries',
  'Lifestyle',
  'Healthcare',
  'Education',
  'Transportation',
  'Relocation',
  'Banking',
  'Visa & Immigration',
] as const;
export type ArticleCategory = (typeof articleCategories)[number];

/** "October 9, 2025" … "October 25, 2025": the spec's date labels. */
const articleDatePattern = /^October (9|1\d|2[0-5]), 2025$/;

/** The only classes a rich-text <span> may carry; web/src/app/app.css styles exactly these. */
export const highlightClasses = ['hl-positive', 'hl-negative', 'hl-info', 'hl-warning'] as const;

/**
 * Inline HTML allowed in introduction, section content, items and tip content:
 * <strong>, <em>, <span class="{one of highlightClasses}">, <a href="/internal-path">.
 * Everything else is stripped by the sanitiser before rendering.
 */
const richText = z.string().min(1);

const tipTypes = ['pro', 'warning', 'success'] as const;
export type TipType = (typeof tipTypes)[number];

const articleTipSchema = z
  .object({
    type: z.enum(tipTypes),
    title: z.string().min(3),
    content: richText,
  })
  .strict();

const articleSectionSchema = z
  .object({
    heading: z.string().min(3),
    content: richText,
    items: z.array(richText).min(1).optional(),
    tip: articleTipSchema.optional(),
  })
  .strict();

/** An article as stored in content/blog/articles/<id>.json (readTime is computed, not stored). */
export const articleFileSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    title: z.string().min(10).max(110),
    excerpt: z.string().min(60).max(260),
    /** Public path of the article's own illustration, /images/blog/<id>.svg */
    image: z.string().regex(/^\/images\/blog\/[a-z0-9-]+\.(svg|webp)$/),
    imageAlt: z.string().min(10),
    category: z.enum(articleCategories),
    date: z.string().regex(articleDatePattern),
    author: z.string().min(3),
    countries: z.array(z.enum(countryCodes)).min(1),
    lastReviewed: lastReviewedSchema,
    sources: pageSourcesSchema.optional(),
    content: z
      .object({
        introduction: richText,
        sections: z.array(articleSectionSchema).min(3),
        conclusion: z.array(z.string().min(1)).min(1),
      })
      .strict(),
  })
  .strict();

export type ArticleFile = z.infer<typeof articleFileSchema>;

/**
 * Tokens for what leaves the browser, each naming one statement of core's privacyDisclosure, so the
 * FAQ and the privacy page say it in the words the calculator and the landing use.
 */
export const privacyTokens = {
  privacyShort: 'short',
  privacyStays: 'staysInBrowser',
  privacyResultRecord: 'resultRecord',
  privacyPageViews: 'pageViews',
  privacyFeedback: 'feedback',
  privacyServer: 'serverSide',
} as const satisfies Record<string, keyof PrivacyDisclosure>;
export type PrivacyTokenName = keyof typeof privacyTokens;
const privacyTokenNames = Object.keys(privacyTokens) as PrivacyTokenName[];

/**
 * FAQ (spec 001 section 2). Answers are rich text (same allow-list as articles) and may hold the
 * tokens {{countries}}, {{cities}}, {{districts}} and {{dataDate}}, filled from the bundled data at
 * build time, so no coverage figure is ever typed by hand, and the privacy tokens.
 */
export const faqTokenNames = ['countries', 'cities', 'districts', 'dataDate', ...privacyTokenNames] as const;
export type FaqTokenName = (typeof faqTokenNames)[number];

/**
 * Legal pages are plain text and may hold {{dataDate}}, the privacy tokens and {{retention}}, the
 * retention of raw records from RETENTION_DAYS (contracts/retention.ts), as the server applies it.
 */
export const legalTokenNames = ['dataDate', 'retention', ...privacyTokenNames] as const;
export type LegalTokenName = (typeof legalTokenNames)[number];

const faqItemSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    question: z.string().min(10).max(160),
    answer: richText,
    sources: pageSourcesSchema.optional(),
  })
  .strict();

export const faqFileSchema = z
  .object({
    lastReviewed: lastReviewedSchema,
    items: z.array(faqItemSchema).length(25),
  })
  .strict();

/**
 * A country guide (spec 001 section 3). Prose lives here; the figures that must agree with the
 * calculator (cost index, city list, rents, fee ranges) are computed from core/ when the page is
 * built, so this file holds none of them except what the spec fixes (avgSalary, salary bands).
 */
export const countryGuideSchema = z
  .object({
    slug: z.enum(['uae', 'saudi-arabia', 'qatar', 'oman', 'bahrain', 'kuwait']),
    code: z.enum(countryCodes),
    name: z.string().min(2),
    /** Spec 001 section 9, e.g. "AED 15,000-25,000". */
    avgSalary: z.string().min(5),
    highlights: z.array(z.string().min(10)).min(4).max(8),
    overview: z.string().min(200),
    costOfLiving: z
      .object({ housing: z.string().min(150), food: z.string().min(100), transport: z.string().min(100), healthcare: z.string().min(100) })
      .strict(),
    salaryRanges: z.object({ entry: z.string().min(5), mid: z.string().min(5), senior: z.string().min(5) }).strict(),
    education: z.object({ overview: z.string().min(150), costs: z.array(z.string().min(10)).min(3) }).strict(),
    lifestyle: z.object({ culture: z.string().min(150), expat: z.string().min(150) }).strict(),
    metaDescription: z.string().min(80).max(170),
    keywords: z.array(z.string().min(3)).min(5),
    lastReviewed: lastReviewedSchema,
    sources: pageSourcesSchema.optional(),
  })
  .strict();

/** Privacy Policy and Terms of Service (spec 001 section 2). */
export const legalPageSchema = z
  .object({
    title: z.string().min(5),
    lastUpdated: z.literal('October 24, 2025'),
    lastReviewed: lastReviewedSchema,
    intro: z.string().min(50),
    sections: z
      .array(
        z
          .object({
            heading: z.string().min(3),
            paragraphs: z.array(z.string().min(20)).min(1),
            items: z.array(z.string().min(5)).optional(),
          })
          .strict(),
      )
      .min(9),
  })
  .strict();

export type CountryGuide = z.infer<typeof countryGuideSchema>;
export type LegalPage = z.infer<typeof legalPageSchema>;
