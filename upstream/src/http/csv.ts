/**
 * CSV in and out. Replies are attachments with a file name (SPEC §9 names such as monthly_attendance_{month}.csv);
 * uploads are parsed into records keyed by the header row.
 *
 * Formula injection (OWASP "CSV Injection"): every cell is passed through @hr/rules' `guardCell` (the web's CSV
 * writer uses the same), and guarded cells are double-quoted; parseCsv drops the guard again, so export -> import
 * round-trips.
 */
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { GUARDED_CELL, guardCell, unguardCell } from '@hr/rules';
import { HttpError } from './errors';

/** A column: a row key (header = key) or a key with its own header text. */
export type CsvColumn = string | { key: string; header: string };

/** `Content-Disposition: attachment` with an ASCII fallback and the exact UTF-8 name. */
export function attachmentHeader(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** Renders rows as CSV (header row first unless `header` is false). Exported for callers that store the CSV instead of sending it. */
export function toCsv(rows: readonly Record<string, unknown>[], columns: readonly CsvColumn[], header = true): string {
  const cols = columns.map((c) => (typeof c === 'string' ? { key: c, header: c } : c));
  return stringify(
    rows.map((row) => cols.map((c) => guardCell(cellText(row[c.key])))),
    // Guarded cells are always quoted (OWASP); csv-stringify doubles any quote inside them.
    { header, columns: cols.map((c) => guardCell(c.header)), quoted_match: GUARDED_CELL },
  );
}

/** The shared formula guard (@hr/rules); parseCsv's importer undoes it. */
export { guardCell, unguardCell };

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** Sends rows as a CSV attachment named `filename`. */
export function sendCsv(reply: FastifyReply, filename: string, rows: readonly Record<string, unknown>[], columns: readonly CsvColumn[]): FastifyReply {
  return reply.code(200).header('content-type', 'text/csv; charset=utf-8').header('content-disposition', attachmentHeader(filename)).send(toCsv(rows, columns));
}

/**
 * Sends batches of rows as a CSV attachment as they come (header first, then each batch), so a file of any size costs
 * the memory of one batch (`record` makes a CSV record of a row). The first batch is read before anything is sent, so
 * its failure is still a proper error answer; a failure after the headers went out can only cut the response short.
 */
export async function sendCsvStream<T>(
  reply: FastifyReply,
  filename: string,
  batches: AsyncIterable<readonly T[]>,
  columns: readonly CsvColumn[],
  record: (row: T) => Record<string, unknown>,
): Promise<FastifyReply> {
  const source = batches[Symbol.asyncIterator]();
  // Read ahead: a failure of the first read (the usual one: the database) is still an error answer, not a cut file.
  const first = await source.next();
  async function* lines() {
    let next = first;
    yield toCsv(next.done ? [] : next.value.map(record), columns);
    while (!(next = await source.next()).done) if (next.value.length) yield toCsv(next.value.map(record), columns, false);
  }
  return reply
    .code(200)
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', attachmentHeader(filename))
    .send(Readable.from(lines(), { objectMode: false }));
}

/** Sends any stored file as an attachment (contracts, sick notes, templates). */
export function sendFile(reply: FastifyReply, filename: string, mimetype: string, data: Buffer): FastifyReply {
  return reply
    .code(200)
    .header('content-type', mimetype || 'application/octet-stream')
    .header('content-disposition', attachmentHeader(filename))
    .send(data);
}

/** The 400 of a file that is not CSV, worded for the person who picked it (found in a QA walk). */
const NOT_TEXT = 'Invalid CSV file: this is not a text file (a picture, PDF or spreadsheet saved as .csv?)';
/** Longest parser reason shown; the parser's own text quotes the offending value, which can be any length. */
const REASON_MAX = 160;

/** The parser's reason without the value it quotes (`..., value is "<the whole rest of a binary file>"`). */
export function csvReason(message: string): string {
  const reason = message.split(', value is ')[0];
  return reason.length > REASON_MAX ? `${reason.slice(0, REASON_MAX)}…` : reason;
}

/** How much of a file `looksBinary` reads, and the share of control characters that makes it binary. */
const SAMPLE = 8192;
const BINARY_SHARE = 0.05;

/**
 * A picture, PDF or spreadsheet rather than text: its first 8 KB hold a NUL and over 5% control characters (tab, line
 * feed, form feed and carriage return aside). Compressed or image bytes are about 11% control characters; a CSV with
 * a stray NUL in one cell stays text, and that row is reported as failing (`assertNoNul`).
 */
export function looksBinary(input: Buffer | string): boolean {
  const length = Math.min(input.length, SAMPLE);
  const code = typeof input === 'string' ? (i: number) => input.charCodeAt(i) : (i: number) => input[i];
  let nul = false;
  let control = 0;
  for (let i = 0; i < length; i += 1) {
    const c = code(i);
    if (c === 0) nul = true;
    if (c < 0x20 && c !== 9 && c !== 10 && c !== 12 && c !== 13) control += 1;
  }
  return nul && control / length > BINARY_SHARE;
}

/**
 * Parses a CSV upload into records keyed by header (BOM and blank lines ignored, cells trimmed, the formula guard of
 * our own files removed); bad CSV is a 400. A binary file is refused as such before parsing, instead of with the
 * parser's quote of its bytes.
 */
export function parseCsv(input: Buffer | string): Record<string, string>[] {
  if (looksBinary(input)) throw new HttpError(400, NOT_TEXT, [{ message: NOT_TEXT, field: 'file' }]);
  try {
    return parse(input, {
      columns: (header: string[]) => header.map((h) => unguardCell(h.trim())),
      bom: true,
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
      cast: (value) => unguardCell(value),
    });
  } catch (e) {
    const message = `Invalid CSV file: ${csvReason((e as Error).message)}`;
    throw new HttpError(400, message, [{ message, field: 'file' }]);
  }
}
