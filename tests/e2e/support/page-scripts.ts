import { heldPreloadRel } from '../../../contracts/after-first-paint.ts';

// Which scripts a page's HTML makes the browser load before any interaction: script src,
// modulepreload href (held until the first paint or not: web/src/app/after-first-paint.ts), and the
// modules its inline scripts import. The build-output checks and `npm run bench -- web` count the
// same files.

export function scriptsLoadedBy(html: string): string[] {
  const referenced = [
    ...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g),
    ...html.matchAll(new RegExp(`<link\\b[^>]*\\brel="(?:modulepreload|${heldPreloadRel})"[^>]*\\bhref="([^"]+)"`, 'g')),
    ...html.matchAll(/\bimport\s*(?:[\w*{}\s,]+from\s*)?\(?\s*"(\/assets\/[^"]+\.js)"/g),
  ].map((match) => match[1] ?? '');
  return [...new Set(referenced)];
}
