/** Route schemas of the pay domain (http/schema.ts): salaries sheet, bonus, KPI, leads, dialers and worked hours. */
import { Type, type TNumber } from '@sinclair/typebox';
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
  SortOfAll,
  StringEnum,
  type RouteSchemaTable,
} from '../http/schema';

const Str = Type.String();
const NStr = Nullable(Type.String());
const Num = Type.Number();
const NNum = Nullable(Type.Number());
const Month = Type.String({ description: 'YYYY-MM (MM-YYYY is accepted too)' });
const OptId = Type.Optional(Type.String({ description: 'Database id (digits)' }));

/** The sheet's week columns, typed by name (sort keys and the row type name them). */
type WeekKey = `week${1 | 2 | 3 | 4 | 5}_${'hours' | 'target'}`;
const weekFields = {} as Record<WeekKey, TNumber>;
for (const i of [1, 2, 3, 4, 5] as const) {
  weekFields[`week${i}_hours`] = Type.Number({ description: `Hours logged in week ${i} (days ${7 * i - 6}-${i === 5 ? 'end' : 7 * i})` });
  weekFields[`week${i}_target`] = Type.Number({ description: `Target hours of week ${i}` });
}

export const SalaryRowSchema = Entity('SalaryRow', {
  id: Id,
  RES_ID: Str,
  name: Str,
  month: Type.String({ description: 'YYYY-MM' }),
  start_date: IsoDate,
  end_date: IsoDate,
  working_days: Type.Integer(),
  employee_type: NStr,
  hourly_or_monthly: StringEnum(['hourly', 'monthly']),
  manager_name: NStr,
  date_joined: Nullable(IsoDate),
  payment_account: Nullable(Type.String({ description: "The employee's payment (Payoneer) account: their e-mail" })),
  department_id: Nullable(Id),
  department_name: NStr,
  team_ID: Nullable(Id),
  team_name: NStr,
  ...weekFields,
  hours_worked: Num,
  hours_given: Num,
  annuals: Num,
  casuals: Num,
  sick: Num,
  paid_leave: Num,
  training: Num,
  allowance: Num,
  leads_target: Type.Integer({ description: 'Payable leads of the month' }),
  kpi_tier: Nullable(Type.Integer()),
  kpi: Num,
  bonus: Num,
  compensation: Num,
  actions: Type.Integer({ description: 'Approved deductions dated in the month' }),
  amount: Type.Number({ description: 'Those deductions in money' }),
  lateness: Num,
  base_salary: NNum,
  hourly_rate: Num,
  monthly_rate: NNum,
  target_hours: Num,
  target_leads: Type.Integer(),
  hours_pay: Num,
  extras: Num,
  total_pay: Num,
  target_hours_per_day: Num,
});

export const DialerSchema = Entity('Dialer', { id: Id, dialer_name: Str });

export const WorkedHoursSchema = Entity('WorkedHoursRecord', {
  id: Id,
  dialer_ID: Id,
  dialer_name: Str,
  employee_id: Id,
  RES_ID: Str,
  employee_name: Str,
  date: IsoDate,
  hours_worked: Type.Number({ description: 'Hours (decimal; shown as h:mm)' }),
  day_type: Type.String({ description: "'working day', 'weekend' or 'holiday'" }),
  vac_ID: Nullable(Id),
  vac_name: NStr,
  multiple_of_pay: NNum,
  shift_start: Nullable(Type.String({ description: 'Shift start, HH:mm (24-hour)' })),
  shift_end: Nullable(Type.String({ description: 'Shift end, HH:mm (24-hour); before the start: the shift ends the next day' })),
});

export const LeadSchema = Entity('Lead', {
  id: Id,
  employee_id: Id,
  RES_ID: Str,
  month: Type.String({ description: 'YYYY-MM' }),
  payable_leads: Type.Integer(),
  employee_name: Str,
});

export const BonusSchema = Entity('Bonus', {
  id: Id,
  employee_id: Id,
  RES_ID: Str,
  employee_name: Str,
  month: Str,
  amount: Num,
  note: NStr,
  added_by_name: NStr,
  created_at: DateTime,
});

export const KpiSchema = Entity('Kpi', {
  id: Id,
  employee_id: Id,
  RES_ID: Str,
  employee_name: Str,
  month: Str,
  kpi_tier: Type.Integer({ minimum: 1, maximum: 5 }),
  kpi: Num,
  added_by_name: NStr,
  updated_at: DateTime,
});

const WorkedPage = Type.Object({
  items: Type.Array(WorkedHoursSchema),
  count: Type.Integer({ minimum: 0 }),
  total_hours: Type.Number({ description: 'Sum of hours_worked over every row of the filter (not just the page)' }),
});

export const DialerSort = SortOf(DialerSchema, ['id', 'dialer_name']);
export const WorkedSort = SortOf(WorkedHoursSchema, ['date', 'employee_name', 'RES_ID', 'dialer_name', 'hours_worked', 'day_type']);
export const LeadSort = SortOf(LeadSchema, ['month', 'employee_name', 'RES_ID', 'payable_leads']);
export const BonusSort = SortOf(BonusSchema, ['created_at', 'employee_name', 'amount', 'month']);
export const KpiSort = SortOf(KpiSchema, ['updated_at', 'employee_name', 'kpi', 'kpi_tier', 'month']);

export const WorkedQuery = Query({
  ...PagingBy(WorkedSort),
  start_date: Type.Optional(Type.String({ description: 'YYYY-MM-DD, first day' })),
  end_date: Type.Optional(Type.String({ description: 'YYYY-MM-DD, last day' })),
  month: Type.Optional(Month),
  employee_id: OptId,
  dialer_id: OptId,
  search: Type.Optional(Search),
});

