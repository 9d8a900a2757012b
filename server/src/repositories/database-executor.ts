import type { Kysely } from 'kysely';
import type { Database } from '../storage/database-schema.ts';

/** The database or an open transaction on it (Kysely's Transaction extends Kysely). */
export type DatabaseExecutor = Kysely<Database>;
