/**
 * Attendance (SPEC §7 "Attendance"): monthly grids for employees and agents, cell edits, CSV bulk import and
 * export. ONE implementation serves both families (families.ts), mounted at each family's base path:
 *
 *   GET  {base}?month&search&exclude_resigned[&page&limit]  -> { month, days, holidays, rows, count }
 *        (`holidays` [{date, name, multiple_of_pay}] is an addition to SPEC §7's answer: the public holiday covering
 *        each day, from the people domain's `vacations`; days no holiday covers are left out. `page`/`limit` are
 *        extensions: one page of the rows in name, id order, `count` every matching row; without them every row)
 *   POST {base}            attendance{user_res_id, month, date, status} -> { month, days, rows: [the row] }
 *   GET  {base}/export?month&search&exclude_resigned -> CSV monthly_attendance_{month}.csv | agent_attendance_{month}.csv
 *                          (streamed from the database in batches, decision 0210)
 *   GET  {base}/template?month                  -> CSV user_res_id,date,status prefilled with the people you may edit
 *   POST {base}/bulk       multipart file + month, or { month, attendances: [{user_res_id, date, status}] }
 *                          -> 200 { message, saved_count, processed_count, changed_count }
 *                          |  422 CSV attendance_bulk_errors_{month}.csv (row, user_res_id, date, status, error)
 *   GET  /api/attendance_statuses               -> { items, count } (statuses.ts)
 *   with {base} = /api/monthly_attendances (everyone whose role type <> 0) or /api/agent_attendances (role type 0).
 *
 * Decisions the spec leaves open:
 * - Month: `YYYY-MM` (MM-YYYY accepted); GET/export default to the current month. Row `status` is the employment status.
 * - Every day of the month is in `records`. A recorded status always wins; an unmarked day is filled when read, never
 *   written (fill.ts), so marking someone who worked a holiday or came in during leave stays possible:
 *     public holiday -> `holiday`; covered by an APPROVED leave -> `sick` (leave type named "Sick...") or `on_leave`;
 *     Saturday or Sunday -> `weekend`; today or later -> '' (blank: not an absence before the day ends); earlier ->
 *     `absent` (SPEC §3's default).
 *   "Today" is the app's injectable clock (buildUpstream `today`), in the server's local calendar.
 *   total_hours = sum of each day's share (statuses.ts) × the employee's target_hours_per_day: hours WORKED. Filled
 *   days count like recorded ones: holiday, on_leave and sick add 0, and so do blank future days and absences.
 * - exclude_resigned defaults to true on the grid and the export ("resigned" = inactive, Resigned or Terminated).
 * - Writes: CEO, HR and heads for everyone; team leaders only in the agent grid and only for the agents of their
 *   reporting line (direct or not; never by team); everyone else reads (403). Each row says whether the caller may edit it (`editable`).
 * - Bulk is all-or-nothing: when any row is invalid nothing is saved and the answer is the error file (also kept in
 *   `files`, id in X-Error-File-Id, count in X-Error-Count) — a half-applied sheet is worse than a rejected one.
 *   Writes are upserts that skip unchanged cells, so re-uploading a file changes nothing (changed_count 0).
 * - Bulk bodies (schemas.ts, one per content type): JSON `{ month, attendances[] }` or a multipart form (month, file).
 *   Month and the list's presence and shape are the schema's 422 ("Month is required", "Attendances are required",
 *   an entry that is not an object: "Attendances must be a list of { user_res_id, date, status }"); each entry's
 *   values are checked like a CSV row and answered in the error file.
 */
import type { Static } from '@sinclair/typebox';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Db } from '../db';
import { attachmentHeader, parseCsv, sendCsv, sendCsvStream, toCsv } from '../http/csv';
import { pageCount, pageOffset, parsePageQuery } from '../http/paging';
import { HttpError, joinErrors, validationError } from '../http/errors';
import { bodyOf, readFields } from '../http/schema';
import { BulkForm, BulkInput, CellInput, type AttendanceGridPageQuery, type AttendanceGridQuery, type AttendanceMonthQuery } from './schemas';
import { saveFile } from '../http/files';
import { importSummary, requireRecords } from '../http/imports';
import { assertNoNul } from '../http/values';
import { readMultipart } from '../http/multipart';
import { bulkErrorsName, FAMILIES, type Family } from './families';
import { isoDay } from './fill';
import { currentMonthKey, hoursText, parseMonth, type Month } from './month';
import { ATTENDANCE_STATUSES } from './statuses';
import { countGrid, gridBatches, loadGrid, loadHolidays, upsertMarks, type GridRow } from './store';
import { checkEntries, mayEdit, NOT_YOUR_AGENT, writeScope, type RawEntry, type WriteScope } from './validate';

