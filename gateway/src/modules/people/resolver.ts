/**
 * Employees: lists (paged, filtered), one employee, create, role change, fire, adjust teams, and the Employee
 * relations (`manager`, `team`, `department`, `employmentRole`) through the per-request DataLoaders (loaders.ts),
 * so a page of N employees costs one upstream call per kind of related object, not N. When a query asks only for what
 * the employee row already carries (manager id/name/email/resId, team id/name, department id/name, employment role
 * id/title), the relation is answered from the row without any call at all (kit/relation.ts).
 * Role changes, firing and team moves forget the cached `me` of the people they touch (currentUser.ts).
 */
import { Arg, Args, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { pageQuery, type Page } from '../../common/paging';
import type { Context } from '../../context';
import { forgetCachedEmployee, type EmployeeRecord } from '../../currentUser';
import { EXTENSIONS, knownMissing, markMissing, withExtension } from '../../kit/capabilities';
import type { RowOf } from '../../kit/loaders';
import { AUDITING_DEPARTMENT_ID } from '@hr/rules';
import { declareRelations, relation } from '../../kit/relations';
import { ErrorCode, gatewayError } from '../../errors';
import { EmployeeArgs, EmployeeInput, HrEmployeeArgs } from './inputs';
import { departmentById, employeeById, roleById, teamById } from './loaders';
import { AdjustTeamsResult, Department, Employee, EmployeePage, EmploymentRole, FireResult, Team } from './types';

/** Upstream query of an employee list. */
export function employeeQuery(args: Partial<EmployeeArgs>) {
  return {
    ...pageQuery(args),
    role: args.role,
    departmentId: args.departmentId,
    teamId: args.teamId,
    managerId: args.managerId,
    statusId: args.statusId,
    search: args.search,
    headAuditing: args.headAuditing ? 'true' : undefined,
    ids: args.ids ? args.ids.join(',') : undefined,
    active: args.active,
  };
}

/**
 * An employee row as the upstream answers it (the contract's Employee, camelCased; the relations' names ride along):
 * what the `Employee` type and its relations read, so employee answers are handed over as they are, never cast.
 */
export type EmployeeRow = RowOf<'/employees'>;

/** The upstream lists of employees (each answers the contract's Employee rows and takes `employeeQuery`). */
export type EmployeeListPath =
  '/employees' | '/employees/managers' | '/employees/agents' | '/employees/managed_employees' | '/headcount_employees/hr_employees';

/**
 * One page of an employee list, typed from the contract. `headAuditing` is checked on the answer: a server that
 * ignored it (or reads it otherwise) is asked again with SPEC's department_id of the auditing department.
 */
export async function employeeList(ctx: Context, path: EmployeeListPath, args: Partial<EmployeeArgs>): Promise<Page<EmployeeRow>> {
  const auditing = String(AUDITING_DEPARTMENT_ID);
  if (args.headAuditing && args.departmentId && String(args.departmentId) !== auditing) return { items: [], count: 0 };
  const page = await ctx.rest.get(path, { query: employeeQuery(args) });
  if (!args.headAuditing || page.items.every((e) => String(e.departmentId) === auditing)) return page;
  return ctx.rest.get(path, { query: employeeQuery({ ...args, headAuditing: null, departmentId: auditing }) });
}

const listOf = (path: EmployeeListPath) => (args: Partial<EmployeeArgs>, ctx: Context) => employeeList(ctx, path, args);

/** The employees of `ids` that exist, as a page. */
async function byIds(ctx: Context, ids: string[]): Promise<Page<EmployeeRow>> {
  const items = (await employeeById(ctx).loadMany(ids)).filter((e) => e !== null);
  return { items, count: items.length };
}

@Resolver(() => Employee)
export class EmployeeResolver {
  @Authorized()
  @Query(() => EmployeePage, { description: 'Employees, paged, sorted and filtered (current ones unless `active` says otherwise)' })
  async employees(@Args(() => EmployeeArgs) args: EmployeeArgs, @Ctx() ctx: Context): Promise<Page<EmployeeRow>> {
    const ids = args.ids?.length ? new Set(args.ids.map(String)) : null;
    if (ids && knownMissing(ctx, EXTENSIONS.employeesByIds)) return byIds(ctx, [...ids]);
    const page = await listOf('/employees')(args, ctx);
    if (!ids || page.items.every((e) => ids.has(String(e.id)))) return page;
    // A SPEC §7-only upstream ignored `ids`: answer them through the batch loader (its fallback) instead.
    markMissing(ctx, EXTENSIONS.employeesByIds);
    return byIds(ctx, [...ids]);
  }

  @Authorized()
  @Query(() => Employee, { description: 'One employee (any status); NOT_FOUND "Employee not found" when unknown' })
  employee(@Arg('id', () => ID, { description: 'Employee id' }) id: string, @Ctx() ctx: Context) {
    return withExtension<EmployeeRecord>(
      ctx,
      EXTENSIONS.employeeById,
      () => ctx.rest.get('/employees/{id}', { params: { id } }),
      // SPEC §7 has no GET /employees/{id}: the batch loader (whole list there) answers it.
      () => employeeById(ctx).load(id),
      { ambiguous404: true, notFound: () => gatewayError(ErrorCode.NOT_FOUND, 'Employee not found') },
    );
  }

  @Authorized()
  @Query(() => EmployeePage, { description: 'Employees who manage others (can_manage)' })
  managers(@Args(() => EmployeeArgs) args: EmployeeArgs, @Ctx() ctx: Context): Promise<Page<EmployeeRow>> {
    return listOf('/employees/managers')(args, ctx);
  }

  @Authorized()
  @Query(() => EmployeePage, { description: 'Agents (role type 0)' })
  agents(@Args(() => EmployeeArgs) args: EmployeeArgs, @Ctx() ctx: Context): Promise<Page<EmployeeRow>> {
    return listOf('/employees/agents')(args, ctx);
  }

  @Authorized()
  @Query(() => EmployeePage, { description: 'Everyone below the signed-in user in the reporting chain' })
  managedEmployees(@Args(() => EmployeeArgs) args: EmployeeArgs, @Ctx() ctx: Context): Promise<Page<EmployeeRow>> {
    return listOf('/employees/managed_employees')(args, ctx);
  }

  @Authorized()
  @Query(() => EmployeePage, { description: 'People of the HR department (e.g. to pick a reviewer or a recruiter)' })
  hrEmployees(@Args(() => HrEmployeeArgs) args: HrEmployeeArgs, @Ctx() ctx: Context): Promise<Page<EmployeeRow>> {
    return listOf('/headcount_employees/hr_employees')(args, ctx);
  }

  @Authorized('employees.add')
  @Mutation(() => Employee, { description: 'Adds an employee (CEO, HR). Duplicate RES_ID or e-mail: CONFLICT' })
  addEmployee(@Arg('input', () => EmployeeInput, { description: 'The employee' }) input: EmployeeInput, @Ctx() ctx: Context) {
    // Spread: the case mapper only walks plain objects, not the InputType instance.
    return ctx.rest.post('/employees', { body: { employee: { ...input } } });
  }

  @Authorized('employees.add')
  @Mutation(() => Employee, { description: "Changes an employee's role type, and optionally title and can-manage (CEO, HR)" })
  async updateEmployeeRole(
    @Arg('id', () => ID, { description: 'Employee id' }) id: string,
    @Arg('role', () => Int, { description: 'Numeric role type 0-4' }) role: number,
    @Arg('roleTitle', () => String, { nullable: true, description: 'New role title' }) roleTitle: string | null | undefined,
    @Arg('canManage', () => Boolean, { nullable: true, description: 'Whether they manage others' }) canManage: boolean | null | undefined,
    @Ctx() ctx: Context,
  ) {
    const employee = await ctx.rest.patch('/employees/{id}', { params: { id }, body: { employee: { role, roleTitle, canManage } } });
    await forgetCachedEmployee(id);
    return employee;
  }

  @Authorized('employees.remove')
  @Mutation(() => FireResult, {
    description: 'Fires an employee (CEO only): inactive, status Terminated, last working day today, access revoked; history kept',
  })
  async fireEmployee(@Arg('id', () => ID, { description: 'Employee id' }) id: string, @Ctx() ctx: Context) {
    const result = await ctx.rest.delete('/employees/{id}', { params: { id } });
    await forgetCachedEmployee(id);
    return result;
  }

  @Authorized('teams.adjust')
  @Mutation(() => AdjustTeamsResult, { description: 'Moves employees to another team and/or manager (cold-calling head or HR)' })
  async adjustTeams(
    @Arg('employeeIds', () => [ID], { description: 'Employees to move' }) employeeIds: string[],
    @Arg('teamId', () => ID, { nullable: true, description: 'New team' }) teamId: string | null | undefined,
    @Arg('managerId', () => ID, { nullable: true, description: 'New manager' }) managerId: string | null | undefined,
    @Ctx() ctx: Context,
  ) {
    const result = await ctx.rest.post('/employees/adjust_teams', { body: { employeeIds, teamId, managerId } });
    for (const id of employeeIds) await forgetCachedEmployee(id);
    return result;
  }
}

declareRelations(EmployeeResolver, {
  // The row embeds its manager (the upstream's `manager` object) when it has one: a null there is the manager's own.
  manager: relation(
    () => Employee,
    (row: EmployeeRow) => row.managerId,
    employeeById,
    {
      description: 'Direct manager',
      carried: (row) => (row.manager && String(row.manager.id) === String(row.managerId) ? row.manager : {}),
      carriesNulls: true,
    },
  ),
  team: relation(
    () => Team,
    (row: EmployeeRow) => row.teamId,
    teamById,
    { description: 'Team', carried: (row) => ({ teamName: row.teamName }) },
  ),
  department: relation(
    () => Department,
    (row: EmployeeRow) => row.departmentId,
    departmentById,
    {
      description: 'Department',
      carried: (row) => ({ departmentName: row.departmentName }),
    },
  ),
  employmentRole: relation(
    () => EmploymentRole,
    (row: EmployeeRow) => row.employmentRoleId,
    roleById,
    {
      description: 'The employment role matching the role title',
      carried: (row) => ({ title: row.roleTitle }),
    },
  ),
});
