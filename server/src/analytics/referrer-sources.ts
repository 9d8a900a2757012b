// Where a visit came from, reduced to a source name. No referrer-parser package on npm is
// maintained, so this is our own list: keep it up to date here, in this one module. Only the source
// name (or, for sites not listed, the host) is stored; never the full referrer URL.

interface KnownSource {
  /** What the dashboard shows and groups by. */
  name: string;
  /** Registrable domains; a host matches the domain itself or any subdomain of it. */
  domains?: readonly string[];
  /** For families spread over many country domains (google.ae, google.com.sa, yandex.ru …). */
  hostPattern?: RegExp;
}

// Order matters where hosts overlap: more specific entries (Gmail, Google News) come before the
// family they belong to (Google).
const knownReferrerSources: readonly KnownSource[] = [
  // Webmail
  { name: 'Gmail', domains: ['mail.google.com'] },
  { name: 'Outlook', domains: ['outlook.live.com', 'outlook.office.com', 'outlook.office365.com'] },
  { name: 'Yahoo Mail', domains: ['mail.yahoo.com'] },
  { name: 'Proton Mail', domains: ['mail.proton.me'] },
  // AI assistants
  { name: 'ChatGPT', domains: ['chatgpt.com', 'chat.openai.com'] },
  { name: 'Gemini', domains: ['gemini.google.com', 'bard.google.com'] },
  { name: 'Copilot', domains: ['copilot.microsoft.com'] },
  { name: 'Perplexity', domains: ['perplexity.ai'] },
  { name: 'Claude', domains: ['claude.ai'] },
  // Search engines
  { name: 'Google News', domains: ['news.google.com'] },
  {
    name: 'Google',
    hostPattern: /^(?:[a-z0-9-]+\.)*google\.(?:[a-z]{2,3}|co\.[a-z]{2}|com\.[a-z]{2})$/,
    domains: ['googleusercontent.com'],
  },
  { name: 'Bing', domains: ['bing.com'] },
  { name: 'DuckDuckGo', domains: ['duckduckgo.com'] },
  { name: 'Yahoo', domains: ['search.yahoo.com', 'yahoo.com'] },
  { name: 'Yandex', hostPattern: /^(?:[a-z0-9-]+\.)*(?:yandex|ya)\.(?:ru|com|by|kz|ua|com\.tr)$/ },
  { name: 'Baidu', domains: ['baidu.com'] },
  { name: 'Ecosia', domains: ['ecosia.org'] },
  { name: 'Brave Search', domains: ['search.brave.com'] },
  { name: 'Qwant', domains: ['qwant.com'] },
  { name: 'Startpage', domains: ['startpage.com'] },
  { name: 'Naver', domains: ['naver.com'] },
  { name: 'Seznam', domains: ['seznam.cz'] },
  { name: 'Sogou', domains: ['sogou.com'] },
  { name: 'Petal Search', domains: ['petalsearch.com'] },
  { name: 'Ask', domains: ['ask.com'] },
  { name: 'AOL', domains: ['aol.com'] },
  { name: 'Kagi', domains: ['kagi.com'] },
  // Social networks and messengers
  { name: 'Facebook', domains: ['facebook.com', 'fb.com', 'fb.me', 'messenger.com'] },
  { name: 'Instagram', domains: ['instagram.com'] },
  { name: 'X (Twitter)', domains: ['t.co', 'twitter.com', 'x.com'] },
  { name: 'LinkedIn', domains: ['linkedin.com', 'lnkd.in'] },
  { name: 'Reddit', domains: ['reddit.com', 'redd.it'] },
  { name: 'YouTube', domains: ['youtube.com', 'youtu.be'] },
  { name: 'TikTok', domains: ['tiktok.com'] },
  { name: 'Pinterest', hostPattern: /^(?:[a-z0-9-]+\.)*pinterest\.(?:[a-z]{2,3}|co\.[a-z]{2}|com\.[a-z]{2})$/, domains: ['pin.it'] },
  { name: 'WhatsApp', domains: ['whatsapp.com', 'wa.me'] },
  { name: 'Telegram', domains: ['t.me', 'telegram.org', 'telegram.me'] },
  { name: 'Snapchat', domains: ['snapchat.com'] },
  { name: 'Threads', domains: ['threads.net', 'threads.com'] },
  { name: 'Bluesky', domains: ['bsky.app'] },
  { name: 'Quora', domains: ['quora.com'] },
  { name: 'Hacker News', domains: ['news.ycombinator.com'] },
  { name: 'Medium', domains: ['medium.com'] },
  // Job boards and expat communities the audience uses
  { name: 'Bayt', domains: ['bayt.com'] },
  { name: 'GulfTalent', domains: ['gulftalent.com'] },
  { name: 'Naukrigulf', domains: ['naukrigulf.com'] },
  { name: 'Indeed', domains: ['indeed.com'] },
  { name: 'Glassdoor', domains: ['glassdoor.com'] },
  { name: 'dubizzle', domains: ['dubizzle.com'] },
  { name: 'ExpatWoman', domains: ['expatwoman.com'] },
];

/** Android apps send android-app://<package>/ as the referrer. */
const androidApps: Record<string, string> = {
  'com.google.android.gm': 'Gmail',
  'com.google.android.googlequicksearchbox': 'Google',
  'com.google.android.apps.searchlite': 'Google',
  'com.facebook.katana': 'Facebook',
  'com.facebook.orca': 'Facebook',
  'com.instagram.android': 'Instagram',
  'com.linkedin.android': 'LinkedIn',
  'com.twitter.android': 'X (Twitter)',
  'com.reddit.frontpage': 'Reddit',
  'org.telegram.messenger': 'Telegram',
  'com.whatsapp': 'WhatsApp',
  'com.slack': 'Slack',
  'com.microsoft.teams': 'Microsoft Teams',
};

const DIRECT = 'Direct';
const INTERNAL = 'Internal';
const UNKNOWN_SOURCE = 'Unknown';

const MAX_SOURCE_NAME_LENGTH = 253;

function matchesDomain(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

/**
 * The source name of a referrer: a listed site's name, Direct, Internal, Unknown or the referring
 * host. `ownHosts` are this site's hosts: a referrer from the site itself (a visit that resumed
 * after 30 idle minutes) is Internal rather than a referral.
 */
export function classifyReferrer(referrer: string | null, ownHosts: ReadonlySet<string>): string {
  if (!referrer) return DIRECT;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return UNKNOWN_SOURCE;
  }
  if (url.protocol === 'android-app:') {
    const app = url.hostname.toLowerCase();
    return androidApps[app] ?? (app.slice(0, MAX_SOURCE_NAME_LENGTH) || UNKNOWN_SOURCE);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return UNKNOWN_SOURCE;
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (!host) return UNKNOWN_SOURCE;
  if (ownHosts.has(host)) return INTERNAL;
  for (const source of knownReferrerSources) {
    if (source.hostPattern?.test(host) || source.domains?.some((domain) => matchesDomain(host, domain))) return source.name;
  }
  return host.replace(/^www\./, '').slice(0, MAX_SOURCE_NAME_LENGTH);
}
