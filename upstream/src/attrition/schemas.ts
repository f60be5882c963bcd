/** Route schemas of the attrition domain (http/schema.ts): attrition types, attritions, exit interviews. */
import { Type } from '@sinclair/typebox';
import { Body, DateTime, Entity, Field, Id, IdParams, IsoDate, Nullable, Page, PagingBy, Query, Search, SortOf, type RouteSchemaTable } from '../http/schema';

const Str = Type.String();
const NStr = Nullable(Type.String());
const NInt = Nullable(Type.Integer());
export const REASON_MAX = 1000;
export const TYPE_NAME_MAX = 100;
export const EXIT_REASONS = [
  'Compensation',
  'Career growth',
  'Management',
  'Workload',
  'Schedule',
  'Relocation',
  'Studies',
  'Health',
  'Better offer',
  'Performance',
  'Other',
] as const;

export const AttritionTypeSchema = Entity('AttritionType', {
  id: Id,
  name: Str,
  cancels: Type.Boolean({ description: 'The type that cancels an attrition (SPEC §4)' }),
});

export const AttritionSchema = Entity('Attrition', {
  id: Id,
  employee_id: Id,
  employee_name: Str,
  RES_ID: Str,
  department_id: NInt,
  department_name: NStr,
  manager_id: NInt,
  manager_name: NStr,
  date_joined: Nullable(IsoDate),
  attrition_type_id: Id,
  attrition_type_name: Str,
  cancelled: Type.Boolean(),
  state: Type.String({ enum: ['upcoming', 'left', 'cancelled'], description: 'upcoming: last working day not passed yet' }),
  notice_date: IsoDate,
  last_working_day: Nullable(IsoDate),
  reason: NStr,
  created_by_id: NInt,
  created_by_name: NStr,
  applied_at: Nullable(DateTime),
  cancelled_at: Nullable(DateTime),
  has_exit_interview: Type.Boolean(),
  created_at: DateTime,
  updated_at: DateTime,
});

const Rating = Nullable(Type.Integer({ minimum: 1, maximum: 5 }));
export const ExitInterviewSchema = Entity('ExitInterview', {
  attrition_id: Id,
  reasons: Type.Array(Str),
  rating_overall: Rating,
  rating_management: Rating,
  rating_compensation: Rating,
  rating_growth: Rating,
  would_rehire: Nullable(Type.Boolean()),
  would_recommend: Nullable(Type.Boolean()),
  comments: NStr,
  interviewer_id: NInt,
  created_at: DateTime,
  updated_at: DateTime,
  interviewer_name: NStr,
});

const Groups = Type.Array(Type.Object({ label: Str, count: Type.Integer() }));
export const AttritionAnalyticsSchema = Entity('AttritionAnalytics', {
  from: IsoDate,
  to: IsoDate,
  leavers: Type.Integer({ description: 'Leavers over the window' }),
  months: Type.Array(
    Type.Object({
      month: Type.String({ description: 'YYYY-MM' }),
      leavers: Type.Integer(),
      headcount: Type.Number({ description: 'Average headcount of the month' }),
      rate: Type.Number({ description: 'Attrition rate, percent (one decimal)' }),
    }),
  ),
  by_department: Groups,
  by_type: Groups,
  by_tenure: Groups,
  top_reasons: Groups,
});

export const AttritionTypeInput = Body(
  { name: Field.text('Name', { required: true, max: TYPE_NAME_MAX }), cancels: Field.boolean('Cancels') },
  'attrition_type',
);
export const AttritionInput = Body(
  {
    employee_id: Field.id('Employee', { required: true }),
    attrition_type_id: Field.id('Attrition type', { required: true }),
    notice_date: Field.date('Notice date', { required: true }),
    last_working_day: Field.date('Last working day', { required: true }),
    reason: Field.text('Reason', { max: REASON_MAX }),
  },
  'attrition',
);
/** PATCH: absent fields keep their value; the cancelled type cancels the attrition (and clears last_working_day). */
export const AttritionChanges = Body(
  {
    attrition_type_id: Field.id('Attrition type', { required: true, description: 'The cancelled type cancels the attrition' }),
    last_working_day: Field.date('Last working day'),
    notice_date: Field.date('Notice date', { required: true }),
    reason: Field.text('Reason', { max: REASON_MAX }),
  },
  'attrition',
  { partial: true },
);
/** PUT: the whole exit interview (absent fields are stored empty); reasons from the fixed list, ratings 1..5. */
const rating = (label: string) => Field.integer(label, { min: 1, max: 5 });
export const ExitInterviewInput = Body(
  {
    reasons: Field.enums('Reasons', EXIT_REASONS),
    rating_overall: rating('Overall rating'),
    rating_management: rating('Management rating'),
    rating_compensation: rating('Compensation rating'),
    rating_growth: rating('Growth rating'),
    would_rehire: Field.boolean('Would rehire'),
    would_recommend: Field.boolean('Would recommend'),
    comments: Field.text('Comments', { max: REASON_MAX }),
  },
  'exit_interview',
);

