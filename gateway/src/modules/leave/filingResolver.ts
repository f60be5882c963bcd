/**
 * Whom the caller may file leave for (`leaveFilingEmployees`), so the web asks instead of re-deriving the rule.
 * Same rule as the upstream's assertMayFileFor (upstream/src/leave/access.ts): CEO, heads and auditors file for anyone;
 * a team leader (without those roles) only for the people below them in the reporting chain. Others may not file for
 * someone else at all (leaveRequests.add refuses them).
 */
import { Args, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { Roles } from '../../access/roles';
import type { Context } from '../../context';
import { EmployeeArgs } from '../people/inputs';
import type { Page } from '../../common/paging';
import { employeeList, type EmployeeListPath, type EmployeeRow } from '../people/resolver';
import { EmployeePage } from '../people/types';

/** The upstream list holding exactly the employees these roles may file leave for. */
export const filingListPath = (roles: Roles): EmployeeListPath => (roles.ceo || roles.head || roles.auditor ? '/employees' : '/employees/managed_employees');

@Resolver()
export class LeaveFilingResolver {
  @Authorized('leaveRequests.add')
  @Query(() => EmployeePage, {
    description:
      'Employees the caller may file a leave request for: everyone for CEO, heads and auditors; a team leader, or a manager holding MANAGE_LEAVE_REQUESTS, everyone below them',
  })
  async leaveFilingEmployees(@Args(() => EmployeeArgs) args: EmployeeArgs, @Ctx() ctx: Context): Promise<Page<EmployeeRow>> {
    const path = filingListPath(await ctx.roles()); // a MANAGE_LEAVE_REQUESTS holder: managed_employees (their line)
    return employeeList(ctx, path, args);
  }
}
