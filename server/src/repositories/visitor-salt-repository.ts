import { randomBytes } from 'node:crypto';
import type { Storage } from '../storage/open-storage.ts';

/**
 * The secret salt of each UTC day, kept in the database so every server process hashes a visitor
 * the same way. The first request of a day creates the day's salt (the first process to insert wins)
 * and deletes older salts: once a salt is gone, its day's hashes can no longer be recomputed.
 */
export class VisitorSaltRepository {
  private current: { day: number; salt: string } | undefined;
  private loading: { day: number; promise: Promise<string> } | undefined;

  constructor(private readonly storage: Storage) {}

  saltFor(day: number): Promise<string> {
    if (this.current?.day === day) return Promise.resolve(this.current.salt);
    if (this.loading?.day === day) return this.loading.promise;
    const promise = this.storage.availability
      .run(() => this.loadOrCreate(day))
      .then((salt) => {
        if (!this.current || this.current.day <= day) this.current = { day, salt };
        return salt;
      })
      .finally(() => {
        if (this.loading?.promise === promise) this.loading = undefined;
      });
    this.loading = { day, promise };
    return promise;
  }

  private async loadOrCreate(day: number): Promise<string> {
    const { db } = this.storage;
    return db.transaction().execute(async (transaction) => {
      await transaction
        .insertInto('visitor_salts')
        .values({ day, salt: randomBytes(32).toString('base64url') })
        .onConflict((conflict) => conflict.column('day').doNothing())
        .execute();
      const row = await transaction.selectFrom('visitor_salts').select('salt').where('day', '=', day).executeTakeFirstOrThrow();
      await transaction.deleteFrom('visitor_salts').where('day', '<', day).execute();
      return row.salt;
    });
  }
}
