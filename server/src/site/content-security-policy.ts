import { createHash } from 'node:crypto';
import { heldModuleScriptType } from '../../../contracts/after-first-paint.ts';

// A Content-Security-Policy with no 'unsafe-inline' for scripts. React Router's prerendered and
// server-rendered HTML carries inline scripts (hydration context, streamed data, the module import
// script), so each HTML response lists the SHA-256 of exactly the inline scripts it contains.
// JSON-LD and other data blocks are never executed and need no hash.

export interface InlineHashes {
  /** Executable inline <script> contents. */
  scripts: string[];
  /** Inline <style> element contents. */
  styles: string[];
  /** style="…" attribute values (React renders style props into the server HTML). */
  styleAttributes: string[];
}

export const NO_INLINE_CONTENT: InlineHashes = { scripts: [], styles: [], styleAttributes: [] };

/** Responses that are not HTML documents (JSON, scripts, images): nothing may run or be framed. */
export const NON_DOCUMENT_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The service worker's script (ADR 0013). A worker runs under the policy of its own script's response,
 * so this one may fetch from this site (to precache and to answer the pages' requests) and nothing else.
 */
export const SERVICE_WORKER_CONTENT_SECURITY_POLICY = "default-src 'none'; connect-src 'self'; base-uri 'none'";

const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const styleElement = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
const styleAttribute = /\sstyle\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;
const typeAttribute = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const srcAttribute = /\bsrc\s*=/i;

// Script types a browser executes (the HTML standard's JavaScript MIME types, module, importmap),
// and the calculator's module script held until the first paint, which runs later as it is.
const executableTypes = new Set([
  heldModuleScriptType,
  '',
  'module',
  'importmap',
  'text/javascript',
  'application/javascript',
  'application/ecmascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

export function sha256Source(content: string): string {
  return `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;
}

/** Hashes of every inline script, style element and style attribute in a document. */
export function inlineHashesOf(html: string): InlineHashes {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const styleAttributes = new Set<string>();
  for (const match of html.matchAll(scriptElement)) {
    const attributes = match[1] ?? '';
    if (srcAttribute.test(attributes)) continue;
    const typeMatch = typeAttribute.exec(attributes);
    const type = (typeMatch?.[1] ?? typeMatch?.[2] ?? typeMatch?.[3] ?? '').trim().toLowerCase().split(';')[0]?.trim() ?? '';
    if (!executableTypes.has(type)) continue;
    scripts.add(sha256Source(match[2] ?? ''));
  }
  for (const match of html.matchAll(styleElement)) styles.add(sha256Source(match[1] ?? ''));
  // Attributes are looked for outside script and style elements only; their values are hashed as the
  // browser sees them, after character references are decoded.
  const markup = html.replace(scriptElement, '').replace(styleElement, '');
  for (const match of markup.matchAll(styleAttribute)) {
    styleAttributes.add(sha256Source(decodeCharacterReferences(match[1] ?? match[2] ?? '')));
  }
  return { scripts: [...scripts], styles: [...styles], styleAttributes: [...styleAttributes] };
}

/** The policy for one HTML document. `upgradeInsecureRequests` only when served over HTTPS. */
export function documentContentSecurityPolicy(hashes: InlineHashes, options: { upgradeInsecureRequests: boolean }): string {
  const styleSources = ["'self'", ...hashes.styles];
  // 'unsafe-hashes' lets exactly the listed style attribute values apply; nothing else inline does.
  if (hashes.styleAttributes.length > 0) styleSources.push("'unsafe-hashes'", ...hashes.styleAttributes);
  const directives = [
    "default-src 'self'",
    ["script-src 'self'", ...hashes.scripts].join(' '),
    `style-src ${styleSources.join(' ')}`,
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ];
  if (options.upgradeInsecureRequests) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

const namedReferences: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00A0' };

function decodeCharacterReferences(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, reference: string) => {
    if (reference[0] === '#') {
      const codePoint =
        reference[1] === 'x' || reference[1] === 'X' ? Number.parseInt(reference.slice(2), 16) : Number.parseInt(reference.slice(1), 10);
      return Number.isFinite(codePoint) && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : whole;
    }
    return namedReferences[reference.toLowerCase()] ?? whole;
  });
}
