/** Route schemas of the home domain (see routes.ts). */
import { Type } from '@sinclair/typebox';
import { Entity, Id, Nullable, Page, type RouteSchemaTable } from '../http/schema';

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

export const homeSchemas: RouteSchemaTable = {
  'GET /home/birthdays': {
    summary: 'Birthdays (day and month, no year) of every active employee, for the home celebrations (any signed-in user)',
    tags: ['home'],
    response: { 200: Page(BirthdaySchema) },
  },
};
