/**
 * People domain through GraphQL against the real upstream — reads: employee lists and filters, relations through
 * DataLoader (N+1 guard), per-field pay/personal guards, lookups, holidays, targets, access list.
 *
 * @spec GET /employees/{id}, GET /employees?ids, GET /employees?active, GET /employees/managers?ids
 * @spec GET /employees/managers?active, GET /employees/agents?ids, GET /employees/agents?active
 * @spec GET /employees/managed_employees?ids, GET /employees/managed_employees?active
 * @spec GET /headcount_employees/hr_employees?ids, GET /headcount_employees/hr_employees?active
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { invalidateReferenceData } from '../../gateway/src/state/reference';
import { TargetsDocument as TARGETS } from '../../web/src/features/people/people.generated';
import { graphql } from '../generated';
import { builders, demoPerson, type Person } from '../support/builders';
import { dataOf, demoName, gql, itFull, loginAs, present, startStack, upstreamFault, clearUpstreamFaults, upstreamStats, type Stack } from '../support/stack';

let stack: Stack;
let hr: string;
let agent: string;
/** Employee ids of the demo accounts' people this file reads (the signed-in agent, the team leader). */
const ids = { agent: '', teamleader: '' };
/** People built for this file: an hourly agent whose pay a colleague must not see, one with dialer hours, one in HR. */
let paid: Person;
let dialer: Person;
let hrStaff: Person;
beforeAll(async () => {
  stack = await startStack();
  [hr, agent] = [await loginAs(stack, 'hr'), await loginAs(stack, 'agent')];
  ids.agent = String((await demoPerson(stack, 'agent')).id);
  ids.teamleader = String((await demoPerson(stack, 'teamleader')).id);
  const seed = await builders(stack);
  // Beside the demo company's other agents, not in the ACM's line (his managed-employee count is read below).
  paid = await seed.person({ fields: { national_ID: '29001010100001', phone: '+20 10 5555 0001', emergency_contact_name: 'A relative' } });
  dialer = await seed.person({ fields: { date_joined: '2020-01-01' } });
  hrStaff = await seed.person({ role: 'hr', department: 'HR' });
}, 90_000);
afterAll(() => stack.close());

const EMPLOYEES = graphql(`
  query PeopleEmployees(
    $limit: Int
    $page: Int
    $sortBy: EmployeeSortKey
    $sortDir: SortDir
    $search: String
    $teamId: ID
    $departmentId: ID
    $role: String
    $ids: [ID!]
    $active: EmployeeActivity
  ) {
    employees(
      limit: $limit
      page: $page
      sortBy: $sortBy
      sortDir: $sortDir
      search: $search
      teamId: $teamId
      departmentId: $departmentId
      role: $role
      ids: $ids
      active: $active
    ) {
      count
      items {
        id
        name
        resId
        roleTitle
        managerName
        teamId
        departmentId
        active
        status
        manager {
          id
          name
        }
        team {
          id
          teamName
        }
        department {
          id
          departmentName
        }
        employmentRole {
          id
          title
        }
      }
    }
  }
`);

