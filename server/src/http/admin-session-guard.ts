import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AdminLogin } from '../auth/admin-login.ts';
import { bearerToken, hashSessionToken } from '../auth/session-tokens.ts';
import type { Clock } from '../system/clock.ts';
import { StorageUnavailableError } from '../storage/storage-availability.ts';
import { UnauthorizedError } from './http-errors.ts';

export interface AdminSession {
  token: string;
  expiresAt: number;
}

const sessions = new WeakMap<FastifyRequest, AdminSession>();
const OUTAGE_MEMORY_LIMIT = 100;

/** The session the guard accepted for this request. */
export function adminSessionOf(request: FastifyRequest): AdminSession {
  const session = sessions.get(request);
  if (!session) throw new UnauthorizedError();
  return session;
}

/**
 * Every /api/admin/* call except login needs `Authorization: Bearer <sessionId>` naming a live
 * session in the database; anything else is a 401. One exception keeps the Health tab useful while
 * the database is down: routes marked allowDuringOutage accept a token this process validated earlier
 * and that has not expired (the database, not this memory, remains the source of truth).
 */
export function createAdminSessionGuard(login: AdminLogin, clock: Clock) {
  const recentlyValidated = new Map<string, number>();

  const rememberHash = (tokenHash: string, expiresAt: number) => {
    recentlyValidated.delete(tokenHash);
    recentlyValidated.set(tokenHash, expiresAt);
    if (recentlyValidated.size > OUTAGE_MEMORY_LIMIT) {
      const oldest = recentlyValidated.keys().next().value;
      if (oldest !== undefined) recentlyValidated.delete(oldest);
    }
  };

  const guard = async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw new UnauthorizedError();
    const tokenHash = hashSessionToken(token);
    let session: { expiresAt: number } | null;
    try {
      session = await login.session(token);
    } catch (error) {
      const remembered = recentlyValidated.get(tokenHash);
      const allowDuringOutage = (request.routeOptions.config as { allowDuringOutage?: boolean }).allowDuringOutage === true;
      if (error instanceof StorageUnavailableError && allowDuringOutage && remembered !== undefined && remembered > clock.now()) {
        sessions.set(request, { token, expiresAt: remembered });
        return;
      }
      throw error;
    }
    if (!session) {
      recentlyValidated.delete(tokenHash);
      throw new UnauthorizedError();
    }
    rememberHash(tokenHash, session.expiresAt);
    sessions.set(request, { token, expiresAt: session.expiresAt });
  };

  const forget = (token: string) => recentlyValidated.delete(hashSessionToken(token));
  const remember = (token: string, expiresAt: number) => rememberHash(hashSessionToken(token), expiresAt);
  return { guard, forget, remember };
}
