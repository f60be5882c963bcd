/** Route schemas of the leave domain (http/schema.ts): leave types, leave requests, balances, import, sick notes. */
import { Type } from '@sinclair/typebox';
import { MAX_DAYS_PER_YEAR } from '../http/values';
import { REQUEST_UNITS, TYPE_UNITS } from './units';
import { LEDGER_KINDS } from './ledger';
import {
  BinaryFile,
  Body,
  DateTime,
  Entity,
  Field,
  Id,
  IdParams,
  ImportResultSchema,
  IsoDate,
  NInt,
  NoContent,
  NStr,
  Nullable,
  Page,
  PagingBy,
  Query,
  Search,
  SortOf,
  Str,
  StringEnum,
  Timestamp,
  UploadBody,
  extensionField,
  type RouteSchemaTable,
} from '../http/schema';

const EXT = 'Extension (not in SPEC §7): ';
export const LeaveTypeSchema = Entity('LeaveType', {
  id: Id,
  leave_name: Str,
  yearly_limit: Type.Number({ minimum: 0, maximum: MAX_DAYS_PER_YEAR }),
  monthly_fraction: Type.Number({ minimum: 0 }),
  // The shared area's per-type rules: an extension of SPEC §7's leave type, which a SPEC-only backend omits.
  requires_approval: Type.Optional(Type.Boolean({ description: `${EXT}false: a request is approved as it is filed (the balance still has to suffice)` })),
  max_consecutive_days: Type.Optional(Nullable(Type.Integer({ description: `${EXT}the longest request in weekdays; null: no limit` }))),
  can_overlap: Type.Optional(Type.Boolean({ description: `${EXT}true: a request of this type may share days with the person's other requests` })),
  start_date: Type.Optional(Nullable(Type.String({ format: 'date', description: `${EXT}first day a request may fall on (YYYY-MM-DD)` }))),
  end_date: Type.Optional(Nullable(Type.String({ format: 'date', description: `${EXT}last day a request may fall on (YYYY-MM-DD)` }))),
  unit: Type.Optional(
    StringEnum(TYPE_UNITS, { description: `${EXT}what a request may be taken in: full days, also half days, or also hours (default full_day)` }),
  ),
  // Year-end carry-over (decision 0220).
  carry_over_balance: Type.Optional(Type.Number({ minimum: 0, description: `${EXT}the most days of a year's unused balance carried into the next (0: none)` })),
  carry_over_expiry_months: Type.Optional(
    Nullable(Type.Integer({ description: `${EXT}carried days lapse at the end of this month of the new year (3: March 31); null: never` })),
  ),
});

export const LeaveBalanceSchema = Entity('LeaveBalance', {
  leave_type: Str,
  leave_type_id: Id,
  remaining_balance: Type.Number(),
  approved_leaves_this_year: Type.Number(),
  unit: Type.Optional(StringEnum(TYPE_UNITS, { description: `${EXT}the leave type's unit: an hours type shows its balance in hours` })),
  hours_per_day: Type.Optional(Type.Number({ description: `${EXT}the employee's working hours per day (a day of balance in hours)` })),
});

/** partially_approved: the shared area's status (decision 0213); a SPEC §7 reviewer only ever approves or rejects. */
export const LEAVE_STATUSES = ['pending', 'approved', 'partially_approved', 'rejected', 'canceled'] as const;
const Status = StringEnum(LEAVE_STATUSES);

/** The confirmations of the leave form a filer may override (SPEC §8/§9; decision 0214). */
export const LEAVE_WARNINGS = ['short_notice', 'annual_notice', 'consecutive_days'] as const;
const LeaveOverrideSchema = Entity('LeaveOverride', {
  warning: StringEnum(LEAVE_WARNINGS),
  overridden_by_id: NInt,
  overridden_by_name: NStr,
  overridden_at: Timestamp('When the filer confirmed it (ISO 8601)'),
});

