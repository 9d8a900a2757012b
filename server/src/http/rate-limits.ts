import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { TooManyRequestsError } from './http-errors.ts';

/**
 * Per-client limits on every API call, counted per process in memory. That is safe here: they only
 * dampen abuse and accidental floods, so with N processes a client gets at most N times the limit.
 * The login limit that guards the password is kept in the database instead (see AdminLogin).
 */
export async function registerRateLimiting(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    // Enough distinct clients for a busy day; the least recently seen are forgotten first.
    cache: 50_000,
    // The plugin's own key: the client address (request.ip), an IPv6 client by its /64, which it owns
    // whole and could otherwise rotate through. Being the plugin's own, it is also called without an
    // await, one of the costs per request that docs/server.md measures.
    // Within the limit nothing is added to the answer: the x-ratelimit-* headers tell a client nothing
    // it needs and cost three headers per response; a 429 still carries Retry-After.
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder: (_request, context) => new TooManyRequestsError(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
}

/** Route config for a limit of `max` calls per client per minute. */
export function perMinute(max: number) {
  return { rateLimit: { max, timeWindow: 60_000 } };
}
