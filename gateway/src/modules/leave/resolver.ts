/**
 * Leave: leave types (CEO/HR write), leave requests (tracker, details, file, update, delete, review, import), the
 * company calendar and sick-note downloads. SPEC §6 rules are checked here with access keys, and again by the upstream
 * (which also limits what each caller sees: own, team, or everything for CEO/HR/heads).
 * Relations (employee, leave type, submitter, reviewer) are answered from the row when the selection asks only for what
 * it carries (ids and names), so a tracker page costs one upstream call.
 * Against a SPEC §7-only upstream (kit/capabilities.ts): balances come from the employee's latest leave request (none
 * before their first request) and the company calendar from `GET /leave_requests?status=approved`, i.e. only the
 * leaves the caller may see.
 */
import { GraphQLError } from 'graphql';
import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { pageQuery } from '../../common/paging';
import { ImportResult } from '../../common/types';
import { ErrorCode, forbidden, gatewayError } from '../../errors';
import { canAccess, viewerFor } from '../../access/table';
import { EXTENSIONS, withExtension } from '../../kit/capabilities';
import type { RowOf } from '../../kit/loaders';
import { declareRelations, relation } from '../../kit/relations';
import { sharedGet } from '../../kit/reference';
import type { GetAnswer } from '../../rest/typed';
import { Upload, type FileUpload } from '../../common/scalars';
import { checkedOptionalDocument } from '../../files/documentUpload';
import type { Context } from '../../context';
import { createFileLink, FileLink } from '../../files/tickets';
import { employeeById, employeeRelation } from '../people/loaders';
import { CompanyLeaveArgs, LeaveRequestArgs, LeaveTypeArgs, LeaveRequestInput, LeaveRequestUpdateInput, LeaveTypeInput } from './inputs';
import { leaveTypeById } from './loaders';
import { CompanyLeavePage, LeaveBalance, LeaveRequest, LeaveRequestPage, LeaveStatus, LeaveType, LeaveTypePage } from './types';
import { filterQuery } from '../../kit/filterQuery';
import { assertPartialApproval } from './partialApproval';

/** The input as multipart fields; the overrides as the comma-separated text a form sends (decision 0214). */
const withOverrides = ({ overrides, ...input }: LeaveRequestInput | LeaveRequestUpdateInput) => ({ ...input, overrides: overrides?.join(',') });
/**
 * SPEC §8 words an overlap twice: the main area's text answers the SPEC §7 calls (filing for someone else), the shared
 * area's one's own "new leave" (decision 0197).
 */
const OVERLAP = { main: 'Employee already has a leave request overlapping this period.', shared: 'Leave request overlaps with an existing leave request' };
function sharedOverlap(error: unknown): unknown {
  if (!(error instanceof GraphQLError) || error.message !== OVERLAP.main) return error;
  const fieldErrors = (error.extensions.fieldErrors as { field: string | null; message: string }[] | undefined)?.map((e) =>
    e.message === OVERLAP.main ? { ...e, message: OVERLAP.shared } : e,
  );
  return new GraphQLError(OVERLAP.shared, { extensions: { ...error.extensions, ...(fieldErrors ? { fieldErrors } : {}) } });
}
const checkedSickNote = (upload: Promise<FileUpload> | null) => checkedOptionalDocument(upload, 'sick_note', 'sick note');
const sickNoteArg = () => Arg('sickNote', () => Upload, { nullable: true, description: 'Sick note file (GraphQL multipart request)' });

@Resolver(() => LeaveType)
export class LeaveTypeResolver {
  @Authorized()
  @Query(() => LeaveTypePage, { description: 'Leave types (every signed-in user: forms offer them)' })
  leaveTypes(@Args(() => LeaveTypeArgs) args: LeaveTypeArgs, @Ctx() ctx: Context) {
    return sharedGet<GetAnswer<'/leave_types'>>(ctx, '/leave_types', { query: pageQuery(args) });
  }

