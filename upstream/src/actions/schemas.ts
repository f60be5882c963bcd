/** Route schemas of the actions domain (http/schema.ts): action policies and actions against employees. */
import { Type } from '@sinclair/typebox';
import {
  Body,
  DateTime,
  Entity,
  Field,
  Id,
  IdParams,
  ImportResultSchema,
  IsoDate,
  NNum,
  NoContent,
  NStr,
  Nullable,
  Page,
  PagingBy,
  Query,
  Search,
  SortBy,
  SortOf,
  Str,
  Timestamp,
  UploadBody,
  type RouteSchemaTable,
} from '../http/schema';

const TYPE_MESSAGE = 'Action type must be 1 (Monetary Deduction), 2 (Days Deduction) or 3 (Percentage Deduction)';
const ActionType = Type.Integer({ enum: [1, 2, 3], description: '1 monetary, 2 days, 3 percentage deduction' });

export const ActionPolicySchema = Entity('ActionPolicy', {
  id: Id,
  action_ID: Str,
  action_name: Str,
  action_type: ActionType,
  deduction: Type.Number(),
  money_deduction: NNum,
  days_deduction: NNum,
  percentage_deduction: NNum,
});

export const ActionSchema = Entity('Action', {
  id: Id,
  employee_id: Id,
  RES_ID: Str,
  employee_name: Str,
  auditor_ID: Nullable(Id),
  auditor_name: NStr,
  approved_by_ID: Nullable(Id),
  approver_name: Type.String({ description: "'Not approved yet' until approved" }),
  reviewed_by_ID: Nullable(Type.Integer({ minimum: 1, description: 'Who made the last status move (approved, rejected or waived it); null while pending' })),
  reviewer_name: Nullable(Type.String({ description: "That reviewer's name; null while pending" })),
  reviewed_at: Nullable(Timestamp('When the last status move happened (ISO 8601); null while pending')),
  actionpolicy_id: Id,
  action_ID: Str,
  actionpolicy_action_name: Str,
  date: IsoDate,
  details: NStr,
  status: Type.Integer({ enum: [0, 1, 2, 3], description: '0 Pending, 1 Approved, 2 Rejected, 3 Waived' }),
  status_name: Str,
  hr_comment: NStr,
  action_type: ActionType,
  deduction: Type.Number(),
  monetary_deduction: NNum,
  days_deduction: NNum,
  percentage_deduction: NNum,
  override_deduction: Type.Boolean(),
  created_at: DateTime,
  updated_at: DateTime,
});

/** SPEC §7's filters of the action list, plus the house paging names. */
export const PolicySort = SortOf(ActionPolicySchema, ['id', 'action_ID', 'action_name', 'action_type', 'deduction']);
/** Also the SPEC's other spellings (`res_id`, `action_id`) and the policy's name. */
export const ActionSort = SortBy([
  'id',
  'date',
  'created_at',
  'employee_name',
  'RES_ID',
  'res_id',
  'auditor_name',
  'approver_name',
  'actionpolicy_action_name',
  'action_ID',
  'action_id',
  'status',
  'deduction',
  'action_type',
]);
export const FileableSort = SortBy(['name', 'RES_ID', 'id']);
/** `ids`: the batch look-up extension (extensions.ts documents it). */
export const PolicyListQuery = Query({ ...PagingBy(PolicySort), search: Type.Optional(Search), ids: Type.Optional(Str) });
export const FileableListQuery = Query({ ...PagingBy(FileableSort), search: Type.Optional(Search) });
export const ActionListQuery = Query({
  page: Type.Optional(Type.Integer({ minimum: 1, description: 'Default 1' })),
  limit: Type.Optional(Type.Integer({ minimum: -1, description: 'Default 10 (SPEC §9)' })),
  action_search_input: Type.Optional(Search),
  created_start: Type.Optional(Type.String({ description: 'YYYY-MM-DD, on the action date' })),
  created_end: Type.Optional(Type.String({ description: 'YYYY-MM-DD, on the action date' })),
  approver_name: Type.Optional(Type.String({ description: "An approver's name, or 'Not approved yet'" })),
  sortBy: Type.Optional(ActionSort),
  sortDesc: Type.Optional(Type.String({ description: 'true or false' })),
  status: Type.Optional(Type.String({ description: '0 Pending, 1 Approved, 2 Rejected, 3 Waived' })),
  include_hr_comment: Type.Optional(Type.String({ description: 'true: action_search_input also matches the HR comment' })),
  sort_by: Type.Optional(ActionSort),
  sort_dir: Type.Optional(Type.String({ description: 'asc or desc' })),
  sort_desc: Type.Optional(Str),
  employee_id: Type.Optional(Type.String({ description: 'Employee id' })),
  id: Type.Optional(Type.String()),
});

/** Deductions are bounded by their type (rules.ts checkDeduction: money, 366 days, 100 percent), with its words. */
const DEDUCTION = { max: Number.MAX_VALUE, description: 'At most 1000000000 (money), 366 (days), 100 (percent)' } as const;

const policyFields = {
  action_ID: Field.text('Action ID', { required: true, max: 50 }),
  action_name: Field.text('Action name', { required: true, max: 200 }),
  action_type: Field.integer('Action type', {
    required: true,
    min: 1,
    max: 3,
    description: '1 monetary, 2 days, 3 percentage deduction',
    messages: { required: TYPE_MESSAGE, invalid: TYPE_MESSAGE, min: TYPE_MESSAGE, max: TYPE_MESSAGE },
  }),
  deduction: Field.number('Deduction', DEDUCTION),
  money_deduction: Field.number('Deduction', { ...DEDUCTION, description: 'Alias of deduction for type 1' }),
  days_deduction: Field.number('Deduction', { ...DEDUCTION, description: 'Alias of deduction for type 2' }),
  percentage_deduction: Field.number('Deduction', { ...DEDUCTION, description: 'Alias of deduction for type 3' }),
};
export const PolicyInput = Body(policyFields, ['actionpolicy', 'action_policy']);
/** PUT: omitted fields keep their value. */
export const PolicyChanges = Body(policyFields, ['actionpolicy', 'action_policy'], { partial: true });

