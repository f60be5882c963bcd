/**
 * People domain through GraphQL against the real upstream — writes and their role rules (SPEC §6), each allowed and
 * refused at the gateway, and the upstream's own 403 for the restricted calls.
 *
 * @postgres people
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { gql, loginAs, startStack, type Stack, PROFILE } from '../support/stack';
import type { DemoKey } from '../../upstream/src/seed';

let stack: Stack;
const tokens = new Map<DemoKey, string>();
const as = async (key: DemoKey) => {
  if (!tokens.has(key)) tokens.set(key, await loginAs(stack, key));
  return tokens.get(key)!;
};
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

/** Straight to the upstream with the same token (the gateway forwards it as is). */
async function rest(method: string, path: string, token: string, body?: unknown) {
  const res = await fetch(`${stack.upstream.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: (await res.json()) as { message: string } };
}

const code = (res: { errors?: { extensions?: { code?: string } }[] }) => res.errors?.[0]?.extensions?.code;

const ADD = `mutation($input: EmployeeInput!) { addEmployee(input: $input) { id name resId email roleTitle active status
  team { teamName } department { departmentName } manager { name } } }`;
const newEmployee = (n: number, extra: Record<string, unknown> = {}) => ({
  name: `New Person ${n}`,
  resId: `NEW-${n}`,
  email: `new.person${n}@demo.hr`,
  departmentId: '2',
  teamId: '1',
  managerId: '8',
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
    expect(res.data.addEmployee).toMatchObject({
      resId: 'NEW-1',
      active: true,
      status: 'Active',
      team: { teamName: 'Inbound Support' },
      department: { departmentName: 'Operations' },
      manager: { name: 'Ahmed Samir' },
    });
    const list = await gql(stack, '{ employees(search: "NEW-1") { count items { name } } }', {}, await as('hr'));
    expect(list.data.employees.items).toEqual([{ name: 'New Person 1' }]);
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
  const UPDATE = `mutation($id: ID!, $role: Int!, $title: String) { updateEmployeeRole(id: $id, role: $role, roleTitle: $title) { role roleTitle employmentRole { title } } }`;
  it('changes the role type and title', async () => {
    const res = await gql(stack, UPDATE, { id: '22', role: 1, title: 'Team Leader' }, await as('hr'));
    expect(res.data.updateEmployeeRole).toEqual({ role: 1, roleTitle: 'Team Leader', employmentRole: { title: 'Team Leader' } });
  });
  it('refuses others', async () => {
    expect(code(await gql(stack, UPDATE, { id: '22', role: 2 }, await as('teamleader')))).toBe('FORBIDDEN');
    expect((await rest('PATCH', '/employees/22', await as('teamleader'), { employee: { role: 2 } })).status).toBe(403);
  });
});

describe('people: fire employee (CEO only)', () => {
  const FIRE = `mutation($id: ID!) { fireEmployee(id: $id) { message employee { active status lastWorkingDay } } }`;

  it('refuses HR and heads at the gateway and the upstream', async () => {
    for (const key of ['hr', 'head', 'headofhr'] as DemoKey[]) {
      expect(code(await gql(stack, FIRE, { id: '23' }, await as(key)))).toBe('FORBIDDEN');
      expect((await rest('DELETE', '/employees/23', await as(key))).status).toBe(403);
    }
  });

  it('lets the CEO fire: inactive, Terminated, last working day today, access revoked, history kept', async () => {
    const auditor = await as('auditor'); // Hana Youssef, id 9, can sign in
    const res = await gql(stack, FIRE, { id: '9' }, await as('ceo'));
    expect(res.errors).toBeUndefined();
    expect(res.data.fireEmployee).toEqual({
      message: 'Employee fired successfully',
      employee: { active: false, status: 'Terminated', lastWorkingDay: new Date().toISOString().slice(0, 10) },
    });
    const current = await gql(stack, '{ employees(search: "Hana Youssef") { count } }', {}, await as('hr'));
    expect(current.data.employees.count).toBe(0);
    const kept = await gql(stack, '{ employee(id: "9") { name active } }', {}, await as('hr'));
    // Former employees are an extension (GET /employees/{id}, active=all): SPEC §7 lists current ones only.
    if (PROFILE === 'full') expect(kept.data.employee).toEqual({ name: 'Hana Youssef', active: false });
    else expect(kept.errors?.[0]).toMatchObject({ message: 'Employee not found', extensions: { code: 'NOT_FOUND' } });
    expect((await rest('GET', '/current_user_with_manager', auditor)).status).toBe(401);
    const again = await gql(stack, FIRE, { id: '9' }, await as('ceo'));
    expect(again.errors?.[0]).toMatchObject({ message: 'Employee is already inactive', extensions: { code: 'CONFLICT' } });
  });

  it('answers NOT_FOUND for an unknown employee', async () => {
    const res = await gql(stack, FIRE, { id: '9999' }, await as('ceo'));
    expect(res.errors?.[0]).toMatchObject({ message: 'Employee not found', extensions: { code: 'NOT_FOUND' } });
  });
});

describe('people: adjust teams (cold-calling head or HR)', () => {
  const ADJUST = `mutation($ids: [ID!]!, $team: ID, $manager: ID) { adjustTeams(employeeIds: $ids, teamId: $team, managerId: $manager) {
    message updatedCount employees { name team { teamName } manager { name } } } }`;

  it('lets the cold-calling head move a cold-calling agent to another team and manager', async () => {
    const res = await gql(stack, ADJUST, { ids: ['31'], team: '5', manager: '17' }, await as('coldhead'));
    expect(res.errors).toBeUndefined();
    expect(res.data.adjustTeams).toEqual({
      message: 'Teams adjusted successfully',
      updatedCount: 1,
      employees: [{ name: 'Hany Wagdy', team: { teamName: 'Cold Calling B' }, manager: { name: 'Hossam Tawfik' } }],
    });
  });

  it("refuses the cold-calling head another department's agents (upstream 403)", async () => {
    expect(code(await gql(stack, ADJUST, { ids: ['20'], team: '5' }, await as('coldhead')))).toBe('FORBIDDEN');
  });

  it('lets HR move anyone', async () => {
    const res = await gql(stack, ADJUST, { ids: ['20', '21'], team: '3' }, await as('hr'));
    expect(res.data.adjustTeams.updatedCount).toBe(2);
  });

  it('refuses a team leader and an agent at the gateway and the upstream', async () => {
    for (const key of ['teamleader', 'agent'] as DemoKey[]) {
      expect(code(await gql(stack, ADJUST, { ids: ['20'], team: '1' }, await as(key)))).toBe('FORBIDDEN');
      expect((await rest('POST', '/employees/adjust_teams', await as(key), { employee_ids: [20], team_ID: 1 })).status).toBe(403);
    }
  });
});

describe('people: access (admin: CEO or head of HR)', () => {
  const GIVE = `mutation($id: ID, $email: String) { giveAccess(employeeId: $id, email: $email) { message employeeId email temporaryPassword invitationSent } }`;
  const LIST = `{ accessEmployees(limit: -1) { count items { name email grantedAt } } }`;

  it('grants sign-in to an existing employee: an e-mailed invitation, or (SPEC profile) a one-time temporary password', async () => {
    const res = await gql(stack, GIVE, { id: '20' }, await as('headofhr'));
    expect(res.errors).toBeUndefined();
    const grant = res.data.giveAccess;
    if (PROFILE === 'full') {
      // The invitation's round trip (link, set password, sign in) is tests/integration/mail.test.ts.
      expect(grant).toEqual({ message: 'Invitation sent', employeeId: '20', email: 'mona.zaki@demo.hr', temporaryPassword: null, invitationSent: true });
      const list = await gql(stack, LIST, {}, await as('ceo'));
      expect(list.data.accessEmployees.items.map((e: { name: string }) => e.name)).toContain('Mona Zaki');
      return;
    }
    expect(grant).toMatchObject({ message: 'Access granted successfully', employeeId: '20', email: 'mona.zaki@demo.hr', invitationSent: false });
    expect(grant.temporaryPassword).toMatch(/^[A-Za-z0-9]{12}$/);
    const login = await gql(stack, 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { user { name } } }', {
      e: grant.email,
      p: grant.temporaryPassword,
    });
    expect(login.data.login.user.name).toBe('Mona Zaki');
    const list = await gql(stack, LIST, {}, await as('ceo'));
    expect(list.data.accessEmployees.items.map((e: { name: string }) => e.name)).toContain('Mona Zaki');
  });

  it('grants by e-mail and refuses a second grant', async () => {
    const res = await gql(stack, GIVE, { email: 'bassem.fouad@demo.hr' }, await as('ceo'));
    expect(res.data.giveAccess.employeeId).toBe('21');
    const again = await gql(stack, GIVE, { id: '21' }, await as('ceo'));
    expect(again.errors?.[0]).toMatchObject({ message: 'This employee already has access', extensions: { code: 'CONFLICT' } });
  });

  it('answers 404 "Employee not found in database, please add him first" for an unknown employee', async () => {
    for (const variables of [{ id: '9999' }, { email: 'nobody@demo.hr' }]) {
      const res = await gql(stack, GIVE, variables, await as('headofhr'));
      expect(res.errors?.[0]).toMatchObject({
        message: 'Employee not found in database, please add him first',
        extensions: { code: 'NOT_FOUND' },
      });
    }
  });

  it('refuses HR staff and heads at the gateway and the upstream', async () => {
    for (const key of ['hr', 'head'] as DemoKey[]) {
      expect(code(await gql(stack, GIVE, { id: '22' }, await as(key)))).toBe('FORBIDDEN');
      expect(code(await gql(stack, LIST, {}, await as(key)))).toBe('FORBIDDEN');
      expect((await rest('POST', '/employees/give_access', await as(key), { employee_id: 22 })).status).toBe(403);
      expect((await rest('GET', '/employees/access_employees', await as(key))).status).toBe(403);
    }
  });
});

describe('people: departments, roles, statuses (CEO, HR)', () => {
  it('adds and renames a department, trimming the name', async () => {
    const add = await gql(stack, 'mutation { addDepartment(departmentName: "  Finance  ") { id departmentName } }', {}, await as('hr'));
    expect(add.data.addDepartment.departmentName).toBe('Finance');
    const id = add.data.addDepartment.id;
    const rename = await gql(
      stack,
      `mutation { renameDepartment(id: "${id}", departmentName: " Finance & Payroll ") { departmentName } }`,
      {},
      await as('ceo'),
    );
    expect(rename.data.renameDepartment.departmentName).toBe('Finance & Payroll');
  });

  it('refuses a blank or duplicate name', async () => {
    const blank = await gql(stack, 'mutation { addDepartment(departmentName: "   ") { id } }', {}, await as('hr'));
    expect(blank.errors?.[0]).toMatchObject({ message: 'Department name is required', extensions: { code: 'BAD_USER_INPUT' } });
    const dup = await gql(stack, 'mutation { addDepartment(departmentName: "sales") { id } }', {}, await as('hr'));
    expect(dup.errors?.[0]).toMatchObject({ message: 'Department name has already been taken', extensions: { code: 'CONFLICT' } });
    const dupRole = await gql(stack, 'mutation { renameEmploymentRole(id: "1", title: "ACM") { id } }', {}, await as('hr'));
    expect(dupRole.errors?.[0].message).toBe('Title has already been taken');
  });

  it('renames an employment role and the title of everyone holding it', async () => {
    const roles = await gql(stack, '{ employmentRoles(limit: -1) { items { id title } } }', {}, await as('hr'));
    const qa = roles.data.employmentRoles.items.find((r: { title: string }) => r.title === 'Quality Auditor');
    const res = await gql(stack, `mutation { renameEmploymentRole(id: "${qa.id}", title: "Quality Analyst Auditor") { title } }`, {}, await as('hr'));
    expect(res.data.renameEmploymentRole.title).toBe('Quality Analyst Auditor');
    const people = await gql(stack, '{ employees(role: "Quality Analyst Auditor", limit: -1) { count } }', {}, await as('hr'));
    expect(people.data.employees.count).toBeGreaterThan(0);
  });

  it('adds and renames statuses and roles', async () => {
    const s = await gql(stack, 'mutation { addStatus(name: " Probation ") { id name } }', {}, await as('hr'));
    expect(s.data.addStatus.name).toBe('Probation');
    const r = await gql(stack, `mutation { renameStatus(id: "${s.data.addStatus.id}", name: "On Probation") { name } }`, {}, await as('hr'));
    expect(r.data.renameStatus.name).toBe('On Probation');
    const role = await gql(stack, 'mutation { addEmploymentRole(title: "Payroll Officer") { title } }', {}, await as('ceo'));
    expect(role.data.addEmploymentRole.title).toBe('Payroll Officer');
  });

  it('refuses everyone else at the gateway and the upstream', async () => {
    for (const key of ['head', 'teamleader', 'agent'] as DemoKey[]) {
      const token = await as(key);
      expect(code(await gql(stack, 'mutation { addDepartment(departmentName: "X") { id } }', {}, token))).toBe('FORBIDDEN');
      expect(code(await gql(stack, 'mutation { renameStatus(id: "1", name: "X") { id } }', {}, token))).toBe('FORBIDDEN');
      expect(code(await gql(stack, 'mutation { addEmploymentRole(title: "X") { id } }', {}, token))).toBe('FORBIDDEN');
      expect((await rest('POST', '/departments', token, { department: { department_name: 'X' } })).status).toBe(403);
      expect((await rest('PATCH', '/statuses/1', token, { status: { name: 'X' } })).status).toBe(403);
    }
  });
});

describe('people: holidays (CEO, HR)', () => {
  const ADD_HOLIDAY = `mutation($input: HolidayInput!) { addHoliday(input: $input) { vacName multipleOfPay startDate endDate } }`;
  it('lets HR add a holiday', async () => {
    const input = { vacName: 'Eid al-Fitr', multipleOfPay: 2, startDate: '2026-03-20', endDate: '2026-03-22' };
    const res = await gql(stack, ADD_HOLIDAY, { input }, await as('hr'));
    expect(res.data.addHoliday).toEqual(input);
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
