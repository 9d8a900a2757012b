// Site-wide constants. SITE_URL is fixed at build time (canonical links and Open Graph URLs are
// absolute and baked into the prerendered HTML).
declare const __SITE_URL__: string;

const siteUrl: string = __SITE_URL__.replace(/\/+$/, '');
export const siteName = 'Salary Reality Check';
export const defaultTitle = 'Free Gulf Salary & Cost of Living Calculator 2025 | Salary Reality Check';
export const defaultDescription =
  'Free Gulf job offer calculator 2025: check whether a salary in the UAE, Saudi Arabia, Qatar, Oman, Bahrain or Kuwait covers rent, schools and living costs for your family. Private, no sign-up.';
export const socialImagePath = '/social-card.png';
export const copyrightYear = 2025;

export function absoluteUrl(path: string): string {
  return `${siteUrl}${path.startsWith('/') ? path : `/${path}`}`;
}
