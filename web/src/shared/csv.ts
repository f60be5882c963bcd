/**
 * THE CSV writer of the web app (exports, templates, error files), with the upstream's formula guard (@hr/rules'
 * `guardCell`), so a file reads the same whichever layer wrote it:
 * - Formula-safe (OWASP CSV injection): guarded cells are always double-quoted (`"'=SUM(A1)"`).
 * - Cells with commas, quotes or line breaks are quoted.
 */
import { GUARDED_CELL, guardCell, unguardCell } from '@hr/rules';
import { saveBlob } from './download';

export type CsvCell = string | number | boolean | null | undefined;

export { guardCell, unguardCell };

/** One cell, neutralised and quoted as needed (guarded cells always quoted). */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  const text = guardCell(String(value));
  return GUARDED_CELL.test(text) || /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A header line and one line per row (CRLF, as spreadsheets expect). */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((line) => line.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Saves `toCsv(header, rows)` as `filename`. */
export function downloadCsv(filename: string, header: readonly string[], rows: readonly (readonly CsvCell[])[] = []): void {
  saveBlob(new Blob([toCsv(header, rows)], { type: 'text/csv;charset=utf-8' }), filename);
}
