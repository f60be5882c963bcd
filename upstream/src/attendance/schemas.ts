/** Route schemas of the attendance domain (http/schema.ts): both grid families, cell writes, bulk import, CSV files. */
import { Type } from '@sinclair/typebox';
import { Body, CsvFile, Entity, Field, Id, IsoDate, Nullable, PagingQuery, Query, Search, Str, type RouteSchemaTable } from '../http/schema';
import { FAMILIES } from './families';

/** One person's row of a grid: who, and the status of every day of the month. */
export const AttendanceRowSchema = Entity('AttendanceRow', {
  employee_id: Id,
  RES_ID: Str,
  name: Str,
  role_title: Nullable(Str),
  manager_id: Nullable(Type.Integer()),
  target_hours_per_day: Type.Number(),
  status: Type.String({ description: 'Employment status (Active, Resigned, ...)' }),
  records: Type.Record(Type.String(), Type.String(), { description: 'Status of every day of the month by date; unmarked days read absent' }),
  total_hours: Type.Number({ description: 'Hours worked in the month' }),
  editable: Type.Boolean({ description: 'Whether the caller may edit this row' }),
});
/** A public holiday on one day of the grid (the people domain's `vacations`). */
export const AttendanceHolidaySchema = Entity('AttendanceHoliday', { date: IsoDate, name: Str, multiple_of_pay: Type.Number() });
const Month = Type.String({ description: 'YYYY-MM (MM-YYYY accepted); default the current month' });
/** The grid and its export: which month, whom. */
export const AttendanceGridQuery = Query({
  month: Type.Optional(Month),
  search: Type.Optional(Search),
  exclude_resigned: Type.Optional(Type.String({ description: 'true (default) or false' })),
});

/**
 * The grid GET: the export's filters plus a page (extension parameters, attendance/index.ts). Without `limit` every row,
 * as SPEC §7 answers; `count` is every matching row either way.
 */
export const AttendanceGridPageQuery = Query({ ...AttendanceGridQuery.properties, page: PagingQuery.page, limit: PagingQuery.limit });

/** The template: which month. */
export const AttendanceMonthQuery = Query({ month: Type.Optional(Month) });

/**
 * One cell. Presence is checked here; the values (who, which day of the month, which status) by validate.ts, the same
 * check as a CSV row, whose messages name the value ("Employee RES-9 not found").
 */
export const CellInput = Body(
  {
    user_res_id: Field.text('Employee', { required: true, max: 50, description: "The employee's RES_ID" }),
    month: Field.text('Month', { required: true, max: 50, description: 'YYYY-MM (MM-YYYY accepted)' }),
    date: Field.text('Date', { required: true, max: 50, description: 'YYYY-MM-DD, within month' }),
    status: Field.text('Status', { required: true, max: 50 }),
  },
  'attendance',
);

const BulkMonth = Field.text('Month', { required: true, max: 50, description: 'YYYY-MM (MM-YYYY accepted)' });
/**
 * Bulk rows as JSON. Each entry is read here and checked by validate.ts like a CSV row (a bad row lands in the error
 * file with the other rows, not in a 422 body), so its fields have no rules beyond being text.
 */
export const BulkInput = Body({
  month: BulkMonth,
  attendances: Field.list(
    'Attendances',
    {
      user_res_id: Field.text('Employee', { description: "The employee's RES_ID" }),
      date: Field.text('Date', { description: 'YYYY-MM-DD' }),
      status: Field.text('Status'),
    },
    { required: true, messages: { required: 'Attendances are required', invalid: 'Attendances must be a list of { user_res_id, date, status }' } },
  ),
});
/** Bulk rows as a CSV file (multipart; the route reads the file, its columns and its size). */
export const BulkForm = Body({ month: BulkMonth, file: Field.file('File', { required: true, description: 'CSV user_res_id,date,status' }) });

export const AttendanceStatusSchema = Entity('AttendanceStatus', {
  key: Str,
  label: Str,
  hours: Type.Number({ description: 'Share of the target hours the status counts as worked' }),
  color: Str,
  description: Str,
});

function family(base: string, who: string): RouteSchemaTable {
  const tags = ['attendance'];
  return {
    [`GET ${base}`]: {
      summary: `Monthly attendance grid of ${who}`,
      tags,
      querystring: AttendanceGridPageQuery,
      response: {
        200: Type.Object({
          month: Str,
          days: Type.Array(IsoDate),
          holidays: Type.Array(AttendanceHolidaySchema),
          rows: Type.Array(AttendanceRowSchema),
          count: Type.Integer({ description: 'Every row of the filter (with page and limit: not only this page)' }),
        }),
      },
    },
    [`POST ${base}`]: {
      summary: `Mark one day of one of ${who}`,
      tags,
      body: CellInput,
      response: { 200: Type.Object({ month: Str, days: Type.Array(IsoDate), rows: Type.Array(AttendanceRowSchema) }) },
    },
    [`GET ${base}/export`]: {
      summary: `CSV export of the grid of ${who} (streamed: sent as it is read)`,
      tags,
      querystring: AttendanceGridQuery,
      produces: ['text/csv'],
      response: { 200: CsvFile },
    },
    [`GET ${base}/template`]: {
      summary: `CSV template prefilled with the ${who} the caller may mark`,
      tags,
      querystring: AttendanceMonthQuery,
      produces: ['text/csv'],
      response: { 200: CsvFile },
    },
    [`POST ${base}/bulk`]: {
      summary: `Bulk marks of ${who}, all-or-nothing: a CSV file plus month (multipart) or attendances[] plus month (JSON)`,
      tags,
      body: { content: { 'application/json': { schema: BulkInput }, 'multipart/form-data': { schema: BulkForm } } },
      response: {
        200: Type.Object({ message: Str, saved_count: Type.Integer(), processed_count: Type.Integer(), changed_count: Type.Integer() }),
        422: Type.Union([CsvFile, Type.Object({ message: Str, errors: Type.Array(Type.Object({ message: Str, field: Nullable(Str) })) })], {
          description: 'The error file attendance_bulk_errors_{month}.csv (text/csv), or an error body',
        }),
      },
    },
  };
}

export const attendanceSchemas: RouteSchemaTable = {
  'GET /api/attendance_statuses': {
    summary: 'Attendance statuses and the hours they count',
    tags: ['attendance'],
    response: { 200: Type.Object({ items: Type.Array(AttendanceStatusSchema), count: Type.Integer() }) },
  },
  ...family(FAMILIES.employees.base, 'employees (role type other than 0)'),
  ...family(FAMILIES.agents.base, 'agents'),
};
