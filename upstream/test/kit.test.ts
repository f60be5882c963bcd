/** Unit tests of the upstream kit's pure pieces: http/values.ts and http/imports.ts. */
import { describe, expect, it } from '@jest/globals';
import { HttpError } from '../src/http/errors';
import { importRows, importSummary, requireRecords } from '../src/http/imports';
import { assertNoNul, boundedText, idParam, isIsoDate, likePattern, monthBounds, parseDate, parseYearMonth, routeId, unwrap } from '../src/http/values';
import type { Db } from '../src/db';
import { Body, Field, checkFields } from '../src/http/schema';

const thrown = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return e instanceof HttpError ? { status: e.status, errors: e.errors } : e;
  }
  return undefined;
};

describe('values', () => {
  it('unwraps Rails-style bodies, first wrapper found', () => {
    expect(unwrap({ employee: { name: 'A' } }, 'employee')).toEqual({ name: 'A' });
    expect(unwrap({ name: 'A' }, 'employee')).toEqual({ name: 'A' });
    expect(unwrap({ action_policy: { a: 1 } }, 'actionpolicy', 'action_policy')).toEqual({ a: 1 });
    expect(unwrap(null, 'x')).toEqual({});
  });

  it('reads ids and route ids', () => {
    expect(idParam('12')).toBe(12);
    expect([idParam('0'), idParam('-1'), idParam('1.5'), idParam('abc'), idParam(String(2 ** 31))]).toEqual([null, null, null, null, null]);
    expect(thrown(() => routeId('x', 'Leave request not found'))).toEqual({ status: 404, errors: [{ field: null, message: 'Leave request not found' }] });
  });

  it('reads dates within 1900..2100 and months in both forms', () => {
    expect(parseDate('3/2/2026')).toBe('2026-02-03');
    expect(parseDate('2026-02-30')).toBeNull();
    expect(parseDate('1899-12-31')).toBeNull();
    expect(parseDate('2101-01-01')).toBeNull();
    expect(isIsoDate('2026-2-3')).toBe(false);
    expect(parseYearMonth('03-2026')).toEqual({ year: 2026, month: 3, key: '2026-03' });
    expect(parseYearMonth('2026-13')).toBeNull();
    expect(monthBounds(parseYearMonth('2024-02')!)).toEqual(['2024-02-01', '2024-02-29']);
  });

  it('escapes LIKE wildcards and caps search terms', () => {
    expect(likePattern('  50%_a\\b ')).toBe('%50\\%\\_a\\\\b%');
    expect(likePattern('   ')).toBeNull();
    expect(thrown(() => likePattern('x'.repeat(201), 'action_search_input'))).toEqual({
      status: 422,
      errors: [{ field: 'action_search_input', message: 'Search must be less than 200 characters' }],
    });
  });

  it('finds NUL bytes anywhere and names the field', () => {
    expect(thrown(() => assertNoNul({ attendances: [{ status: 'ok' }, { status: 'a\u0000' }] }))).toEqual({
      status: 422,
      errors: [{ field: 'status', message: 'Status contains an invalid character (NUL)' }],
    });
    expect(thrown(() => assertNoNul({ a: ['x', 1, null] }))).toBeUndefined();
  });

  it('bounds numbers and free text', () => {
    const Rates = Body({ rate: Field.number('Rate'), hours: Field.number('Hours', { max: 24 }), ok: Field.integer('Ok') });
    const r = checkFields(Rates, { rate: 1e308, hours: '25', ok: '3' });
    expect(r.value.ok).toBe(3);
    expect(r.errors).toEqual([
      { field: 'rate', message: 'Rate must be at most 1000000000' },
      { field: 'hours', message: 'Hours must be at most 24' },
    ]);
    expect(thrown(() => boundedText('x'.repeat(11), 'note', 'Note', 10))).toEqual({
      status: 422,
      errors: [{ field: 'note', message: 'Note must be less than 10 characters' }],
    });
  });
});

describe('imports', () => {
  /** A database whose transactions just run the callback with a marker "tx". */
  const db = { transaction: async (fn: (tx: unknown) => unknown) => fn('tx') } as unknown as Db;

  it('runs each row in its own transaction and reports failures with spreadsheet row numbers', async () => {
    const seen: unknown[] = [];
    const result = await importRows(
      db,
      [{ name: 'a' }, { name: '' }, { name: 'c' }],
      'things',
      async (record, tx) => {
        seen.push(tx);
        if (!record.name) throw new HttpError(422, 'Name is required');
      },
      (record) => ({ name: record.name }),
    );
    expect(seen).toEqual(['tx', 'tx', 'tx']);
    expect(result).toEqual({
      message: 'Processed 3 records, successfully created 2 things, 1 failed',
      processed: 3,
      created: 2,
      failed: [{ row: 3, name: '', message: 'Name is required' }],
    });
  });

  it('refuses an empty import and aborts on a server fault', async () => {
    await expect(importRows(db, [], 'things', async () => undefined)).rejects.toMatchObject({ status: 422, message: 'The CSV file has no records' });
    await expect(importRows(db, [{ a: '1' }], 'things', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(thrown(() => requireRecords([], 'The CSV file has no attendance rows'))).toEqual({
      status: 422,
      errors: [{ field: 'file', message: 'The CSV file has no attendance rows' }],
    });
    expect(importSummary(2, 2, 'attendance records')).toBe('Processed 2 records, successfully created 2 attendance records');
  });
});
