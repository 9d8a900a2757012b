// Privacy Policy and Terms of Service (content/legal/*.json). Their text is plain and rendered as
// such; {{dataDate}} and the privacy tokens are filled from core, as in the FAQ.
import { legalPageSchema, type LegalPage, type LegalTokenName } from '#content/schema.ts';
import { retentionDaysFrom, retentionStatement } from '#contracts/retention.ts';
import { parseContentFile } from './content-file.server.ts';
import { dataDateToken, fillTokens, privacyTokenValues } from './content-tokens.server.ts';

const files = import.meta.glob<unknown>('/content/legal/*.json', { eager: true, import: 'default' });

export type LegalPageName = 'privacy' | 'terms';

function legalTokens(): Record<LegalTokenName, string> {
  // RETENTION_DAYS as the server reads it, from the build's environment: the page is prerendered, and
  // the server refuses to start when the page states another number than it applies
  // (server/src/site/privacy-retention-check.ts), so the page cannot say what the server does not do.
  const retention = retentionStatement(retentionDaysFrom(process.env.RETENTION_DAYS));
  return { ...dataDateToken(), ...privacyTokenValues(), retention };
}

export function loadLegalPage(name: LegalPageName): LegalPage {
  const page = parseContentFile(files, `/content/legal/${name}.json`, legalPageSchema);
  const tokens = legalTokens();
  const fill = (text: string) => fillTokens(text, tokens);
  return {
    ...page,
    intro: fill(page.intro),
    sections: page.sections.map((section) => ({
      ...section,
      paragraphs: section.paragraphs.map(fill),
      ...(section.items ? { items: section.items.map(fill) } : {}),
    })),
  };
}
