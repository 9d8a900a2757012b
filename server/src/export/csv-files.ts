import { Readable } from 'node:stream';
import { type Stringifier, stringify } from 'csv-stringify';

// CSV as spreadsheets read it: UTF-8 with a byte order mark (without one, Excel reads the file as the
// local code page and Arabic comes out as mojibake), CRLF line ends, and every text cell made inert.

/**
 * OWASP's rule against CSV injection: a cell that begins with `=`, `+`, `-`, `@`, a tab or a carriage
 * return could be taken for a formula, so it gets a leading single quote and is quoted. Applied to
 * every text cell, not only comments: page paths, referrer hosts and cities come from visitors too.
 */
const formulaStart = /^[=+\-@\t\r]/;

export function neutraliseCell(value: string): { value: string; quoted: boolean } {
  return formulaStart.test(value) ? { value: `'${value}`, quoted: true } : { value, quoted: false };
}

export type CsvCell = string | number | null;

/**
 * A CSV file as a stream whose rows are pulled from `rows` only when the ZIP writer reads it, so a
 * file is never held whole in memory and its rows are read from the database at its turn.
 */
export function csvFile(header: readonly string[], rows: AsyncIterable<CsvCell[]> | Iterable<CsvCell[]>): Stringifier {
  const stringifier = stringify({
    bom: true,
    header: true,
    columns: header.map((name) => ({ key: String(header.indexOf(name)), header: name })),
    record_delimiter: 'windows',
    cast: {
      string: (value) => {
        const cell = neutraliseCell(value);
        return cell.quoted ? { value: cell.value, quoted: true } : cell.value;
      },
    },
  });
  const source = Readable.from(rows, { objectMode: true });
  source.on('error', (error) => stringifier.destroy(error));
  return source.pipe(stringifier);
}
