/**
 * People domain through GraphQL against the real upstream — writes and their role rules (SPEC §6), each allowed and
 * refused at the gateway, and the upstream's own 403 for the restricted calls.
 *
 * @postgres people
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DemoKey } from '../../upstream/src/seed';
import { graphql } from '../generated';
import type { EmployeeInput } from '../generated/graphql';
import { builders, demoPerson, type Builders, type Person } from '../support/builders';
import { dataOf, demoName, gql, loginAs, present, startStack, type Stack, PROFILE } from '../support/stack';
// The people screens' own documents (typed by the web's codegen): a change to a screen's query is tested here too.
import {
  AccessEmployeesDocument as LIST,
  AddDepartmentDocument as ADD_DEPARTMENT,
  AddEmploymentRoleDocument as ADD_ROLE,
  AddStatusDocument as ADD_STATUS,
  GiveAccessDocument as GIVE,
  RenameDepartmentDocument as RENAME_DEPARTMENT,
  RenameEmploymentRoleDocument as RENAME_ROLE,
  RenameStatusDocument as RENAME_STATUS,
} from '../../web/src/features/people/people.generated';

let stack: Stack;
let seed: Builders;
const tokens = new Map<DemoKey, string>();
const as = async (key: DemoKey) => {
  if (!tokens.has(key)) tokens.set(key, await loginAs(stack, key));
  return tokens.get(key)!;
};
/** The demo team leader's employee id: the manager of the people added here. */
let leaderId = '';
beforeAll(async () => {
  stack = await startStack();
  seed = await builders(stack);
  leaderId = String((await demoPerson(stack, 'teamleader')).id);
}, 90_000);
afterAll(() => stack.close());

