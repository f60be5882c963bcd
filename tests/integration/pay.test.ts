/**
 * Pay data through GraphQL against the real upstream: the salaries sheet's formulas against hand-computed
 * examples (an hourly and a monthly employee in March 2021 with leaves, deductions of each type, bonus, KPI, leads,
 * a holiday worked, lateness), the payment sheet, bonus and KPI entry, leads (and SPEC's permission message), dialers,
 * daily hours (409 duplicate, 24 h a day, own agents only, SPEC's 406 vacation-period message), worked hours and
 * targets reading the same hours, and the role and pay-field rules for every demo role.
 *
 * @spec GET /salaries/bonus, GET /salaries/kpi, GET /salaries?limit, GET /salaries?hourly_or_monthly
 * @spec GET /salaries?employee_id, GET /leads?limit, GET /dialer_data?limit, GET /dialer_data?start_date
 * @spec GET /dialer_data?end_date, GET /dialer_data?dialer_id, GET /vacationworkeds?limit
 * @spec GET /vacationworkeds?start_date, GET /vacationworkeds?end_date, GET /vacationworkeds?dialer_id
 * @postgres pay
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { graphql } from '../generated';
import { builders, type Person } from '../support/builders';
import { dataOf, demoName, gql, itFull, loginAs, present, startStack, type Stack } from '../support/stack';
import type { DemoKey } from '../../upstream/src/seed';
// The screens' own documents (typed by the web's codegen): a change to a screen's query is tested here too.
import { DialersDocument as DIALERS } from '../../web/src/features/pay/pay.generated';

let stack: Stack;
const tokens: Partial<Record<DemoKey, string>> = {};
const ROLES: DemoKey[] = ['ceo', 'headofhr', 'hr', 'head', 'headauditing', 'coldhead', 'teamleader', 'auditor', 'acm', 'agent'];
let monthlyId = 0;
let hourlyId = 0;
let holidayId = 0;
/** An agent of another team (not the team leader's) and an agent of another department (not the head's). */
let otherTeam: Person;
let otherDepartment: Person;

const SHEET = graphql(`
  query PaySheet($month: String, $search: String, $departmentId: ID, $teamId: ID, $employeeType: String) {
    salaries(month: $month, search: $search, departmentId: $departmentId, teamId: $teamId, employeeType: $employeeType, limit: -1) {
      count
      items {
        id
        resId
        name
        startDate
        endDate
        workingDays
        hourlyOrMonthly
        managerName
        paymentAccount
        weeks {
          week
          hours
          target
        }
        hoursWorked
        hoursGiven
        annuals
        casuals
        sick
        paidLeave
        training
        allowance
        leadsTarget
        kpiTier
        kpi
        bonus
        compensation
        actions
        amount
        lateness
        baseSalary
        hourlyRate
        targetHours
        targetLeads
        hoursPay
        extras
        totalPay
      }
    }
  }
`);
const LOG = graphql(`
  mutation PayLogDailyHours($input: DailyHoursInput!) {
    logDailyHours(input: $input) {
      id
      resId
      date
      hoursWorked
      dayType
      dialerName
      vacId
      vacName
    }
  }
`);
const UPDATE = graphql(`
  mutation PayUpdateDailyHours($id: ID!, $input: DailyHoursInput!) {
    updateDailyHours(id: $id, input: $input) {
      id
      hoursWorked
    }
  }
`);
const LOG_SHIFT = graphql(`
  mutation PayLogShift($input: DailyHoursInput!) {
    logDailyHours(input: $input) {
      id
      shiftStart
      shiftEnd
    }
  }
`);
const SHIFTS = graphql(`
  query PayWorkedHoursShifts {
    workedHours(month: "2021-03", search: "PAY-H", limit: -1) {
      items {
        id
        shiftStart
        shiftEnd
      }
    }
  }
`);
const WORKED = graphql(`
  query PayWorkedHours($month: String, $search: String, $holidaysOnly: Boolean) {
    workedHours(month: $month, search: $search, holidaysOnly: $holidaysOnly, limit: 5) {
      count
      totalHours
      items {
        resId
        date
        hoursWorked
        dayType
        vacId
      }
    }
  }
`);
const TARGETS = graphql(`
  query PayTargets {
    targets(month: "03-2021", limit: -1) {
      items {
        id
        workedHours
        targetHours
      }
    }
  }
`);
const ADD_BONUS = graphql(`
  mutation PayAddBonus($input: BonusInput!) {
    addBonus(input: $input) {
      count
      items {
        employeeId
        month
        amount
        note
      }
    }
  }
`);
const ADD_BONUS_COUNT = graphql(`
  mutation PayAddBonusCount($input: BonusInput!) {
    addBonus(input: $input) {
      count
    }
  }
`);
const SET_KPI = graphql(`
  mutation PaySetKpi($input: KpiInput!) {
    setKpi(input: $input) {
      items {
        employeeId
        kpiTier
        kpi
      }
    }
  }
`);
const SET_KPI_COUNT = graphql(`
  mutation PaySetKpiCount($input: KpiInput!) {
    setKpi(input: $input) {
      count
    }
  }
`);
const SAVE_LEAD = graphql(`
  mutation PaySaveLead($input: LeadInput!) {
    saveLead(input: $input) {
      resId
      month
      payableLeads
      employeeName
    }
  }
`);
const LEADS = graphql(`
  query PayLeads($month: String, $search: String) {
    leads(month: $month, search: $search) {
      count
      items {
        resId
        payableLeads
      }
    }
  }
`);
const BONUSES = graphql(`
  query PayBonuses {
    bonuses(month: "2021-03") {
      count
      items {
        employeeId
        amount
      }
    }
  }
`);
const KPIS = graphql(`
  query PayKpis {
    kpis(month: "2021-03") {
      count
      items {
        employeeId
        kpiTier
        kpi
      }
    }
  }
`);
const TOTALS = graphql(`
  query PaySalaryTotals {
    salaryTotals(month: "2021-03", search: "Paytest") {
      employees
      totalPay
      hoursWorked
    }
  }
`);
const PAYMENT_SHEET = graphql(`
  query PayPaymentSheet {
    paymentSheet(month: "2021-03", search: "Paytest") {
      resId
      account
      balanceSource
      amount
      description
    }
  }
`);
const SHEET_ACCESS = graphql(`
  query PaySheetAccess {
    salaries(month: "2021-03", limit: 1) {
      count
    }
    paymentSheet(month: "2021-03", search: "x") {
      amount
    }
  }
`);

