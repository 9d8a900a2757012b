// The wizard's answers are kept in this browser only (localStorage), never sent. What comes back
// from storage is untrusted: it is validated, older versions are migrated, and a stored state that
// cannot be read is reported and copied aside before anything could overwrite it.
import { initialState, type CalculatorState } from './calculator-state.ts';

/** Holds `{ version, state }`. */
export const storageKey = 'salary-reality-check:calculator';
export const storedVersion = 4;
/** Version 1 stored the state itself under its own key; read once, migrated, then removed. */
export const legacyStorageKey = 'salary-reality-check:calculator:v1';
/** Where an unreadable stored state is kept, so saving the new answers never destroys it. */
export const unreadableStorageKey = 'salary-reality-check:calculator:unreadable';
/** A real state is a few kilobytes; anything far larger is not ours and is not parsed. */
export const maxStoredLength = 100_000;

export type RestoreResult =
  | { status: 'empty' }
  | { status: 'restored'; state: CalculatorState; migratedFrom: number | null }
  /** `keptCopy`: the stored text was copied to `unreadableStorageKey`; when false, nothing may overwrite it. */
  | { status: 'unreadable'; reason: string; keptCopy: boolean };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function parseStored(
  raw: string,
  legacy: boolean,
): Promise<{ state: CalculatorState; migratedFrom: number | null } | { reason: string }> {
  if (raw.length > maxStoredLength) return { reason: 'too large' };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { reason: 'not JSON' };
  }
  const { storedStateSchema, storedStateV3Schema, storedStateV2Schema, storedStateV1Schema, migrateFromV1, migrateFromV2, migrateFromV3 } =
    await import('./persisted-state-schema.ts');
  const version = legacy ? 1 : isRecord(json) ? json.version : undefined;
  const state = legacy ? json : isRecord(json) ? json.state : undefined;
  if (version === storedVersion) {
    const parsed = storedStateSchema.safeParse(state);
    return parsed.success ? { state: parsed.data, migratedFrom: null } : { reason: 'does not match the stored shape' };
  }
  if (version === 3) {
    const parsed = storedStateV3Schema.safeParse(state);
    return parsed.success ? { state: migrateFromV3(parsed.data), migratedFrom: 3 } : { reason: 'does not match the version 3 shape' };
  }
  if (version === 2) {
    const parsed = storedStateV2Schema.safeParse(state);
    return parsed.success ? { state: migrateFromV2(parsed.data), migratedFrom: 2 } : { reason: 'does not match the version 2 shape' };
  }
  if (version === 1) {
    const parsed = storedStateV1Schema.safeParse(state);
    return parsed.success ? { state: migrateFromV1(parsed.data), migratedFrom: 1 } : { reason: 'does not match the version 1 shape' };
  }
  return { reason: 'unknown version' };
}

export async function loadCalculatorState(storage: Pick<Storage, 'getItem' | 'setItem'>): Promise<RestoreResult> {
  let raw: string | null;
  let legacy = false;
  try {
    raw = storage.getItem(storageKey);
    if (raw === null) {
      raw = storage.getItem(legacyStorageKey);
      legacy = raw !== null;
    }
  } catch {
    return { status: 'empty' };
  }
  if (!raw) return { status: 'empty' };
  const result = await parseStored(raw, legacy);
  if ('state' in result) return { status: 'restored', ...result };
  let keptCopy = true;
  try {
    storage.setItem(unreadableStorageKey, raw);
  } catch {
    keptCopy = false;
  }
  return { status: 'unreadable', reason: result.reason, keptCopy };
}

export function saveCalculatorState(storage: Pick<Storage, 'setItem' | 'removeItem'>, state: CalculatorState): void {
  try {
    if (state === initialState) storage.removeItem(storageKey);
    else storage.setItem(storageKey, JSON.stringify({ version: storedVersion, state }));
    // Only once the current version is written: "Start over" must not bring version 1 answers back.
    storage.removeItem(legacyStorageKey);
  } catch {
    // Private browsing or a full quota: the calculator still works, it just won't survive a reload.
  }
}
