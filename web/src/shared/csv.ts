/**
 * THE CSV writer of the web app (exports, templates, error files). Formula-safe: a cell starting with = + - @ or a
 * tab / carriage return is prefixed with a quote so spreadsheets show it as text instead of running it (CSV injection);
 * cells with commas, quotes or line breaks are quoted.
 */
import { saveBlob } from './download';

export type CsvCell = string | number | boolean | null | undefined;

const FORMULA = /^[=+\-@\t\r]/;

/** One cell, neutralised and quoted as needed. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A header line and one line per row (CRLF, as spreadsheets expect). */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((line) => line.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Saves `toCsv(header, rows)` as `filename`. */
export function downloadCsv(filename: string, header: readonly string[], rows: readonly (readonly CsvCell[])[] = []): void {
  saveBlob(new Blob([toCsv(header, rows)], { type: 'text/csv;charset=utf-8' }), filename);
}
