// Privacy Policy and Terms of Service (content/legal/*.json). Their text is plain and rendered as
// such; {{dataDate}} and the privacy tokens are filled from core, as in the FAQ.
import { legalPageSchema, type LegalPage, type LegalTokenName } from '#content/schema.ts';
import { parseContentFile } from './content-file.server.ts';
import { dataDateToken, fillTokens, privacyTokenValues } from './content-tokens.server.ts';

const files = import.meta.glob<unknown>('/content/legal/*.json', { eager: true, import: 'default' });

export type LegalPageName = 'privacy' | 'terms';

function legalTokens(): Record<LegalTokenName, string> {
  return { ...dataDateToken(), ...privacyTokenValues() };
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
