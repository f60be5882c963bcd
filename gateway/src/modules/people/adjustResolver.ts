/**
 * Which agents the caller may move on /employees/adjust (`adjustableAgents`), so the web asks instead of re-deriving
 * the rule. Same rule as the upstream's POST /employees/adjust_teams: HR and role type 2 move any agent; a cold-calling
 * head (anyone else who passes teams.adjust) only agents of their own department.
 */
import { Args, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../../context';
import { EmployeeArgs } from './inputs';
import type { Page } from '../../common/paging';
import { employeeList, type EmployeeRow } from './resolver';
import { EmployeePage } from './types';

@Resolver()
export class AdjustTeamsResolver {
  @Authorized('teams.adjust')
  @Query(() => EmployeePage, {
    description: 'Agents the caller may move to another team or manager: any for HR and role type 2, else their own department only',
  })
  async adjustableAgents(@Args(() => EmployeeArgs) args: EmployeeArgs, @Ctx() ctx: Context): Promise<Page<EmployeeRow>> {
    const [roles, user] = await Promise.all([ctx.roles(), ctx.currentUser()]);
    const anyAgent = roles.hr || user.role === 2;
    const departmentId = anyAgent ? args.departmentId : String(user.departmentId ?? '0');
    return employeeList(ctx, '/employees/agents', { ...args, departmentId });
  }
}
