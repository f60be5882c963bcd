/**
 * THE people picker's query (`personOptions`): the first matches of a search among whom the caller may pick for one
 * purpose, never the whole company (a 5,000-person company made every picker page carry 0.3-0.8 MB). Each purpose keeps
 * the rule its screen had: the access key that opens it and the upstream list that holds exactly the people it may
 * name (leave: leaveFilingEmployees' rule; actions: the upstream's fileable list; attrition: SPEC §7's headcount list).
 * Every list takes SPEC §3's `search` and `limit`, so a SPEC §7-only upstream answers the same way.
 */
import { Args, ArgsType, Authorized, Ctx, Field, ID, Int, ObjectType, Query, Resolver, registerEnumType } from 'type-graphql';
import type { Context } from '../../context';
import { canAccess, viewerFor, type AccessKey } from '../../access/table';
import { forbidden } from '../../errors';
import { Paged, type Page } from '../../common/paging';
import { filingListPath } from '../leave/filingResolver';
import { employeeList, type EmployeeListPath, type EmployeeRow } from './resolver';

export enum PickerPurpose {
  EMPLOYEES = 'EMPLOYEES',
  COLLEAGUES = 'COLLEAGUES',
  MANAGERS = 'MANAGERS',
  REPORTS = 'REPORTS',
  PAY = 'PAY',
  ATTRITION = 'ATTRITION',
  SHUFFLE = 'SHUFFLE',
  ACTION_TARGETS = 'ACTION_TARGETS',
  LEAVE_FILING = 'LEAVE_FILING',
}
registerEnumType(PickerPurpose, {
  name: 'PickerPurpose',
  description: 'Whom a people picker offers (each purpose keeps the rule of its screen)',
  valuesConfig: {
    EMPLOYEES: { description: 'Every current employee (documents, assets, referrers, reviewers)' },
    COLLEAGUES: { description: 'Every current employee but the caller (kudos)' },
    MANAGERS: { description: 'Current employees who can manage others (permissions, new managers, reporting lines)' },
    REPORTS: { description: 'Everyone below the caller in the reporting chain (daily hours, goals)' },
    PAY: { description: 'Every current employee, for bonus, KPI and leads entry (employees.bonus, employees.kpis or leads.manage)' },
    ATTRITION: { description: 'Active employees an attrition may be recorded for (attritions.manage; SPEC §7 GET /api/headcount_employees)' },
    SHUFFLE: { description: 'Current employees a shuffle request may move (shuffle.add)' },
    ACTION_TARGETS: { description: 'Employees the caller may file an action against (actions.newAgainst)' },
    LEAVE_FILING: { description: 'Employees the caller may file a leave request for (leaveRequests.add; as leaveFilingEmployees)' },
  },
});

/** The most a picker asks for at once. */
export const PICKER_LIMIT = 20;

@ObjectType({ description: 'One person a picker offers' })
export class PersonOption {
  @Field(() => ID, { description: 'Employee id' })
  id!: string;
  @Field(() => String, { description: 'Full name' })
  name!: string;
  @Field(() => String, { nullable: true, description: 'Company employee number (RES_ID)' })
  resId!: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Whether they manage others (null where the list does not say)' })
  canManage!: boolean | null;
  @Field(() => ID, { nullable: true, description: 'Their direct manager (null where none, or where the list does not say)' })
  managerId!: string | null;
  @Field(() => String, { nullable: true, description: "Their direct manager's name" })
  managerName!: string | null;
}

@ObjectType({ description: 'The first matches of a picker search, and how many match in all' })
export class PersonMatches extends Paged(PersonOption) {}

@ArgsType()
export class PersonOptionArgs {
  @Field(() => PickerPurpose, { description: 'Whom the picker offers' })
  purpose!: PickerPurpose;
  @Field(() => String, { nullable: true, description: 'Matches name or RES_ID (blank: the first people by name)' })
  search?: string | null;
  @Field(() => Int, { defaultValue: PICKER_LIMIT, description: `How many (1-${PICKER_LIMIT})` })
  limit!: number;
  @Field(() => [ID], { nullable: true, description: 'People left out (the caller is always left out of COLLEAGUES)' })
  excludeIds?: string[] | null;
}