export const LeaveRequestSchema = Entity('LeaveRequest', {
  id: Id,
  employee_id: Id,
  employee_name: Str,
  RES_ID: Type.String({ description: "The employee's RES_ID (carried so a list needs no employee lookup; a SPEC-only backend may omit it)" }),
  leave_type_id: Id,
  leave_type_name: Str,
  start_date: IsoDate,
  end_date: IsoDate,
  status: Status,
  notes: NStr,
  submitted_by_id: NInt,
  submitted_by_name: NStr,
  manager_email: NStr,
  reviewed_by_id: NInt,
  reviewed_by_name: NStr,
  reviewer_comments: NStr,
  canceled_by_id: NInt,
  canceled_by_name: NStr,
  canceled_at: Nullable(Timestamp('When it was canceled (ISO 8601); null unless canceled')),
  created_at: DateTime,
  updated_at: DateTime,
  sick_note_filename: NStr,
  sick_note_url: NStr,
  leave_duration: Type.Number({
    description: 'Days: weekdays from start to end, both included, less public holidays; a half day 0.5; hours over the working hours per day',
  }),
  worked_days_this_year: Type.Integer(),
  passed_probation: Type.Boolean(),
  leave_balances: Type.Array(LeaveBalanceSchema),
  unit: Type.Optional(StringEnum(REQUEST_UNITS, { description: `${EXT}full day(s), the morning or evening half of one day, or hours of one day` })),
  hours: Type.Optional(Nullable(Type.Number({ description: `${EXT}hours off (an hours request; null otherwise)` }))),
  start_time: Type.Optional(Nullable(Type.String({ description: `${EXT}first hour off, HH:mm 24-hour (an hours request)` }))),
  end_time: Type.Optional(Nullable(Type.String({ description: `${EXT}end of the hours off, HH:mm 24-hour (an hours request)` }))),
  approved_start_date: Type.Optional(Nullable(Type.String({ format: 'date', description: `${EXT}first approved day of a partially approved request` }))),
  approved_end_date: Type.Optional(Nullable(Type.String({ format: 'date', description: `${EXT}last approved day of a partially approved request` }))),
  approved_duration: Type.Optional(
    Nullable(Type.Number({ description: `${EXT}days the approved part takes from the balance (a partially approved request; null otherwise)` })),
  ),
  reviewed_at: Type.Optional(Nullable(Timestamp(`${EXT}when it was approved, partially approved or rejected (ISO 8601)`))),
  overrides: Type.Optional(Type.Array(LeaveOverrideSchema, { description: `${EXT}the form's confirmations the filer overrode, who and when` })),
});

const CompanyLeaveSchema = Entity('CompanyLeave', {
  id: Id,
  employee_id: Id,
  employee_name: Str,
  RES_ID: Str,
  leave_type_id: Id,
  leave_type_name: Str,
  start_date: IsoDate,
  end_date: IsoDate,
  status: Status,
  leave_duration: Type.Number({ description: 'Days off (a half day 0.5; hours over the working hours per day)' }),
});

export const LeaveTypeSort = SortOf(LeaveTypeSchema, ['id', 'leave_name', 'yearly_limit', 'monthly_fraction']);
export const LeaveRequestSort = SortOf(LeaveRequestSchema, [
  'id',
  'employee_name',
  'leave_type_name',
  'start_date',
  'end_date',
  'status',
  'created_at',
  'updated_at',
]);
export const RequestQuery = Query({
  ...PagingBy(LeaveRequestSort),
  status: Type.Optional(Type.String({ description: 'pending, approved, partially_approved, rejected or canceled' })),
  employee_id: Type.Optional(Type.String({ description: 'Employee id' })),
  leave_type_id: Type.Optional(Type.String({ description: 'Leave type id' })),
  start_date: Type.Optional(Type.String({ description: 'Period start (YYYY-MM-DD or DD/MM/YYYY): requests sharing a day with it' })),
  end_date: Type.Optional(Type.String({ description: 'Period end' })),
  month: Type.Optional(Type.String({ description: 'YYYY-MM or MM-YYYY' })),
  search: Type.Optional(Search),
});

export const BalancesQuery = Query({ employee_id: Type.Optional(Type.String()) });

export const NOTES_MAX = 1000;
export const LEAVE_NAME_MAX = 100;

export const MAX_CONSECUTIVE_DAYS = 366;
const extension = extensionField;
export const LeaveTypeInput = Body(
  {
    leave_name: Field.text('Leave name', { required: true, max: LEAVE_NAME_MAX, aliases: ['name'] }),
    yearly_limit: Field.number('Yearly limit', { required: true, max: MAX_DAYS_PER_YEAR }),
    monthly_fraction: Field.number('Monthly fraction', { max: 31, description: 'At most yearly_limit (default 0)' }),
    requires_approval: extension(Field.boolean('Requires approval'), 'false approves a request as it is filed (default true)'),
    max_consecutive_days: extension(
      Field.integer('Max consecutive days', { min: 1, max: MAX_CONSECUTIVE_DAYS }),
      'the longest request in days, start to end (default none)',
    ),
    can_overlap: extension(Field.boolean('Can overlap'), "true lets a request share days with the person's other requests (default false)"),
    start_date: extension(Field.date('Start date'), 'first day a request of this type may fall on (default none)'),
    end_date: extension(Field.date('End date'), 'last day a request of this type may fall on (default none)'),
    unit: extension(Field.enum('Unit', TYPE_UNITS), 'full_day, half_day (also half days) or hours (also hours) (default full_day)'),
    carry_over_balance: extension(
      Field.number('Carry-over balance', { max: MAX_DAYS_PER_YEAR }),
      "the most days of a year's unused balance carried into the next (default 0: none)",
    ),
    carry_over_expiry_months: extension(
      Field.integer('Carry-over expiry months', { min: 1, max: 12 }),
      'carried days lapse at the end of this month of the new year, 3 = March 31 (default none: never)',
    ),
  },
  'leave_type',
);

