// Privacy Policy and Terms of Service (content/legal/*.json). Their text is plain and rendered as such.
import { legalPageSchema, type LegalPage } from '../../../../../content/schema.ts';
import { parseContentFile } from './content-file.server.ts';

const files = import.meta.glob<unknown>('../../../../../content/legal/*.json', { eager: true, import: 'default' });

export type LegalPageName = 'privacy' | 'terms';

export function loadLegalPage(name: LegalPageName): LegalPage {
  return parseContentFile(files, `/content/legal/${name}.json`, legalPageSchema);
}
