/**
 * Actions and deductions over the upstream (upstream/src/actions/routes.ts documents the REST side and the rules).
 * Role rules (SPEC §6) at the gateway: policies are written by CEO/HR (`actionPolicies.manage`), actions filed by CEO,
 * heads, TLs and auditors (`actions.newAgainst`), reviewed by HR/CEO (`actions.review`), and the full record
 * (`actionTaken`) is HR only (`actions.takenDetail`). Lists are open to signed-in users; the upstream scopes them.
 * Timeouts (SPEC §9): lists 60 s; update, approve, reject, waive, delete 15 s; mutations are never retried.
 * One list query, `actionsTaken(status:)`, over `GET /action_againsts?status=` (a SPEC §7 filter); the pending and
 * approved lists remain as deprecated aliases. Relations (employee, filer, approver, policy) are answered from the row
 * when the selection asks only for what it carries.
 */
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Info, Mutation, Query, Resolver, Root } from 'type-graphql';
import { pageQuery } from '../../common/paging';
import { ImportResult } from '../../common/types';
import { fromRow } from '../../kit/relation';
import { Upload, type FileUpload } from '../../common/scalars';
import { idempotencyHeaders, idempotencyKeyArg } from '../../common/idempotency';
import type { Context } from '../../context';
import type { RowOf } from '../../kit/loaders';
import { declareRelations } from '../../kit/relations';
import { employeeRelation } from '../people/loaders';
import type { EmployeeRow } from '../people/resolver';
import { Employee, EmployeePage } from '../people/types';
import {
  ActionListArgs,
  ActionPolicyArgs,
  ActionPolicyInput,
  ActionPolicyUpdateInput,
  ActionTakenInput,
  ActionTakenUpdateInput,
  ManagedEmployeeArgs,
} from './inputs';
import { sharedGet } from '../../kit/reference';
import type { GetAnswer } from '../../rest/typed';
import { actionsByEmployee, LIST_TIMEOUT_MS, policyById, WRITE_TIMEOUT_MS, type ActionRow } from './loaders';
import { ACTION_TYPE_NAMES, ActionPolicy, ActionPolicyPage, ActionTaken, ActionTakenPage, policyOfAction, STATUS, STATUS_NAMES } from './types';

/** The caller's employee id, sent as X-User-UUID on GET/PUT/DELETE /action_againsts/{id} (SPEC §7). */
async function callerHeader(ctx: Context): Promise<Record<string, string>> {
  return { 'X-User-UUID': String((await ctx.currentUser()).id) };
}

function listQuery(args: ActionListArgs) {
  return {
    ...pageQuery(args),
    actionSearchInput: args.search || undefined,
    includeHrComment: args.includeHrComment ?? undefined,
    createdStart: args.createdStart || undefined,
    createdEnd: args.createdEnd || undefined,
    approverName: args.approverName || undefined,
    status: args.status ?? undefined,
    id: args.id ?? undefined,
  };
}

@Resolver(() => ActionPolicy)
export class ActionPolicyResolver {
  @Authorized()
  @Query(() => ActionPolicyPage, { description: 'The action policies (any signed-in user: the new-action form reads them)' })
  actionPolicies(@Args(() => ActionPolicyArgs) args: ActionPolicyArgs, @Ctx() ctx: Context) {
    // The same list for everyone: from the reference cache (kit/reference.ts).
    return sharedGet<GetAnswer<'/actionpolicies'>>(ctx, '/actionpolicies', { query: { ...pageQuery(args), search: args.search || undefined } });
  }

  @Authorized('actionPolicies.manage')
  @Mutation(() => ActionPolicy, { description: 'Adds an action policy (CEO, HR). Duplicate code: CONFLICT "Action ID already exists"' })
  createActionPolicy(@Arg('input', () => ActionPolicyInput, { description: 'The policy' }) input: ActionPolicyInput, @Ctx() ctx: Context) {
    return ctx.rest.post('/actionpolicies', { body: { actionpolicy: { ...input } } });
  }

  @Authorized('actionPolicies.manage')
  @Mutation(() => ActionPolicy, { description: 'Changes an action policy (CEO, HR); filed actions keep their deduction' })
  updateActionPolicy(
    @Arg('id', () => ID, { description: 'Policy id' }) id: string,
    @Arg('input', () => ActionPolicyUpdateInput, { description: 'The changes' }) input: ActionPolicyUpdateInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.rest.put('/actionpolicies/{id}', { params: { id }, body: { actionpolicy: { ...input } } });
  }

