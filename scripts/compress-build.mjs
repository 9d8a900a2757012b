// `npm run build` step (after react-router build, which writes the prerendered pages last): writes
// a brotli (quality 11) and a gzip (level 9) variant beside every text file of build/client, as
// <file>.br and <file>.gz. The server loads them with the files and does no compression work of its
// own for the build (compressing at start competed with the first minutes of requests).
// Node's zlib does the compressing; this only walks the folder. Usage: node scripts/compress-build.mjs [dir]
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The extensions server/src/site/static-site.ts serves with a text content type (plus fonts and wasm that compress well). */
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

const directory = process.argv[2] ?? 'build/client';
const started = Date.now();
const entries = await readdir(directory, { withFileTypes: true, recursive: true });
const files = entries
  .filter((entry) => entry.isFile() && compressibleExtensions.has(extname(entry.name).toLowerCase()))
  .map((entry) => join(entry.parentPath, entry.name));

let inputBytes = 0;
let brotliBytes = 0;
const queue = [...files];
// zlib's asynchronous calls run on libuv's thread pool: one worker per core keeps them all busy.
await Promise.all(
  Array.from({ length: Math.max(2, availableParallelism()) }, async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const body = await readFile(path);
      const [br, gz] = await Promise.all([
        brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        gzipAsync(body, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
      inputBytes += (await stat(path)).size;
      brotliBytes += br.length;
    }
  }),
);
const megabytes = (bytes) => (bytes / 1024 / 1024).toFixed(1);
console.log(
  `compressed ${files.length} files in ${directory} (${megabytes(inputBytes)} MB -> ${megabytes(brotliBytes)} MB brotli) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
