// The CPU the bench's processes use, read from Linux's /proc: the server under load, the load
// generator beside it, and PostgreSQL's processes, per accepted request (ingest-load.ts).
import { readFileSync, readdirSync } from 'node:fs';

/**
 * CPU time of one process from `/proc/<pid>/stat`, in milliseconds: user plus system, and with
 * `withChildren` also that of its exited, waited-for children; null when it cannot be read (the
 * process ended, not Linux). `name`, when given, must be the process's command name.
 */
function procCpuMs(pid: number | string | undefined, options: { withChildren?: boolean; name?: string } = {}): number | null {
  try {
    const line = readFileSync(`/proc/${pid}/stat`, 'utf8');
    if (options.name !== undefined && line.slice(line.indexOf('(') + 1, line.lastIndexOf(')')) !== options.name) return null;
    // utime, stime, cutime, cstime are fields 14-17 of the whole line, 12-15 after the command name.
    const fields = line.slice(line.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]) + (options.withChildren ? Number(fields[13]) + Number(fields[14]) : 0);
    return (ticks * 1000) / 100;
  } catch {
    return null;
  }
}

/** User plus system CPU time of a process so far, in milliseconds (Linux), or null elsewhere. */
export const cpuMs = (pid: number | undefined): number | null => procCpuMs(pid);

/**
 * CPU time so far of every process named `postgres` on this machine (the server and its backends;
 * backends that exited are in the postmaster's children's times), in milliseconds, or null when none
 * is visible (a remote database, not Linux).
 */
export function postgresCpuMs(): number | null {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  const times = entries.map((pid) => procCpuMs(pid, { withChildren: true, name: 'postgres' })).filter((ms) => ms !== null);
  return times.length === 0 ? null : times.reduce((sum, ms) => sum + ms, 0);
}
