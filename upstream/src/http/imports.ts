/**
 * THE CSV import loop (SPEC §8 "Import results"): every record is one row, all-or-nothing on its own (its own
 * transaction), independent of the others (a good row is saved even when another fails); failures are reported with
 * their spreadsheet row number (the header is row 1) and reason. An import with no records is refused (422), the
 * same for every import.
 *
 *   const records = requireRecords(parseCsv(file.data));
 *   return importRows(db, records, 'leave requests', async (record, tx) => { ...check...; await insert(tx, ...); });
 */
import type { Static } from '@sinclair/typebox';
import type { Db } from '../db';
import { HttpError, validationError } from './errors';
import type { ImportResultSchema } from './schema';
import { assertNoNul } from './values';

/** A failed row: its spreadsheet row number and reason, and what the import adds to name it (the schema admits extra keys). */
export type ImportFailure = Static<typeof ImportResultSchema>['failed'][number] & { [extra: string]: unknown };

/** The answer of every import (http/schema.ts ImportResultSchema); `message` is `importSummary`'s line. */
export type ImportResult = Omit<Static<typeof ImportResultSchema>, 'failed'> & { failed: ImportFailure[] };

export const NO_RECORDS = 'The CSV file has no records';

/** `records` when there is at least one, else 422 on `file`. */
export function requireRecords<R>(records: R[], message = NO_RECORDS): R[] {
  if (records.length === 0) throw validationError([{ field: 'file', message }]);
  return records;
}

/** The SPEC §8 summary line. */
export function importSummary(processed: number, created: number, noun: string, failed = 0): string {
  return `Processed ${processed} records, successfully created ${created} ${noun}` + (failed ? `, ${failed} failed` : '');
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Runs `rowFn` for each record in its own transaction. An HttpError fails that row only (its message is reported,
 * with `extra(record)` fields); anything else is a server fault and aborts the import.
 */
export async function importRows<R extends Record<string, string>>(
  db: Db,
  records: R[],
  noun: string,
  rowFn: (record: R, tx: Tx) => Promise<unknown>,
  extra: (record: R) => Record<string, unknown> = () => ({}),
): Promise<ImportResult> {
  requireRecords(records);
  const failed: ImportFailure[] = [];
  let created = 0;
  for (const [index, record] of records.entries()) {
    try {
      assertNoNul(record);
      await db.transaction((tx) => rowFn(record, tx));
      created += 1;
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      failed.push({ row: index + 2, ...extra(record), message: error.message });
    }
  }
  return { message: importSummary(records.length, created, noun, failed.length), processed: records.length, created, failed };
}
