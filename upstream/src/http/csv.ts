/**
 * CSV in and out. Replies are attachments with a file name (SPEC §9 names such as monthly_attendance_{month}.csv);
 * uploads are parsed into records keyed by the header row.
 */
import type { FastifyReply } from 'fastify';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { HttpError } from './errors';

/** A column: a row key (header = key) or a key with its own header text. */
export type CsvColumn = string | { key: string; header: string };

/** `Content-Disposition: attachment` with an ASCII fallback and the exact UTF-8 name. */
export function attachmentHeader(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** Renders rows as CSV (header row first). Exported for callers that store the CSV instead of sending it. */
export function toCsv(rows: readonly Record<string, unknown>[], columns: readonly CsvColumn[]): string {
  const cols = columns.map((c) => (typeof c === 'string' ? { key: c, header: c } : c));
  return stringify(
    rows.map((row) => cols.map((c) => cellText(row[c.key]))),
    { header: true, columns: cols.map((c) => c.header) },
  );
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Sends rows as a CSV attachment named `filename`. */
export function sendCsv(
  reply: FastifyReply,
  filename: string,
  rows: readonly Record<string, unknown>[],
  columns: readonly CsvColumn[],
): FastifyReply {
  return reply
    .code(200)
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', attachmentHeader(filename))
    .send(toCsv(rows, columns));
}

/** Sends any stored file as an attachment (contracts, sick notes, templates). */
export function sendFile(reply: FastifyReply, filename: string, mimetype: string, data: Buffer): FastifyReply {
  return reply
    .code(200)
    .header('content-type', mimetype || 'application/octet-stream')
    .header('content-disposition', attachmentHeader(filename))
    .send(data);
}

/** Parses a CSV upload into records keyed by header (BOM and blank lines ignored, cells trimmed); bad CSV is a 400. */
export function parseCsv(input: Buffer | string): Record<string, string>[] {
  try {
    return parse(input, { columns: true, bom: true, skip_empty_lines: true, trim: true, relax_column_count: true });
  } catch (e) {
    const message = `Invalid CSV file: ${(e as Error).message}`;
    throw new HttpError(400, message, [{ message, field: 'file' }]);
  }
}
