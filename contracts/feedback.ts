import { z } from 'zod';
import { countCharacters, stripControlCharacters } from './text-limits.ts';

export const FEEDBACK_COMMENT_MAX_CHARACTERS = 2000;
const FEEDBACK_LOCATION_MAX_CHARACTERS = 300;

/** POST /api/feedback. The comment is optional; an empty one is stored as no comment. */
export const feedbackRequestSchema = z.object({
  rating: z.number().int().min(1).max(5),
  comment: z
    .string()
    .nullish()
    .transform((value) => (value ? stripControlCharacters(value).trim() : ''))
    .refine((value) => countCharacters(value) <= FEEDBACK_COMMENT_MAX_CHARACTERS, {
      message: `Comment must be at most ${FEEDBACK_COMMENT_MAX_CHARACTERS} characters`,
    })
    .transform((value) => (value === '' ? null : value)),
  location: z
    .string()
    .transform((value) => stripControlCharacters(value).trim())
    .refine((value) => value.length > 0, { message: 'Location is required' })
    .refine((value) => countCharacters(value) <= FEEDBACK_LOCATION_MAX_CHARACTERS, {
      message: `Location must be at most ${FEEDBACK_LOCATION_MAX_CHARACTERS} characters`,
    }),
});
export type FeedbackRequest = z.input<typeof feedbackRequestSchema>;
export type ValidFeedback = z.output<typeof feedbackRequestSchema>;

/** 201 answer of POST /api/feedback. */
export const feedbackCreatedSchema = z.object({ id: z.number().int().positive() });
export type FeedbackCreated = z.infer<typeof feedbackCreatedSchema>;

const feedbackEntrySchema = z.object({
  id: z.number().int(),
  rating: z.number().int().min(1).max(5),
  comment: z.string().nullable(),
  location: z.string(),
  /** ISO 8601, UTC. */
  timestamp: z.string(),
});
export type FeedbackEntry = z.infer<typeof feedbackEntrySchema>;

/** GET /api/admin/feedback: the latest entries, newest first. */
export const feedbackListSchema = z.array(feedbackEntrySchema);

/** GET /api/admin/feedback/stats. avgRating is 0 when there is no feedback yet. */
export const feedbackStatsSchema = z.object({
  totalCount: z.number().int().nonnegative(),
  avgRating: z.number().min(0).max(5),
});
export type FeedbackStats = z.infer<typeof feedbackStatsSchema>;

/** DELETE /api/admin/feedback/{id}: the operator removes one entry (a visitor may write something personal). */
export const feedbackIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** 200 answer of the delete; a missing id is a 404. */
export const feedbackDeletedSchema = z.object({ deleted: z.literal(true), id: z.number().int().positive() });
export type FeedbackDeleted = z.infer<typeof feedbackDeletedSchema>;
