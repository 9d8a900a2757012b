// {{token}} placeholders in content/*.json, filled at build time from core, so a page cannot say
// something about the data, the product or a rule that the core does not (decision 9; issue 17):
// - {{fact:kuwait.dependant-health-fee}}: a fact from the core's facts store, with its sources;
// - {{figure:family-of-four:UAE:Dubai:~100}}: a figure the model computes;
// - {{dataDate}}, {{countries}}, the privacy tokens…: named values each page type provides.
import { privacyTokens, type PrivacyTokenName } from '#content/schema.ts';
import { contentFigure, dataAsOf, factByKey, privacyDisclosure, type Fact } from '#core';

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

/**
 * Replaces every {{token}}. Facts a page inserts are added to `factsUsed` (their sources end the
 * page, and its review date is checked against them). An unknown token, fact key or figure throws
 * rather than showing braces, so a content bug fails the build.
 */
export function fillTokens(text: string, tokens: Readonly<Record<string, string>>, factsUsed?: Map<string, Fact>): string {
  return text.replace(/\{\{\s*([^{}]+?)\s*\}\}/g, (whole, name: string) => {
    if (name.startsWith('fact:')) {
      const fact = factByKey(name.slice('fact:'.length).trim());
      factsUsed?.set(fact.key, fact);
      return fact.text;
    }
    if (name.startsWith('figure:')) return contentFigure(name.slice('figure:'.length));
    const value = tokens[name];
    if (value === undefined) throw new Error(`Unknown content token ${whole}`);
    return value;
  });
}
