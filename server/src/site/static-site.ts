import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, readdir, stat } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { isCompressibleType } from './content-encoding.ts';
import { type InlineHashes, inlineHashesOf } from './content-security-policy.ts';

// The web build's client folder, indexed once at start: every file with its content type, cache
// policy, ETag, and for HTML the hashes its Content-Security-Policy needs. Requests are then answered
// from memory without touching the disk (files over IN_MEMORY_LIMIT are streamed instead). The
// brotli and gzip variants are the build's (scripts/compress-build.mjs writes <file>.br and
// <file>.gz): loaded beside each file, so the server compresses nothing of the build itself.

const IN_MEMORY_LIMIT = 2 * 1024 * 1024;

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  // React Router's client-navigation data files.
  '.data': 'text/x-script; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm',
};

export interface StaticFile {
  urlPath: string;
  filePath: string;
  contentType: string;
  cacheControl: string;
  etag: string;
  size: number;
  isHtml: boolean;
  /** Absent for files streamed from disk. */
  body?: Buffer;
  /** The build's variants, when it wrote them and they are not older than the file. */
  brotli?: Buffer;
  gzip?: Buffer;
  inlineHashes?: InlineHashes;
}

export class StaticSite {
  private constructor(
    readonly clientDirectory: string,
    private readonly files: Map<string, StaticFile>,
  ) {}

  static empty(clientDirectory = ''): StaticSite {
    return new StaticSite(clientDirectory, new Map());
  }

  /** Indexes `clientDirectory` (build/client) with its precompressed variants; an absent folder gives an empty site. */
  static async load(clientDirectory: string): Promise<StaticSite> {
    if (!existsSync(clientDirectory)) return StaticSite.empty(clientDirectory);
    const files = new Map<string, StaticFile>();
    await inBatches(await listFiles(clientDirectory), async (path) => {
      const file = await indexFile(clientDirectory, path);
      files.set(file.urlPath, file);
    });
    return new StaticSite(clientDirectory, files);
  }

  /** Text files the build left without a brotli variant (an older build, or one made without the compress step). */
  filesWithoutBrotli(): string[] {
    return [...this.files.values()]
      .filter((file) => file.body !== undefined && isCompressibleType(file.contentType) && !file.brotli)
      .map((file) => file.urlPath);
  }

  get size(): number {
    return this.files.size;
  }

  find(urlPath: string): StaticFile | undefined {
    return this.files.get(urlPath);
  }

  has(urlPath: string): boolean {
    return this.files.has(urlPath);
  }
}

/** A few at a time: file reads run on libuv's thread pool, shared with the rest. */
async function inBatches<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

/** `<file>.br` or `<file>.gz` from the build, unless missing or older than the file (a stale leftover). */
async function variantOf(filePath: string, suffix: 'br' | 'gz', fileModifiedMs: number): Promise<Buffer | undefined> {
  const path = `${filePath}.${suffix}`;
  try {
    if ((await stat(path)).mtimeMs < fileModifiedMs) return undefined;
    return await readFile(path);
  } catch {
    return undefined;
  }
}

async function listFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return (
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name))
      // Precompressed siblings some build plugins write are not pages of their own.
      .filter((path) => !path.endsWith('.br') && !path.endsWith('.gz'))
  );
}

/** '/faq' for faq/index.html, '/' for index.html, the file's own path otherwise. */
function urlPathFor(relativePath: string): string {
  const path = `/${relativePath.split(sep).join('/')}`;
  if (path === '/index.html') return '/';
  if (path.endsWith('/index.html')) return path.slice(0, -'/index.html'.length);
  return path;
}

function cacheControlFor(urlPath: string, extension: string): string {
  // Hashed file names under /assets/ never change content.
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  // The service worker is checked for a new version at every visit: never from an HTTP cache.
  if (extension === '.html' || extension === '.data' || urlPath === '/sw.js') return 'no-cache';
  return 'public, max-age=3600';
}

async function indexFile(root: string, filePath: string): Promise<StaticFile> {
  const info = await stat(filePath);
  const urlPath = urlPathFor(relative(root, filePath));
  const extension = extname(filePath).toLowerCase();
  const contentType = contentTypes[extension] ?? 'application/octet-stream';
  const base = {
    urlPath,
    filePath,
    contentType,
    cacheControl: cacheControlFor(urlPath, extension),
    size: info.size,
    isHtml: extension === '.html',
  };
  if (info.size > IN_MEMORY_LIMIT) {
    return { ...base, etag: `"${info.size.toString(36)}-${Math.trunc(info.mtimeMs).toString(36)}"` };
  }
  const body = await readFile(filePath);
  const file: StaticFile = { ...base, body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
  if (base.isHtml) file.inlineHashes = inlineHashesOf(body.toString('utf8'));
  const [brotli, gzip] = await Promise.all([variantOf(filePath, 'br', info.mtimeMs), variantOf(filePath, 'gz', info.mtimeMs)]);
  if (brotli) file.brotli = brotli;
  if (gzip) file.gzip = gzip;
  return file;
}