  @Authorized('leaveTypes.manage')
  @Mutation(() => LeaveType, { description: 'Creates a leave type (CEO, HR). Duplicate name: CONFLICT' })
  createLeaveType(@Arg('input', () => LeaveTypeInput, { description: 'The new type' }) input: LeaveTypeInput, @Ctx() ctx: Context) {
    return ctx.rest.post('/leave_types', { body: { leaveType: { ...input } } });
  }

  @Authorized('leaveTypes.manage')
  @Mutation(() => LeaveType, { description: 'Replaces a leave type (CEO, HR)' })
  updateLeaveType(
    @Arg('id', () => ID, { description: 'Leave type id' }) id: string,
    @Arg('input', () => LeaveTypeInput, { description: 'The new values' }) input: LeaveTypeInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.rest.put('/leave_types/{id}', { params: { id }, body: { leaveType: { ...input } } });
  }

  @Authorized('leaveTypes.manage')
  @Mutation(() => Boolean, { description: 'Deletes a leave type no request uses (CEO, HR); in use: CONFLICT saying how many' })
  async deleteLeaveType(@Arg('id', () => ID, { description: 'Leave type id' }) id: string, @Ctx() ctx: Context): Promise<boolean> {
    await ctx.rest.delete('/leave_types/{id}', { params: { id } });
    return true;
  }
}

@Resolver(() => LeaveRequest)
export class LeaveRequestResolver {
  @Authorized('leaveRequests.view')
  @Query(() => LeaveRequestPage, { description: 'Leave requests the caller may see (own; team; all for CEO, HR and heads)' })
  leaveRequests(@Args(() => LeaveRequestArgs) args: LeaveRequestArgs, @Ctx() ctx: Context) {
    return ctx.rest.get('/leave_requests', { query: filterQuery(args) });
  }

  @Authorized('leaveRequests.view')
  @Query(() => LeaveRequest, { description: "One leave request; NOT_FOUND when missing, FORBIDDEN when not the caller's to see" })
  leaveRequest(@Arg('id', () => ID, { description: 'Leave request id' }) id: string, @Ctx() ctx: Context) {
    return ctx.rest.get('/leave_requests/{id}', { params: { id } });
  }

  @Authorized('leaveRequests.view')
  @Query(() => [LeaveBalance], {
    description:
      "This year's balance of every leave type of one employee, for the leave forms; visible like requests (self, managers up the chain, CEO/HR/heads), FORBIDDEN otherwise. Without the upstream extension GET /leave_requests/balances (SPEC §7 only) the balances come from the employee's latest leave request, and the list is empty before their first request",
  })
  leaveBalances(
    @Arg('employeeId', () => ID, { nullable: true, description: 'The employee; default the caller' }) employeeId: string | null,
    @Ctx() ctx: Context,
  ) {
    return withExtension(
      ctx,
      EXTENSIONS.leaveBalances,
      () => ctx.rest.get('/leave_requests/balances', { query: employeeId ? { employeeId } : {} }),
      async () => {
        const id = employeeId ?? String((await ctx.currentUser()).id);
        const query = { employeeId: id, page: 1, limit: 1, sortBy: 'created_at', sortDir: 'desc' };
        const [latest, employee] = await Promise.all([ctx.rest.get('/leave_requests', { query }), employeeById(ctx).load(id)]);
        if (!employee) return null;
        return latest.items.find((r) => String(r.employeeId) === id)?.leaveBalances ?? [];
      },
      { ambiguous404: true, notFound: () => gatewayError(ErrorCode.NOT_FOUND, 'Employee not found') },
    );
  }