const actionFields = {
  employee_id: Field.id('Employee', { required: true }),
  actionpolicy_id: Field.id('Action policy', { required: true }),
  date: Field.date('Date', { required: true, noFuture: true, description: 'YYYY-MM-DD, not in the future' }),
  details: Field.text('Details', { max: 2000 }),
  override_deduction: Field.boolean('Override deduction'),
  deduction_type: Field.enum('Deduction type', ['monetary', 'days', 'percentage'] as const, {
    description: 'With override_deduction',
    messages: { invalid: 'Deduction type must be monetary, days or percentage' },
  }),
  deduction: Field.number('Deduction', { ...DEDUCTION, description: 'With override_deduction; ' + DEDUCTION.description }),
  hr_comment: Field.text('HR comment', { max: 2000, description: 'HR and CEO only (update)' }),
};
export const ActionInput = Body(actionFields, 'action_against');
/** PUT: omitted fields keep their value. */
export const ActionChanges = Body(actionFields, 'action_against', { partial: true });
/** A CSV row of POST /action_againsts/import: the employee and the policy by their codes. */
export const ActionRow = Body({
  RES_ID: Field.text('Employee', { required: true, max: 50 }),
  action_ID: Field.text('Action policy', { required: true, max: 50 }),
  date: actionFields.date,
  details: actionFields.details,
  deduction_type: actionFields.deduction_type,
  deduction: actionFields.deduction,
});

/** Optional in the schema so the route answers its own 403 when it is missing. */
const CallerHeader = Type.Object({ 'x-user-uuid': Type.Optional(Type.String({ description: "The caller's employee id (SPEC §7); required" })) });
export const ReviewInput = Body({ hr_comment: actionFields.hr_comment }, 'action_against');
const list = (summary: string) => ({ summary, tags: ['actions'], querystring: ActionListQuery, response: { 200: Page(ActionSchema) } });
const review = (verb: string) => ({
  summary: `${verb} an action (HR, CEO)`,
  tags: ['actions'],
  params: IdParams,
  body: ReviewInput,
  response: { 200: ActionSchema },
});

export const actionsSchemas: RouteSchemaTable = {
  'GET /actionpolicies': {
    summary: 'The action policy catalogue',
    tags: ['actions'],
    querystring: PolicyListQuery,
    response: { 200: Page(ActionPolicySchema) },
  },
  'POST /actionpolicies': { summary: 'Add an action policy (CEO, HR)', tags: ['actions'], body: PolicyInput, response: { 201: ActionPolicySchema } },
  'PUT /actionpolicies/:id': {
    summary: 'Change an action policy (CEO, HR)',
    tags: ['actions'],
    params: IdParams,
    body: PolicyChanges,
    response: { 200: ActionPolicySchema },
  },
  'GET /action_againsts': list('Actions the caller may see (page 1, size 10 by default)'),
  'GET /action_againsts/pending': list('Pending actions (SPEC "pendingActions")'),
  'GET /action_againsts/approved': list('Approved actions (SPEC "approvedActions")'),
  'GET /action_againsts/approver_names': {
    summary: 'Everyone who approved an action',
    tags: ['actions'],
    response: { 200: Type.Object({ items: Type.Array(Str), count: Type.Integer() }) },
  },
  'GET /action_againsts/managed_employees': {
    summary: 'Employees the caller may file actions against',
    tags: ['actions'],
    querystring: FileableListQuery,
    response: {
      200: Page(
        Entity('FileableEmployee', {
          id: Id,
          RES_ID: Str,
          name: Str,
          email: NStr,
          role: Type.Integer(),
          role_title: NStr,
          department_id: Nullable(Id),
          department_name: NStr,
          team_ID: Nullable(Id),
          team_name: NStr,
          manager_id: Nullable(Id),
        }),
      ),
    },
  },
  'POST /action_againsts': { summary: 'File an action (CEO, head, TL, auditor)', tags: ['actions'], body: ActionInput, response: { 201: ActionSchema } },
  'POST /action_againsts/import': {
    summary: 'Import actions from CSV: RES_ID, action_ID, date, details[, deduction_type, deduction]',
    tags: ['actions'],
    consumes: ['multipart/form-data'],
    body: UploadBody(),
    response: { 200: ImportResultSchema },
  },
  'GET /action_againsts/:id': { summary: 'One action', tags: ['actions'], params: IdParams, headers: CallerHeader, response: { 200: ActionSchema } },
  'PUT /action_againsts/:id': {
    summary: 'Change a pending action (HR, CEO or the filer)',
    tags: ['actions'],
    params: IdParams,
    headers: CallerHeader,
    body: ActionChanges,
    response: { 200: ActionSchema },
  },
  'DELETE /action_againsts/:id': {
    summary: 'Delete a pending action',
    tags: ['actions'],
    params: IdParams,
    headers: CallerHeader,
    response: { 204: NoContent },
  },
  'POST /action_againsts/:id/approve': review('Approve'),
  'POST /action_againsts/:id/reject': review('Reject'),
  'POST /action_againsts/:id/waive': review('Waive'),
};
