// For tests: the text a jsPDF document draws, line by line, read back from its bytes. Embedded
// (Identity-H) fonts are decoded through their ToUnicode maps; the built-in fonts are Latin-1. The
// text comes out in drawing order, left to right: an Arabic run is reversed and its letters are
// presentation forms, so it is normalised with NFKC.

/** The objects of an uncompressed PDF, by number. */
function objects(pdf: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of pdf.matchAll(/(\d+) 0 obj([\s\S]*?)endobj/g)) found.set(match[1] ?? '', match[2] ?? '');
  return found;
}

/** Each embedded font's glyph ids (4 hex digits) to text, by font object number. */
function glyphMaps(all: Map<string, string>): Map<string, Map<string, string>> {
  const maps = new Map<string, Map<string, string>>();
  for (const [id, body] of all) {
    const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(body)?.[1];
    if (!toUnicode) continue;
    const map = new Map<string, string>();
    for (const [, glyph, hex] of (all.get(toUnicode) ?? '').matchAll(/<([0-9a-f]{4})>\s*<([0-9a-f]+)>/gi))
      map.set((glyph ?? '').toLowerCase(), String.fromCharCode(...(hex ?? '').match(/.{4}/g)!.map((unit) => parseInt(unit, 16))));
    maps.set(id, map);
  }
  return maps;
}

/** Every string the document draws (one per Tj), in page order. */
export function drawnText(pdf: string): string[] {
  const all = objects(pdf);
  const maps = glyphMaps(all);
  const fonts = new Map<string, string>();
  for (const match of pdf.matchAll(/\/(F\d+) (\d+) 0 R/g)) fonts.set(match[1] ?? '', match[2] ?? '');
  const lines: string[] = [];
  let map: Map<string, string> | undefined;
  for (const match of pdf.matchAll(/\/(F\d+) [\d.]+ Tf|<([0-9a-fA-F]*)> Tj|\((.*)\) Tj/g)) {
    if (match[1]) map = maps.get(fonts.get(match[1]) ?? '');
    else if (match[2] !== undefined) {
      const hex = match[2];
      const text = map
        ? (hex.match(/.{4}/g) ?? []).map((glyph) => map?.get(glyph.toLowerCase()) ?? '').join('')
        : (hex.match(/.{2}/g) ?? []).map((byte) => String.fromCharCode(parseInt(byte, 16))).join('');
      lines.push(text.normalize('NFKC'));
    } else lines.push(match[3] ?? '');
  }
  return lines;
}

/** The document's title (Latin-1, or UTF-16BE after its byte order mark) and language, from its bytes. */
export function documentInfo(pdf: string): { title: string | undefined; language: string | undefined } {
  const raw = /\/Title \(((?:\\.|[^\\)])*)\)/.exec(pdf)?.[1]?.replace(/\\(.)/g, '$1');
  let title = raw;
  if (raw?.startsWith('\u00fe\u00ff')) {
    title = '';
    for (let i = 2; i + 1 < raw.length; i += 2) title += String.fromCharCode((raw.charCodeAt(i) << 8) | raw.charCodeAt(i + 1));
  }
  return { title, language: /\/Lang \(([^)]*)\)/.exec(pdf)?.[1] };
}
