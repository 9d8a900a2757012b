// Debian's Chromium (never a browser download) and the flags every run of it here uses: the e2e
// journeys, the screenshots and the web bench.
export const chromiumPath = '/usr/bin/chromium';
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
