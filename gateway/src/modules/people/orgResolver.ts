/**
 * Organisation around employees: teams, departments, employment roles and statuses (list, add, rename), holidays,
 * monthly targets and sign-in access. Role rules (SPEC §6) at the gateway: lookups `headcount.manage`, holidays
 * `holidays.manage`, access `access.grant`; lists are open to every signed-in user (pickers need them) except access.
 */
import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { PageArgs, pageQuery } from '../../common/paging';
import type { Context } from '../../context';
import { HolidayArgs, HolidayInput, SearchArgs, TargetArgs } from './inputs';
import { employeeById, toDepartment, toEmploymentRole, toTeam } from './loaders';
import {
  AccessEmployee,
  AccessEmployeePage,
  AccessGrant,
  Department,
  DepartmentPage,
  Employee,
  EmploymentRole,
  EmploymentRolePage,
  EmploymentStatus,
  EmploymentStatusPage,
  Holiday,
  HolidayPage,
  TargetPage,
  Target,
  TeamPage,
  Team,
} from './types';

type Row = Record<string, unknown>;
type Page<T> = { items: T[]; count: number };

async function list<T>(ctx: Context, path: string, query: object, map: (row: Row) => T): Promise<Page<T>> {
  const page = await ctx.rest.get<Page<Row>>(path, { query });
  return { items: page.items.map(map), count: page.count };
}

const toStatus = (row: Row): EmploymentStatus => ({ id: String(row.id), name: String(row.name) });
const toHoliday = (row: Row): Holiday => ({
  id: String(row.id),
  vacName: String(row.vacName),
  multipleOfPay: Number(row.multipleOfPay),
  startDate: String(row.startdate),
  endDate: String(row.enddate),
});
const id = (description: string) => Arg('id', () => ID, { description });
const path = (base: string, value: string) => `${base}/${encodeURIComponent(value)}`;

@Resolver(() => Department)
export class OrganisationResolver {
  @Authorized()
  @Query(() => TeamPage, { description: 'Teams (team_ID, team_name)' })
  teams(@Args(() => PageArgs) args: PageArgs, @Ctx() ctx: Context): Promise<Page<Team>> {
    return list(ctx, '/teams', pageQuery(args), toTeam);
  }

  @Authorized()
  @Query(() => DepartmentPage, { description: 'Departments' })
  departments(@Args(() => PageArgs) args: PageArgs, @Ctx() ctx: Context): Promise<Page<Department>> {
    return list(ctx, '/departments', pageQuery(args), toDepartment);
  }

  @Authorized('headcount.manage')
  @Mutation(() => Department, { description: 'Adds a department (name trimmed; blank: BAD_USER_INPUT, duplicate: CONFLICT)' })
  async addDepartment(@Arg('departmentName', () => String, { description: 'Name' }) departmentName: string, @Ctx() ctx: Context) {
    return toDepartment(await ctx.rest.post<Row>('/departments', { body: { department: { departmentName: departmentName.trim() } } }));
  }

  @Authorized('headcount.manage')
  @Mutation(() => Department, { description: 'Renames a department' })
  async renameDepartment(@id('Department id') depId: string, @Arg('departmentName', () => String, { description: 'New name' }) departmentName: string, @Ctx() ctx: Context) {
    return toDepartment(await ctx.rest.patch<Row>(path('/departments', depId), { body: { department: { departmentName: departmentName.trim() } } }));
  }

  @Authorized()
  @Query(() => EmploymentRolePage, { description: 'Employment roles (job titles)' })
  employmentRoles(@Args(() => PageArgs) args: PageArgs, @Ctx() ctx: Context): Promise<Page<EmploymentRole>> {
    return list(ctx, '/employment_roles', pageQuery(args), toEmploymentRole);
  }

  @Authorized('headcount.manage')
  @Mutation(() => EmploymentRole, { description: 'Adds an employment role (title trimmed)' })
  async addEmploymentRole(@Arg('title', () => String, { description: 'Title' }) title: string, @Ctx() ctx: Context) {
    return toEmploymentRole(await ctx.rest.post<Row>('/employment_roles', { body: { employmentRole: { title: title.trim() } } }));
  }