const FORBIDDEN = "You don't have permission to access this resource";
const MONTH_FORMAT = 'Month must be in the format YYYY-MM';

type Grid = { Querystring: Static<typeof AttendanceGridQuery> };
type GridPage = { Querystring: Static<typeof AttendanceGridPageQuery> };

function queryMonth(q: Static<typeof AttendanceMonthQuery>, today: Date): Month {
  const month = parseMonth(q.month || currentMonthKey(today));
  if (!month) throw new HttpError(400, MONTH_FORMAT, [{ field: 'month', message: MONTH_FORMAT }]);
  return month;
}

/** A body's month (its presence is the schema's check): YYYY-MM or MM-YYYY. */
function bodyMonth(raw: string): Month {
  const month = parseMonth(raw);
  if (!month) throw validationError([{ field: 'month', message: MONTH_FORMAT }]);
  return month;
}

const excludeResigned = (q: Static<typeof AttendanceGridQuery>) => !['false', '0', 'no'].includes((q.exclude_resigned ?? '').toLowerCase());

async function requireWriter(db: Db, request: FastifyRequest, family: Family): Promise<WriteScope> {
  const scope = await writeScope(db, request, family);
  if (!scope) throw new HttpError(403, FORBIDDEN);
  return scope;
}

const withEditable = (rows: GridRow[], scope: WriteScope | null) => rows.map((row) => ({ ...row, editable: mayEdit(scope, row.employee_id) }));

/** CSV header names accepted for each entry field (case-insensitive). */
const HEADER_ALIASES: Record<keyof RawEntry, string[]> = {
  user_res_id: ['user_res_id', 'res_id', 'resid'],
  date: ['date', 'day'],
  status: ['status'],
};

function entriesFromCsv(data: Buffer): RawEntry[] {
  const records = requireRecords(parseCsv(data));
  assertNoNul(records);
  const headers = new Map(Object.keys(records[0]).map((h) => [h.trim().toLowerCase(), h]));
  const column = (field: keyof RawEntry) => HEADER_ALIASES[field].map((a) => headers.get(a)).find(Boolean);
  const cols = { user_res_id: column('user_res_id'), date: column('date'), status: column('status') };
  if (!cols.user_res_id || !cols.date || !cols.status) {
    throw validationError([{ field: 'file', message: 'The CSV file must have the columns user_res_id, date and status' }]);
  }
  return records.map((r) => ({ user_res_id: r[cols.user_res_id!], date: r[cols.date!], status: r[cols.status!] }));
}

async function readBulk(request: FastifyRequest): Promise<{ month: Month; entries: RawEntry[]; csv: boolean }> {
  if (request.isMultipart()) {
    const form = await readMultipart(request);
    const month = bodyMonth(readFields(BulkForm, form.fields).month);
    const file = form.files.file;
    // An empty file goes on to entriesFromCsv: "The CSV file has no records", as in every import (found in a QA walk).
    if (!file) throw validationError([{ field: 'file', message: 'File is required' }]);
    return { month, entries: entriesFromCsv(file.data), csv: true };
  }
  const body = bodyOf(request, BulkInput);
  return { month: bodyMonth(body.month), entries: body.attendances, csv: false };
}