async function sheetRow(name: string, token = tokens.hr!) {
  const res = await gql(stack, SHEET, { month: '2021-03', search: name }, token);
  expect(res.errors).toBeUndefined();
  return present(dataOf(res).salaries.items[0], `the sheet's row of ${name}`);
}

beforeAll(async () => {
  stack = await startStack();
  for (const role of ROLES) tokens[role] = await loginAs(stack, role);
  const seed = await builders(stack);
  otherTeam = await seed.person({ team: 3 });
  otherDepartment = await seed.person({ department: 'Cold Calling', team: 4 });
  const db = stack.upstream.db;
  const tl = (await db.query<{ id: number }>(`SELECT id FROM employees WHERE email = 'teamleader@demo.hr'`)).rows[0].id;
  const insert = async (resId: string, name: string, pay: string, hourly: number | null, monthly: number | null, joined: string) =>
    (
      await db.query<{ id: number }>(
        `INSERT INTO employees ("RES_ID", name, email, "team_ID", manager_id, department_id, role, role_title, target_hours_per_day,
           date_joined, employee_type, hourly_rate, monthly_rate, hourly_or_monthly)
         VALUES ($1, $2, lower($1) || '@pay.test', 1, $3, 2, 0, 'Customer Support Agent', 8, $4, 'Full Time', $5, $6, $7) RETURNING id`,
        [resId, name, tl, joined, hourly, monthly, pay],
      )
    ).rows[0].id;
  monthlyId = await insert('PAY-M', 'Paytest Monthly', 'monthly', null, 1760, '2020-01-01');
  hourlyId = await insert('PAY-H', 'Paytest Hourly', 'hourly', 10, null, '2021-03-15');
  // March 2021: 23 weekdays; the 10th is a holiday paid double -> 22 working days.
  holidayId = (
    await db.query<{ id: number }>(
      `INSERT INTO vacations (vac_name, multiple_of_pay, startdate, enddate) VALUES ('Pay Test Day', 2, '2021-03-10', '2021-03-10') RETURNING id`,
    )
  ).rows[0].id;
  // Monthly: 17 days × 10 h of regular hours; hourly: 12 days × 8 h.
  await db.query(`INSERT INTO dialer_data (employee_id, date, hours_worked) SELECT $1::int, d::date, 10 FROM unnest($2::date[]) d`, [
    monthlyId,
    [
      '2021-03-01',
      '2021-03-02',
      '2021-03-03',
      '2021-03-04',
      '2021-03-05',
      '2021-03-08',
      '2021-03-09',
      '2021-03-11',
      '2021-03-12',
      '2021-03-15',
      '2021-03-16',
      '2021-03-17',
      '2021-03-18',
      '2021-03-19',
      '2021-03-22',
      '2021-03-25',
      '2021-03-26',
    ],
  ]);
  await db.query(`INSERT INTO dialer_data (employee_id, date, hours_worked) SELECT $1::int, d::date, 8 FROM unnest($2::date[]) d`, [
    hourlyId,
    [
      '2021-03-15',
      '2021-03-16',
      '2021-03-17',
      '2021-03-18',
      '2021-03-19',
      '2021-03-22',
      '2021-03-23',
      '2021-03-24',
      '2021-03-25',
      '2021-03-26',
      '2021-03-29',
      '2021-03-30',
    ],
  ]);
  // Leaves: 2 annual days (monthly), 1 sick day (hourly), approved; a pending one that must not count.
  await db.query(
    `INSERT INTO leave_requests (employee_id, leave_type_id, start_date, end_date, status)
     SELECT $1::int, id, '2021-03-23'::date, '2021-03-24'::date, 'approved' FROM leave_types WHERE leave_name = 'Annual'
     UNION ALL SELECT $2::int, id, '2021-03-31'::date, '2021-03-31'::date, 'approved' FROM leave_types WHERE leave_name = 'Sick'
     UNION ALL SELECT $2::int, id, '2021-03-29'::date, '2021-03-29'::date, 'pending' FROM leave_types WHERE leave_name = 'Casual'`,
    [monthlyId, hourlyId],
  );
  // Approved deductions: monthly 100 money + 1 day + 5 %; hourly 50 money; a rejected one that must not count.
  const policy = (await db.query<{ id: number }>(`SELECT id FROM action_policies ORDER BY id LIMIT 1`)).rows[0].id;
  await db.query(
    `INSERT INTO action_againsts (employee_id, actionpolicy_id, date, status, action_type, deduction) VALUES
       ($1, $3, '2021-03-05', 1, 1, 100), ($1, $3, '2021-03-12', 1, 2, 1), ($1, $3, '2021-03-19', 1, 3, 5),
       ($2, $3, '2021-03-22', 1, 1, 50), ($2, $3, '2021-03-23', 2, 1, 999)`,
    [monthlyId, hourlyId, policy],
  );
  await db.query(
    `INSERT INTO attendances (employee_id, date, status) VALUES ($1, '2021-03-01', 'late'), ($1, '2021-03-02', 'late'), ($1, '2021-03-03', 'present')`,
    [monthlyId],
  );
}, 120_000);
afterAll(() => stack.close());