  @Authorized()
  @Query(() => CompanyLeavePage, {
    description:
      'Approved leaves of the whole company (who is off), for the calendar. Needs the upstream extension GET /leave_requests/company; without it (SPEC §7 only) it lists the approved leaves the caller may see',
  })
  companyLeaves(@Args(() => CompanyLeaveArgs) args: CompanyLeaveArgs, @Ctx() ctx: Context) {
    return withExtension(
      ctx,
      EXTENSIONS.companyLeaves,
      () => ctx.rest.get('/leave_requests/company', { query: filterQuery(args) }),
      async () => {
        const page = await ctx.rest.get('/leave_requests', { query: { ...filterQuery(args), status: LeaveStatus.APPROVED } });
        const people = await employeeById(ctx).loadMany(page.items.map((r) => r.employeeId));
        const items = page.items.map(({ id, employeeId, employeeName, leaveTypeName, startDate, endDate, leaveDuration }, i) => ({
          ...{ id, employeeId, employeeName, leaveTypeName, startDate, endDate, leaveDuration },
          resId: people[i]?.resId ?? null,
        }));
        return { items, count: page.count };
      },
    );
  }

  @Authorized('leaveRequests.view')
  @Query(() => FileLink, { description: 'A download link of the sick note; NOT_FOUND when the request has none' })
  async leaveRequestSickNote(@Arg('id', () => ID, { description: 'Leave request id' }) id: string, @Ctx() ctx: Context): Promise<FileLink> {
    const answer = await ctx.rest.get('/leave_requests/{id}/download_sick_note', { params: { id } });
    if (!answer.url) throw gatewayError(ErrorCode.NOT_FOUND, 'This leave request has no sick note');
    return createFileLink(ctx, answer.url, answer.filename ?? 'sick-note');
  }

  @Authorized()
  @Mutation(() => LeaveRequest, {
    description:
      'Files a leave request, optionally with a sick note: one\'s own (everyone signed in: the shared area\'s "new leave") or for someone else (CEO, head, TL, auditor; a manager holding MANAGE_LEAVE_REQUESTS for their reporting line)',
  })
  async createLeaveRequest(
    @Arg('input', () => LeaveRequestInput, { description: 'The request' }) input: LeaveRequestInput,
    @sickNoteArg() sickNote: Promise<FileUpload> | null,
    @Ctx() ctx: Context,
  ) {
    // One's own leave is everyone's; filing for someone else keeps the main area's rule (leaveRequests.add).
    const viewer = await viewerFor(ctx);
    if (input.employeeId && input.employeeId !== viewer.id && !canAccess(viewer, 'leaveRequests.add')) throw forbidden();
    const file = await checkedSickNote(sickNote);
    const own = !input.employeeId || input.employeeId === viewer.id;
    return ctx.rest.post('/leave_requests', { multipart: { fields: withOverrides(input), files: { sickNote: file } } }).catch((error: unknown) => {
      throw own ? sharedOverlap(error) : error;
    });
  }

  @Authorized('leaveRequests.view')
  @Mutation(() => LeaveRequest, { description: 'Changes a pending leave request (and/or replaces its sick note); not pending: CONFLICT' })
  async updateLeaveRequest(
    @Arg('id', () => ID, { description: 'Leave request id' }) id: string,
    @Arg('input', () => LeaveRequestUpdateInput, { description: 'The changes' }) input: LeaveRequestUpdateInput,
    @sickNoteArg() sickNote: Promise<FileUpload> | null,
    @Ctx() ctx: Context,
  ) {
    const file = await checkedSickNote(sickNote);
    return ctx.rest.put('/leave_requests/{id}', { params: { id }, multipart: { fields: withOverrides(input), files: { sickNote: file } } });
  }

  @Authorized('leaveRequests.view')
  @Mutation(() => Boolean, { description: 'Deletes a pending leave request (CEO and HR: any)' })
  async deleteLeaveRequest(@Arg('id', () => ID, { description: 'Leave request id' }) id: string, @Ctx() ctx: Context): Promise<boolean> {
    await ctx.rest.delete('/leave_requests/{id}', { params: { id } });
    return true;
  }

