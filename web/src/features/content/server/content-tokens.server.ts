// {{token}} placeholders in content/*.json, filled at build time from core, so a page cannot say
// something about the data or about privacy that the code does not (decision 9; style "Say only
// what is true").
import { privacyTokens, type PrivacyTokenName } from '#content/schema.ts';
import { dataAsOf, privacyDisclosure } from '#core';

/** Each privacy token's statement from core/src/privacy-disclosure.ts. */
export function privacyTokenValues(): Record<PrivacyTokenName, string> {
  const entries = (Object.entries(privacyTokens) as [PrivacyTokenName, (typeof privacyTokens)[PrivacyTokenName]][]).map(([token, key]) => [
    token,
    privacyDisclosure[key],
  ]);
  return Object.fromEntries(entries) as Record<PrivacyTokenName, string>;
}

export function dataDateToken(): { dataDate: string } {
  return { dataDate: dataAsOf.asOfLabel };
}

/** Replaces {{token}}; an unknown token is a content bug and throws rather than showing braces. */
export function fillTokens(text: string, tokens: Readonly<Record<string, string>>): string {
  return text.replace(/\{\{\s*([a-zA-Z]+)\s*\}\}/g, (whole, name: string) => {
    const value = tokens[name];
    if (value === undefined) throw new Error(`Unknown content token ${whole}`);
    return value;
  });
}
