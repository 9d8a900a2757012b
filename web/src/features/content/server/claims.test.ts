// Every page the content feature builds says only what the code does: what leaves the browser in
// the words of core's privacyDisclosure, the data's own date and no update cadence. The checks run
// over the loaders' output (what the prerenderer writes), every content JSON file and the web
// app's source text, so a claim typed anywhere by hand fails here.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataAsOf, privacyDisclosure, unsupportedClaims } from '#core';
import { translator } from '#web/i18n/i18n.ts';

const t = translator('en');
import { loadFaq } from './faq.server.ts';
import { loadLegalPage } from './legal-pages.server.ts';

const root = new URL('../../../../../', import.meta.url).pathname;

function filesUnder(dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path, keep);
    return keep(path) ? [path] : [];
  });
}

/** Text as a reader sees it: tags dropped, the sanitiser's entities decoded. */
const readable = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&#x27;|&#39;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

const faqText = () => loadFaq().map((item) => `${item.question}\n${readable(item.answerHtml)}`);
const legalText = (name: 'privacy' | 'terms') => {
  const page = loadLegalPage(name);
  return [page.intro, ...page.sections.flatMap((s) => [...s.paragraphs, ...(s.items ?? [])])].join('\n');
};

describe('what leaves the browser, as the FAQ and the privacy page say it', () => {
  it('states the canonical short statement in the FAQ and the privacy page', () => {
    expect(faqText().join('\n')).toContain(t(privacyDisclosure.short));
    expect(legalText('privacy')).toContain(t(privacyDisclosure.short));
  });

  it("gives the privacy page's Data Processing and Analytics sections every full statement", () => {
    const text = legalText('privacy');
    for (const statement of [
      privacyDisclosure.staysInBrowser,
      privacyDisclosure.resultRecord,
      privacyDisclosure.feedback,
      privacyDisclosure.pageViews,
      privacyDisclosure.serverSide,
    ]) {
      expect(text).toContain(t(statement));
    }
    expect(text).not.toMatch(/country, city and district[^.]*never sent/);
  });
});

describe('claims the code does not support', () => {
  it('are absent from the built FAQ, privacy and terms pages', () => {
    for (const [name, text] of [
      ['faq', faqText().join('\n')],
      ['privacy', legalText('privacy')],
      ['terms', legalText('terms')],
    ] as const) {
      expect(unsupportedClaims(text), name).toEqual([]);
    }
  });

  it('give the terms and FAQ the data date from core', () => {
    expect(legalText('terms')).toContain(`dated ${dataAsOf.asOfLabel}`);
    expect(faqText().join('\n')).toContain(`dated ${dataAsOf.asOfLabel}`);
  });

  it('are absent from every content JSON file (articles, guides, FAQ, legal)', () => {
    const files = filesUnder(join(root, 'content'), (path) => path.endsWith('.json'));
    expect(files.length).toBeGreaterThan(50);
    for (const file of files) expect(unsupportedClaims(readFileSync(file, 'utf8')), file).toEqual([]);
  });

  it("are absent from the web app's source text (components, routes, report)", () => {
    const files = filesUnder(join(root, 'web/src'), (path) => /\.(?:ts|tsx)$/.test(path) && !/\.test\.tsx?$/.test(path));
    expect(files.length).toBeGreaterThan(50);
    for (const file of files) expect(unsupportedClaims(readFileSync(file, 'utf8')), file).toEqual([]);
  });
});