describe('people: employees list', () => {
  it('pages and sorts, with every relation resolved', async () => {
    const res = await gql(stack, EMPLOYEES, { limit: 5, page: 1, sortBy: 'name', sortDir: 'ASC' }, hr);
    expect(res.errors).toBeUndefined();
    const page = dataOf(res).employees;
    expect(page.items).toHaveLength(5);
    expect(page.count).toBeGreaterThan(30);
    const names = page.items.map((e) => e.name);
    expect(names).toEqual([...names].sort((a, b) => String(a).localeCompare(String(b))));
    const leader = dataOf(await gql(stack, EMPLOYEES, { search: demoName('teamleader') }, hr)).employees.items[0];
    expect(leader).toMatchObject({
      name: demoName('teamleader'),
      manager: { name: demoName('acm') },
      team: { teamName: 'Inbound Support' },
      department: { departmentName: 'Operations' },
      employmentRole: { title: 'Team Leader' },
    });
  });

  it("lists the head of auditing's people (SPEC §3 head_auditing): the auditing department", async () => {
    const res = await gql(
      stack,
      graphql(`
        query PeopleHeadAuditing {
          employees(headAuditing: true, limit: -1) {
            count
            items {
              departmentId
            }
          }
        }
      `),
      {},
      hr,
    );
    expect(res.errors).toBeUndefined();
    expect(dataOf(res).employees.count).toBeGreaterThan(0);
    expect(dataOf(res).employees.items.every((e) => e.departmentId === '4')).toBe(true);
  });

  it('filters by team, department, role type and title, and batches by ids', async () => {
    const byTeam = dataOf(await gql(stack, EMPLOYEES, { teamId: '4', limit: -1 }, hr)).employees;
    expect(byTeam.items.every((e) => e.team?.teamName === 'Cold Calling A')).toBe(true);
    const byDept = dataOf(await gql(stack, EMPLOYEES, { departmentId: '1', limit: -1 }, hr)).employees;
    expect(byDept.items.map((e) => e.name)).toEqual(expect.arrayContaining([demoName('hr'), hrStaff.name]));
    const tls = dataOf(await gql(stack, EMPLOYEES, { role: 'Team Leader', limit: -1 }, hr)).employees;
    expect(tls.count).toBe(5);
    const ceo = dataOf(await gql(stack, EMPLOYEES, { role: '4' }, hr)).employees;
    expect(ceo.items.map((e) => e.name)).toEqual([demoName('ceo')]);
    const byIds = dataOf(await gql(stack, EMPLOYEES, { ids: ['1', '2', '999'] }, hr)).employees;
    expect(byIds.items.map((e) => e.id).sort()).toEqual(['1', '2']);
  });

  itFull('shows current employees by default and former ones on request', async () => {
    const current = dataOf(await gql(stack, EMPLOYEES, { limit: -1 }, hr)).employees;
    expect(current.items.every((e) => e.active)).toBe(true);
    const former = dataOf(await gql(stack, EMPLOYEES, { limit: -1, active: 'INACTIVE' }, hr)).employees;
    expect(former.items.map((e) => e.status).sort()).toEqual(['Resigned', 'Terminated']);
  });

  it('answers managers, agents, managed employees, HR employees and one employee', async () => {
    const q = graphql(`
      query PeopleManagersAgents($id: ID!) {
        managers(limit: -1) {
          count
          items {
            canManage
          }
        }
        agents(limit: -1) {
          count
          items {
            role
          }
        }
        managedEmployees(limit: -1) {
          count
        }
        hrEmployees(limit: -1) {
          items {
            name
          }
        }
        employee(id: $id) {
          name
          manager {
            name
          }
        }
      }
    `);
    const res = await gql(stack, q, { id: ids.teamleader }, await loginAs(stack, 'acm'));
    expect(res.errors).toBeUndefined();
    expect(dataOf(res).managers.items.every((e) => e.canManage)).toBe(true);
    expect(dataOf(res).agents.items.every((e) => e.role === 0)).toBe(true);
    expect(dataOf(res).managedEmployees.count).toBe(5); // the demo team leader and his four agents
    expect(dataOf(res).hrEmployees.items.map((e) => e.name)).toEqual(expect.arrayContaining([demoName('hr'), demoName('headofhr'), hrStaff.name]));
    expect(dataOf(res).employee).toEqual({ name: demoName('teamleader'), manager: { name: demoName('acm') } });
  });

  it('answers NOT_FOUND for an unknown employee', async () => {
    const res = await gql(
      stack,
      graphql(`
        query PeopleEmployee2 {
          employee(id: "9999") {
            name
          }
        }
      `),
      {},
      hr,
    );
    expect(res.errors?.[0]).toMatchObject({ message: 'Employee not found', extensions: { code: 'NOT_FOUND' } });
  });

  it('reports an upstream failure as UPSTREAM_UNAVAILABLE', async () => {
    await upstreamFault(stack, { path: '^/employees$', status: 500, times: 1 });
    const res = await gql(stack, EMPLOYEES, { limit: 1 }, hr);
    await clearUpstreamFaults(stack);
    expect(res.errors?.[0].extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
  });
});

describe('people: pay and personal fields', () => {
  const Q = graphql(`
    query PeopleEmployee($id: ID!) {
      employee(id: $id) {
        name
        hourlyRate
        monthlyRate
        baseSalary
        nationalId
        phone
        emergencyContactName
        dateOfBirth
      }
    }
  `);

  it('shows pay and personal data to HR', async () => {
    const res = await gql(stack, Q, { id: String(paid.id) }, hr);
    expect(dataOf(res).employee.hourlyRate).toEqual(expect.any(Number));
    expect(dataOf(res).employee.nationalId).toEqual(expect.any(String));
    expect(dataOf(res).employee.emergencyContactName).toEqual(expect.any(String));
  });

  it('hides them from a colleague but shows a person their own', async () => {
    const other = dataOf(await gql(stack, Q, { id: String(paid.id) }, agent)).employee;
    expect(other).toMatchObject({ hourlyRate: null, monthlyRate: null, baseSalary: null, nationalId: null, phone: null, emergencyContactName: null });
    const own = dataOf(await gql(stack, Q, { id: ids.agent }, agent)).employee;
    expect(own.name).toBe(demoName('agent'));
    expect(own.hourlyRate).toEqual(expect.any(Number));
    expect(own.phone).toEqual(expect.any(String));
  });

  it('shows pay to the head of HR (admin) and neither to a head of operations', async () => {
    const res = await gql(stack, Q, { id: String(paid.id) }, await loginAs(stack, 'headofhr'));
    expect(dataOf(res).employee.hourlyRate).toEqual(expect.any(Number));
    const head = dataOf(await gql(stack, Q, { id: String(paid.id) }, await loginAs(stack, 'head'))).employee;
    expect(head).toMatchObject({ hourlyRate: null, nationalId: null });
  });
});

describe('people: lookups', () => {
  it('lists teams, departments, employment roles and statuses', async () => {
    const q = graphql(`
      query PeopleLookups {
        teams(limit: -1) {
          count
          items {
            id
            teamName
            memberCount
          }
        }
        departments(limit: -1) {
          items {
            id
            departmentName
            head {
              name
            }
          }
        }
        employmentRoles(limit: -1) {
          count
          items {
            title
          }
        }
        statuses(limit: -1) {
          items {
            name
          }
        }
      }
    `);
    const res = await gql(stack, q, {}, agent);
    expect(res.errors).toBeUndefined();
    expect(dataOf(res).teams.items.map((t) => t.teamName)).toContain('Cold Calling A');
    expect(dataOf(res).departments.items.find((d) => d.id === '4')).toMatchObject({ departmentName: 'Auditing', head: { name: demoName('headauditing') } });
    expect(dataOf(res).employmentRoles.items.map((r) => r.title)).toContain('Team Leader');
    expect(dataOf(res).statuses.items.map((s) => s.name)).toEqual(expect.arrayContaining(['Active', 'Terminated']));
  });
});

describe('people: holidays and targets', () => {
  it('lists holidays with dates', async () => {
    const res = await gql(
      stack,
      graphql(`
        query PeopleHolidays {
          holidays(limit: -1) {
            count
            items {
              vacName
              multipleOfPay
              startDate
              endDate
            }
          }
        }
      `),
      {},
      agent,
    );
    expect(dataOf(res).holidays.items).toEqual(expect.arrayContaining([expect.objectContaining({ vacName: 'Labour Day', multipleOfPay: 2 })]));
  });

  // The targets screen's own document (typed by the web's codegen).
  it('computes targets from dialer hours and working days of the month', async () => {
    const db = stack.upstream.db;
    // March 2021: 23 weekdays; a one-day holiday on a weekday leaves 22.
    await db.query(`INSERT INTO vacations (vac_name, multiple_of_pay, startdate, enddate) VALUES ('Test Day', 2, '2021-03-10', '2021-03-10')`);
    // The signed-in agent: 10 weekdays × 19.05 h = 190.5 h; the built agent (joined 2020): one day of 7 h.
    await db.query(
      `INSERT INTO dialer_data (employee_id, date, hours_worked)
      SELECT $1::int, d, 19.05 FROM generate_series('2021-03-01'::date, '2021-03-12'::date, interval '1 day') d WHERE extract(isodow FROM d) < 6`,
      [Number(ids.agent)],
    );
    await db.query(`INSERT INTO dialer_data (employee_id, date, hours_worked) VALUES ($1, '2021-03-01', 7)`, [dialer.id]);
    const all = dataOf(await gql(stack, TARGETS, { month: '03-2021', limit: -1 }, hr)).targets.items;
    const mine = present(
      all.find((t) => t.id === ids.agent),
      "the agent's target",
    );
    expect(mine).toMatchObject({ name: demoName('agent'), workedHours: 190.5, targetHours: 176, remainingHours: 0, bonusHours: 14.5 });
    const built = present(
      all.find((t) => t.id === String(dialer.id)),
      "the built agent's target",
    );
    expect(built).toMatchObject({ workedHours: 7, targetHours: 176, remainingHours: 169, bonusHours: 0 });
    const own = dataOf(await gql(stack, TARGETS, { month: '03-2021', limit: -1 }, agent)).targets;
    expect(own.items.map((t) => t.name)).toEqual([demoName('agent')]);
  });

  it('refuses a malformed month', async () => {
    const res = await gql(
      stack,
      graphql(`
        query PeopleTargetsIsoMonth {
          targets(month: "2021-03") {
            count
          }
        }
      `),
      {},
      hr,
    );
    expect(res.errors?.[0]).toMatchObject({ message: 'month must be MM-YYYY', extensions: { code: 'BAD_REQUEST' } });
  });
});

describe('people: N+1 guard', () => {
  it('lists 100 employees with manager, team, department and role in a bounded number of upstream calls', async () => {
    const db = stack.upstream.db;
    await db.query(
      `INSERT INTO employees ("RES_ID", name, email, "team_ID", manager_id, department_id, role, role_title, hourly_or_monthly)
       SELECT 'NPLUS-' || g, 'Load Agent ' || g, 'load' || g || '@demo.hr', 1 + g % 6, 8 + g % 10, 1 + g % 7, 0, 'Sales Agent', 'hourly'
         FROM generate_series(1, 70) g`,
    );
    const FULL = graphql(`
      query PeopleEmployees2 {
        employees(limit: 100, sortBy: id) {
          items {
            id
            manager {
              id
              name
              roleTitle
            }
            team {
              id
              teamName
              memberCount
            }
            department {
              id
              departmentName
              description
            }
            employmentRole {
              id
              title
            }
          }
        }
      }
    `);
    // Rows written straight into the database, not through the gateway: drop the shared reference data (teams'
    // member counts changed) as a gateway write would, so the count below is that of a cold query.
    await invalidateReferenceData();
    await upstreamStats(stack, true);
    const res = await gql(stack, FULL, {}, hr);
    expect(res.errors).toBeUndefined();
    expect(dataOf(res).employees.items).toHaveLength(100);
    expect(dataOf(res).employees.items.filter((e) => e.manager).length).toBeGreaterThan(90);
    const stats = await upstreamStats(stack, true);
    // one page + one batched manager look-up + one each for teams and departments (the user is cached); the
    // employment role's id and title ride on the row
    expect(stats.by_path).toEqual({ '/employees': 2, '/teams': 1, '/departments': 1 });
    expect(stats.requests).toBe(4);
  });

  it('answers manager, team and department names from the page itself: one upstream call', async () => {
    await upstreamStats(stack, true);
    const res = await gql(stack, EMPLOYEES, { limit: 100, sortBy: 'id' }, hr);
    expect(res.errors).toBeUndefined();
    const stats = await upstreamStats(stack, true);
    // EMPLOYEES also asks employmentRole { id title }: the row's employment_role_id and role_title
    expect(stats.by_path).toEqual({ '/employees': 1 });
    const names = await gql(
      stack,
      graphql(`
        query PeopleEmployees3 {
          employees(limit: 100) {
            items {
              manager {
                id
                name
              }
              team {
                id
                teamName
              }
              department {
                id
                departmentName
              }
            }
          }
        }
      `),
      {},
      hr,
    );
    expect(dataOf(names).employees.items).toHaveLength(100);
    expect((await upstreamStats(stack, true)).by_path).toEqual({ '/employees': 1 });
  });
});