/** A worked-hours record (dialer_data) and a holiday worked (vacationworked): one field list, the holiday adds vac_ID. */
const workedFields = {
  RES_ID: Field.text('Agent', { required: true, max: 50 }),
  dialer_ID: Field.id('Dialer', { required: true }),
  date: Field.date('Date', { required: true, noFuture: true }),
  hours_worked: Field.number('Hours worked', { required: true, max: 24 }),
  shift_start: Field.text('Shift start', { max: 5 }),
  shift_end: Field.text('Shift end', { max: 5 }),
};
export const DialerDataInput = Body({ ...workedFields, day_type: Field.enum('Day type', ['working day', 'weekend'] as const) }, 'dialer_data');
export const VacationWorkedInput = Body({ ...workedFields, vac_ID: Field.id('Holiday', { required: true }) }, 'vacationworked');

/** Bonus and KPI entry: a month (YYYY-MM, checked by the route) for one or more employees. */
export const BonusInput = Body(
  {
    employee_ids: Field.ids('Employees', { required: true, max: 500 }),
    month: Field.text('Month', { required: true, max: 10 }),
    amount: Field.number('Bonus', { required: true, max: 1_000_000 }),
    note: Field.text('Note', { max: 500 }),
  },
  'bonus',
);
export const KpiInput = Body(
  {
    employee_ids: Field.ids('Employees', { required: true, max: 500 }),
    month: Field.text('Month', { required: true, max: 10 }),
    kpi_tier: Field.integer('KPI tier', { required: true, min: 1, max: 5 }),
    kpi: Field.number('KPI', { required: true, max: 1_000_000 }),
  },
  'kpi',
);
export const LeadInput = Body(
  {
    RES_ID: Field.text('RES_ID', { required: true, max: 50 }),
    month: Field.text('Month', { required: true, max: 30 }),
    payable_leads: Field.integer('Payable leads', { required: true, max: 100000 }),
  },
  'lead',
);

/** The sheet is computed, then sorted in memory (routes.ts): any of its columns sorts. */
export const SalarySort = SortOfAll(SalaryRowSchema);
export const SheetQuery = Query({
  ...PagingBy(SalarySort),
  month: Type.Optional(Month),
  department_id: OptId,
  team_id: OptId,
  employee_type: Type.Optional(Type.String({ description: "employees.employee_type, e.g. 'Full Time'" })),
  hourly_or_monthly: Type.Optional(Type.String({ enum: ['hourly', 'monthly', ''] })),
  employee_id: OptId,
  search: Type.Optional(Search),
});

export const BonusListQuery = Query({ ...PagingBy(BonusSort), month: Type.Optional(Month) });
export const KpiListQuery = Query({ ...PagingBy(KpiSort), month: Type.Optional(Month) });
export const LeadListQuery = Query({ ...PagingBy(LeadSort), month: Type.Optional(Month), search: Type.Optional(Search), team_id: OptId });

const tags = ['pay'];

export const paySchemas: RouteSchemaTable = {
  'GET /salaries': { summary: 'The salaries sheet of a month (CEO, HR)', tags, querystring: SheetQuery, response: { 200: Page(SalaryRowSchema) } },
  'GET /salaries/bonus': {
    summary: "A month's bonuses (CEO, HR)",
    tags,
    querystring: BonusListQuery,
    response: { 200: Page(BonusSchema) },
  },
  'POST /salaries/bonus': {
    summary: 'Add a bonus to one or more employees for a month (CEO, HR) -> 201',
    tags,
    body: BonusInput,
    response: { 201: Page(BonusSchema) },
  },
  'GET /salaries/kpi': {
    summary: "A month's KPIs (CEO, HR; heads: their department and people)",
    tags,
    querystring: KpiListQuery,
    response: { 200: Page(KpiSchema) },
  },
  'POST /salaries/kpi': {
    summary: "Set the month's KPI (tier and amount) of one or more employees (CEO, HR, heads) -> 201",
    tags,
    body: KpiInput,
    response: { 201: Page(KpiSchema) },
  },
  'GET /leads': {
    summary: 'Payable leads per employee and month',
    tags,
    querystring: LeadListQuery,
    response: { 200: Page(LeadSchema) },
  },
  'POST /leads': {
    summary: "Set an employee's payable leads of a month (CEO, HR, heads): 201 new, 200 changed",
    tags,
    body: LeadInput,
    response: { 200: LeadSchema, 201: LeadSchema },
  },
  'GET /dialers': { summary: 'The dialers', tags, querystring: Query(PagingBy(DialerSort)), response: { 200: Page(DialerSchema) } },
  'GET /dialer_data': { summary: 'Worked-hours records the caller may see', tags, querystring: WorkedQuery, response: { 200: WorkedPage } },
  'POST /dialer_data': {
    summary: "Log an agent's hours of a day on a dialer (team leaders, their agents) -> 201",
    tags,
    body: DialerDataInput,
    response: { 201: WorkedHoursSchema },
  },
  'PUT /dialer_data/:id': { summary: 'Change a worked-hours record', tags, params: IdParams, body: DialerDataInput, response: { 200: WorkedHoursSchema } },
  'GET /vacationworkeds': { summary: 'Worked-hours records on holidays', tags, querystring: WorkedQuery, response: { 200: WorkedPage } },
  'POST /vacationworkeds': {
    summary: "Log an agent's hours worked on a holiday (406 when the date is outside it) -> 201",
    tags,
    body: VacationWorkedInput,
    response: { 201: WorkedHoursSchema },
  },
  'PUT /vacationworkeds/:id': {
    summary: 'Change a holiday-worked record',
    tags,
    params: IdParams,
    body: VacationWorkedInput,
    response: { 200: WorkedHoursSchema },
  },
};
