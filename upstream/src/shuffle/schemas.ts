/** Route schemas of the shuffle domain (http/schema.ts): manager shuffle requests and their review. */
import { Type } from '@sinclair/typebox';
import {
  Body,
  DateTime,
  Entity,
  Field,
  Id,
  IdParams,
  IsoDate,
  Nullable,
  Page,
  PagingBy,
  Query,
  Search,
  SortOf,
  StringEnum,
  Timestamp,
  type RouteSchemaTable,
} from '../http/schema';

const Str = Type.String();
const NStr = Nullable(Type.String());
const NInt = Nullable(Type.Integer());
export const COMMENT_MAX = 1000;
export const REASON_MAX = 1000;

export const ShuffleRequestSchema = Entity('ManagerShuffleRequest', {
  id: Id,
  requester_id: NInt,
  requester_name: NStr,
  target_employee_id: Id,
  target_employee_name: Str,
  target_employee_res_id: Str,
  current_manager_id: Nullable(Type.Integer({ description: "The employee's manager now" })),
  current_manager_name: NStr,
  proposed_manager_id: Id,
  proposed_manager_name: Str,
  effective_date: IsoDate,
  reason: NStr,
  status: StringEnum(['pending', 'approved', 'rejected']),
  hr_comment: NStr,
  reviewed_by_id: NInt,
  reviewed_by_name: NStr,
  reviewed_at: Nullable(DateTime),
  previous_manager_id: Nullable(Type.Integer({ description: 'The manager replaced when the change was applied' })),
  previous_manager_name: NStr,
  applied_at: Nullable(Timestamp('When the manager change took effect (null: not yet, or not approved)')),
  created_at: DateTime,
  updated_at: DateTime,
});

export const ShuffleSort = SortOf(ShuffleRequestSchema, [
  'id',
  'target_employee_name',
  'proposed_manager_name',
  'requester_name',
  'effective_date',
  'status',
  'created_at',
  'updated_at',
]);
export const ShuffleListQuery = Query({
  ...PagingBy(ShuffleSort),
  status: Type.Optional(Type.String({ description: 'pending, approved or rejected' })),
  employee_id: Type.Optional(Type.String({ description: 'Target employee id' })),
  manager_id: Type.Optional(Type.String({ description: 'Proposed manager id' })),
  requester_id: Type.Optional(Type.String({ description: 'Who filed it' })),
  start_date: Type.Optional(Type.String({ description: 'Effective on or after (YYYY-MM-DD)' })),
  end_date: Type.Optional(Type.String({ description: 'Effective on or before (YYYY-MM-DD)' })),
  search: Type.Optional(Search),
});

export const ShuffleRequestInput = Body(
  {
    target_employee_id: Field.id('Employee', { required: true }),
    proposed_manager_id: Field.id('Proposed manager', { required: true }),
    effective_date: Field.date('Effective date', { required: true }),
    reason: Field.text('Reason', { max: REASON_MAX }),
  },
  'manager_shuffle_request',
);
export const ShuffleReviewInput = Body(
  { hr_comment: Field.text('HR comment', { max: COMMENT_MAX, description: 'Required to reject' }) },
  'manager_shuffle_request',
);

export const shuffleSchemas: RouteSchemaTable = {
  'GET /manager_shuffle_requests': {
    summary: 'Manager shuffle requests (ACM, HR, CEO, head: all; others: their own as target)',
    tags: ['shuffle'],
    querystring: ShuffleListQuery,
    response: { 200: Page(ShuffleRequestSchema) },
  },
  'POST /manager_shuffle_requests': {
    summary: 'File a manager shuffle request (ACM, CEO, head)',
    tags: ['shuffle'],
    body: ShuffleRequestInput,
    response: { 201: ShuffleRequestSchema },
  },
  'GET /manager_shuffle_requests/:id': { summary: 'One manager shuffle request', tags: ['shuffle'], params: IdParams, response: { 200: ShuffleRequestSchema } },
  'POST /manager_shuffle_requests/:id/approve': {
    summary: 'Approve a pending request (HR, CEO); the manager changes on the effective date',
    tags: ['shuffle'],
    params: IdParams,
    body: ShuffleReviewInput,
    response: { 200: ShuffleRequestSchema },
  },
  'POST /manager_shuffle_requests/:id/reject': {
    summary: 'Reject a pending request with an HR comment (HR, CEO)',
    tags: ['shuffle'],
    params: IdParams,
    body: ShuffleReviewInput,
    response: { 200: ShuffleRequestSchema },
  },
};
