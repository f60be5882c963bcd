/** Route schemas of the home domain (see routes.ts). */
import { Type } from '@sinclair/typebox';
import { Entity, Id, IsoDate, Nullable, NStr, Page, Query, StringEnum, type RouteSchemaTable } from '../http/schema';

export const BirthdaySchema = Entity('Birthday', {
  employee_id: Id,
  name: Type.String(),
  department_id: Nullable(Type.Integer()),
  department_name: Nullable(Type.String()),
  birthday: Type.String({
    pattern: '^\\d{2}-\\d{2}$',
    description: 'MM-DD: day and month only (the year, hence the age, stays personal)',
  }),
});

const Count = Type.Integer({ minimum: 0 });
/** One bar of a widget: a status (its key; labels are the client's) or a department (id as text, null = none, and name). */
export const HomeCountSchema = Entity('HomeCount', { key: NStr, label: NStr, count: Count });
const Counts = Type.Array(HomeCountSchema);
const MonthCounts = Type.Object({ total: Count, by_status: Counts, by_department: Counts });

/** Someone of a people widget or a calendar event. `leave_type` only where the caller may see the person's requests. */
export const HomePersonSchema = Entity('HomePerson', {
  employee_id: Id,
  name: Type.String(),
  department_name: NStr,
  start_date: IsoDate,
  end_date: IsoDate,
  leave_type: NStr,
  years: Nullable(Type.Integer({ minimum: 1, description: 'Anniversaries: whole years since joining' })),
  this_week: Type.Boolean(),
  this_month: Type.Boolean(),
});
const People = Type.Array(HomePersonSchema);
const Celebrations = Type.Object({
  this_week: Count,
  this_month: Count,
  first: Type.Array(HomePersonSchema, { description: 'The first few of this week and the first few of this month, by date then name' }),
});

export const HomeSummarySchema = Entity('HomeSummary', {
  scope: StringEnum(['company', 'reports', 'self'] as const, { description: 'Whose data the scoped widgets count (routes.ts)' }),
  headcount: Nullable(
    Type.Object({
      total: Count,
      joined_this_month: Count,
      left_this_month: Count,
      trend: Type.Array(Type.Object({ month: Type.String({ description: 'YYYY-MM' }), count: Count })),
      by_department: Counts,
    }),
  ),
  leaves: MonthCounts,
  actions: MonthCounts,
  attendance: Type.Array(HomeCountSchema, { description: 'Days of the month up to today by status, unmarked ones as the grids fill them' }),
  off_today: Type.Object({ count: Count, first: People }),
  birthdays: Celebrations,
  anniversaries: Celebrations,
  expiry_alerts: Nullable(
    Type.Object(
      { contracts_expiring: Count, contracts_expired: Count, national_ids_expiring: Count, national_ids_expired: Count },
      { description: 'As GET /headcount_employees/stats alerts; CEO and HR only (null for others)' },
    ),
  ),
  calendar: Type.Object({
    leaves: Type.Array(HomePersonSchema, { description: 'Approved leaves that are among the first few of a day of the month' }),
    birthdays: People,
    anniversaries: People,
    days: Type.Array(Type.Object({ date: IsoDate, count: Count }), { description: 'Each day: how many leaves, birthdays and anniversaries it has in all' }),
  }),
});

export const HomeSummaryQuery = Query({ today: Type.Optional(IsoDate) });

export const homeSchemas: RouteSchemaTable = {
  'GET /home/birthdays': {
    summary: 'Birthdays (day and month, no year) of every active employee, for the home celebrations (any signed-in user)',
    tags: ['home'],
    response: { 200: Page(BirthdaySchema) },
  },
  'GET /home/summary': {
    summary: "The home dashboard's widgets of the caller's scope, counted in the database (any signed-in user)",
    tags: ['home'],
    querystring: HomeSummaryQuery,
    response: { 200: HomeSummarySchema },
  },
};
