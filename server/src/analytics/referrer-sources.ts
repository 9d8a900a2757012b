// Where a visit came from, reduced to a source name. No referrer-parser package on npm is
// maintained, so this is our own list: keep it up to date here, in this one module. Only the source
// name (or, for sites not listed, the host) is stored; never the full referrer URL.

export type SourceCategory = 'search' | 'social' | 'email' | 'ai' | 'jobs' | 'direct' | 'internal' | 'referral' | 'unknown';

export interface ReferrerSource {
  /** What the dashboard shows and groups by. */
  name: string;
  category: SourceCategory;
}

interface KnownSource extends ReferrerSource {
  /** Registrable domains; a host matches the domain itself or any subdomain of it. */
  domains?: readonly string[];
  /** For families spread over many country domains (google.ae, google.com.sa, yandex.ru …). */
  hostPattern?: RegExp;
}

// Order matters where hosts overlap: more specific entries (Gmail, Google News) come before the
// family they belong to (Google).
export const knownReferrerSources: readonly KnownSource[] = [
  // Webmail
  { name: 'Gmail', category: 'email', domains: ['mail.google.com'] },
  { name: 'Outlook', category: 'email', domains: ['outlook.live.com', 'outlook.office.com', 'outlook.office365.com'] },
  { name: 'Yahoo Mail', category: 'email', domains: ['mail.yahoo.com'] },
  { name: 'Proton Mail', category: 'email', domains: ['mail.proton.me'] },
  // AI assistants
  { name: 'ChatGPT', category: 'ai', domains: ['chatgpt.com', 'chat.openai.com'] },
  { name: 'Gemini', category: 'ai', domains: ['gemini.google.com', 'bard.google.com'] },
  { name: 'Copilot', category: 'ai', domains: ['copilot.microsoft.com'] },
  { name: 'Perplexity', category: 'ai', domains: ['perplexity.ai'] },
  { name: 'Claude', category: 'ai', domains: ['claude.ai'] },
  // Search engines
  { name: 'Google News', category: 'search', domains: ['news.google.com'] },
  { name: 'Google', category: 'search', hostPattern: /^(?:[a-z0-9-]+\.)*google\.(?:[a-z]{2,3}|co\.[a-z]{2}|com\.[a-z]{2})$/, domains: ['googleusercontent.com'] },
  { name: 'Bing', category: 'search', domains: ['bing.com'] },
  { name: 'DuckDuckGo', category: 'search', domains: ['duckduckgo.com'] },
  { name: 'Yahoo', category: 'search', domains: ['search.yahoo.com', 'yahoo.com'] },
  { name: 'Yandex', category: 'search', hostPattern: /^(?:[a-z0-9-]+\.)*(?:yandex|ya)\.(?:ru|com|by|kz|ua|com\.tr)$/ },
  { name: 'Baidu', category: 'search', domains: ['baidu.com'] },
  { name: 'Ecosia', category: 'search', domains: ['ecosia.org'] },
  { name: 'Brave Search', category: 'search', domains: ['search.brave.com'] },
  { name: 'Qwant', category: 'search', domains: ['qwant.com'] },
  { name: 'Startpage', category: 'search', domains: ['startpage.com'] },
  { name: 'Naver', category: 'search', domains: ['naver.com'] },
  { name: 'Seznam', category: 'search', domains: ['seznam.cz'] },
  { name: 'Sogou', category: 'search', domains: ['sogou.com'] },
  { name: 'Petal Search', category: 'search', domains: ['petalsearch.com'] },
  { name: 'Ask', category: 'search', domains: ['ask.com'] },
  { name: 'AOL', category: 'search', domains: ['aol.com'] },
  { name: 'Kagi', category: 'search', domains: ['kagi.com'] },
  // Social networks and messengers
  { name: 'Facebook', category: 'social', domains: ['facebook.com', 'fb.com', 'fb.me', 'messenger.com'] },
  { name: 'Instagram', category: 'social', domains: ['instagram.com'] },
  { name: 'X (Twitter)', category: 'social', domains: ['t.co', 'twitter.com', 'x.com'] },
  { name: 'LinkedIn', category: 'social', domains: ['linkedin.com', 'lnkd.in'] },
  { name: 'Reddit', category: 'social', domains: ['reddit.com', 'redd.it'] },
  { name: 'YouTube', category: 'social', domains: ['youtube.com', 'youtu.be'] },
  { name: 'TikTok', category: 'social', domains: ['tiktok.com'] },
  { name: 'Pinterest', category: 'social', hostPattern: /^(?:[a-z0-9-]+\.)*pinterest\.(?:[a-z]{2,3}|co\.[a-z]{2}|com\.[a-z]{2})$/, domains: ['pin.it'] },
  { name: 'WhatsApp', category: 'social', domains: ['whatsapp.com', 'wa.me'] },
  { name: 'Telegram', category: 'social', domains: ['t.me', 'telegram.org', 'telegram.me'] },
  { name: 'Snapchat', category: 'social', domains: ['snapchat.com'] },
  { name: 'Threads', category: 'social', domains: ['threads.net', 'threads.com'] },
  { name: 'Bluesky', category: 'social', domains: ['bsky.app'] },
  { name: 'Quora', category: 'social', domains: ['quora.com'] },
  { name: 'Hacker News', category: 'social', domains: ['news.ycombinator.com'] },
  { name: 'Medium', category: 'social', domains: ['medium.com'] },
  // Job boards and expat communities the audience uses
  { name: 'Bayt', category: 'jobs', domains: ['bayt.com'] },
  { name: 'GulfTalent', category: 'jobs', domains: ['gulftalent.com'] },
  { name: 'Naukrigulf', category: 'jobs', domains: ['naukrigulf.com'] },
  { name: 'Indeed', category: 'jobs', domains: ['indeed.com'] },
  { name: 'Glassdoor', category: 'jobs', domains: ['glassdoor.com'] },
  { name: 'dubizzle', category: 'jobs', domains: ['dubizzle.com'] },
  { name: 'ExpatWoman', category: 'social', domains: ['expatwoman.com'] },
];

