// The text of the PDF report, page by page, in the order it was drawn. The report is made by jsPDF
// with its built-in Helvetica and no compression, so each page's text is in plain content streams as
// PDF string literals shown by Tj (or TJ); this reads those, without a PDF tool on the machine.

// WinAnsiEncoding's bytes 0x80-0x9F, where it differs from Latin-1 (the punctuation the report uses).
const winAnsi: Readonly<Record<number, string>> = {
  0x80: '€',
  0x85: '…',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
};

const escapes: Readonly<Record<string, string>> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };

/** A PDF string literal's bytes (without its parentheses) as text. */
function decodeLiteral(body: string): string {
  let out = '';
  for (let i = 0; i < body.length; i++) {
    const ch = body.charAt(i);
    if (ch !== '\\') {
      const code = ch.charCodeAt(0);
      out += winAnsi[code] ?? ch;
      continue;
    }
    const next = body.charAt(++i);
    const octal = /^[0-7]{1,3}/.exec(body.slice(i, i + 3));
    if (octal) {
      const code = parseInt(octal[0], 8);
      out += winAnsi[code] ?? String.fromCharCode(code);
      i += octal[0].length - 1;
    } else if (next === '\n' || next === '\r') {
      // A backslash before a line end continues the string.
    } else {
      out += escapes[next] ?? next;
    }
  }
  return out;
}

/** Every string a content stream shows, in order: one entry per Tj, or per TJ array. */
function shownStrings(stream: string): string[] {
  const strings: string[] = [];
  // A literal is ( ... ) with balanced or escaped parentheses inside; jsPDF escapes them all.
  const shown = /\[((?:\((?:\\.|[^\\)])*\)|[^\]])*)\]\s*TJ|\(((?:\\.|[^\\)])*)\)\s*Tj/gs;
  for (const match of stream.matchAll(shown)) {
    if (match[1] !== undefined) {
      const parts = [...match[1].matchAll(/\(((?:\\.|[^\\)])*)\)/gs)].map((m) => decodeLiteral(m[1] ?? ''));
      strings.push(parts.join(''));
    } else {
      strings.push(decodeLiteral(match[2] ?? ''));
    }
  }
  return strings;
}

/**
 * The shown strings of each page that has text, in page order. jsPDF writes every page's content
 * stream after its page object, in page order, and the report has no other streams with text.
 */
export function pdfPages(pdf: Buffer): string[][] {
  const source = pdf.toString('latin1');
  expectUncompressed(source);
  const pages: string[][] = [];
  for (const match of source.matchAll(/stream\r?\n(.*?)\r?\nendstream/gs)) {
    const body = match[1] ?? '';
    if (!/\bBT\b/.test(body)) continue;
    pages.push(shownStrings(body));
  }
  return pages;
}

function expectUncompressed(source: string) {
  if (/\/Filter\s*\/FlateDecode/.test(source)) {
    throw new Error('The report PDF is compressed now: pdfPages reads only uncompressed content streams.');
  }
}