  @FieldResolver(() => String, { description: 'Action type in words, e.g. "Days Deduction"' })
  actionTypeName(@Root() policy: PolicyRow): string {
    return ACTION_TYPE_NAMES[policy.actionType] ?? String(policy.actionType);
  }
}

/** SPEC §3 (shared area): an action's deduction_type, by action type. */
const DEDUCTION_TYPES: Record<number, string> = { 1: 'monetary', 2: 'days', 3: 'percentage' };

@Resolver(() => ActionTaken)
export class ActionTakenResolver {
  @Authorized()
  @Query(() => ActionTakenPage, { description: 'Actions the caller may see (own, filed, managed; HR, CEO and heads: all), default 10 a page' })
  actionsTaken(@Args(() => ActionListArgs) args: ActionListArgs, @Ctx() ctx: Context) {
    return ctx.rest.get('/action_againsts', { query: listQuery(args), timeoutMs: LIST_TIMEOUT_MS });
  }

  @Authorized()
  @Query(() => ActionTakenPage, { description: 'Pending actions the caller may see', deprecationReason: 'Use actionsTaken(status: 0)' })
  pendingActions(@Args(() => ActionListArgs) args: ActionListArgs, @Ctx() ctx: Context) {
    return this.actionsTaken({ ...args, status: STATUS.PENDING }, ctx);
  }

  @Authorized()
  @Query(() => ActionTakenPage, { description: 'Approved actions the caller may see', deprecationReason: 'Use actionsTaken(status: 1)' })
  approvedActions(@Args(() => ActionListArgs) args: ActionListArgs, @Ctx() ctx: Context) {
    return this.actionsTaken({ ...args, status: STATUS.APPROVED }, ctx);
  }

  @Authorized('actions.takenDetail')
  @Query(() => ActionTaken, { description: 'The full record of one action (HR only)' })
  async actionTaken(@Arg('id', () => ID, { description: 'Action id' }) id: string, @Ctx() ctx: Context) {
    return ctx.rest.get('/action_againsts/{id}', { params: { id }, headers: await callerHeader(ctx) });
  }

  @Authorized()
  @Query(() => [String], { description: 'Names of everyone who approved an action (the approver filter)' })
  async actionApproverNames(@Ctx() ctx: Context): Promise<string[]> {
    return (await ctx.rest.get('/action_againsts/approver_names')).items;
  }

  @Authorized('actions.newAgainst')
  @Query(() => EmployeePage, { description: 'Employees the caller may file an action against' })
  actionManagedEmployees(@Args(() => ManagedEmployeeArgs) args: ManagedEmployeeArgs, @Ctx() ctx: Context) {
    return ctx.rest.get('/action_againsts/managed_employees', { query: { ...pageQuery(args), search: args.search || undefined } });
  }

  @Authorized('actions.newAgainst')
  @Mutation(() => ActionTaken, { description: "Files an action (CEO, head, TL, auditor); the deduction is the policy's unless overridden" })
  createActionTaken(@Arg('input', () => ActionTakenInput, { description: 'The action' }) input: ActionTakenInput, @Ctx() ctx: Context) {
    return ctx.rest.post('/action_againsts', { body: { actionAgainst: { ...input } } });
  }

  @Authorized()
  @Mutation(() => ActionTaken, { description: 'Changes a pending action (HR, CEO or the filer); CONFLICT once reviewed' })
  async updateActionTaken(
    @Arg('id', () => ID, { description: 'Action id' }) id: string,
    @Arg('input', () => ActionTakenUpdateInput, { description: 'The changes' }) input: ActionTakenUpdateInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.rest.put('/action_againsts/{id}', {
      params: { id },
      body: { actionAgainst: { ...input } },
      headers: await callerHeader(ctx),
      timeoutMs: WRITE_TIMEOUT_MS,
    });
  }

  @Authorized()
  @Mutation(() => ID, { description: 'Deletes a pending action (HR, CEO or the filer); answers its id' })
  async deleteActionTaken(@Arg('id', () => ID, { description: 'Action id' }) id: string, @Ctx() ctx: Context): Promise<string> {
    await ctx.rest.delete('/action_againsts/{id}', {
      params: { id },
      headers: await callerHeader(ctx),
      timeoutMs: WRITE_TIMEOUT_MS,
    });
    return id;
  }

  @Authorized('actions.review')
  @Mutation(() => ActionTaken, { description: 'Approves a pending action (HR, CEO); CONFLICT otherwise' })
  approveActionTaken(
    @Arg('id', () => ID, { description: 'Action id' }) id: string,
    @Arg('hrComment', () => String, { nullable: true, description: 'HR comment' }) hrComment: string | null,
    @Ctx() ctx: Context,
  ) {
    return review(ctx, id, 'approve', hrComment);
  }