/** Who may ask for each purpose (any one key); none: every signed-in user. */
const ACCESS: Partial<Record<PickerPurpose, AccessKey[]>> = {
  PAY: ['employees.bonus', 'employees.kpis', 'leads.manage'],
  ATTRITION: ['attritions.manage'],
  SHUFFLE: ['shuffle.add'],
  ACTION_TARGETS: ['actions.newAgainst'],
  LEAVE_FILING: ['leaveRequests.add'],
};

const text = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

function employeeOption(e: Pick<EmployeeRow, 'id' | 'name' | 'resId' | 'canManage' | 'managerId' | 'manager'>): PersonOption {
  const managerId = e.managerId == null ? null : String(e.managerId);
  return {
    id: String(e.id),
    name: e.name,
    resId: text(e.resId),
    canManage: e.canManage,
    managerId,
    managerName: managerId && e.manager && String(e.manager.id) === managerId ? e.manager.name : null,
  };
}

interface Want {
  search: string | undefined;
  limit: number;
}

async function fromEmployees(ctx: Context, path: EmployeeListPath, want: Want): Promise<Page<PersonOption>> {
  const page = await employeeList(ctx, path, { search: want.search, page: 1, limit: want.limit, sortBy: 'name' });
  return { items: page.items.map(employeeOption), count: page.count };
}

async function actionTargets(ctx: Context, want: Want): Promise<Page<PersonOption>> {
  const page = await ctx.rest.get('/action_againsts/managed_employees', { query: { page: 1, limit: want.limit, sortBy: 'name', search: want.search } });
  const items = page.items.map((e) => ({
    id: String(e.id),
    name: e.name,
    resId: text(e.resId),
    canManage: null,
    managerId: e.managerId == null ? null : String(e.managerId),
    managerName: null,
  }));
  return { items, count: page.count };
}

async function attritionTargets(ctx: Context, want: Want): Promise<Page<PersonOption>> {
  const page = await ctx.rest.get('/api/headcount_employees', {
    // Only what the picker shows (SPEC §3 `fields`; a server that ignores it answers whole rows, read the same way).
    query: { active: 'true', sortBy: 'name', sortDir: 'asc', page: 1, limit: want.limit, search: want.search, fields: 'id,name,RES_ID' },
  });
  const items = page.items.map((row) => ({
    id: String(row.id),
    name: String(row.name ?? ''),
    resId: text(row.resId),
    canManage: null,
    managerId: null,
    managerName: null,
  }));
  return { items, count: page.count };
}

@Resolver()
export class PersonPickerResolver {
  @Authorized()
  @Query(() => PersonMatches, {
    description: `The people picker: the first matches (at most ${PICKER_LIMIT}, by name) of a search among whom the caller may pick for a purpose; FORBIDDEN when the purpose is not theirs`,
  })
  async personOptions(@Args(() => PersonOptionArgs) args: PersonOptionArgs, @Ctx() ctx: Context): Promise<Page<PersonOption>> {
    const keys = ACCESS[args.purpose];
    const viewer = await viewerFor(ctx);
    if (keys && !keys.some((key) => canAccess(viewer, key))) throw forbidden();
    const excluded = new Set((args.excludeIds ?? []).map(String));
    if (args.purpose === PickerPurpose.COLLEAGUES) excluded.add(viewer.id);
    const limit = Math.min(PICKER_LIMIT, Math.max(1, args.limit));
    // Asked for as many more as may be left out, so the answer still holds `limit` people when enough match.
    const want: Want = { search: args.search?.trim() || undefined, limit: limit + excluded.size };
    const page = await this.list(ctx, args.purpose, want);
    const items = page.items.filter((p) => !excluded.has(p.id));
    return { items: items.slice(0, limit), count: Math.max(0, page.count - (page.items.length - items.length)) };
  }

  private async list(ctx: Context, purpose: PickerPurpose, want: Want): Promise<Page<PersonOption>> {
    switch (purpose) {
      case PickerPurpose.MANAGERS:
        return fromEmployees(ctx, '/employees/managers', want);
      case PickerPurpose.REPORTS:
        return fromEmployees(ctx, '/employees/managed_employees', want);
      case PickerPurpose.ATTRITION:
        return attritionTargets(ctx, want);
      case PickerPurpose.ACTION_TARGETS:
        return actionTargets(ctx, want);
      case PickerPurpose.LEAVE_FILING:
        return fromEmployees(ctx, filingListPath(await ctx.roles()), want);
      default: // EMPLOYEES, COLLEAGUES, PAY, SHUFFLE: every current employee
        return fromEmployees(ctx, '/employees', want);
    }
  }
}
