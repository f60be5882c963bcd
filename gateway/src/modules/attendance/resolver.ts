/**
 * Attendance over the upstream's `/api/monthly_attendances` and `/api/agent_attendances`: ONE resolver for
 * both families (the `family` argument picks the base path). Reads are open to every signed-in user; writes need the
 * access key of the family (`attendance.edit` for agents incl. team leaders, `attendance.editEmployees` for the
 * employee grid), checked here and again by the upstream, which alone limits team leaders to their own agents (it
 * knows every manager_id in the one query that validates the rows).
 * Bulk imports are all-or-nothing: invalid rows come back as a result with a link to the error file, not as an error.
 */
import type { Readable } from 'node:stream';
import { Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { canAccess } from '../../access/table';
import type { Context } from '../../context';
import { errorFromStatus, forbidden, gatewayError, ErrorCode } from '../../errors';
import { createFileLink, FileLink } from '../../files/tickets';
import { checkSearchTerms, type RestCallOptions } from '../../rest/client';
import type { RawWriteAnswer } from '../../rest/typed';
import { EXTENSIONS, knownMissing, markMissing, withExtension } from '../../kit/capabilities';
import { pageQuery } from '../../common/paging';
import { sharedAnswer } from '../../kit/reference';
import { ATTENDANCE_STATUSES } from '../../../../upstream/src/attendance/statuses';
import { AttendanceFileArgs, AttendanceGridArgs, ImportAttendanceArgs, SaveAttendancesArgs, SetAttendanceArgs } from './inputs';
import { declareRelations } from '../../kit/relations';
import { employeeRelation } from '../people/loaders';
import { exportFilename, FAMILY_BASE, pageOfGrid, templateFilename, toRow } from './loaders';
import { AttendanceFamily, AttendanceGrid, AttendanceImportResult, AttendanceRow, AttendanceStatus } from './types';

const MONTH_FORMAT = 'Month must be in the format YYYY-MM';

/** YYYY-MM from YYYY-MM / MM-YYYY / nothing (current month), for file names and links made before any call. */
function monthKey(raw: string | null | undefined): string {
  const now = new Date();
  const text = (raw ?? '').trim() || `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
  const iso = /^(\d{4})-(\d{1,2})$/.exec(text);
  const alt = /^(\d{1,2})-(\d{4})$/.exec(text);
  const [year, month] = iso ? [iso[1], Number(iso[2])] : alt ? [alt[2], Number(alt[1])] : ['', 0];
  if (!year || month < 1 || month > 12) throw gatewayError(ErrorCode.BAD_REQUEST, MONTH_FORMAT);
  return `${year}-${String(month).padStart(2, '0')}`;
}

async function assertCanWrite(ctx: Context, family: AttendanceFamily): Promise<void> {
  const roles = await ctx.roles();
  if (!canAccess(roles, family === AttendanceFamily.AGENTS ? 'attendance.edit' : 'attendance.editEmployees')) throw forbidden();
}

async function readText(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

const filenameOf = (disposition: string | undefined, fallback: string) => /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;

/** POST {base}/bulk; a 422 CSV answer is the error file (kept upstream in `files`), any other failure an error. */
async function bulk(ctx: Context, family: AttendanceFamily, month: string, call: RestCallOptions): Promise<AttendanceImportResult> {
  const answer = await ctx.rest.stream(`${FAMILY_BASE[family]}/bulk`, { ...call, method: 'POST', okStatuses: [422] });
  const text = await readText(answer.stream);
  if (answer.status >= 200 && answer.status < 300) {
    // A streamed answer (the 422 is a CSV file): parsed here, typed from the contract.
    const body: RawWriteAnswer<'post', '/api/monthly_attendances/bulk'> = JSON.parse(text);
    return {
      ok: true,
      message: body.message,
      processedCount: body.processed_count,
      savedCount: body.saved_count,
      changedCount: body.changed_count,
      errorCount: 0,
      errorFile: null,
    };
  }
  const fileId = answer.headers['x-error-file-id'];
  if (!(answer.headers['content-type'] ?? '').includes('text/csv') || !fileId) {
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: the text is the message
    }
    throw errorFromStatus(answer.status, body);
  }
  const errorCount = Number(answer.headers['x-error-count']) || 0;
  const processedCount = Number(answer.headers['x-processed-count']) || 0;
  const filename = filenameOf(answer.headers['content-disposition'], `attendance_bulk_errors_${monthKey(month)}.csv`);
  return {
    ok: false,
    message: `${errorCount} of ${processedCount} records are invalid, nothing was saved. Download ${filename} for the reasons.`,
    processedCount,
    savedCount: 0,
    changedCount: 0,
    errorCount,
    errorFile: createFileLink(ctx, `/files/${encodeURIComponent(fileId)}/download`, filename),
  };
}

@Resolver(() => AttendanceRow)
export class AttendanceResolver {
  @Authorized()
  @Query(() => AttendanceGrid, { description: 'The monthly attendance grid of employees or agents (every signed-in user may read it)' })
  async attendanceGrid(@Args(() => AttendanceGridArgs) args: AttendanceGridArgs, @Ctx() ctx: Context): Promise<AttendanceGrid> {
    const { page: pageNo, limit } = pageQuery({ page: args.page, limit: args.limit });
    const paging = { page: pageNo, limit };
    // Page on the upstream until it is known not to (extension); a SPEC §7 backend is read whole and sliced (pageOfGrid).
    const asked: Partial<typeof paging> = knownMissing(ctx, EXTENSIONS.attendancePaging) ? {} : paging;
    const grid = await ctx.rest.get(FAMILY_BASE[args.family], {
      query: { month: args.month, search: args.search || undefined, excludeResigned: args.excludeResigned, ...asked },
      raw: true,
    });
    const page = pageOfGrid(grid, paging);
    if (page.ignored && asked.limit !== undefined) markMissing(ctx, EXTENSIONS.attendancePaging);
    const rows = page.rows.map((row) => toRow(row, grid.days));
    const holidays = (grid.holidays ?? []).map((h) => ({ date: h.date, name: h.name, multipleOfPay: Number(h.multiple_of_pay) }));
    return { family: args.family, month: grid.month, days: grid.days, holidays, rows, count: page.count };
  }

  @Authorized()
  @Query(() => [AttendanceStatus], {
    description:
      "Every attendance status with its colour and how it counts toward total hours (without the upstream extension GET /api/attendance_statuses: the product's standard statuses)",
  })
  attendanceStatuses(@Ctx() ctx: Context): Promise<AttendanceStatus[]> {
    return withExtension(
      ctx,
      EXTENSIONS.attendanceStatuses,
      // The same for every caller: from the reference cache (kit/reference.ts).
      async () => (await sharedAnswer(ctx, '/api/attendance_statuses')).items,
      // A SPEC §7-only backend does not list them: the product's one table (shared with the stand-in) is the default.
      async () => ATTENDANCE_STATUSES.map((status) => ({ ...status })),
    );
  }

  @Authorized()
  @Query(() => FileLink, { description: 'Link to the CSV export: monthly_attendance_{month}.csv or agent_attendance_{month}.csv' })
  attendanceExport(@Args(() => AttendanceFileArgs) args: AttendanceFileArgs, @Ctx() ctx: Context): FileLink {
    const month = monthKey(args.month);
    checkSearchTerms({ search: args.search });
    const query = new URLSearchParams({ month, exclude_resigned: String(args.excludeResigned) });
    if (args.search) query.set('search', args.search);
    return createFileLink(ctx, `${FAMILY_BASE[args.family]}/export?${query}`, exportFilename(args.family, month));
  }

  @Authorized('attendance.edit', 'attendance.editEmployees')
  @Query(() => FileLink, {
    description:
      'Link to a CSV import template (user_res_id, date, status) prefilled with the people you may edit. Needs the upstream extension GET /api/*_attendances/template (a SPEC §7-only backend has none: `capabilities.attendanceTemplate` says whether to offer the download)',
  })
  async attendanceTemplate(@Args(() => AttendanceFileArgs) args: AttendanceFileArgs, @Ctx() ctx: Context): Promise<FileLink> {
    await assertCanWrite(ctx, args.family);
    const month = monthKey(args.month);
    return createFileLink(ctx, `${FAMILY_BASE[args.family]}/template?month=${month}`, templateFilename(args.family, month));
  }

  @Authorized('attendance.edit', 'attendance.editEmployees')
  @Mutation(() => AttendanceRow, { description: 'Sets the status of one cell; answers the updated row. Refusals: FORBIDDEN, BAD_USER_INPUT' })
  async setAttendance(@Args(() => SetAttendanceArgs) args: SetAttendanceArgs, @Ctx() ctx: Context): Promise<AttendanceRow> {
    await assertCanWrite(ctx, args.family);
    const grid = await ctx.rest.post(FAMILY_BASE[args.family], {
      body: { attendance: { userResId: args.resId, month: args.month, date: args.date, status: args.status } },
      raw: true,
    });
    return toRow(grid.rows[0], grid.days);
  }

  @Authorized('attendance.edit', 'attendance.editEmployees')
  @Mutation(() => AttendanceImportResult, { description: 'Imports a CSV (user_res_id, date, status): every row saved, or none and an error file' })
  async importAttendance(@Args(() => ImportAttendanceArgs) args: ImportAttendanceArgs, @Ctx() ctx: Context): Promise<AttendanceImportResult> {
    await assertCanWrite(ctx, args.family);
    return bulk(ctx, args.family, args.month, { multipart: { fields: { month: args.month }, files: { file: args.file } } });
  }

  @Authorized('attendance.edit', 'attendance.editEmployees')
  @Mutation(() => AttendanceImportResult, { description: 'Saves many cells at once: every row saved, or none and an error file' })
  async saveAttendances(@Args(() => SaveAttendancesArgs) args: SaveAttendancesArgs, @Ctx() ctx: Context): Promise<AttendanceImportResult> {
    await assertCanWrite(ctx, args.family);
    const attendances = args.attendances.map((a) => ({ userResId: a.resId, date: a.date, status: a.status }));
    return bulk(ctx, args.family, args.month, { body: { month: args.month, attendances } });
  }
}

declareRelations(AttendanceResolver, {
  // The grid rows are mapped (loaders.ts toRow) before they reach the schema: the parent is an AttendanceRow.
  employee: employeeRelation(
    'The employee of this row (batched through the employee loader)',
    (row: AttendanceRow) => row.employeeId,
    (row) => ({
      resId: row.resId,
      name: row.name,
      roleTitle: row.roleTitle,
    }),
  ),
});