// ---- the balance ledger and HR's adjustments (decision 0220) ----

export const ADJUSTMENT_REASON_MAX = 500;
export const BalanceAdjustmentSchema = Entity('LeaveBalanceAdjustment', {
  id: Id,
  employee_id: Id,
  leave_type_id: Id,
  year: Type.Integer(),
  amount: Type.Number({ description: 'Days added (positive) or taken away (negative)' }),
  reason: Str,
  adjusted_by_id: NInt,
  adjusted_by_name: NStr,
  adjusted_at: Timestamp('When HR made it (ISO 8601)'),
});
export const AdjustmentInput = Body(
  {
    employee_id: Field.id('Employee', { required: true }),
    leave_type_id: Field.id('Leave type', { required: true }),
    year: Field.integer('Year', { min: 1900, max: 2100, description: 'The balance year (default this year)' }),
    amount: Field.number('Amount', {
      required: true,
      min: -MAX_DAYS_PER_YEAR,
      max: MAX_DAYS_PER_YEAR,
      description: "Days (± in the type's unit, in days: an hours type's hours over the working hours per day); not 0",
    }),
    reason: Field.text('Reason', { required: true, max: ADJUSTMENT_REASON_MAX }),
  },
  'adjustment',
);

export const LedgerEntrySchema = Entity('LeaveLedgerEntry', {
  date: IsoDate,
  kind: StringEnum(LEDGER_KINDS),
  amount: Type.Number({ description: 'Days, signed: accrued, carried and positive adjustments add; taken, expired and negative adjustments take' }),
  balance: Type.Number({ description: 'The running balance after this entry' }),
  note: Str,
  leave_request_id: NInt,
  start_date: Nullable(IsoDate),
  end_date: Nullable(IsoDate),
  adjusted_by_name: NStr,
});
export const LedgerSchema = Entity('LeaveLedger', {
  employee_id: Id,
  leave_type_id: Id,
  year: Type.Integer(),
  balance: LeaveBalanceSchema,
  entries: Type.Array(LedgerEntrySchema, { description: 'In date order; the last running balance is the remaining balance' }),
});
export const LedgerQuery = Query({
  employee_id: Type.Optional(Type.String({ description: 'Default: the caller' })),
  leave_type_id: Type.Optional(Type.String({ description: 'Leave type id (required)' })),
  year: Type.Optional(Type.String({ description: 'YYYY (default this year)' })),
});

const DATE = { required: true, dayFirst: true, description: 'YYYY-MM-DD (DD/MM/YYYY also in the CSV import)' } as const;
/**
 * Multipart (or JSON): flat names or Rails-style `leave_request[x]`; `sick_note` is a file. The same fields check a
 * CSV row (importer.ts). On update every field is optional: a blank one keeps its value (input.ts merges first).
 */
const requestFields = {
  employee_id: Field.id('Employee', { description: 'Default: the caller', messages: { invalid: 'Employee is required' } }),
  leave_type_id: Field.id('Leave type', { required: true, messages: { invalid: 'Leave type not found' } }),
  start_date: Field.date('Start date', { ...DATE, messages: { format: 'Start date is not a valid date' } }),
  end_date: Field.date('End date', { ...DATE, messages: { format: 'End date is not a valid date' } }),
  notes: Field.text('Notes', { max: NOTES_MAX }),
  unit: extension(Field.enum('Unit', REQUEST_UNITS), 'as the type allows; anything but full_day is one day (default full_day)'),
  start_time: extension(Field.text('Start time', { max: 5 }), 'HH:mm, 24-hour: first hour off of an hours request'),
  end_time: extension(Field.text('End time', { max: 5 }), 'HH:mm, 24-hour: end of the hours off of an hours request'),
  sick_note: Field.file('Sick note', { description: 'Sick note file (multipart only)' }),
  overrides: extension(
    Field.enums('Overrides', LEAVE_WARNINGS),
    'the confirmations the filer overrode (a list, or comma-separated in a form); recorded with who and when, those that do not apply ignored',
  ),
};
export const LeaveRequestInput = Body(requestFields, 'leave_request');
/** The overrides alone (a form sends them as text, read apart from the rules of the request: overrides.ts). */
export const OverridesInput = Body({ overrides: requestFields.overrides }, 'leave_request');
const RequestChanges = Body(requestFields, 'leave_request', { partial: true });

