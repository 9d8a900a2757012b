import type { FastifyServerOptions } from 'fastify';

/**
 * Structured pino logs with no personal data: requests are logged as method, path (no query string)
 * and status only, never with addresses, user agents, headers or bodies.
 */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    base: { service: 'salary-reality-check' },
    serializers: {
      req: (request: { method?: string; url?: string }) => ({ method: request.method, path: pathOnly(request.url) }),
      res: (reply: { statusCode?: number }) => ({ statusCode: reply.statusCode }),
    },
  };
}

export function pathOnly(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  const queryIndex = url.indexOf('?');
  return (queryIndex === -1 ? url : url.slice(0, queryIndex)).slice(0, 200);
}
