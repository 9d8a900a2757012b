// What leaves the browser, said once (style: "Say only what is true"). The landing, step 1, the
// results screen, the FAQ and the privacy page all render these messages (locales/en.json, ar.json),
// so they cannot drift apart. Each sentence describes what the web app sends today:
//   result record  web/src/features/calculator/api/track-result.ts (verdict, country, city),
//                  sent only when a city is chosen (hooks/use-result-tracking.ts);
//   page views     web/src/lib/analytics.ts (path + referrer; path + seconds after 3 s);
//   feedback       web/src/features/feedback (rating, optional comment, location text);
//   server         docs/server.md (country/city from the IP; no IP or user agent stored).
// web/src/features/calculator/components/privacy-claims.test.tsx checks those payloads against this file.
import type { Message } from '../language/index.ts';
import { message, type PrivacyMessageId } from './messages.ts';

/** A time-on-page beacon is sent only after this many seconds on a page. */
export const timeOnPageMinimumSeconds = 3;

/** The fields each call carries, named as in the request bodies. */
export const disclosedPayloads = {
  resultRecord: ['verdict', 'country', 'city'],
  pageView: ['page', 'referrer'],
  timeOnPage: ['page', 'timeOnPage'],
  feedback: ['rating', 'comment', 'location'],
} as const;

export interface PrivacyDisclosure {
  /** One statement for the landing, step 1, the results screen, the FAQ and the privacy page. */
  short: Message<PrivacyMessageId>;
  /** What never leaves the browser, in full. */
  staysInBrowser: Message<PrivacyMessageId>;
  /** What is sent when the results are reached. */
  resultRecord: Message<PrivacyMessageId>;
  /** What every page view sends. */
  pageViews: Message<PrivacyMessageId>;
  /** What feedback sends, only when the visitor sends it. */
  feedback: Message<PrivacyMessageId>;
  /** What the server derives from a request and what it does not keep. */
  serverSide: Message<PrivacyMessageId>;
}

export const privacyDisclosure: Readonly<PrivacyDisclosure> = {
  short: message('privacy.short'),
  staysInBrowser: message('privacy.staysInBrowser'),
  resultRecord: message('privacy.resultRecord'),
  pageViews: message('privacy.pageViews', { seconds: timeOnPageMinimumSeconds }),
  feedback: message('privacy.feedback'),
  serverSide: message('privacy.serverSide'),
};