  @Authorized('headcount.manage')
  @Mutation(() => EmploymentRole, { description: 'Renames an employment role (and the title of everyone holding it)' })
  async renameEmploymentRole(@id('Employment role id') roleId: string, @Arg('title', () => String, { description: 'New title' }) title: string, @Ctx() ctx: Context) {
    return toEmploymentRole(await ctx.rest.patch<Row>(path('/employment_roles', roleId), { body: { employmentRole: { title: title.trim() } } }));
  }

  @Authorized()
  @Query(() => EmploymentStatusPage, { description: 'Employment statuses' })
  statuses(@Args(() => PageArgs) args: PageArgs, @Ctx() ctx: Context): Promise<Page<EmploymentStatus>> {
    return list(ctx, '/statuses', pageQuery(args), toStatus);
  }

  @Authorized('headcount.manage')
  @Mutation(() => EmploymentStatus, { description: 'Adds an employment status (name trimmed)' })
  async addStatus(@Arg('name', () => String, { description: 'Name' }) name: string, @Ctx() ctx: Context) {
    return toStatus(await ctx.rest.post<Row>('/statuses', { body: { status: { name: name.trim() } } }));
  }

  @Authorized('headcount.manage')
  @Mutation(() => EmploymentStatus, { description: 'Renames an employment status' })
  async renameStatus(@id('Status id') statusId: string, @Arg('name', () => String, { description: 'New name' }) name: string, @Ctx() ctx: Context) {
    return toStatus(await ctx.rest.patch<Row>(path('/statuses', statusId), { body: { status: { name: name.trim() } } }));
  }

  @Authorized()
  @Query(() => HolidayPage, { description: 'Company holidays, latest first' })
  holidays(@Args(() => HolidayArgs) args: HolidayArgs, @Ctx() ctx: Context): Promise<Page<Holiday>> {
    return list(ctx, '/vacations', { ...pageQuery(args), year: args.year }, toHoliday);
  }

  @Authorized('holidays.manage')
  @Mutation(() => Holiday, { description: 'Adds a holiday (CEO, HR)' })
  async addHoliday(@Arg('input', () => HolidayInput, { description: 'The holiday' }) input: HolidayInput, @Ctx() ctx: Context) {
    const body = { vacName: input.vacName.trim(), multipleOfPay: input.multipleOfPay, startdate: input.startDate, enddate: input.endDate };
    return toHoliday(await ctx.rest.post<Row>('/vacations', { body }));
  }

  @Authorized()
  @Query(() => TargetPage, {
    description: 'Monthly targets (CEO, HR, heads: everyone; managers: themselves and their reports; others: themselves)',
  })
  targets(@Args(() => TargetArgs) args: TargetArgs, @Ctx() ctx: Context): Promise<Page<Target>> {
    const query = { ...pageQuery(args), month: args.month, search: args.search, teamId: args.teamId };
    return list(ctx, '/targets', query, (row) => ({ ...(row as unknown as Target), id: String(row.id) }));
  }

  @Authorized('access.grant')
  @Query(() => AccessEmployeePage, { description: 'Employees who may sign in (admin)' })
  accessEmployees(@Args(() => SearchArgs) args: SearchArgs, @Ctx() ctx: Context): Promise<Page<AccessEmployee>> {
    return list(ctx, '/employees/access_employees', { ...pageQuery(args), search: args.search }, (row) => ({
      ...(row as unknown as AccessEmployee),
      id: String(row.id),
    }));
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
    const answer = await ctx.rest.post<AccessGrant>('/employees/give_access', { body: { employeeId, email: email?.trim() || undefined } });
    return { ...answer, employeeId: String(answer.employeeId) };
  }

  @FieldResolver(() => Employee, { nullable: true, description: 'Head of the department' })
  head(@Root() department: Department, @Ctx() ctx: Context): Promise<Employee | null> {
    return employeeById(ctx).load(department.headId) as Promise<Employee | null>;
  }
}
