/**
 * THE CSV writer of the web app (exports, templates, error files), with the upstream's rule (upstream/src/http/csv.ts)
 * exactly, so a file reads the same whichever layer wrote it:
 * - Formula-safe (OWASP CSV injection): text a spreadsheet would run — starting with = + - @ tab or carriage return,
 *   possibly behind quotes (`'=x`) — gets one more leading quote and is always double-quoted (`"'=SUM(A1)"`).
 * - Plain numbers stay numbers (`-5`, `-0.5`); `-5+A1` is guarded.
 * - A value that already starts with quotes before a trigger gets one more, so the importers' rule "drop one leading
 *   quote before a trigger" (upstream parseCsv) gives every value back exactly: `'=x` round-trips.
 * - Cells with commas, quotes or line breaks are quoted.
 */
import { saveBlob } from './download';

export type CsvCell = string | number | boolean | null | undefined;

/** Text a spreadsheet would evaluate: a formula trigger, possibly behind quotes added earlier. */
const FORMULA = /^'*[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
/** A cell guardCell changed: a quote, then a trigger (behind more quotes). */
const GUARDED = /^'+[=+\-@\t\r]/;

/** The OWASP guard for one cell: `=1+1` -> `'=1+1`; numbers such as `-5` unchanged. */
export function guardCell(text: string): string {
  return FORMULA.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** Undoes guardCell on import: one leading quote before a trigger goes. */
export function unguardCell(text: string): string {
  return GUARDED.test(text) ? text.slice(1) : text;
}

/** One cell, neutralised and quoted as needed (guarded cells always quoted). */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  const text = guardCell(String(value));
  return GUARDED.test(text) || /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A header line and one line per row (CRLF, as spreadsheets expect). */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((line) => line.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Saves `toCsv(header, rows)` as `filename`. */
export function downloadCsv(filename: string, header: readonly string[], rows: readonly (readonly CsvCell[])[] = []): void {
  saveBlob(new Blob([toCsv(header, rows)], { type: 'text/csv;charset=utf-8' }), filename);
}
