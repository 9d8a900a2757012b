import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { documentContentSecurityPolicy, NO_INLINE_CONTENT, NON_DOCUMENT_CONTENT_SECURITY_POLICY } from '../site/content-security-policy.ts';

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=(), interest-cohort=()';
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers for every response. helmet supplies the fixed ones; the Content-Security-Policy
 * is per response (HTML documents carry the hashes of their own inline scripts, set by the site
 * routes; anything else gets a deny-all policy), and HSTS is sent only over HTTPS, which behind a
 * proxy means TRUST_PROXY set and X-Forwarded-Proto: https.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: false,
    hsts: false,
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (!reply.hasHeader('content-security-policy')) {
      const contentType = String(reply.getHeader('content-type') ?? '');
      reply.header(
        'content-security-policy',
        contentType.startsWith('text/html')
          ? documentContentSecurityPolicy(NO_INLINE_CONTENT, { upgradeInsecureRequests: request.protocol === 'https' })
          : NON_DOCUMENT_CONTENT_SECURITY_POLICY,
      );
    }
    return payload;
  });
}
