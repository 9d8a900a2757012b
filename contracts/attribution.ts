/**
 * Country and city come from the DB-IP "IP to City Lite" database (CC BY 4.0), which asks for a link
 * back to DB-IP on pages that use its results: the privacy page and the dashboard show this.
 */
export const GEOLOCATION_ATTRIBUTION = {
  text: 'IP Geolocation by DB-IP',
  url: 'https://db-ip.com',
  license: 'CC BY 4.0',
  licenseUrl: 'https://creativecommons.org/licenses/by/4.0/',
  html: "<a href='https://db-ip.com'>IP Geolocation by DB-IP</a>",
} as const;
