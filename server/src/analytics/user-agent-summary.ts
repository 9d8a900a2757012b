import { isbot } from 'isbot';
import { UAParser } from 'ua-parser-js';

// What is kept of a user agent: the device class and the browser and OS families. The string itself
// is used only for the visitor hash and the bot check, then dropped.

type DeviceClass = 'desktop' | 'mobile' | 'tablet' | 'other';

export interface UserAgentSummary {
  deviceClass: DeviceClass;
  browser: string | null;
  os: string | null;
}

const MAX_FAMILY_LENGTH = 60;
const CACHE_SIZE = 2000;

/**
 * Real traffic repeats a small set of user agents, and parsing one (or running isbot's very large
 * regular expression over it) is the most expensive step of a page view, so recent answers are
 * remembered. The caches live in this process only and hold no visitor data.
 */
function rememberRecent<T>(compute: (userAgent: string) => T): (userAgent: string) => T {
  const cache = new Map<string, T>();
  return (userAgent) => {
    const cached = cache.get(userAgent);
    if (cached !== undefined) return cached;
    const answer = compute(userAgent);
    if (cache.size >= CACHE_SIZE) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
    cache.set(userAgent, answer);
    return answer;
  };
}

export const summarizeUserAgent = rememberRecent((userAgent): UserAgentSummary => {
  const result = new UAParser(userAgent).getResult();
  const type = result.device.type;
  const deviceClass: DeviceClass = type === undefined ? 'desktop' : type === 'mobile' || type === 'tablet' ? type : 'other';
  return {
    deviceClass,
    browser: result.browser.name ? result.browser.name.slice(0, MAX_FAMILY_LENGTH) : null,
    os: result.os.name ? result.os.name.slice(0, MAX_FAMILY_LENGTH) : null,
  };
});

const isKnownBot = rememberRecent((userAgent) => isbot(userAgent));

/** Crawlers, monitors and clients that send no user agent are not counted as visitors. */
export function isUncountedClient(userAgent: string | undefined): boolean {
  if (!userAgent || userAgent.trim() === '') return true;
  return isKnownBot(userAgent);
}