/** Android apps send android-app://<package>/ as the referrer. */
const androidApps: Record<string, ReferrerSource> = {
  'com.google.android.gm': { name: 'Gmail', category: 'email' },
  'com.google.android.googlequicksearchbox': { name: 'Google', category: 'search' },
  'com.google.android.apps.searchlite': { name: 'Google', category: 'search' },
  'com.facebook.katana': { name: 'Facebook', category: 'social' },
  'com.facebook.orca': { name: 'Facebook', category: 'social' },
  'com.instagram.android': { name: 'Instagram', category: 'social' },
  'com.linkedin.android': { name: 'LinkedIn', category: 'social' },
  'com.twitter.android': { name: 'X (Twitter)', category: 'social' },
  'com.reddit.frontpage': { name: 'Reddit', category: 'social' },
  'org.telegram.messenger': { name: 'Telegram', category: 'social' },
  'com.whatsapp': { name: 'WhatsApp', category: 'social' },
  'com.slack': { name: 'Slack', category: 'social' },
  'com.microsoft.teams': { name: 'Microsoft Teams', category: 'social' },
};

export const DIRECT: ReferrerSource = { name: 'Direct', category: 'direct' };
export const INTERNAL: ReferrerSource = { name: 'Internal', category: 'internal' };
export const UNKNOWN_SOURCE: ReferrerSource = { name: 'Unknown', category: 'unknown' };

const MAX_SOURCE_NAME_LENGTH = 253;

function matchesDomain(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

/**
 * Classifies a referrer. `ownHosts` are this site's hosts: a referrer from the site itself (a visit
 * that resumed after 30 idle minutes) is Internal rather than a referral.
 */
export function classifyReferrer(referrer: string | null, ownHosts: ReadonlySet<string>): ReferrerSource {
  if (!referrer) return DIRECT;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return UNKNOWN_SOURCE;
  }
  if (url.protocol === 'android-app:') {
    const app = url.hostname.toLowerCase();
    return androidApps[app] ?? { name: app.slice(0, MAX_SOURCE_NAME_LENGTH) || 'Unknown', category: 'referral' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return UNKNOWN_SOURCE;
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (!host) return UNKNOWN_SOURCE;
  if (ownHosts.has(host)) return INTERNAL;
  for (const source of knownReferrerSources) {
    if (source.hostPattern?.test(host) || source.domains?.some((domain) => matchesDomain(host, domain))) {
      return { name: source.name, category: source.category };
    }
  }
  return { name: host.replace(/^www\./, '').slice(0, MAX_SOURCE_NAME_LENGTH), category: 'referral' };
}
