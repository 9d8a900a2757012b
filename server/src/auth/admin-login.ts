import { createHmac } from 'node:crypto';
import type { AdminAuthRepository } from '../repositories/admin-auth-repository.ts';
import { HOUR_MS, MINUTE_MS, type Clock } from '../system/clock.ts';
import { generatePassword, hashPassword, verifyPassword } from './password-hashing.ts';
import { createSessionToken, hashSessionToken } from './session-tokens.ts';

export const SESSION_TTL_MS = 12 * HOUR_MS;
const LOGIN_FAILURE_LIMIT = 5;
const LOGIN_FAILURE_WINDOW_MS = MINUTE_MS;

export type LoginOutcome =
  | { kind: 'success'; sessionId: string; expiresAt: number }
  | { kind: 'invalid-password' }
  | { kind: 'throttled'; retryAfterSeconds: number };

// A fixed hash to verify against when no password is stored, so that case takes as long as a real check.
const PLACEHOLDER_HASH = 'scrypt$32768$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

/** One shared operator password, random sessions with an expiry, throttled failures. */
export class AdminLogin {
  private throttleSecret: string | undefined;

  constructor(
    private readonly repository: AdminAuthRepository,
    private readonly clock: Clock,
  ) {}

  async attempt(password: string, clientAddress: string): Promise<LoginOutcome> {
    const clientKey = await this.clientKey(clientAddress);
    const reservation = await this.repository.reserveLoginAttempt(
      clientKey,
      this.clock.now(),
      LOGIN_FAILURE_WINDOW_MS,
      LOGIN_FAILURE_LIMIT,
    );
    if (!reservation.allowed) return { kind: 'throttled', retryAfterSeconds: Math.ceil(reservation.retryAfterMs / 1000) };
    const stored = await this.repository.passwordHash();
    const valid = await verifyPassword(password, stored ?? PLACEHOLDER_HASH);
    if (!valid || stored === null) return { kind: 'invalid-password' };
    await this.repository.clearLoginAttempt(reservation.attemptId);
    const { token, tokenHash } = createSessionToken();
    const now = this.clock.now();
    const expiresAt = now + SESSION_TTL_MS;
    await this.repository.createSession(tokenHash, now, expiresAt);
    return { kind: 'success', sessionId: token, expiresAt };
  }

  /** The live session behind a bearer token, or null. */
  session(token: string): Promise<{ expiresAt: number } | null> {
    return this.repository.findLiveSession(hashSessionToken(token), this.clock.now());
  }

  logout(token: string): Promise<void> {
    return this.repository.deleteSession(hashSessionToken(token));
  }

  /**
   * Makes sure a password hash is stored. With ADMIN_PASSWORD set, its hash replaces a different
   * stored one (ending old sessions). Without it, the first start generates a password and returns
   * it so the caller can print it once; later starts return null.
   */
  async ensurePassword(configuredPassword: string | undefined): Promise<{ generatedPassword: string | null }> {
    const stored = await this.repository.passwordHash();
    const now = this.clock.now();
    if (configuredPassword !== undefined) {
      if (stored === null || !(await verifyPassword(configuredPassword, stored))) {
        await this.repository.replacePasswordHash(await hashPassword(configuredPassword), now);
      }
      return { generatedPassword: null };
    }
    if (stored !== null) return { generatedPassword: null };
    const generated = generatePassword();
    const inserted = await this.repository.insertPasswordHashIfAbsent(await hashPassword(generated), now);
    // Another process may have won the race; then its password is the one, printed by it.
    return { generatedPassword: inserted ? generated : null };
  }

  /** Failed logins are counted per client without storing the address: a keyed hash of it. */
  private async clientKey(clientAddress: string): Promise<string> {
    this.throttleSecret ??= await this.repository.sharedSecret('login-throttle');
    return createHmac('sha256', this.throttleSecret).update(clientAddress).digest('base64url');
  }
}