describe('pay: daily hours, holidays worked and worked hours', () => {
  it('a team leader logs a holiday worked for their agent; a date outside the holiday answers 406 with SPEC text', async () => {
    const dialers = dataOf(await gql(stack, DIALERS, {}, tokens.teamleader)).dialers;
    const main = present(
      dialers.items.find((d) => d.dialerName === 'Main dialer'),
      'the main dialer',
    );
    const outside = await gql(
      stack,
      LOG,
      { input: { resId: 'PAY-M', dialerId: main.id, date: '2021-03-11', hoursWorked: 8, vacId: String(holidayId) } },
      tokens.teamleader,
    );
    expect(outside.errors?.[0]).toMatchObject({ message: "The selected date doesn't fall in the vacation period", extensions: { code: 'NOT_ACCEPTABLE' } });
    const ok = await gql(
      stack,
      LOG,
      { input: { resId: 'PAY-M', dialerId: main.id, date: '2021-03-10', hoursWorked: 8, vacId: String(holidayId) } },
      tokens.teamleader,
    );
    expect(ok.errors).toBeUndefined();
    expect(dataOf(ok).logDailyHours).toMatchObject({ resId: 'PAY-M', date: '2021-03-10', hoursWorked: 8, dayType: 'holiday', vacName: 'Pay Test Day' });
  });

  it('refuses duplicates, more than 24 hours a day, other teams and other roles', async () => {
    const input = { resId: 'PAY-H', dialerId: '1', date: '2021-03-31', hoursWorked: 2, dayType: 'working day' };
    const first = await gql(stack, LOG, { input }, tokens.teamleader);
    expect(first.errors).toBeUndefined();
    const again = await gql(stack, LOG, { input }, tokens.teamleader);
    expect(again.errors?.[0]).toMatchObject({ message: 'Hours are already logged for this agent on this day and dialer', extensions: { code: 'CONFLICT' } });
    const tooMany = await gql(stack, LOG, { input: { ...input, dialerId: '2', hoursWorked: 23 } }, tokens.teamleader);
    expect(tooMany.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(tooMany.errors?.[0].message).toMatch(/more than 24 hours a day/);
    const notMine = await gql(stack, LOG, { input: { ...input, resId: otherTeam.RES_ID } }, tokens.teamleader);
    expect(notMine.errors?.[0]).toMatchObject({ message: 'You may only log hours of your own agents', extensions: { code: 'FORBIDDEN' } });
    for (const role of ['hr', 'agent', 'head'] as const) {
      const res = await gql(stack, LOG, { input }, tokens[role]);
      expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    // Undo the extra record so the sheet below sees only the hand-computed hours.
    const id = dataOf(first).logDailyHours.id;
    const upd = await gql(stack, UPDATE, { id, input: { ...input, hoursWorked: 1.5 } }, tokens.teamleader);
    expect(dataOf(upd).updateDailyHours).toEqual({ id, hoursWorked: 1.5 });
    await stack.upstream.db.query('DELETE FROM dialer_data WHERE id = $1', [Number(id)]);
  });

  it('keeps the shift of a day (SPEC §3 shared daily hours: shiftStart, shiftEnd, 24-hour HH:mm), night shifts too', async () => {
    const log = LOG_SHIFT;
    const input = { resId: 'PAY-H', dialerId: '2', date: '2021-03-30', hoursWorked: 1, dayType: 'working day' };
    const bad = await gql(stack, log, { input: { ...input, shiftStart: '25:00', shiftEnd: '06:00' } }, tokens.teamleader);
    expect(bad.errors?.[0]).toMatchObject({ message: 'Shift start must be a time of day (HH:mm, 24-hour)', extensions: { code: 'BAD_USER_INPUT' } });
    const half = await gql(stack, log, { input: { ...input, shiftStart: '09:00' } }, tokens.teamleader);
    expect(half.errors?.[0].message).toBe('Shift end is required');
    const night = await gql(stack, log, { input: { ...input, shiftStart: '22:00', shiftEnd: '06:00' } }, tokens.teamleader);
    expect(night.errors).toBeUndefined();
    const logged = dataOf(night).logDailyHours;
    expect(logged).toMatchObject({ shiftStart: '22:00', shiftEnd: '06:00' });
    const listed = await gql(stack, SHIFTS, {}, tokens.teamleader);
    expect(dataOf(listed).workedHours.items).toContainEqual({ id: logged.id, shiftStart: '22:00', shiftEnd: '06:00' });
    await stack.upstream.db.query('DELETE FROM dialer_data WHERE id = $1', [Number(logged.id)]);
  });

  it('worked hours: the team leader sees their agents with the total; the agent only themself', async () => {
    const q = WORKED;
    const tl = dataOf(await gql(stack, q, { month: '2021-03', search: 'Paytest Monthly' }, tokens.teamleader)).workedHours;
    expect(tl).toMatchObject({ count: 18, totalHours: 178 });
    expect(tl.items).toHaveLength(5);
    const holidays = dataOf(await gql(stack, q, { month: '2021-03', holidaysOnly: true }, tokens.teamleader)).workedHours;
    expect(holidays.items).toEqual([expect.objectContaining({ resId: 'PAY-M', date: '2021-03-10', dayType: 'holiday', vacId: String(holidayId) })]);
    const agent = dataOf(await gql(stack, q, { month: '2021-03', search: 'Paytest' }, tokens.agent)).workedHours;
    expect(agent).toMatchObject({ count: 0, totalHours: 0 });
  });

  it('targets read the same hours', async () => {
    const items = dataOf(await gql(stack, TARGETS, {}, tokens.hr)).targets.items;
    expect(items.find((t) => t.id === String(monthlyId))).toMatchObject({ workedHours: 178, targetHours: 176 });
  });
});

describe('pay: bonus, KPI and leads', () => {
  it('HR adds a bonus and a KPI; the sheet changes at once', async () => {
    const before = await sheetRow('Paytest Monthly');
    const bonus = await gql(stack, ADD_BONUS, { input: { employeeIds: [String(monthlyId)], month: '2021-03', amount: 100, note: 'Great month' } }, tokens.hr);
    expect(bonus.errors).toBeUndefined();
    expect(dataOf(bonus).addBonus.items).toEqual([{ employeeId: String(monthlyId), month: '2021-03', amount: 100, note: 'Great month' }]);
    const kpi = await gql(stack, SET_KPI, { input: { employeeIds: [String(monthlyId)], month: '2021-03', kpiTier: 3, kpi: 50 } }, tokens.head);
    expect(kpi.errors).toBeUndefined();
    // The head set it, but the amount is pay data: they read the tier only.
    expect(dataOf(kpi).setKpi.items).toEqual([{ employeeId: String(monthlyId), kpiTier: 3, kpi: null }]);
    const after = await sheetRow('Paytest Monthly');
    expect(present(after.bonus, 'bonus after') - present(before.bonus, 'bonus before')).toBe(100);
    expect(after).toMatchObject({ kpiTier: 3, kpi: 50 });
  });

  it('refuses bad bonus and KPI input with field messages', async () => {
    const bad = await gql(stack, ADD_BONUS_COUNT, { input: { employeeIds: ['999999'], month: '2021-13', amount: -5 } }, tokens.hr);
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const fields = (bad.errors?.[0].extensions?.fieldErrors as { field: string }[]).map((f) => f.field).sort();
    expect(fields).toEqual(['amount', 'employeeIds', 'month']);
    const outside = await gql(
      stack,
      SET_KPI_COUNT,
      { input: { employeeIds: [String(otherDepartment.id)], month: '2021-03', kpiTier: 2, kpi: 10 } },
      tokens.head,
    );
    expect(outside.errors?.[0]).toMatchObject({
      message: `You may only set KPIs of your department (${otherDepartment.name})`,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('leads: CEO, HR and heads set them; anyone else gets SPEC text', async () => {
    const save = SAVE_LEAD;
    const ok = await gql(stack, save, { input: { resId: 'PAY-M', month: '2021-03', payableLeads: 10 } }, tokens.head);
    expect(dataOf(ok).saveLead).toEqual({ resId: 'PAY-M', month: '2021-03', payableLeads: 10, employeeName: 'Paytest Monthly' });
    const changed = await gql(stack, save, { input: { resId: 'PAY-M', month: '2021-03', payableLeads: 12 } }, tokens.hr);
    expect(dataOf(changed).saveLead.payableLeads).toBe(12);
    for (const role of ['teamleader', 'agent', 'auditor', 'acm'] as const) {
      const res = await gql(stack, save, { input: { resId: 'PAY-M', month: '2021-03', payableLeads: 1 } }, tokens[role]);
      expect(res.errors?.[0]).toMatchObject({ message: 'You do not have enough permissions to add leads to employees', extensions: { code: 'FORBIDDEN' } });
    }
    const list = LEADS;
    expect(dataOf(await gql(stack, list, { month: '2021-03', search: 'PAY-M' }, tokens.hr)).leads.items).toEqual([{ resId: 'PAY-M', payableLeads: 12 }]);
    expect(dataOf(await gql(stack, list, { month: '2021-03', search: 'PAY-M' }, tokens.agent)).leads.count).toBe(0);
  });

  itFull('lists the month’s bonuses and KPIs (extensions)', async () => {
    const bonuses = dataOf(await gql(stack, BONUSES, {}, tokens.ceo)).bonuses;
    expect(bonuses.items).toEqual([{ employeeId: String(monthlyId), amount: 100 }]);
    const kpis = dataOf(await gql(stack, KPIS, {}, tokens.head)).kpis;
    expect(kpis.items).toEqual([{ employeeId: String(monthlyId), kpiTier: 3, kpi: null }]);
  });
});

describe('pay: the salaries sheet (formulas.ts, hand-computed)', () => {
  it('a monthly employee: prorated salary, overtime, holiday worked, leads, KPI, bonus, every deduction type, lateness', async () => {
    const row = await sheetRow('Paytest Monthly');
    // hourly_rate 1760 / (8 × 22) = 10; daily 80. Regular 170 h + 2 annual days (16 h) - target 176 -> 10 h overtime.
    expect(row).toMatchObject({
      resId: 'PAY-M',
      startDate: '2021-03-01',
      endDate: '2021-03-31',
      workingDays: 22,
      hourlyOrMonthly: 'monthly',
      managerName: demoName('teamleader'),
      paymentAccount: 'pay-m@pay.test',
      hoursWorked: 178,
      hoursGiven: 16,
      annuals: 2,
      sick: 0,
      hourlyRate: 10,
      targetHours: 176,
      hoursPay: 1760,
      extras: 100,
      compensation: 160,
      leadsTarget: 12,
      targetLeads: 0,
      allowance: 24,
      kpi: 50,
      bonus: 100,
      actions: 3,
      amount: 268,
      lateness: 40,
      totalPay: 1886,
    });
    expect(row.weeks).toEqual([
      { week: 1, hours: 50, target: 40 },
      { week: 2, hours: 48, target: 32 },
      { week: 3, hours: 50, target: 40 },
      { week: 4, hours: 30, target: 40 },
      { week: 5, hours: 0, target: 24 },
    ]);
  });

  it('an hourly employee who joined mid-month: paid by the hour, leave hours given, deductions', async () => {
    const row = await sheetRow('Paytest Hourly');
    expect(row).toMatchObject({
      startDate: '2021-03-15',
      workingDays: 13,
      hoursWorked: 96,
      hoursGiven: 8,
      sick: 1,
      casuals: 0,
      hourlyRate: 10,
      targetHours: 104,
      hoursPay: 1040,
      extras: 0,
      compensation: 0,
      actions: 1,
      amount: 50,
      totalPay: 990,
    });
    expect(row.weeks.map((w) => w.target)).toEqual([0, 0, 40, 40, 24]);
  });

  it('filters by department, team and employee type; totals and the payment sheet agree with the rows', async () => {
    const filtered = dataOf(await gql(stack, SHEET, { month: '2021-03', departmentId: '2', teamId: '1', employeeType: 'Full Time' }, tokens.hr)).salaries;
    expect(filtered.items.map((r) => r.resId)).toEqual(expect.arrayContaining(['PAY-M', 'PAY-H']));
    const other = dataOf(await gql(stack, SHEET, { month: '2021-03', departmentId: '3', search: 'Paytest' }, tokens.hr)).salaries;
    expect(other.count).toBe(0);
    const totals = dataOf(await gql(stack, TOTALS, {}, tokens.hr)).salaryTotals;
    expect(totals).toEqual({ employees: 2, totalPay: 1886 + 990, hoursWorked: 178 + 96 });
    const sheet = dataOf(await gql(stack, PAYMENT_SHEET, {}, tokens.ceo)).paymentSheet;
    expect(sheet).toEqual([
      { resId: 'PAY-H', account: 'pay-h@pay.test', balanceSource: 'USD', amount: 990, description: 'March 2021 Salary' },
      { resId: 'PAY-M', account: 'pay-m@pay.test', balanceSource: 'USD', amount: 1886, description: 'March 2021 Salary' },
    ]);
  });

  it('the sheet, totals, payment sheet and bonuses are CEO and HR only; every other role is refused', async () => {
    const allowed = new Set(['ceo', 'headofhr', 'hr']);
    for (const role of ROLES) {
      const res = await gql(stack, SHEET_ACCESS, {}, tokens[role]);
      if (allowed.has(role)) expect(res.errors).toBeUndefined();
      else expect(res.errors?.[0]).toMatchObject({ message: "You don't have permission to access this resource", extensions: { code: 'FORBIDDEN' } });
      const bonus = await gql(stack, ADD_BONUS_COUNT, { input: { employeeIds: [String(monthlyId)], month: '2021-02', amount: 1 } }, tokens[role]);
      expect(bonus.errors?.[0]?.extensions?.code).toBe(allowed.has(role) ? undefined : 'FORBIDDEN');
      const kpi = await gql(stack, SET_KPI_COUNT, { input: { employeeIds: [String(monthlyId)], month: '2021-02', kpiTier: 1, kpi: 1 } }, tokens[role]);
      const kpiAllowed = allowed.has(role) || ['head', 'headauditing', 'coldhead'].includes(role);
      if (!kpiAllowed) expect(kpi.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });
});