export const TypeSort = SortOf(AttritionTypeSchema, ['id', 'name']);
export const TypeListQuery = Query({ ...PagingBy(TypeSort), per_page: Type.Optional(Type.Integer({ minimum: 1, description: 'Page size (alias of limit)' })) });
export const AttritionSort = SortOf(AttritionSchema, [
  'id',
  'employee_name',
  'department_name',
  'attrition_type_name',
  'notice_date',
  'last_working_day',
  'created_at',
]);
export const AttritionListQuery = Query({
  ...PagingBy(AttritionSort),
  search: Type.Optional(Search),
  attrition_type_id: Type.Optional(Type.String()),
  department_id: Type.Optional(Type.String()),
  state: Type.Optional(Type.String({ description: 'upcoming, left or cancelled' })),
  start_date: Type.Optional(Type.String({ description: 'Last working day on or after (YYYY-MM-DD)' })),
  end_date: Type.Optional(Type.String({ description: 'Last working day on or before (YYYY-MM-DD)' })),
});

export const attritionSchemas: RouteSchemaTable = {
  'GET /api/attrition_types': {
    summary: 'Attrition types (fetched with per_page 1000)',
    tags: ['attrition'],
    querystring: TypeListQuery,
    response: { 200: Page(AttritionTypeSchema) },
  },
  'POST /api/attrition_types': {
    summary: 'Add an attrition type (CEO, HR)',
    tags: ['attrition'],
    body: AttritionTypeInput,
    response: { 201: AttritionTypeSchema },
  },
  'PUT /api/attrition_types/:id': {
    summary: 'Change an attrition type (CEO, HR)',
    tags: ['attrition'],
    params: IdParams,
    body: AttritionTypeInput,
    response: { 200: AttritionTypeSchema },
  },
  'GET /api/attritions': {
    summary: 'Attritions (CEO, HR: all; managers: their reporting line)',
    tags: ['attrition'],
    querystring: AttritionListQuery,
    response: { 200: Page(AttritionSchema) },
  },
  'POST /api/attritions': { summary: 'Record an attrition (CEO, HR)', tags: ['attrition'], body: AttritionInput, response: { 201: AttritionSchema } },
  'GET /api/attritions/analytics': {
    summary: 'Attrition analytics of the last 12 months (CEO, HR): monthly rate, by department, type, tenure, top exit reasons',
    tags: ['attrition'],
    response: { 200: AttritionAnalyticsSchema },
  },
  'GET /api/attritions/:id': { summary: 'One attrition', tags: ['attrition'], params: IdParams, response: { 200: AttritionSchema } },
  'PATCH /api/attritions/:id': {
    summary: 'Change an attrition (CEO, HR); the cancelled type cancels it and clears last_working_day',
    tags: ['attrition'],
    params: IdParams,
    body: AttritionChanges,
    response: { 200: AttritionSchema },
  },
  'GET /api/attritions/:id/exit_interview': {
    summary: 'The exit interview of an attrition (CEO, HR)',
    tags: ['attrition'],
    params: IdParams,
    response: { 200: ExitInterviewSchema },
  },
  'PUT /api/attritions/:id/exit_interview': {
    summary: 'Record or replace the exit interview of an attrition (CEO, HR)',
    tags: ['attrition'],
    params: IdParams,
    body: ExitInterviewInput,
    response: { 200: ExitInterviewSchema },
  },
};
