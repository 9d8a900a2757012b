import { test as base, expect } from '@playwright/test';

export * from '@playwright/test';

/**
 * Playwright's `test` with one check every journey gets for free: the pages' Content-Security-Policy
 * refused nothing. The policy lists the hash of each inline script and style a page was built with
 * (server/src/site/content-security-policy.ts); anything added later at run time (a library's
 * `<style>`, a script) is refused with only a console message, and the feature quietly fails, as
 * Radix's scroll lock did (ADR 0019).
 */
export const test = base.extend<{ contentSecurityPolicyRefusals: void }>({
  contentSecurityPolicyRefusals: [
    async ({ context }, use) => {
      const refused: string[] = [];
      context.on('console', (message) => {
        if (message.text().includes('Content Security Policy')) refused.push(`${message.page()?.url() ?? '(no page)'}: ${message.text()}`);
      });
      await use();
      expect(refused, "the page's Content-Security-Policy refused something").toEqual([]);
    },
    { auto: true },
  ],
});
