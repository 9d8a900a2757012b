import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { adminSessionOf } from '../http/admin-session-guard.ts';
import { TooManyRequestsError } from '../http/http-errors.ts';
import { perMinute } from '../http/rate-limits.ts';
import { validateRequest } from '../http/validate-request.ts';
import { loginRequestSchema } from '../../../contracts/admin.ts';

/** POST /api/admin/login: open to anyone, throttled per client. */
export function registerAdminLoginRoute(app: FastifyInstance, context: AppContext): void {
  app.post('/api/admin/login', { config: perMinute(context.env.RATE_LIMIT_LOGIN_PER_MINUTE) }, async (request, reply) => {
    const { password } = validateRequest(loginRequestSchema, request.body);
    const outcome = await context.login.attempt(password, request.ip);
    if (outcome.kind === 'throttled') throw new TooManyRequestsError(outcome.retryAfterSeconds);
    if (outcome.kind === 'invalid-password') return reply.code(401).send({ error: 'Invalid password' });
    context.adminSession.remember(outcome.sessionId, outcome.expiresAt);
    return reply
      .code(200)
      .header('cache-control', 'no-store')
      .send({ sessionId: outcome.sessionId, expiresAt: new Date(outcome.expiresAt).toISOString() });
  });
}

/** Logout and the session check, on the guarded admin scope. */
export function registerAdminSessionRoutes(guarded: FastifyInstance, context: AppContext): void {
  guarded.post('/api/admin/logout', async (request, reply) => {
    const { token } = adminSessionOf(request);
    await context.login.logout(token);
    context.adminSession.forget(token);
    return reply.send({ loggedOut: true });
  });

  guarded.get('/api/admin/session', async (request, reply) => {
    const { expiresAt } = adminSessionOf(request);
    return reply.header('cache-control', 'no-store').send({ valid: true, expiresAt: new Date(expiresAt).toISOString() });
  });
}
