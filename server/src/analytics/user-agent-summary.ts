import { isbot } from 'isbot';
import { UAParser } from 'ua-parser-js';

// What is kept of a user agent: the device class and the browser and OS families. The string itself
// is used only for the visitor hash and the bot check, then dropped.

export type DeviceClass = 'desktop' | 'mobile' | 'tablet' | 'other';

export interface UserAgentSummary {
  deviceClass: DeviceClass;
  browser: string | null;
  os: string | null;
}

const MAX_FAMILY_LENGTH = 60;
const CACHE_SIZE = 2000;
// Real traffic repeats a small set of user agents, and parsing is the most expensive step of a page
// view, so recent results are memoised (the cache lives in this process only and holds no visitor data).
const cache = new Map<string, UserAgentSummary>();

export function summarizeUserAgent(userAgent: string): UserAgentSummary {
  const cached = cache.get(userAgent);
  if (cached) return cached;
  const result = new UAParser(userAgent).getResult();
  const type = result.device.type;
  const deviceClass: DeviceClass = type === undefined ? 'desktop' : type === 'mobile' || type === 'tablet' ? type : 'other';
  const summary: UserAgentSummary = {
    deviceClass,
    browser: result.browser.name ? result.browser.name.slice(0, MAX_FAMILY_LENGTH) : null,
    os: result.os.name ? result.os.name.slice(0, MAX_FAMILY_LENGTH) : null,
  };
  if (cache.size >= CACHE_SIZE) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  cache.set(userAgent, summary);
  return summary;
}

const botCache = new Map<string, boolean>();

/** Crawlers, monitors and clients that send no user agent are not counted as visitors. */
export function isUncountedClient(userAgent: string | undefined): boolean {
  if (!userAgent || userAgent.trim() === '') return true;
  // isbot runs one very large regular expression; real traffic repeats user agents, so remember answers.
  const cached = botCache.get(userAgent);
  if (cached !== undefined) return cached;
  const bot = isbot(userAgent);
  if (botCache.size >= CACHE_SIZE) {
    const oldest = botCache.keys().next().value;
    if (oldest !== undefined) botCache.delete(oldest);
  }
  botCache.set(userAgent, bot);
  return bot;
}
