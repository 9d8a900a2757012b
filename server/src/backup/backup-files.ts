import { readdirSync, statSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { removeSqliteFiles } from './sqlite-copy.ts';

// The backup folder: copies named after the store and the moment they started, e.g.
// salary-reality-check-2026-03-10T14-20-00.123Z.sqlite. Only names of this form are counted as
// backups, listed on the dashboard or pruned; anything else an operator puts there is left alone.
// A copy is renamed to its final name only after its check passed (copySqliteStore), so every file
// that matches is a good backup.

export interface BackupFile {
  path: string;
  /** When the copy started, from its name. */
  takenAt: number;
  bytes: number;
}

function prefixOf(storePath: string): string {
  return basename(storePath, extname(storePath));
}

/** The file a backup of `storePath` started at `at` gets in `directory`. */
export function backupFileName(storePath: string, at: number): string {
  // ISO 8601 with the colons replaced: they are not allowed in Windows file names.
  return `${prefixOf(storePath)}-${new Date(at).toISOString().replaceAll(':', '-')}.sqlite`;
}

const stampPattern = /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})\.(\d{3})Z\.sqlite$/;

function takenAtOf(storePath: string, name: string): number | null {
  const prefix = `${prefixOf(storePath)}-`;
  if (!name.startsWith(prefix)) return null;
  const match = stampPattern.exec(name.slice(prefix.length));
  if (!match) return null;
  const [, day, hours, minutes, seconds, millis] = match;
  const at = Date.parse(`${day}T${hours}:${minutes}:${seconds}.${millis}Z`);
  return Number.isNaN(at) ? null : at;
}

/** The backups of `storePath` in `directory`, newest first; [] when the folder does not exist. */
export function listBackups(storePath: string, directory: string): BackupFile[] {
  let names: string[];
  try {
    names = readdirSync(directory);
  } catch (error) {
    if ((error as { code?: unknown }).code === 'ENOENT') return [];
    throw error;
  }
  const backups: BackupFile[] = [];
  for (const name of names) {
    const takenAt = takenAtOf(storePath, name);
    if (takenAt === null) continue;
    const path = join(directory, name);
    backups.push({ path, takenAt, bytes: statSync(path).size });
  }
  return backups.sort((a, b) => b.takenAt - a.takenAt);
}

/**
 * Deletes all but the newest `keep` backups, and copies left half-written by a process that died
 * mid-backup (not while one is being written: the schedule runs one backup at a time and prunes
 * after it). Returns the deleted paths.
 */
export function pruneBackups(storePath: string, directory: string, keep: number): string[] {
  const deleted: string[] = [];
  for (const old of listBackups(storePath, directory).slice(keep)) {
    removeSqliteFiles(old.path);
    deleted.push(old.path);
  }
  for (const name of readdirSync(directory)) {
    if (name.endsWith('.partial') && takenAtOf(storePath, name.slice(0, -'.partial'.length)) !== null) {
      const path = join(directory, name);
      removeSqliteFiles(path);
      deleted.push(path);
    }
  }
  return deleted;
}
