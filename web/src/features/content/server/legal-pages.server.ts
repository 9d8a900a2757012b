// Privacy Policy and Terms of Service (content/legal/*.json). Their text is plain and rendered as
// such; {{dataDate}} and the privacy tokens are filled from core, as in the FAQ.
import { legalPageSchema, type LegalPage, type LegalTokenName } from '#content/schema.ts';
import { retentionDaysFrom, retentionStatement, retentionStatementArabic } from '#contracts/retention.ts';
import type { Language } from '#core';
import { parseContentFile } from './content-file.server.ts';
import { dataDateToken, fillTokens, privacyTokenValues } from './content-tokens.server.ts';

const files = import.meta.glob<unknown>(['/content/legal/*.json', '/content/ar/legal/*.json'], { eager: true, import: 'default' });

export type LegalPageName = 'privacy' | 'terms';

function legalTokens(language: Language): Record<LegalTokenName, string> {
  // RETENTION_DAYS as the server reads it, from the build's environment: the page is prerendered, and
  // the server refuses to start when the page states another number than it applies
  // (server/src/site/privacy-retention-check.ts), so the page cannot say what the server does not do.
  const days = retentionDaysFrom(process.env.RETENTION_DAYS);
  const retention = language === 'ar' ? retentionStatementArabic(days) : retentionStatement(days);
  return { ...dataDateToken(language), ...privacyTokenValues(language), retention };
}

export function loadLegalPage(name: LegalPageName, language: Language = 'en'): LegalPage {
  const path = language === 'ar' ? `/content/ar/legal/${name}.json` : `/content/legal/${name}.json`;
  const page = parseContentFile(files, path, legalPageSchema);
  const tokens = legalTokens(language);
  const fill = (text: string) => fillTokens(text, tokens, undefined, language);
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
