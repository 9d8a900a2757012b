// Which scripts a page's HTML makes the browser load before any interaction: script src,
// modulepreload href, and the modules its inline scripts import. The build-output checks and
// `npm run bench -- web` count the same files.

export function scriptsLoadedBy(html: string): string[] {
  const referenced = [
    ...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g),
    ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g),
    ...html.matchAll(/\bimport\s*(?:[\w*{}\s,]+from\s*)?\(?\s*"(\/assets\/[^"]+\.js)"/g),
  ].map((match) => match[1] ?? '');
  return [...new Set(referenced)];
}
