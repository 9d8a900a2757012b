import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.ts';
import type { VisitorConnection } from '../analytics/visit-recorder.ts';
import { perMinute } from '../http/rate-limits.ts';
import { validationErrorFrom } from '../http/validate-request.ts';
import { parseAnalyticsTrackRequest } from '../../../contracts/analytics.ts';
import type { Accepted } from '../../../contracts/api-error.ts';

export function registerAnalyticsTrackRoutes(app: FastifyInstance, context: AppContext): void {
  const siteHost = new URL(context.env.SITE_URL).hostname.toLowerCase();

  const connectionOf = (request: FastifyRequest): VisitorConnection => ({
    clientAddress: request.ip,
    userAgent: request.headers['user-agent'],
    ownHosts: new Set([siteHost, request.hostname.toLowerCase()]),
  });

  // Bots and beacons that cannot be matched are answered 202 like the rest: the client learns
  // nothing from the answer, and sendBeacon never reads it anyway.
  app.post('/api/analytics/track', { config: perMinute(context.env.RATE_LIMIT_ANALYTICS_PER_MINUTE) }, async (request, reply) => {
    const parsed = parseAnalyticsTrackRequest(request.body);
    if (parsed.kind === 'time-on-page') {
      if (!parsed.result.success) throw validationErrorFrom(parsed.result.error);
      await context.visits.recordTimeOnPage(parsed.result.data.page, parsed.result.data.timeOnPage, connectionOf(request));
    } else {
      if (!parsed.result.success) throw validationErrorFrom(parsed.result.error);
      await context.visits.recordPageView(parsed.result.data.page, parsed.result.data.referrer, connectionOf(request));
    }
    return reply.code(202).send({ accepted: true } satisfies Accepted);
  });
}
