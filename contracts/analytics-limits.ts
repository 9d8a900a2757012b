// The analytics limits as plain numbers, apart from the schemas: the page-tracking code on every
// page reads them, and importing contracts/analytics.ts there would put zod in every page's script.
import { timeOnPageMinimumSeconds } from '../core/src/privacy/index.ts';

/** Beacons report seconds; anything above a day is a client bug, not a reading. */
export const TIME_ON_PAGE_MAX_SECONDS = 86_400;
/**
 * The product tracks time on page only above 3 seconds (spec 001, section 9; the figure is core's,
 * where the privacy statement quotes it): the browser sends no beacon at or below it and the server
 * ignores one that arrives anyway. The beacon schema does not reject it: a short stay is a true
 * reading the product chooses not to count, not a malformed request, so it gets the same 202 as any
 * beacon (sendBeacon never reads the answer).
 */
export const TIME_ON_PAGE_MIN_TRACKED_SECONDS = timeOnPageMinimumSeconds;