/** Straight to the upstream with the same token (the gateway forwards it as is): its status. */
async function rest(method: string, path: string, token: string, body?: unknown) {
  const res = await fetch(`${stack.upstream.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  await res.arrayBuffer();
  return { status: res.status };
}

const code = (res: { errors?: { extensions?: { code?: string } }[] }) => res.errors?.[0]?.extensions?.code;
const idOf = (person: Person) => String(person.id);

const ADD = graphql(`
  mutation PeopleWritesAdd($input: EmployeeInput!) {
    addEmployee(input: $input) {
      id
      name
      resId
      email
      roleTitle
      active
      status
      team {
        teamName
      }
      department {
        departmentName
      }
      manager {
        name
      }
    }
  }
`);
const SEARCH = graphql(`
  query PeopleWritesSearch($search: String) {
    employees(search: $search) {
      count
      items {
        name
      }
    }
  }
`);
const newEmployee = (n: number, extra: Partial<EmployeeInput> = {}): EmployeeInput => ({
  name: `New Person ${n}`,
  resId: `NEW-${n}`,
  email: `new.person${n}@demo.hr`,
  departmentId: '2',
  teamId: '1',
  managerId: leaderId,
  role: 0,
  roleTitle: 'Customer Support Agent',
  targetHoursPerDay: 8,
  dateJoined: '2024-02-01',
  hourlyOrMonthly: 'hourly',
  hourlyRate: 60,
  ...extra,
});

describe('people: add employee (CEO, HR)', () => {
  it('lets HR add an employee, who then appears in the list', async () => {
    const res = await gql(stack, ADD, { input: newEmployee(1) }, await as('hr'));
    expect(res.errors).toBeUndefined();
    expect(dataOf(res).addEmployee).toMatchObject({
      resId: 'NEW-1',
      active: true,
      status: 'Active',
      team: { teamName: 'Inbound Support' },
      department: { departmentName: 'Operations' },
      manager: { name: demoName('teamleader') },
    });
    const list = await gql(stack, SEARCH, { search: 'NEW-1' }, await as('hr'));
    expect(dataOf(list).employees.items).toEqual([{ name: 'New Person 1' }]);
  });

  it('lets the CEO add one too', async () => {
    const res = await gql(stack, ADD, { input: newEmployee(2) }, await as('ceo'));
    expect(res.errors).toBeUndefined();
  });

  it('refuses a duplicate RES_ID or e-mail with CONFLICT', async () => {
    const res = await gql(stack, ADD, { input: newEmployee(1) }, await as('hr'));
    expect(res.errors?.[0]).toMatchObject({
      message: 'RES ID has already been taken, Email has already been taken',
      extensions: { code: 'CONFLICT' },
    });
  });

  it('names every invalid field', async () => {
    const res = await gql(stack, ADD, { input: newEmployee(3, { hourlyRate: null, email: 'not-an-email', name: '  ' }) }, await as('hr'));
    expect(code(res)).toBe('BAD_USER_INPUT');
    expect(res.errors?.[0].extensions?.fieldErrors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: 'Name is required' },
        { field: 'email', message: 'Invalid e-mail format' },
        { field: 'hourlyRate', message: 'Hourly rate is required' },
      ]),
    );
  });

  it.each<DemoKey>(['teamleader', 'head', 'agent'])('refuses %s at the gateway and the upstream', async (key) => {
    const token = await as(key);
    expect(code(await gql(stack, ADD, { input: newEmployee(4) }, token))).toBe('FORBIDDEN');
    const direct = await rest('POST', '/employees', token, { employee: { name: 'X' } });
    expect(direct.status).toBe(403);
  });
});

describe('people: role update (CEO, HR)', () => {
  const UPDATE = graphql(`
    mutation PeopleWritesRole($id: ID!, $role: Int!, $title: String) {
      updateEmployeeRole(id: $id, role: $role, roleTitle: $title) {
        role
        roleTitle
        employmentRole {
          title
        }
      }
    }
  `);
  let promoted: Person;
  beforeAll(async () => {
    promoted = await seed.person();
  });
  it('changes the role type and title', async () => {
    const res = await gql(stack, UPDATE, { id: idOf(promoted), role: 1, title: 'Team Leader' }, await as('hr'));
    expect(dataOf(res).updateEmployeeRole).toEqual({ role: 1, roleTitle: 'Team Leader', employmentRole: { title: 'Team Leader' } });
  });
  it('refuses others', async () => {
    expect(code(await gql(stack, UPDATE, { id: idOf(promoted), role: 2 }, await as('teamleader')))).toBe('FORBIDDEN');
    expect((await rest('PATCH', `/employees/${promoted.id}`, await as('teamleader'), { employee: { role: 2 } })).status).toBe(403);
  });
});

describe('people: fire employee (CEO only)', () => {
  const FIRE = graphql(`
    mutation PeopleWritesFire($id: ID!) {
      fireEmployee(id: $id) {
        message
        employee {
          active
          status
          lastWorkingDay
        }
      }
    }
  `);
  const KEPT = graphql(`
    query PeopleWritesKept($id: ID!) {
      employee(id: $id) {
        name
        active
      }
    }
  `);

  it('refuses HR and heads at the gateway and the upstream', async () => {
    const target = await seed.person();
    for (const key of ['hr', 'head', 'headofhr'] as DemoKey[]) {
      expect(code(await gql(stack, FIRE, { id: idOf(target) }, await as(key)))).toBe('FORBIDDEN');
      expect((await rest('DELETE', `/employees/${target.id}`, await as(key))).status).toBe(403);
    }
  });

  it('lets the CEO fire: inactive, Terminated, last working day today, access revoked, history kept', async () => {
    // The demo auditor: a person who can sign in, so the revoked access shows.
    const auditor = await as('auditor');
    const id = String((await demoPerson(stack, 'auditor')).id);
    const res = await gql(stack, FIRE, { id }, await as('ceo'));
    expect(res.errors).toBeUndefined();
    expect(dataOf(res).fireEmployee).toEqual({
      message: 'Employee fired successfully',
      employee: { active: false, status: 'Terminated', lastWorkingDay: new Date().toISOString().slice(0, 10) },
    });
    const current = await gql(stack, SEARCH, { search: demoName('auditor') }, await as('hr'));
    expect(dataOf(current).employees.count).toBe(0);
    const kept = await gql(stack, KEPT, { id }, await as('hr'));
    // Former employees are an extension (GET /employees/{id}, active=all): SPEC §7 lists current ones only.
    if (PROFILE === 'full') expect(dataOf(kept).employee).toEqual({ name: demoName('auditor'), active: false });
    else expect(kept.errors?.[0]).toMatchObject({ message: 'Employee not found', extensions: { code: 'NOT_FOUND' } });
    expect((await rest('GET', '/current_user_with_manager', auditor)).status).toBe(401);
    const again = await gql(stack, FIRE, { id }, await as('ceo'));
    expect(again.errors?.[0]).toMatchObject({ message: 'Employee is already inactive', extensions: { code: 'CONFLICT' } });
  });

  it('answers NOT_FOUND for an unknown employee', async () => {
    const res = await gql(stack, FIRE, { id: '9999' }, await as('ceo'));
    expect(res.errors?.[0]).toMatchObject({ message: 'Employee not found', extensions: { code: 'NOT_FOUND' } });
  });
});

describe('people: adjust teams (cold-calling head or HR)', () => {
  const ADJUST = graphql(`
    mutation PeopleWritesAdjust($ids: [ID!]!, $team: ID, $manager: ID) {
      adjustTeams(employeeIds: $ids, teamId: $team, managerId: $manager) {
        message
        updatedCount
        employees {
          name
          team {
            teamName
          }
          manager {
            name
          }
        }
      }
    }
  `);
  /** Cold Calling: a leader of team 5 (Cold Calling B) and an agent of team 4; two Operations agents. */
  let coldLead: Person;
  let coldAgent: Person;
  let operations: [Person, Person];
  beforeAll(async () => {
    const head = (await demoPerson(stack, 'coldhead')).id;
    coldLead = await seed.person({ role: 'teamleader', department: 'Cold Calling', manager: head, team: 5 });
    coldAgent = await seed.person({ department: 'Cold Calling', manager: head, team: 4 });
    operations = [await seed.person({ team: 1 }), await seed.person({ team: 1 })];
  });

  it('lets the cold-calling head move a cold-calling agent to another team and manager', async () => {
    const res = await gql(stack, ADJUST, { ids: [idOf(coldAgent)], team: '5', manager: idOf(coldLead) }, await as('coldhead'));
    expect(res.errors).toBeUndefined();
    expect(dataOf(res).adjustTeams).toEqual({
      message: 'Teams adjusted successfully',
      updatedCount: 1,
      employees: [{ name: coldAgent.name, team: { teamName: 'Cold Calling B' }, manager: { name: coldLead.name } }],
    });
  });

  it("refuses the cold-calling head another department's agents (upstream 403)", async () => {
    expect(code(await gql(stack, ADJUST, { ids: [idOf(operations[0])], team: '5' }, await as('coldhead')))).toBe('FORBIDDEN');
  });

  it('lets HR move anyone', async () => {
    const res = await gql(stack, ADJUST, { ids: operations.map(idOf), team: '3' }, await as('hr'));
    expect(dataOf(res).adjustTeams.updatedCount).toBe(2);
  });

  it('refuses a team leader and an agent at the gateway and the upstream', async () => {
    for (const key of ['teamleader', 'agent'] as DemoKey[]) {
      expect(code(await gql(stack, ADJUST, { ids: [idOf(operations[0])], team: '1' }, await as(key)))).toBe('FORBIDDEN');
      expect((await rest('POST', '/employees/adjust_teams', await as(key), { employee_ids: [operations[0].id], team_ID: 1 })).status).toBe(403);
    }
  });
});

describe('people: access (admin: CEO or head of HR)', () => {
  const LOGIN = graphql(`
    mutation PeopleWritesLogin($e: String!, $p: String!) {
      login(email: $e, password: $p) {
        user {
          name
        }
      }
    }
  `);
  /** Employees without sign-in: one granted by id, one by e-mail, one no one may grant. */
  let byId: Person;
  let byEmail: Person;
  let refused: Person;
  beforeAll(async () => {
    [byId, byEmail, refused] = [await seed.person(), await seed.person(), await seed.person()];
  });

  it('grants sign-in to an existing employee: an e-mailed invitation, or (SPEC profile) a one-time temporary password', async () => {
    const res = await gql(stack, GIVE, { employeeId: idOf(byId) }, await as('headofhr'));
    expect(res.errors).toBeUndefined();
    const grant = dataOf(res).giveAccess;
    if (PROFILE === 'full') {
      // The invitation's round trip (link, set password, sign in) is tests/integration/mail.test.ts.
      expect(grant).toEqual({ message: 'Invitation sent', employeeId: idOf(byId), email: byId.email, temporaryPassword: null, invitationSent: true });
      const list = await gql(stack, LIST, { limit: -1 }, await as('ceo'));
      expect(dataOf(list).accessEmployees.items.map((e) => e.name)).toContain(byId.name);
      return;
    }
    expect(grant).toMatchObject({ message: 'Access granted successfully', employeeId: idOf(byId), email: byId.email, invitationSent: false });
    expect(grant.temporaryPassword).toMatch(/^[A-Za-z0-9]{12}$/);
    const login = await gql(stack, LOGIN, { e: grant.email, p: present(grant.temporaryPassword, 'the temporary password') });
    expect(dataOf(login).login.user.name).toBe(byId.name);
    const list = await gql(stack, LIST, { limit: -1 }, await as('ceo'));
    expect(dataOf(list).accessEmployees.items.map((e) => e.name)).toContain(byId.name);
  });

  it('grants by e-mail and refuses a second grant', async () => {
    const res = await gql(stack, GIVE, { email: byEmail.email }, await as('ceo'));
    expect(dataOf(res).giveAccess.employeeId).toBe(idOf(byEmail));
    const again = await gql(stack, GIVE, { employeeId: idOf(byEmail) }, await as('ceo'));
    expect(again.errors?.[0]).toMatchObject({ message: 'This employee already has access', extensions: { code: 'CONFLICT' } });
  });

  it('answers 404 "Employee not found in database, please add him first" for an unknown employee', async () => {
    for (const variables of [{ employeeId: '9999' }, { email: 'nobody@demo.hr' }]) {
      const res = await gql(stack, GIVE, variables, await as('headofhr'));
      expect(res.errors?.[0]).toMatchObject({
        message: 'Employee not found in database, please add him first',
        extensions: { code: 'NOT_FOUND' },
      });
    }
  });

  it('refuses HR staff and heads at the gateway and the upstream', async () => {
    for (const key of ['hr', 'head'] as DemoKey[]) {
      expect(code(await gql(stack, GIVE, { employeeId: idOf(refused) }, await as(key)))).toBe('FORBIDDEN');
      expect(code(await gql(stack, LIST, { limit: -1 }, await as(key)))).toBe('FORBIDDEN');
      expect((await rest('POST', '/employees/give_access', await as(key), { employee_id: refused.id })).status).toBe(403);
      expect((await rest('GET', '/employees/access_employees', await as(key))).status).toBe(403);
    }
  });
});

describe('people: departments, roles, statuses (CEO, HR)', () => {
  const ROLES = graphql(`
    query PeopleWritesRoles {
      employmentRoles(limit: -1) {
        items {
          id
          title
        }
      }
    }
  `);
  const HOLDING = graphql(`
    query PeopleWritesHolding($role: String) {
      employees(role: $role, limit: -1) {
        count
      }
    }
  `);

  it('adds and renames a department, trimming the name', async () => {
    const add = await gql(stack, ADD_DEPARTMENT, { name: '  Finance  ' }, await as('hr'));
    expect(dataOf(add).addDepartment.departmentName).toBe('Finance');
    const rename = await gql(stack, RENAME_DEPARTMENT, { id: dataOf(add).addDepartment.id, name: ' Finance & Payroll ' }, await as('ceo'));
    expect(dataOf(rename).renameDepartment.departmentName).toBe('Finance & Payroll');
  });

  it('refuses a blank or duplicate name', async () => {
    const blank = await gql(stack, ADD_DEPARTMENT, { name: '   ' }, await as('hr'));
    expect(blank.errors?.[0]).toMatchObject({ message: 'Department name is required', extensions: { code: 'BAD_USER_INPUT' } });
    const dup = await gql(stack, ADD_DEPARTMENT, { name: 'sales' }, await as('hr'));
    expect(dup.errors?.[0]).toMatchObject({ message: 'Department name has already been taken', extensions: { code: 'CONFLICT' } });
    const dupRole = await gql(stack, RENAME_ROLE, { id: '1', name: 'ACM' }, await as('hr'));
    expect(dupRole.errors?.[0].message).toBe('Title has already been taken');
  });

  it('renames an employment role and the title of everyone holding it', async () => {
    const roles = dataOf(await gql(stack, ROLES, {}, await as('hr'))).employmentRoles.items;
    const qa = present(
      roles.find((r) => r.title === 'Quality Auditor'),
      'the Quality Auditor role',
    );
    const res = await gql(stack, RENAME_ROLE, { id: qa.id, name: 'Quality Analyst Auditor' }, await as('hr'));
    expect(dataOf(res).renameEmploymentRole.title).toBe('Quality Analyst Auditor');
    const people = await gql(stack, HOLDING, { role: 'Quality Analyst Auditor' }, await as('hr'));
    expect(dataOf(people).employees.count).toBeGreaterThan(0);
  });

  it('adds and renames statuses and roles', async () => {
    const s = await gql(stack, ADD_STATUS, { name: ' Probation ' }, await as('hr'));
    expect(dataOf(s).addStatus.name).toBe('Probation');
    const r = await gql(stack, RENAME_STATUS, { id: dataOf(s).addStatus.id, name: 'On Probation' }, await as('hr'));
    expect(dataOf(r).renameStatus.name).toBe('On Probation');
    const role = await gql(stack, ADD_ROLE, { name: 'Payroll Officer' }, await as('ceo'));
    expect(dataOf(role).addEmploymentRole.title).toBe('Payroll Officer');
  });

  it('refuses everyone else at the gateway and the upstream', async () => {
    for (const key of ['head', 'teamleader', 'agent'] as DemoKey[]) {
      const token = await as(key);
      expect(code(await gql(stack, ADD_DEPARTMENT, { name: 'X' }, token))).toBe('FORBIDDEN');
      expect(code(await gql(stack, RENAME_STATUS, { id: '1', name: 'X' }, token))).toBe('FORBIDDEN');
      expect(code(await gql(stack, ADD_ROLE, { name: 'X' }, token))).toBe('FORBIDDEN');
      expect((await rest('POST', '/departments', token, { department: { department_name: 'X' } })).status).toBe(403);
      expect((await rest('PATCH', '/statuses/1', token, { status: { name: 'X' } })).status).toBe(403);
    }
  });
});

describe('people: holidays (CEO, HR)', () => {
  const ADD_HOLIDAY = graphql(`
    mutation PeopleWritesAddHoliday($input: HolidayInput!) {
      addHoliday(input: $input) {
        vacName
        multipleOfPay
        startDate
        endDate
      }
    }
  `);
  it('lets HR add a holiday', async () => {
    const input = { vacName: 'Eid al-Fitr', multipleOfPay: 2, startDate: '2026-03-20', endDate: '2026-03-22' };
    const res = await gql(stack, ADD_HOLIDAY, { input }, await as('hr'));
    expect(dataOf(res).addHoliday).toEqual(input);
  });
  it('refuses an end date before the start date', async () => {
    const input = { vacName: 'Backwards', multipleOfPay: 1, startDate: '2026-03-22', endDate: '2026-03-20' };
    const res = await gql(stack, ADD_HOLIDAY, { input }, await as('ceo'));
    expect(res.errors?.[0]).toMatchObject({ message: "End date can't be before start date", extensions: { code: 'BAD_USER_INPUT' } });
  });
  it('refuses others at the gateway and the upstream', async () => {
    const input = { vacName: 'X', multipleOfPay: 1, startDate: '2026-03-22', endDate: '2026-03-22' };
    expect(code(await gql(stack, ADD_HOLIDAY, { input }, await as('teamleader')))).toBe('FORBIDDEN');
    expect((await rest('POST', '/vacations', await as('teamleader'), { vac_name: 'X' })).status).toBe(403);
  });
});