const multipart = ['multipart/form-data', 'application/json'];
const reviewerComments = Field.text('Reviewer comments', { max: NOTES_MAX, description: 'Required to reject' });
export const ReviewInput = Body({ reviewer_comments: reviewerComments }, 'leave_request');
/** Approving takes the approved part too (decision 0213): both dates or neither; all the request's days: approved. */
export const ApproveInput = Body(
  {
    reviewer_comments: reviewerComments,
    approved_start_date: extension(Field.date('Approved start date'), 'approve only from this day (with approved_end_date): partially approved'),
    approved_end_date: extension(Field.date('Approved end date'), 'approve only to this day (with approved_start_date): partially approved'),
  },
  'leave_request',
);

export const leaveSchemas: RouteSchemaTable = {
  'GET /leave_types': { summary: 'Leave types', tags: ['leave'], querystring: Query(PagingBy(LeaveTypeSort)), response: { 200: Page(LeaveTypeSchema) } },
  'POST /leave_types': { summary: 'Add a leave type (CEO, HR)', tags: ['leave'], body: LeaveTypeInput, response: { 201: LeaveTypeSchema } },
  'PUT /leave_types/:id': {
    summary: 'Change a leave type (CEO, HR)',
    tags: ['leave'],
    params: IdParams,
    body: LeaveTypeInput,
    response: { 200: LeaveTypeSchema },
  },
  'DELETE /leave_types/:id': { summary: 'Delete an unused leave type (CEO, HR)', tags: ['leave'], params: IdParams, response: { 204: NoContent } },
  'GET /leave_requests': {
    summary: 'Leave requests the caller may see',
    tags: ['leave'],
    querystring: RequestQuery,
    response: { 200: Page(LeaveRequestSchema) },
  },
  'GET /leave_requests/company': {
    summary: 'Approved leaves of everyone, names and dates only',
    tags: ['leave'],
    querystring: RequestQuery,
    response: { 200: Page(CompanyLeaveSchema) },
  },
  'GET /leave_requests/balances': {
    summary: "This year's balances of one employee (default the caller)",
    tags: ['leave'],
    querystring: BalancesQuery,
    response: { 200: Type.Array(LeaveBalanceSchema) },
  },
  'POST /leave_requests': {
    summary: 'File a leave request',
    tags: ['leave'],
    consumes: multipart,
    body: LeaveRequestInput,
    response: { 201: LeaveRequestSchema },
  },
  'POST /leave_requests/import': {
    summary: 'Import leave requests from CSV (CEO, HR, head): RES_ID, leave_type, start_date, end_date, notes',
    tags: ['leave'],
    consumes: ['multipart/form-data'],
    body: UploadBody(),
    response: { 200: ImportResultSchema },
  },
  'GET /leave_requests/:id': { summary: 'One leave request', tags: ['leave'], params: IdParams, response: { 200: LeaveRequestSchema } },
  'PUT /leave_requests/:id': {
    summary: 'Change a pending leave request (omitted fields keep their value)',
    tags: ['leave'],
    consumes: multipart,
    params: IdParams,
    body: RequestChanges,
    response: { 200: LeaveRequestSchema },
  },
  'DELETE /leave_requests/:id': { summary: 'Delete a leave request', tags: ['leave'], params: IdParams, response: { 204: NoContent } },
  'POST /leave_requests/:id/approve': {
    summary: 'Approve, all of it or some of its days (CEO, HR, head)',
    tags: ['leave'],
    params: IdParams,
    body: ApproveInput,
    response: { 200: LeaveRequestSchema },
  },
  'POST /leave_requests/:id/reject': {
    summary: 'Reject with a comment (CEO, HR, head)',
    tags: ['leave'],
    params: IdParams,
    body: ReviewInput,
    response: { 200: LeaveRequestSchema },
  },
  'POST /leave_requests/:id/cancel': {
    summary: 'Cancel a pending or approved request: the requester before it starts; a manager up the line, HR or the CEO at any time',
    tags: ['leave'],
    params: IdParams,
    response: { 200: LeaveRequestSchema },
  },
  'GET /leave_requests/:id/download_sick_note': {
    summary: 'Where to download the sick note',
    tags: ['leave'],
    params: IdParams,
    response: { 200: Type.Object({ url: Str, filename: NStr }) },
  },
  'GET /leave_balances/ledger': {
    summary: "One employee's balance ledger of one leave type and year: accrued, carried, expired, taken and adjusted days",
    tags: ['leave'],
    querystring: LedgerQuery,
    response: { 200: LedgerSchema },
  },
  'POST /leave_balances/adjustments': {
    summary: "Adjust an employee's leave balance with a reason (CEO, HR)",
    tags: ['leave'],
    body: AdjustmentInput,
    response: { 201: BalanceAdjustmentSchema },
  },
  'GET /leave_requests/:id/sick_note': { summary: 'The sick note file', tags: ['leave'], params: IdParams, response: { 200: BinaryFile } },
};
