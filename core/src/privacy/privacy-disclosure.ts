// What leaves the browser, said once (style: "Say only what is true"). The landing, step 1, the
// results screen, the FAQ and the privacy page all render these strings, so they cannot drift
// apart. Each sentence describes what the web app sends today:
//   result record  web/src/features/calculator/api/track-result.ts (verdict, country, city),
//                  sent only when a city is chosen (hooks/use-result-tracking.ts);
//   page views     web/src/lib/analytics.ts (path + referrer; path + seconds after 3 s);
//   feedback       web/src/features/feedback (rating, optional comment, location text);
//   server         docs/server.md (country/city from the IP; no IP or user agent stored).
// web/src/features/calculator/components/privacy-claims.test.tsx checks those payloads against this file.

/** A time-on-page beacon is sent only after this many seconds on a page (decision 13). */
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
  short: string;
  /** What never leaves the browser, in full. */
  staysInBrowser: string;
  /** What is sent when the results are reached. */
  resultRecord: string;
  /** What every page view sends. */
  pageViews: string;
  /** What feedback sends, only when the visitor sends it. */
  feedback: string;
  /** What the server derives from a request and what it does not keep. */
  serverSide: string;
}

export const privacyDisclosure: Readonly<PrivacyDisclosure> = {
  short:
    'Your salary, allowances, household, debts and savings goal stay in this browser. Sent to us: the verdict, country and city when you reach the results; ' +
    "each page's path, referrer and time on page; and, only if you send feedback, your rating, comment and location.",
  staysInBrowser:
    "Your salary, allowances, household (adults, children's ages and curricula, domestic help), benefits, debts, savings goal, district and expense edits never leave this browser: " +
    "they are kept in its local storage so that a reload doesn't lose them, until you start over. Your district is sent only as part of the location in feedback you choose to send.",
  resultRecord:
    'When you reach the results with a city chosen, your browser sends us the verdict (Pass, Borderline or Fail), the country and the city, once: reopening the same results after a reload sends nothing. ' +
    'No amounts, no household details and no district go with it. If you leave the city on the country average, nothing is sent.',
  pageViews:
    'When a page loads, your browser sends us its path and the address of the page that referred you. ' +
    `When you leave a page after more than ${timeOnPageMinimumSeconds} seconds, it sends the path and the number of seconds you spent on it.`,
  feedback:
    'Feedback is sent only if you send it: your star rating, your comment if you write one, and the location of your calculation as text (district, city and country).',
  serverSide:
    "Our server looks up an approximate country and city from the address each request comes from; it stores neither your IP address nor your browser's user-agent string.",
};
