import { createHash } from 'node:crypto';
import { expect } from 'vitest';

// What a document's Content-Security-Policy must say, worked out from its HTML independently of
// server/src/site/content-security-policy.ts, so the site tests check the server against a second
// reading of the same markup.

export const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const scriptElements = /<script([^>]*)>([\s\S]*?)<\/script>/g;

/** What the test expects: every inline script without src that is not JSON, hashed from the raw text. */
export function expectedScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(scriptElements)) {
    if (attributes.includes('src=') || attributes.includes('json')) continue;
    hashes.push(sha256(body));
  }
  return [...new Set(hashes)].sort();
}

/** Style elements, and style attributes as the browser reads them (entities decoded); 'unsafe-hashes' only with attributes. */
function expectedStyleSources(html: string): string[] {
  const markup = html.replace(scriptElements, '');
  const elements = [...markup.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(([, body = '']) => sha256(body));
  const decode = (value: string) =>
    value
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const attributes = [...markup.replace(/<style[^>]*>[\s\S]*?<\/style>/g, '').matchAll(/\sstyle="([^"]*)"/g)].map(([, value = '']) =>
    sha256(decode(value)),
  );
  const sorted = (values: string[]) => [...new Set(values)].sort();
  return attributes.length > 0
    ? ["'self'", ...sorted(elements), "'unsafe-hashes'", ...sorted(attributes)]
    : ["'self'", ...sorted(elements)];
}

export function directive(policy: string, name: string): string[] {
  const entry = policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));
  return entry ? entry.split(/\s+/).slice(1) : [];
}

/** The policy of an HTML response lists exactly the hashes of its inline scripts and styles, nothing unsafe. */
export function expectPolicyFitsDocument(policy: string, html: string, where: string): void {
  const scriptSources = directive(policy, 'script-src');
  expect(scriptSources[0], where).toBe("'self'");
  expect(scriptSources.slice(1).sort(), where).toEqual(expectedScriptHashes(html));
  expect(directive(policy, 'style-src').sort(), where).toEqual(expectedStyleSources(html).sort());
  expect(policy, where).not.toContain('unsafe-inline');
  for (const required of [
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "connect-src 'self'",
    "img-src 'self' data: blob:",
  ]) {
    expect(policy, where).toContain(required);
  }
}