  @Authorized('leaves.manage')
  @Mutation(() => LeaveRequest, {
    description:
      'Approves a pending request, or some of its days: PARTIALLY_APPROVED, the rest refused (CEO, HR, head; a manager holding MANAGE_LEAVE_REQUESTS for their reporting line); beyond the balance: BAD_USER_INPUT',
  })
  async approveLeaveRequest(
    @Arg('id', () => ID, { description: 'Leave request id' }) id: string,
    @Arg('reviewerComments', () => String, { nullable: true, description: 'Comments for the employee' }) reviewerComments: string | null,
    @Arg('approvedStartDate', () => String, {
      nullable: true,
      description: 'Approve only from this day (YYYY-MM-DD, with approvedEndDate; a full-day request). Needs capabilities.leavePartialApproval',
    })
    approvedStartDate: string | null,
    @Arg('approvedEndDate', () => String, { nullable: true, description: 'Approve only to this day (YYYY-MM-DD, with approvedStartDate)' })
    approvedEndDate: string | null,
    @Ctx() ctx: Context,
  ) {
    if (approvedStartDate || approvedEndDate) await assertPartialApproval(ctx);
    // Left out when not given (undefined is not sent): a SPEC §7 approve body.
    const partial = { approvedStartDate: approvedStartDate ?? undefined, approvedEndDate: approvedEndDate ?? undefined };
    return ctx.rest.post('/leave_requests/{id}/approve', { params: { id }, body: { reviewerComments, ...partial } });
  }

  @Authorized('leaves.manage')
  @Mutation(() => LeaveRequest, {
    description: 'Rejects a pending request with a reason (CEO, HR, head; a manager holding MANAGE_LEAVE_REQUESTS for their reporting line)',
  })
  rejectLeaveRequest(
    @Arg('id', () => ID, { description: 'Leave request id' }) id: string,
    @Arg('reviewerComments', () => String, { description: 'Why it is rejected' }) reviewerComments: string,
    @Ctx() ctx: Context,
  ) {
    return ctx.rest.post('/leave_requests/{id}/reject', { params: { id }, body: { reviewerComments } });
  }

  @Authorized('leaves.import')
  @Mutation(() => ImportResult, { description: 'Imports leave requests from a CSV (CEO, HR, head); bad rows are reported, good rows saved' })
  importLeaveRequests(
    @Arg('file', () => Upload, { description: 'CSV: RES_ID, leave_type, start_date, end_date, notes' }) file: Promise<FileUpload>,
    @Ctx() ctx: Context,
  ) {
    return ctx.rest.post('/leave_requests/import', { multipart: { files: { file } } });
  }

  @FieldResolver(() => FileLink, {
    nullable: true,
    description:
      'Short-lived download link of the sick note, when one is attached (the bytes come from the upstream extension GET /leave_requests/{id}/sick_note)',
  })
  sickNote(@Root() row: LeaveRow, @Ctx() ctx: Context): FileLink | null {
    return row.sickNoteUrl ? createFileLink(ctx, row.sickNoteUrl, row.sickNoteFilename ?? 'sick-note') : null;
  }
}

/** A leave request as the upstream answers it: what the relations below receive. */
type LeaveRow = RowOf<'/leave_requests'>;

declareRelations(LeaveRequestResolver, {
  employee: employeeRelation(
    'The employee taking the leave',
    (row: LeaveRow) => row.employeeId,
    (row) => ({ name: row.employeeName, resId: row.resId }),
  ),
  submittedBy: employeeRelation(
    'Who filed the request',
    (row: LeaveRow) => row.submittedById,
    (row) => ({ name: row.submittedByName }),
  ),
  reviewedBy: employeeRelation(
    'Who reviewed the request',
    (row: LeaveRow) => row.reviewedById,
    (row) => ({ name: row.reviewedByName }),
  ),
  canceledBy: employeeRelation(
    'Who canceled the request',
    (row: LeaveRow) => row.canceledById,
    (row) => ({ name: row.canceledByName }),
  ),
  leaveType: relation(
    () => LeaveType,
    (row: LeaveRow) => row.leaveTypeId,
    leaveTypeById,
    { description: 'The leave type', carried: (row) => ({ leaveName: row.leaveTypeName }) },
  ),
});
