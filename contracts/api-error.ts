import { z } from 'zod';

/** Every 4xx and 5xx answer of the API has this shape. */
export const apiErrorSchema = z.object({
  error: z.string(),
  details: z.unknown().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** `details` of a 400 caused by the body, query or path: one entry per problem. */
export interface ValidationIssue {
  path: string;
  message: string;
}

/** Body of a 429: how long to wait, also sent as the Retry-After header. */
export const tooManyRequestsSchema = z.object({
  error: z.string(),
  retryAfterSeconds: z.number().int().nonnegative(),
});
export type TooManyRequests = z.infer<typeof tooManyRequestsSchema>;

/** 202 answer of the fire-and-forget calls (page views, beacons, result records); clients never read it. */
export interface Accepted {
  accepted: true;
}
