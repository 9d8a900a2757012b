import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { documentContentSecurityPolicy, NO_INLINE_CONTENT, NON_DOCUMENT_CONTENT_SECURITY_POLICY } from '../site/content-security-policy.ts';

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=(), interest-cohort=()';
const HSTS = 'max-age=31536000; includeSubDomains';

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: false,
  strictTransportSecurity: false,
  crossOriginEmbedderPolicy: false,
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

/**
 * helmet's headers for these options, worked out once. With the options fixed they are the same for
 * every response, so helmet's middleware is run once at start against a recorder instead of per
 * request (@fastify/helmet rebuilt the middleware from its options on every request: about a fifth
 * of the server's CPU per page view, docs/server.md).
 */
export function helmetHeaders(options: HelmetOptions = HELMET_OPTIONS): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  // helmet 8's middleware is synchronous and only sets or removes headers on the response.
  helmet(options)({} as never, recorder as never, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return Object.freeze(headers);
}

/**
 * Security headers for every response. helmet supplies the fixed ones; the Content-Security-Policy
 * is per response (HTML documents carry the hashes of their own inline scripts, set by the site
 * routes; anything else gets a deny-all policy), and HSTS is sent only over HTTPS, which behind a
 * proxy means TRUST_PROXY set and X-Forwarded-Proto: https.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const fixed = { ...helmetHeaders(), 'permissions-policy': PERMISSIONS_POLICY };
  const fixedOverHttps = { ...fixed, 'strict-transport-security': HSTS };
  // Set before the handler, as @fastify/helmet did, so a route can still replace one of them.
  // Callback-style hooks: an async one costs a promise per request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.protocol === 'https' ? fixedOverHttps : fixed);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!reply.hasHeader('content-security-policy')) {
      const contentType = String(reply.getHeader('content-type') ?? '');
      reply.header(
        'content-security-policy',
        contentType.startsWith('text/html')
          ? documentContentSecurityPolicy(NO_INLINE_CONTENT, { upgradeInsecureRequests: request.protocol === 'https' })
          : NON_DOCUMENT_CONTENT_SECURITY_POLICY,
      );
    }
    done(null, payload);
  });
}
