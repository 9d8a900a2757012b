import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { type InlineHashes, inlineHashesOf } from './content-security-policy.ts';

// The web build's client folder, indexed once at start: every file with its content type, cache
// policy, ETag, and for HTML the hashes its Content-Security-Policy needs. Requests are then answered
// from memory without touching the disk (files over IN_MEMORY_LIMIT are streamed instead). Brotli
// (quality 11) and gzip variants of text files are made by precompress(), after the server listens:
// until a file's variants exist it is sent uncompressed. They are kept in a cache folder named by
// content hash, so a restart with the same build finds them ready.

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const IN_MEMORY_LIMIT = 2 * 1024 * 1024;
const MIN_COMPRESSIBLE_BYTES = 512;

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

const compressibleExtensions = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.webmanifest',
  '.xml',
  '.txt',
  '.data',
  '.svg',
  '.ico',
  '.ttf',
  '.otf',
  '.wasm',
]);

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
  brotli?: Buffer;
  gzip?: Buffer;
  inlineHashes?: InlineHashes;
}

export interface StaticSiteOptions {
  /** Where precompressed variants are kept between starts; none: made again at every start. */
  compressionCacheDirectory?: string;
}

export class StaticSite {
  private constructor(
    readonly clientDirectory: string,
    private readonly files: Map<string, StaticFile>,
    private readonly options: StaticSiteOptions,
  ) {}

  static empty(clientDirectory = ''): StaticSite {
    return new StaticSite(clientDirectory, new Map(), {});
  }

  /** Indexes `clientDirectory` (build/client); an absent folder gives an empty site. */
  static async load(clientDirectory: string, options: StaticSiteOptions = {}): Promise<StaticSite> {
    if (!existsSync(clientDirectory)) return StaticSite.empty(clientDirectory);
    const files = new Map<string, StaticFile>();
    await inBatches(await listFiles(clientDirectory), async (path) => {
      const file = await indexFile(clientDirectory, path);
      files.set(file.urlPath, file);
    });
    return new StaticSite(clientDirectory, files, options);
  }

  /** Makes the brotli and gzip variants of every text file (or reads them from the cache folder). */
  async precompress(): Promise<void> {
    const cacheDirectory = this.options.compressionCacheDirectory;
    if (cacheDirectory) await mkdir(cacheDirectory, { recursive: true }).catch(() => undefined);
    const candidates = [...this.files.values()].filter(
      (file) =>
        file.body !== undefined &&
        file.body.length >= MIN_COMPRESSIBLE_BYTES &&
        compressibleExtensions.has(extname(file.filePath).toLowerCase()),
    );
    await inBatches(candidates, async (file) => {
      const body = file.body as Buffer;
      const [brotliBody, gzipBody] = await Promise.all([
        cachedVariant(cacheDirectory, file.etag, 'br', () =>
          brotli(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        ),
        cachedVariant(cacheDirectory, file.etag, 'gz', () => gzipAsync(body, { level: 9 })),
      ]);
      if (brotliBody.length < body.length) file.brotli = brotliBody;
      if (gzipBody.length < body.length) file.gzip = gzipBody;
    });
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

/** A few at a time: file reads and compression run on libuv's thread pool, shared with the rest. */
async function inBatches<T>(items: T[], work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

async function cachedVariant(
  cacheDirectory: string | undefined,
  etag: string,
  suffix: string,
  make: () => Promise<Buffer>,
): Promise<Buffer> {
  const path = cacheDirectory ? join(cacheDirectory, `${etag.replace(/"/g, '')}.${suffix}`) : undefined;
  if (path && existsSync(path)) return readFile(path);
  const variant = await make();
  // A read-only or full disk only costs the next start its time; serving is unaffected.
  if (path) await writeFile(path, variant).catch(() => undefined);
  return variant;
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
  if (extension === '.html' || extension === '.data') return 'no-cache';
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
  return file;
}
