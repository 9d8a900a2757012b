// Schemas for the editorial content under content/. Checked in tests and at build time.
import { z } from 'zod';
import { countryCodes } from '../core/src/country-codes.ts';

export const articleCategories = [
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
export const articleDatePattern = /^October (9|1\d|2[0-5]), 2025$/;

/**
 * Inline HTML allowed in introduction, section content, items and tip content (decision 18):
 * <strong>, <em>, <span class="hl-positive|hl-negative|hl-info|hl-warning">, <a href="/internal-path">.
 * Everything else is stripped by the sanitiser before rendering.
 */
const richText = z.string().min(1);

export const articleTipSchema = z
  .object({
    type: z.enum(['pro', 'warning', 'success']),
    title: z.string().min(3),
    content: richText,
  })
  .strict();

export const articleSectionSchema = z
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
