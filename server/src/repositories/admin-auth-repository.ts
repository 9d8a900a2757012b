import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Storage } from '../storage/open-storage.ts';

const CREDENTIALS_ROW = 1;

/**
 * The operator's password hash, sessions and failed logins. All of it lives in the database so that
 * several server processes behind a load balancer agree on who is logged in and who is throttled.
 * Session tokens and client addresses arrive here already hashed.
 */
export class AdminAuthRepository {
  constructor(private readonly storage: Storage) {}

  passwordHash(): Promise<string | null> {
    return this.storage.availability.run(async () => {
      const row = await this.storage.db
        .selectFrom('admin_credentials')
        .select('password_hash')
        .where('id', '=', CREDENTIALS_ROW)
        .executeTakeFirst();
      return row?.password_hash ?? null;
    });
  }

  /** Stores the first password hash; false when another process stored one first. */
  insertPasswordHashIfAbsent(passwordHash: string, at: number): Promise<boolean> {
    return this.storage.availability.run(async () => {
      const result = await this.storage.db
        .insertInto('admin_credentials')
        .values({ id: CREDENTIALS_ROW, password_hash: passwordHash, updated_at: at })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    });
  }

  /** Replaces the password hash and ends every session made with the old password. */
  replacePasswordHash(passwordHash: string, at: number): Promise<void> {
    return this.storage.availability.run(() =>
      this.storage.db.transaction().execute(async (transaction) => {
        await transaction
          .insertInto('admin_credentials')
          .values({ id: CREDENTIALS_ROW, password_hash: passwordHash, updated_at: at })
          .onConflict((conflict) => conflict.column('id').doUpdateSet({ password_hash: passwordHash, updated_at: at }))
          .execute();
        await transaction.deleteFrom('admin_sessions').execute();
      }),
    );
  }

  /** Stores a new session and clears out expired ones on the way. */
  createSession(tokenHash: string, createdAt: number, expiresAt: number): Promise<void> {
    return this.storage.availability.run(() =>
      this.storage.db.transaction().execute(async (transaction) => {
        await transaction.deleteFrom('admin_sessions').where('expires_at', '<=', createdAt).execute();
        await transaction
          .insertInto('admin_sessions')
          .values({ token_hash: tokenHash, created_at: createdAt, expires_at: expiresAt })
          .execute();
      }),
    );
  }

  /** The session's expiry, or null when there is no such session or it has expired. */
  findLiveSession(tokenHash: string, now: number): Promise<{ expiresAt: number } | null> {
    return this.storage.availability.run(async () => {
      const row = await this.storage.db
        .selectFrom('admin_sessions')
        .select('expires_at')
        .where('token_hash', '=', tokenHash)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return row ? { expiresAt: Number(row.expires_at) } : null;
    });
  }

  deleteSession(tokenHash: string): Promise<void> {
    return this.storage.availability.run(async () => {
      await this.storage.db.deleteFrom('admin_sessions').where('token_hash', '=', tokenHash).execute();
    });
  }

  /**
   * Counts a login attempt against the client before the password is checked, so that parallel
   * attempts cannot slip past the limit while the (deliberately slow) hash is computed. Refused when
   * the client already has `maxAttempts` within `windowMs`; a successful login then clears its
   * attempt, so only failures stay counted.
   */
  reserveLoginAttempt(
    clientKey: string,
    now: number,
    windowMs: number,
    maxAttempts: number,
  ): Promise<{ allowed: true; attemptId: number } | { allowed: false; retryAfterMs: number }> {
    return this.storage.availability.run(() =>
      this.storage.db.transaction().execute(async (transaction) => {
        if (this.storage.dialect === 'postgres') {
          // SQLite transactions here take the write lock up front (begin immediate), which already
          // serialises this check; PostgreSQL needs a lock per client for the same guarantee.
          await sql`select pg_advisory_xact_lock(hashtext(${clientKey}))`.execute(transaction);
        }
        await transaction
          .deleteFrom('login_failures')
          .where('failed_at', '<=', now - windowMs * 60)
          .execute();
        const row = await transaction
          .selectFrom('login_failures')
          .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min<number | null>('failed_at').as('oldest')])
          .where('client_key', '=', clientKey)
          .where('failed_at', '>', now - windowMs)
          .executeTakeFirstOrThrow();
        if (Number(row.count) >= maxAttempts) {
          const oldest = row.oldest === null ? now : Number(row.oldest);
          return { allowed: false as const, retryAfterMs: Math.max(oldest + windowMs - now, 1) };
        }
        const inserted = await transaction
          .insertInto('login_failures')
          .values({ client_key: clientKey, failed_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { allowed: true as const, attemptId: Number(inserted.id) };
      }),
    );
  }

  clearLoginAttempt(attemptId: number): Promise<void> {
    return this.storage.availability.run(async () => {
      await this.storage.db.deleteFrom('login_failures').where('id', '=', attemptId).execute();
    });
  }

  /** A random secret shared by every server process, created by the first one that asks. */
  sharedSecret(name: string): Promise<string> {
    return this.storage.availability.run(async () => {
      await this.storage.db
        .insertInto('server_secrets')
        .values({ name, value: randomBytes(32).toString('base64url') })
        .onConflict((conflict) => conflict.column('name').doNothing())
        .execute();
      const row = await this.storage.db.selectFrom('server_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
      return row.value;
    });
  }
}
