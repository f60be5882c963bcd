/** Route schemas of goals (http/schema.ts). */
import { Type } from '@sinclair/typebox';
import {
  BinaryFile,
  Body,
  DateTime,
  Field,
  Entity,
  Id,
  IdParams,
  IsoDate,
  NoContent,
  Nullable,
  Page,
  PagingBy,
  Query,
  Search,
  SortOf,
  StringEnum,
  type RouteSchemaTable,
} from '../http/schema';
import { GOAL_STATES, GOAL_STATUSES } from './rules';

const NStr = Nullable(Type.String());
const NInt = Nullable(Type.Integer());
const Status = StringEnum(GOAL_STATUSES);
const State = StringEnum(GOAL_STATES);

export const GoalSchema = Entity('Goal', {
  id: Id,
  title: Type.String(),
  description: NStr,
  start_date: IsoDate,
  end_date: IsoDate,
  duration: Type.Integer({ description: 'Days from start to end, both included' }),
  days_left: Type.Integer({ description: 'Days from today to the end date (negative once past)' }),
  deadline_warning: Nullable(Type.String({ description: "'Less than 10 days left for this goal!' within 10 days of the end (not achieved)" })),
  assignee_id: Id,
  assignee_name: Type.String(),
  reviewer_id: NInt,
  reviewer_name: NStr,
  created_by_id: NInt,
  created_by_name: NStr,
  reviewed_by_id: NInt,
  reviewed_by_name: NStr,
  reviewed_at: Nullable(DateTime),
  is_private: Type.Boolean(),
  progress: Type.Integer({ minimum: 0, maximum: 100 }),
  status: Status,
  state: State,
  supporting_document_filename: NStr,
  supporting_document_url: NStr,
  created_at: DateTime,
  updated_at: DateTime,
  viewer_can: Type.Object(
    { edit: Type.Boolean(), review: Type.Boolean(), progress: Type.Boolean(), delete: Type.Boolean() },
    { description: 'What the caller may do with this goal (the rules of goals/routes.ts)' },
  ),
});

export const TITLE_MAX = 100;
export const DESCRIPTION_MAX = 2000;

const fields = {
  title: Field.text('Title', { required: true, max: TITLE_MAX }),
  description: Field.text('Description', { max: DESCRIPTION_MAX }),
  start_date: Field.date('Start date', { required: true }),
  end_date: Field.date('End date', { required: true, description: 'Not before start_date' }),
  assignee_id: Field.id('Assignee', {
    description: 'Default the caller; someone else needs MANAGE_GOALS over them',
    messages: { invalid: 'Assignee is not found!' },
  }),
  reviewer_id: Field.id('Reviewer', {
    description: "Default: one's manager (own goal) or the caller (goal set for a report); blank clears it",
    messages: { invalid: 'Reviewer is not found!' },
  }),
  is_private: Field.boolean('Private', { description: 'Seen only by assignee, reviewer and admins' }),
  supporting_document: Field.file('Supporting document', { description: 'File (multipart only)' }),
};
/** A new goal (multipart or JSON, flat or `goal[...]`). */
export const GoalInput = Body(fields, 'goal');
/** Changes to a goal: absent fields keep their value. */
export const GoalChanges = Body(fields, 'goal', { partial: true });
export const ProgressInput = Body(
  {
    progress: Field.integer('Progress', { required: true, max: 100 }),
    state: Field.enum('State', GOAL_STATES, { description: 'achieved needs progress 100' }),
  },
  'goal',
);

const multipart = ['multipart/form-data', 'application/json'];

export const GoalSort = SortOf(GoalSchema, [
  'id',
  'title',
  'assignee_name',
  'reviewer_name',
  'start_date',
  'end_date',
  'progress',
  'status',
  'state',
  'created_at',
]);
export const GoalListQuery = Query({
  ...PagingBy(GoalSort),
  assignee_id: Type.Optional(Type.String({ description: "Employee id or 'me'" })),
  reviewer_id: Type.Optional(Type.String({ description: "Employee id or 'me'" })),
  status: Type.Optional(Status),
  state: Type.Optional(State),
  team: Type.Optional(Type.String({ description: "'true': goals of the caller's reporting line" })),
  open: Type.Optional(Type.String({ description: "'true': goals not achieved yet" })),
  search: Type.Optional(Search),
});

export const goalsSchemas: RouteSchemaTable = {
  'GET /goals': {
    summary: 'Goals the caller may see (private ones: assignee, reviewer, admins)',
    tags: ['goals'],
    querystring: GoalListQuery,
    response: { 200: Page(GoalSchema) },
  },
  'POST /goals': { summary: 'Create a goal', tags: ['goals'], consumes: multipart, body: GoalInput, response: { 201: GoalSchema } },
  'GET /goals/:id': { summary: 'One goal', tags: ['goals'], params: IdParams, response: { 200: GoalSchema } },
  'PUT /goals/:id': {
    summary: 'Change a goal (omitted fields keep their value)',
    tags: ['goals'],
    consumes: multipart,
    params: IdParams,
    body: GoalChanges,
    response: { 200: GoalSchema },
  },
  'DELETE /goals/:id': { summary: 'Delete a goal', tags: ['goals'], params: IdParams, response: { 204: NoContent } },
  'POST /goals/:id/approve': {
    summary: 'Approve a pending goal (MANAGE_GOALS over its assignee)',
    tags: ['goals'],
    params: IdParams,
    response: { 200: GoalSchema },
  },
  'POST /goals/:id/reject': {
    summary: 'Reject a pending goal (MANAGE_GOALS over its assignee)',
    tags: ['goals'],
    params: IdParams,
    response: { 200: GoalSchema },
  },
  'PATCH /goals/:id/progress': {
    summary: 'Update progress (0–100) and state of an approved goal',
    tags: ['goals'],
    params: IdParams,
    body: ProgressInput,
    response: { 200: GoalSchema },
  },
  'GET /goals/:id/download_supporting_document': {
    summary: 'Where to download the supporting document',
    tags: ['goals'],
    params: IdParams,
    response: { 200: Type.Object({ url: Type.String(), filename: NStr }) },
  },
  'GET /goals/:id/supporting_document': { summary: 'The supporting document', tags: ['goals'], params: IdParams, response: { 200: BinaryFile } },
};
