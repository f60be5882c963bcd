/**
 * Organisation around employees: teams, holidays, monthly targets and sign-in access, and the department head
 * relation (departments, employment roles and statuses are named lookups: lookups.ts). Role rules (SPEC §6) at the
 * gateway: lookups `headcount.manage`, holidays `holidays.manage`, access `access.grant`; lists are open to every
 * signed-in user (pickers need them) except access.
 */
import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { pageQuery, type Page } from '../../common/paging';
import type { Context } from '../../context';
import { AccessEmployeeArgs, HolidayArgs, HolidayInput, TargetArgs, TeamArgs } from './inputs';
import { declareRelations } from '../../kit/relations';
import { employeeRelation, toTeam } from './loaders';
import { fetchPage as list } from '../../kit/loaders';
import { toAccessEmployee, toHoliday, toTarget } from './mappers';
import { AccessEmployee, AccessEmployeePage, AccessGrant, Department, Holiday, HolidayPage, TargetPage, Target, TeamPage, Team } from './types';

@Resolver(() => Department)
export class OrganisationResolver {
  @Authorized()
  @Query(() => TeamPage, { description: 'Teams (team_ID, team_name)' })
  teams(@Args(() => TeamArgs) args: TeamArgs, @Ctx() ctx: Context): Promise<Page<Team>> {
    return list(ctx, '/teams', pageQuery(args), toTeam, { shared: true });
  }

  @Authorized()
  @Query(() => HolidayPage, { description: 'Company holidays, latest first' })
  holidays(@Args(() => HolidayArgs) args: HolidayArgs, @Ctx() ctx: Context): Promise<Page<Holiday>> {
    // The same for every signed-in caller (no role scope upstream): reference data, dropped by addHoliday like any write.
    return list(ctx, '/vacations', { ...pageQuery(args), year: args.year }, toHoliday, { shared: true });
  }

  @Authorized('holidays.manage')
  @Mutation(() => Holiday, { description: 'Adds a holiday (CEO, HR)' })
  async addHoliday(@Arg('input', () => HolidayInput, { description: 'The holiday' }) input: HolidayInput, @Ctx() ctx: Context) {
    const body = { vacName: input.vacName.trim(), multipleOfPay: input.multipleOfPay, startdate: input.startDate, enddate: input.endDate };
    return toHoliday(await ctx.rest.post('/vacations', { body }));
  }

  @Authorized()
  @Query(() => TargetPage, {
    description: 'Monthly targets (CEO, HR, heads: everyone; managers: themselves and their reports; others: themselves)',
  })
  targets(@Args(() => TargetArgs) args: TargetArgs, @Ctx() ctx: Context): Promise<Page<Target>> {
    const query = { ...pageQuery(args), month: args.month, search: args.search, teamId: args.teamId };
    return list(ctx, '/targets', query, toTarget);
  }

  @Authorized('access.grant')
  @Query(() => AccessEmployeePage, { description: 'Employees who may sign in (admin)' })
  accessEmployees(@Args(() => AccessEmployeeArgs) args: AccessEmployeeArgs, @Ctx() ctx: Context): Promise<Page<AccessEmployee>> {
    return list(ctx, '/employees/access_employees', { ...pageQuery(args), search: args.search }, toAccessEmployee);
  }

  @Authorized('access.grant')
  @Mutation(() => AccessGrant, {
    description: 'Lets an existing employee sign in (admin). NOT_FOUND "Employee not found in database, please add him first" otherwise',
  })
  async giveAccess(
    @Arg('employeeId', () => ID, { nullable: true, description: 'The employee' }) employeeId: string | null | undefined,
    @Arg('email', () => String, { nullable: true, description: "Or the employee's e-mail" }) email: string | null | undefined,
    @Ctx() ctx: Context,
  ): Promise<AccessGrant> {
    const answer = await ctx.rest.post('/employees/give_access', { body: { employeeId, email: email?.trim() || undefined } });
    // An upstream with the mail extension e-mails an invitation; a SPEC §7-only one answers a temporary password.
    return { ...answer, employeeId: String(answer.employeeId), invitationSent: answer.invitationSent ?? false };
  }
}

declareRelations(OrganisationResolver, {
  head: employeeRelation('Head of the department', (department: Department) => department.headId),
});