function familyRoutes(app: FastifyInstance, family: Family): void {
  const spec = FAMILIES[family];
  const today = () => isoDay(app.today());

  app.get<GridPage>(spec.base, async (request) => {
    const month = queryMonth(request.query, app.today());
    const pq = parsePageQuery(request.query);
    const read = loadHolidays(app.db, month);
    const filters = { search: request.query.search, excludeResigned: excludeResigned(request.query), today: today(), holidays: read };
    const page = pq.limit === undefined ? undefined : { limit: pq.limit, offset: pageOffset(pq) };
    const [rows, holidays] = await Promise.all([loadGrid(app.db, family, month, { ...filters, page }), read]);
    const count = await pageCount(pq, rows.length, () => countGrid(app.db, family, filters));
    return { month: month.key, days: month.days, holidays, rows: withEditable(rows, await writeScope(app.db, request, family)), count };
  });

  app.post(spec.base, async (request) => {
    const scope = await requireWriter(app.db, request, family);
    const body = bodyOf(request, CellInput);
    const month = bodyMonth(body.month);
    const [entry] = await checkEntries(app.db, family, month, [body], scope);
    if (entry.forbidden) throw new HttpError(403, NOT_YOUR_AGENT);
    if (entry.errors.length) throw validationError(entry.errors);
    await upsertMarks(app.db, [entry.mark!], request.user.id);
    const rows = await loadGrid(app.db, family, month, { excludeResigned: false, employeeId: entry.mark!.employeeId, today: today() });
    return { month: month.key, days: month.days, rows: withEditable(rows, scope) };
  });

  // Streamed in batches straight from the database (store.ts gridBatches): memory stays one batch at any size.
  app.get<Grid>(`${spec.base}/export`, async (request, reply) => {
    const month = queryMonth(request.query, app.today());
    const batches = gridBatches(app.db, family, month, { search: request.query.search, excludeResigned: excludeResigned(request.query), today: today() });
    const flat = (r: GridRow) => ({ ...r.records, RES_ID: r.RES_ID, name: r.name, status: r.status, total_hours: hoursText(r.total_hours) });
    return sendCsvStream(reply, spec.exportName(month.key), batches, ['RES_ID', 'name', 'status', ...month.days, 'total_hours'], flat);
  });

  app.get<{ Querystring: Static<typeof AttendanceMonthQuery> }>(`${spec.base}/template`, async (request, reply) => {
    const scope = await requireWriter(app.db, request, family);
    const month = queryMonth(request.query, app.today());
    const rows = await loadGrid(app.db, family, month, { excludeResigned: true, today: today() });
    const sample = rows.filter((r) => mayEdit(scope, r.employee_id)).map((r) => ({ user_res_id: r.RES_ID, date: month.first, status: 'present' }));
    return sendCsv(reply, `${family === 'agents' ? 'agent' : 'monthly'}_attendance_template_${month.key}.csv`, sample, ['user_res_id', 'date', 'status']);
  });

  app.post(`${spec.base}/bulk`, async (request, reply) => {
    const scope = await requireWriter(app.db, request, family);
    const { month, entries, csv } = await readBulk(request);
    const checked = await checkEntries(app.db, family, month, entries, scope, { csv });
    const bad = checked.filter((c) => c.errors.length > 0);
    if (bad.length > 0) {
      const filename = bulkErrorsName(month.key);
      const csv = toCsv(
        bad.map((c) => ({ row: c.row, ...c.raw, error: joinErrors(c.errors, '; ') })),
        ['row', 'user_res_id', 'date', 'status', 'error'],
      );
      const fileId = await saveFile(app.db, { filename, mimetype: 'text/csv', data: Buffer.from(csv) });
      return reply
        .code(422)
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachmentHeader(filename))
        .header('x-error-file-id', String(fileId))
        .header('x-error-count', String(bad.length))
        .header('x-processed-count', String(checked.length))
        .send(csv);
    }
    const marks = checked.flatMap((c) => (c.mark ? [c.mark] : []));
    const changed = await upsertMarks(app.db, marks, request.user.id);
    return {
      message: importSummary(checked.length, marks.length, 'attendance records'),
      saved_count: marks.length,
      processed_count: checked.length,
      changed_count: changed,
    };
  });
}

export const attendanceRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/attendance_statuses', async () => ({ items: ATTENDANCE_STATUSES, count: ATTENDANCE_STATUSES.length }));
  familyRoutes(app, 'employees');
  familyRoutes(app, 'agents');
};
