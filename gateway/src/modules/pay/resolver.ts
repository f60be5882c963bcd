/**
 * Pay data over the upstream (upstream/src/pay/routes.ts documents the REST side, formulas.ts the sheet).
 * Role rules (SPEC §6) at the gateway, the same as the upstream's: the sheet and the payment sheet are CEO/HR
 * (`employees.salaries`), bonuses CEO/HR (`employees.bonus`), KPIs CEO/HR/heads (`employees.kpis`), leads are read by
 * everyone (the upstream scopes them) and written by CEO/HR/heads (`leads.manage`), daily hours are logged by team
 * leaders for their agents (`hours.daily`) and read by everyone within the upstream's scope. Money fields are guarded
 * per field (types.ts). Totals and the payment sheet read the whole sheet of the filter in one call (`limit` omitted:
 * SPEC's "everything"), so nothing here pages by hand.
 */
import { Args, Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { pageQuery, type Page } from '../../common/paging';
import { filterQuery } from '../../kit/filterQuery';
import { fetchPage } from '../../kit/loaders';
import { idempotencyHeaders, idempotencyKeyArg } from '../../common/idempotency';
import type { Context } from '../../context';
import type { GetAnswer } from '../../rest/typed';
import {
  BonusArgs,
  BonusInput,
  DailyHoursInput,
  DialerArgs,
  KpiArgs,
  KpiInput,
  LeadArgs,
  LeadInput,
  SalaryArgs,
  SalaryFilterArgs,
  WorkedHoursArgs,
} from './inputs';
import { withExtension } from '../../kit/capabilities';
import {
  Bonus,
  Kpi,
  BonusPage,
  DialerPage,
  KpiPage,
  Lead,
  LeadPage,
  PaymentSheetRow,
  SalaryPage,
  SalaryRow,
  SalaryTotals,
  WorkedHoursPage,
  WorkedHoursRecord,
} from './types';
import { PageArgs } from '../../common/paging';
import { canAccess } from '../../access/table';
import { ErrorCode, gatewayError } from '../../errors';
import { COMPANY_CURRENCY } from '@hr/rules';

/** SPEC §6: the refusal of a caller who may not add leads. */
export const LEADS_FORBIDDEN = 'You do not have enough permissions to add leads to employees';

/** One page of rows the gateway assembled itself (SPEC §7 fallbacks): limit -1 = all. */
function pageOf<T>(items: T[], args: PageArgs): Page<T> {
  const limit = args.limit ?? 25;
  if (limit === -1) return { items, count: items.length };
  const page = Math.max(1, args.page ?? 1);
  return { items: items.slice((page - 1) * limit, page * limit), count: items.length };
}

type RestSalaryRow = GetAnswer<'/salaries'>['items'][number];

type WithIds<R> = { [K in keyof R]: K extends 'id' | 'employeeId' ? string : R[K] };

/** A pay row with its ids as GraphQL `ID`s (the upstream's are numbers), the rest as the upstream has it. */
// TypeScript reads a spread of a generic row as an intersection, so the replaced ids are restated once here.
const withIds = <R extends { id: number; employeeId: number }>(row: R): WithIds<R> =>
  ({ ...row, id: String(row.id), employeeId: String(row.employeeId) }) as WithIds<R>;

/** SPEC §9: payment sheets are paid in USD, the company's currency (the one every screen and export shows). */
export const BALANCE_SOURCE = COMPANY_CURRENCY;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** '2026-11' -> 'November 2026 Salary' (SPEC §3 payment sheet description). */
export function paymentDescription(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return `${MONTHS[m - 1]} ${y} Salary`;
}

export function toSalaryRow(row: RestSalaryRow): SalaryRow {
  const weeks = [1, 2, 3, 4, 5].map((week) => ({
    week,
    hours: row[`week${week}Hours` as 'week1Hours'],
    target: row[`week${week}Target` as 'week1Target'],
  }));
  return {
    ...row,
    id: String(row.id),
    departmentId: row.departmentId == null ? null : String(row.departmentId),
    teamId: row.teamId == null ? null : String(row.teamId),
    weeks,
  };
}

/** The sheet's filters as the upstream's query (also the XLSX export's, export.ts). */
export function sheetQuery(args: SalaryFilterArgs) {
  return {
    month: args.month || undefined,
    departmentId: args.departmentId || undefined,
    teamId: args.teamId || undefined,
    employeeType: args.employeeType || undefined,
    hourlyOrMonthly: args.hourlyOrMonthly || undefined,
    search: args.search || undefined,
  };
}

/** Every row of a filter (one upstream call). */
async function wholeSheet(ctx: Context, args: SalaryFilterArgs): Promise<RestSalaryRow[]> {
  const sheet = await ctx.rest.get('/salaries', { query: sheetQuery(args), timeoutMs: 60_000 });
  return sheet.items;
}

const worked = (row: GetAnswer<'/dialer_data'>['items'][number]): WorkedHoursRecord => ({
  ...row,
  id: String(row.id),
  dialerId: String(row.dialerId),
  employeeId: String(row.employeeId),
  vacId: row.vacId == null ? null : String(row.vacId),
  // A server that keeps no shifts answers without them.
  shiftStart: row.shiftStart ?? null,
  shiftEnd: row.shiftEnd ?? null,
});

@Resolver(() => SalaryRow)
export class PayResolver {
  @Authorized('employees.salaries')
  @Query(() => SalaryPage, { description: "A month's salaries sheet (CEO, HR), one row per employee employed in the month" })
  async salaries(@Args(() => SalaryArgs) args: SalaryArgs, @Ctx() ctx: Context): Promise<Page<SalaryRow>> {
    const page = await ctx.rest.get('/salaries', { query: filterQuery(args), timeoutMs: 60_000 });
    return { items: page.items.map(toSalaryRow), count: page.count };
  }

  @Authorized('employees.salaries')
  @Query(() => SalaryTotals, { description: 'The totals row of the salaries sheet over every row of the filter (CEO, HR)' })
  async salaryTotals(@Args(() => SalaryFilterArgs) args: SalaryFilterArgs, @Ctx() ctx: Context): Promise<SalaryTotals> {
    const rows = await wholeSheet(ctx, args);
    const sum = (key: keyof RestSalaryRow) => Math.round(rows.reduce((a, r) => a + Number(r[key] ?? 0), 0) * 100) / 100;
    return {
      employees: rows.length,
      hoursWorked: sum('hoursWorked'),
      targetHours: sum('targetHours'),
      hoursPay: sum('hoursPay'),
      bonus: sum('bonus'),
      kpi: sum('kpi'),
      allowance: sum('allowance'),
      compensation: sum('compensation'),
      extras: sum('extras'),
      amount: sum('amount'),
      lateness: sum('lateness'),
      totalPay: sum('totalPay'),
    };
  }

  @Authorized('employees.salaries')
  @Query(() => [PaymentSheetRow], { description: "A month's payment sheet (CEO, HR): account, USD, total_pay, '{Month} Salary'" })
  async paymentSheet(@Args(() => SalaryFilterArgs) args: SalaryFilterArgs, @Ctx() ctx: Context): Promise<PaymentSheetRow[]> {
    const rows = await wholeSheet(ctx, args);
    return rows.map((r) => ({
      employeeId: String(r.id),
      resId: r.resId,
      name: r.name,
      account: r.paymentAccount,
      balanceSource: BALANCE_SOURCE,
      amount: r.totalPay,
      description: paymentDescription(r.month),
    }));
  }

  @Authorized('employees.bonus')
  @Query(() => BonusPage, {
    description:
      "A month's bonuses (CEO, HR). Without the upstream's GET /salaries/bonus extension: one row per employee with the month's bonus total from the sheet (no note, author or time)",
  })
  bonuses(@Args(() => BonusArgs) args: BonusArgs, @Ctx() ctx: Context): Promise<Page<Bonus>> {
    return withExtension(
      ctx,
      'GET /salaries/bonus',
      async () => {
        const p = await ctx.rest.get('/salaries/bonus', { query: { ...pageQuery(args), month: args.month || undefined } });
        return { count: p.count, items: p.items.map(withIds) };
      },
      async () => {
        const rows = (await wholeSheet(ctx, { month: args.month })).filter((r) => r.bonus > 0);
        const items = rows.map((r) => ({
          id: `${r.id}-${r.month}`,
          employeeId: String(r.id),
          resId: r.resId,
          employeeName: r.name,
          month: r.month,
          amount: r.bonus,
          note: null,
          addedByName: null,
          createdAt: `${r.month}-01`,
        }));
        return pageOf(items, args);
      },
    );
  }

  @Authorized('employees.bonus')
  @Mutation(() => BonusPage, { description: 'Adds a bonus to one or more employees for a month (CEO, HR); the sheet changes at once' })
  async addBonus(
    @Arg('input', () => BonusInput, { description: 'The bonus' }) input: BonusInput,
    @idempotencyKeyArg() idempotencyKey: string | null,
    @Ctx() ctx: Context,
  ) {
    const page = await ctx.rest.post('/salaries/bonus', {
      body: { bonus: { ...input, employeeIds: input.employeeIds.map(Number) } },
      headers: idempotencyHeaders(idempotencyKey),
    });
    return { count: page.count, items: page.items.map(withIds) };
  }

  @Authorized('employees.kpis')
  @Query(() => KpiPage, {
    description:
      "A month's KPIs (CEO, HR; heads: their department and people). Without the upstream's GET /salaries/kpi extension: the sheet's KPIs (CEO, HR only; heads read an empty list)",
  })
  kpis(@Args(() => KpiArgs) args: KpiArgs, @Ctx() ctx: Context): Promise<Page<Kpi>> {
    return withExtension(
      ctx,
      'GET /salaries/kpi',
      async () => {
        const page = await ctx.rest.get('/salaries/kpi', { query: { ...pageQuery(args), month: args.month || undefined } });
        return { count: page.count, items: page.items.map(withIds) };
      },
      async () => {
        if (!canAccess(await ctx.roles(), 'employees.salaries')) return { items: [], count: 0 };
        const rows = (await wholeSheet(ctx, { month: args.month })).filter((r) => r.kpiTier != null);
        const items = rows.map((r) => ({
          id: `${r.id}-${r.month}`,
          employeeId: String(r.id),
          resId: r.resId,
          employeeName: r.name,
          month: r.month,
          kpiTier: r.kpiTier!,
          kpi: r.kpi,
          addedByName: null,
          updatedAt: `${r.month}-01`,
        }));
        return pageOf(items, args);
      },
    );
  }

  @Authorized('employees.kpis')
  @Mutation(() => KpiPage, { description: "Sets the month's KPI (tier and amount) of one or more employees (CEO, HR, heads for their department)" })
  async setKpi(
    @Arg('input', () => KpiInput, { description: 'The KPI' }) input: KpiInput,
    @idempotencyKeyArg() idempotencyKey: string | null,
    @Ctx() ctx: Context,
  ) {
    const page = await ctx.rest.post('/salaries/kpi', {
      body: { kpi: { ...input, employeeIds: input.employeeIds.map(Number) } },
      headers: idempotencyHeaders(idempotencyKey),
    });
    return { count: page.count, items: page.items.map(withIds) };
  }

  @Authorized()
  @Query(() => LeadPage, { description: 'Payable leads per employee and month (CEO, HR, heads: everyone; others their own and their people)' })
  async leads(@Args(() => LeadArgs) args: LeadArgs, @Ctx() ctx: Context) {
    const page = await ctx.rest.get('/leads', {
      query: { ...pageQuery(args), month: args.month || undefined, search: args.search || undefined, teamId: args.teamId || undefined },
    });
    return { count: page.count, items: page.items.map(withIds) };
  }

  @Authorized()
  @Mutation(() => Lead, {
    description:
      "Sets an employee's payable leads of a month (CEO, HR, heads); FORBIDDEN 'You do not have enough permissions to add leads to employees' otherwise",
  })
  async saveLead(@Arg('input', () => LeadInput, { description: 'The leads' }) input: LeadInput, @Ctx() ctx: Context): Promise<Lead> {
    // The `leads.manage` rule, refused with SPEC §6/§8's own text (the upstream answers the same 403).
    if (!canAccess(await ctx.roles(), 'leads.manage')) throw gatewayError(ErrorCode.FORBIDDEN, LEADS_FORBIDDEN);
    const l = await ctx.rest.post('/leads', { body: { lead: { ...input } } });
    return withIds(l);
  }

  @Authorized()
  @Query(() => DialerPage, { description: 'The dialers' })
  async dialers(@Args(() => DialerArgs) args: DialerArgs, @Ctx() ctx: Context) {
    // The catalogue is the same for every caller: from the reference cache, dropped by any write through the gateway.
    return fetchPage(ctx, '/dialers', pageQuery(args), (d) => ({ ...d, id: String(d.id) }), { shared: true });
  }

  @Authorized()
  @Query(() => WorkedHoursPage, {
    description: 'Worked-hours records the caller may see (team leaders: their agents; CEO, HR, heads: everyone), with the total of the filter',
  })
  async workedHours(@Args(() => WorkedHoursArgs) args: WorkedHoursArgs, @Ctx() ctx: Context) {
    const query = {
      ...pageQuery(args),
      startDate: args.startDate || undefined,
      endDate: args.endDate || undefined,
      month: args.month || undefined,
      employeeId: args.employeeId || undefined,
      search: args.search || undefined,
    };
    const page = args.holidaysOnly ? await ctx.rest.get('/vacationworkeds', { query }) : await ctx.rest.get('/dialer_data', { query });
    const items = page.items.map(worked);
    return { items, count: page.count, totalHours: page.totalHours ?? items.reduce((a, r) => a + r.hoursWorked, 0) };
  }

  @Authorized('hours.daily')
  @Mutation(() => WorkedHoursRecord, {
    description:
      'Logs an agent\'s hours of a day on a dialer (team leaders, their agents); with vacId a holiday worked, NOT_ACCEPTABLE "The selected date doesn\'t fall in the vacation period" when the date is outside it',
  })
  async logDailyHours(@Arg('input', () => DailyHoursInput, { description: 'The hours' }) input: DailyHoursInput, @Ctx() ctx: Context) {
    const row = input.vacId
      ? await ctx.rest.post('/vacationworkeds', { body: { vacationworked: vacationBody(input) } })
      : await ctx.rest.post('/dialer_data', { body: { dialerData: dialerBody(input) } });
    return worked(row);
  }

  @Authorized('hours.daily')
  @Mutation(() => WorkedHoursRecord, { description: 'Changes a worked-hours record (team leaders, their agents); a holiday record stays one' })
  async updateDailyHours(
    @Arg('id', () => ID, { description: 'Record id' }) id: string,
    @Arg('input', () => DailyHoursInput, { description: 'The hours' }) input: DailyHoursInput,
    @Ctx() ctx: Context,
  ) {
    const row = input.vacId
      ? await ctx.rest.put('/vacationworkeds/{id}', { params: { id }, body: { vacationworked: vacationBody(input) } })
      : await ctx.rest.put('/dialer_data/{id}', { params: { id }, body: { dialerData: dialerBody(input) } });
    return worked(row);
  }
}

const shift = (i: DailyHoursInput) => ({ shiftStart: i.shiftStart || undefined, shiftEnd: i.shiftEnd || undefined });
const dialerBody = (i: DailyHoursInput) => ({
  resId: i.resId,
  dialerId: Number(i.dialerId),
  date: i.date,
  hoursWorked: i.hoursWorked,
  dayType: i.dayType || undefined,
  ...shift(i),
});
const vacationBody = (i: DailyHoursInput) => ({
  resId: i.resId,
  dialerId: Number(i.dialerId),
  date: i.date,
  hoursWorked: i.hoursWorked,
  vacId: Number(i.vacId),
  ...shift(i),
});
