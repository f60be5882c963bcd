/**
 * Per-request relation loaders of the people domain — THE way any module resolves a link to an employee, team,
 * department or employment role (built with the kit, gateway/src/kit/loaders.ts):
 *
 *   import { employeeRelation } from '../people/loaders';
 *   declareRelations(LeaveRequestResolver, {
 *     employee: employeeRelation('The employee taking the leave', (row: LeaveRow) => row.employeeId, (row) => ({ name: row.employeeName })),
 *   });
 *
 * employeeById batches every id asked for in one tick into one `GET /employees?ids=1,2,3&active=all` (chunks of 200;
 * a SPEC §7-only upstream ignores both parameters and the whole list of current employees is used); the small lookups
 * (teams, departments, roles) are fetched whole, once per request, whatever the number of keys.
 */
import type { GraphQLResolveInfo } from 'graphql';
import type { Context } from '../../context';
import { batchById, wholeList, type LinkId } from '../../kit/loaders';
import { related, relation } from '../../kit/relations';
import { DepartmentLookup, EmploymentRoleLookup } from './lookups';
import { toTeam } from './mappers';
import { Employee } from './types';

export type { LinkId } from '../../kit/loaders';
export { toDepartment, toEmploymentRole, toTeam } from './mappers';

/** Employees by id (any status, fired ones included where the upstream offers `active=all`). */
export const employeeById = batchById('/employees', 'ids', { query: { active: 'all' } });

/** Teams are the same for every caller: from the reference cache (kit/reference.ts). */
export const teamById = wholeList('/teams', toTeam, { shared: true });
export const departmentById = DepartmentLookup.byId;
export const roleById = EmploymentRoleLookup.byId;

/** What a row carries about a linked employee besides the id (names of undefined/null values do not count). */
export type CarriedEmployee = { name?: string | null; resId?: string | null; email?: string | null; roleTitle?: string | null };

/**
 * A link to an employee computed at run time (a team's leader) from a row that carries some of their fields: answered
 * from the row when the selection asks for nothing more, loaded (batched) otherwise. Null id: null.
 */
export const employeeFromRow = (ctx: Context, info: GraphQLResolveInfo, id: LinkId, carried: CarriedEmployee = {}) =>
  related(ctx, info, id, employeeById, carried);

/**
 * A declared relation (kit/relations.ts) to the employee `link(row)`, loaded through `employeeById`; `carried`: what the
 * row tells of them, answered without a call when that is all the selection asks.
 */
export const employeeRelation = <Row>(description: string, link: (row: Row) => LinkId, carried?: (row: Row) => CarriedEmployee) =>
  relation(() => Employee, link, employeeById, { description, carried });

/** All four, for callers that prefer one import: `peopleLoaders.employeeById(ctx).load(id)`. */
export const peopleLoaders = { employeeById, teamById, departmentById, roleById };
