import { createReadStream } from 'node:fs';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  documentContentSecurityPolicy,
  inlineHashesOf,
  NO_INLINE_CONTENT,
  SERVICE_WORKER_CONTENT_SECURITY_POLICY,
} from '../site/content-security-policy.ts';
import { isCompressibleType, preferredEncoding } from '../site/content-encoding.ts';
import type { RenderPage } from '../site/react-router-renderer.ts';
import type { StaticFile, StaticSite } from '../site/static-site.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface SiteRouteOptions {
  site: StaticSite;
  renderPage: RenderPage | null;
  siteUrl: string;
}

// Shown only when the web app has not been built (no React Router server build to render its 404).
const FALLBACK_NOT_FOUND_HTML =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>404 Page Not Found</title></head><body><main><h1>404 Page Not Found</h1><p><a href="/">Back to the calculator</a></p></main></body></html>';

/**
 * The site: prerendered files straight from memory, everything else through React Router's server
 * build (its 404 pages keep status 404). Paths are case-insensitive: a path with capitals redirects to
 * its lower-case form when that exists.
 */
export function registerSiteRoutes(app: FastifyInstance, options: SiteRouteOptions): void {
  const origin = new URL(options.siteUrl).origin;

  app.all('/api/*', async (_request, reply) => reply.code(404).send({ error: 'Not found' }));

  app.get('/*', async (request, reply) => {
    const queryIndex = request.url.indexOf('?');
    const pathname = queryIndex === -1 ? request.url : request.url.slice(0, queryIndex);
    const query = queryIndex === -1 ? '' : request.url.slice(queryIndex);
    if (!isDecodable(pathname)) return reply.code(400).type('text/plain; charset=utf-8').send('Bad request');
    if (pathname.startsWith('/admin')) reply.header('x-robots-tag', 'noindex, nofollow');

    const file = options.site.find(pathname);
    if (file) return sendStaticFile(request, reply, file);

    if (pathname.length > 1 && pathname.endsWith('/')) {
      return reply.redirect(`${pathname.replace(/\/+$/, '') || '/'}${query}`, 301);
    }
    if (/[A-Z]/.test(pathname)) {
      const lower = pathname.toLowerCase();
      if (options.site.has(lower) || (await rendersSuccessfully(options.renderPage, `${origin}${lower}${query}`, request))) {
        return reply.redirect(`${lower}${query}`, 301);
      }
    }
    // A missing hashed asset is a stale client, not a page: a short plain answer, no page render.
    if (pathname.startsWith('/assets/')) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    if (!options.renderPage) {
      return sendHtml(request, reply.code(404), Buffer.from(FALLBACK_NOT_FOUND_HTML));
    }
    const response = await options.renderPage(toFetchRequest(`${origin}${request.url}`, request));
    return sendRenderedResponse(request, reply, response);
  });
}

function isDecodable(pathname: string): boolean {
  try {
    decodeURI(pathname);
    return true;
  } catch {
    return false;
  }
}

async function rendersSuccessfully(renderPage: RenderPage | null, url: string, request: FastifyRequest): Promise<boolean> {
  if (!renderPage) return false;
  const response = await renderPage(toFetchRequest(url, request));
  await response.body?.cancel();
  return response.status >= 200 && response.status < 300;
}

function toFetchRequest(url: string, request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name.startsWith(':')) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  // Always GET: fastify answers HEAD from the GET response, so both carry the same headers.
  return new Request(url, { method: 'GET', headers });
}

function isHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const value = candidate.trim().replace(/^W\//, '');
    return value === etag || value === '*';
  });
}

function sendStaticFile(request: FastifyRequest, reply: FastifyReply, file: StaticFile): FastifyReply {
  reply.header('content-type', file.contentType).header('cache-control', file.cacheControl).header('etag', file.etag);
  if (file.brotli || file.gzip) reply.header('vary', 'Accept-Encoding');
  if (file.isHtml) {
    reply.header(
      'content-security-policy',
      documentContentSecurityPolicy(file.inlineHashes ?? NO_INLINE_CONTENT, { upgradeInsecureRequests: isHttps(request) }),
    );
  } else if (file.urlPath === '/sw.js') {
    reply.header('content-security-policy', SERVICE_WORKER_CONTENT_SECURITY_POLICY);
  }
  if (etagMatches(request.headers['if-none-match'], file.etag)) return reply.code(304).send();
  if (!file.body) return reply.header('content-length', file.size).send(createReadStream(file.filePath));
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding === 'br' && file.brotli) return reply.header('content-encoding', 'br').send(file.brotli);
  if (encoding !== 'identity' && file.gzip) return reply.header('content-encoding', 'gzip').send(file.gzip);
  return reply.send(file.body);
}

const droppedResponseHeaders = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'set-cookie',
]);

async function sendRenderedResponse(request: FastifyRequest, reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.code(response.status);
  response.headers.forEach((value, name) => {
    if (!droppedResponseHeaders.has(name)) reply.header(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const body = Buffer.from(await response.arrayBuffer());
  const contentType = response.headers.get('content-type');
  if (contentType?.startsWith('text/html')) return sendHtml(request, reply, body);
  return sendMaybeCompressed(request, reply, body, contentType);
}

async function sendHtml(request: FastifyRequest, reply: FastifyReply, body: Buffer): Promise<FastifyReply> {
  // Hashes come from the exact bytes sent, so every inline script of this response may run and no other.
  reply.header('content-type', 'text/html; charset=utf-8');
  reply.header(
    'content-security-policy',
    documentContentSecurityPolicy(inlineHashesOf(body.toString('utf8')), { upgradeInsecureRequests: isHttps(request) }),
  );
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache');
  return sendMaybeCompressed(request, reply, body, 'text/html');
}

async function sendMaybeCompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Buffer,
  contentType: string | null,
): Promise<FastifyReply> {
  if (body.length < 512 || !isCompressibleType(contentType)) return reply.send(body);
  reply.header('vary', 'Accept-Encoding');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  // Rendered pages are compressed per response, so at a fast setting; static files got quality 11 at start.
  if (encoding === 'br') {
    return reply.header('content-encoding', 'br').send(await brotli(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }));
  }
  if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(await gzipAsync(body, { level: 6 }));
  return reply.send(body);
}