  @Authorized('actions.review')
  @Mutation(() => ActionTaken, { description: 'Rejects a pending action (HR, CEO); CONFLICT otherwise' })
  rejectActionTaken(
    @Arg('id', () => ID, { description: 'Action id' }) id: string,
    @Arg('hrComment', () => String, { nullable: true, description: 'HR comment' }) hrComment: string | null,
    @Ctx() ctx: Context,
  ) {
    return review(ctx, id, 'reject', hrComment);
  }

  @Authorized('actions.review')
  @Mutation(() => ActionTaken, { description: 'Waives a pending or approved action (HR, CEO); CONFLICT otherwise' })
  waiveActionTaken(
    @Arg('id', () => ID, { description: 'Action id' }) id: string,
    @Arg('hrComment', () => String, { nullable: true, description: 'HR comment' }) hrComment: string | null,
    @Ctx() ctx: Context,
  ) {
    return review(ctx, id, 'waive', hrComment);
  }

  @Authorized('actions.newAgainst')
  @Mutation(() => ImportResult, { description: 'Imports actions from a CSV (RES_ID, action_ID, date, details[, deduction_type, deduction])' })
  importActionsTaken(
    @Arg('file', () => Upload, { description: 'The CSV file' }) file: Promise<FileUpload>,
    @idempotencyKeyArg() idempotencyKey: string | null,
    @Ctx() ctx: Context,
  ): Promise<ImportResult> {
    return ctx.rest.post('/action_againsts/import', {
      multipart: { files: { file } },
      timeoutMs: LIST_TIMEOUT_MS,
      headers: idempotencyHeaders(idempotencyKey),
    });
  }

  @FieldResolver(() => String, { description: 'Status in words: Pending, Approved, Rejected or Waived' })
  statusName(@Root() action: ActionRow): string {
    return STATUS_NAMES[action.status] ?? String(action.status);
  }

  @FieldResolver(() => String, { description: 'Deduction type in words' })
  actionTypeName(@Root() action: ActionRow): string {
    return ACTION_TYPE_NAMES[action.actionType] ?? String(action.actionType);
  }

  @FieldResolver(() => String, { description: "Deduction type as SPEC §3 names it (shared area's deduction_type): monetary, days or percentage" })
  deductionType(@Root() action: ActionRow): string {
    return DEDUCTION_TYPES[action.actionType] ?? String(action.actionType);
  }

  @FieldResolver(() => ActionPolicy, { nullable: true, description: "The action policy (its deduction guarded like the action's)" })
  async policy(@Root() action: ActionRow, @Ctx() ctx: Context, @Info() info: GraphQLResolveInfo) {
    const carried = { id: String(action.actionpolicyId), actionId: action.actionId, actionName: action.actionpolicyActionName };
    return policyOfAction(ctx, action, await fromRow(info, carried, () => policyById(ctx).load(action.actionpolicyId)));
  }
}

/** POST /action_againsts/{id}/{approve|reject|waive} with body action_against{hr_comment}; 15 s, never retried. */
function review(ctx: Context, id: string, verb: 'approve' | 'reject' | 'waive', hrComment: string | null) {
  return ctx.rest.post(`/action_againsts/{id}/${verb}`, {
    params: { id },
    body: { actionAgainst: { hrComment: hrComment ?? undefined } },
    timeoutMs: WRITE_TIMEOUT_MS,
  });
}

@Resolver(() => Employee)
export class EmployeeActionsResolver {
  @FieldResolver(() => [ActionTaken], { description: 'Actions against this employee that the caller may see (batched)' })
  actions(@Root() employee: EmployeeRow, @Ctx() ctx: Context) {
    return actionsByEmployee(ctx).load(String(employee.id));
  }
}

/** An action policy as the upstream answers it. */
type PolicyRow = RowOf<'/actionpolicies'>;

declareRelations(ActionTakenResolver, {
  employee: employeeRelation(
    'The employee the action is against',
    (row: ActionRow) => row.employeeId,
    (row) => ({ name: row.employeeName, resId: row.resId }),
  ),
  auditor: employeeRelation(
    'Who filed the action',
    (row: ActionRow) => row.auditorId,
    (row) => ({ name: row.auditorName }),
  ),
  approver: employeeRelation(
    'Who approved the action; null until approved',
    (row: ActionRow) => row.approvedById,
    (row) => ({ name: row.approvedById == null ? null : row.approverName }),
  ),
  reviewer: employeeRelation(
    'Who made the last status move (approved, rejected or waived it); null while pending',
    (row: ActionRow) => row.reviewedById,
    (row) => ({ name: row.reviewerName }),
  ),
});
