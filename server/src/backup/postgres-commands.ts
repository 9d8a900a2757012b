// With DATABASE_URL set, `npm run backup` and `npm run restore` write no dump of their own: pg_dump
// already takes a consistent snapshot while the servers run (one repeatable-read transaction) and
// its custom format restores with pg_restore. What they print is the two commands for that database.

interface PostgresCommands {
  /** The dump file name the commands use, in the current folder. */
  file: string;
  dump: string;
  restore: string;
}

/** Quoted for a POSIX shell: the URL may hold & and ?, a path may hold spaces. */
function shellQuote(value: string): string {
  return `'${value.replaceAll("'", `'\\''`)}'`;
}

/** The schema a `options=-c search_path=…` parameter selects, if any. */
function searchPathSchema(url: URL): string | null {
  const options = url.searchParams.get('options') ?? '';
  const match = /(?:^|\s)(?:-c\s*|--)search_path=([^\s,]+)/.exec(options);
  return match?.[1] ?? null;
}

function postgresCommands(databaseUrl: string, now = Date.now()): PostgresCommands {
  const url = new URL(databaseUrl);
  // The password stays out of terminals and shell history: libpq reads PGPASSWORD or ~/.pgpass.
  url.password = '';
  // The server reads the query as URLSearchParams do ('+' is a space); libpq takes only %20.
  url.search = [...url.searchParams].map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&');
  const connection = shellQuote(url.toString());
  const database = decodeURIComponent(url.pathname.replace(/^\//, '')) || 'postgres';
  const file = `${database}-${new Date(now).toISOString().replaceAll(':', '-')}.dump`;
  const schema = searchPathSchema(url);
  return {
    file,
    dump: [
      'pg_dump',
      '--format=custom',
      '--no-owner',
      ...(schema ? [`--schema=${shellQuote(schema)}`] : []),
      `--file=${shellQuote(file)}`,
      `--dbname=${connection}`,
    ].join(' '),
    restore: [
      'pg_restore',
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      `--dbname=${connection}`,
      shellQuote(file),
    ].join(' '),
  };
}

/** The explanation printed around the commands. */
export function postgresCommandsText(databaseUrl: string, now = Date.now()): string {
  const commands = postgresCommands(databaseUrl, now);
  return [
    'DATABASE_URL is set, so the store is PostgreSQL: this command writes no copy of its own.',
    'Back it up with pg_dump (a consistent snapshot, taken while the servers run):',
    '',
    `  ${commands.dump}`,
    '',
    'Restore that file with pg_restore, after stopping every server process (it drops and recreates',
    'the tables the dump holds, in one transaction; the next start migrates an older dump):',
    '',
    `  ${commands.restore}`,
    '',
    'The password is not printed: libpq reads it from PGPASSWORD or ~/.pgpass. Use pg_dump and',
    "pg_restore of the server's major version or newer. More in docs/operations.md.",
    '',
  ].join('\n');
}
