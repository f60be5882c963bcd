/**
 * People REST rules at the upstream itself: paging/filter validation, pay/personal redaction, firing rules,
 * give-access answers, lookup names, holidays and the targets arithmetic (month parsing, working days).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { demoName, startTestUpstream, type TestUpstream } from './harness';
import { monthStart } from '../src/people/calendarRoutes';
import { NOT_IN_DATABASE, temporaryPassword } from '../src/people/accessRoutes';

let up: TestUpstream;
let ceo: string;
let hr: string;
let agent: string;
beforeAll(async () => {
  up = await startTestUpstream();
  [ceo, hr, agent] = [await up.login('ceo'), await up.login('hr'), await up.login('agent')];
});
afterAll(() => up.close());

describe('people: GET /employees', () => {
  it('answers { items, count } paged and sorted', async () => {
    const res = await up.request('GET', '/employees?page=2&limit=5&sort_by=RES_ID&sort_dir=desc', { token: hr });
    expect(res.status).toBe(200);
    expect(res.body.items).toHaveLength(5);
    const ids = res.body.items.map((e: { RES_ID: string }) => e.RES_ID);
    expect(ids).toEqual([...ids].sort().reverse());
    expect(res.body.items[0]).toHaveProperty('manager_name');
  });

  it('takes the SPEC §3 list query fields head_auditing (the auditing department) and fields (items cut to those keys)', async () => {
    const all = await up.request('GET', '/employees?limit=-1', { token: hr });
    const auditing = await up.request('GET', '/employees?limit=-1&head_auditing=true', { token: hr });
    expect(auditing.status).toBe(200);
    const expected = all.body.items.filter((e: { department_id: number | null }) => e.department_id === 4).map((e: { id: number }) => e.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(auditing.body.items.map((e: { id: number }) => e.id).sort()).toEqual([...expected].sort());
    expect(auditing.body.count).toBe(expected.length);
    expect((await up.request('GET', '/employees?limit=-1&head_auditing=false', { token: hr })).body.count).toBe(all.body.count);

    const cut = await up.request('GET', '/employees?page=1&limit=3&fields=id, name,RES_ID', { token: hr });
    expect(cut.status).toBe(200);
    expect(cut.body.count).toBe(all.body.count);
    expect(cut.body.items).toHaveLength(3);
    for (const item of cut.body.items) expect(Object.keys(item)).toEqual(['id', 'name', 'RES_ID']);
    // After the redaction: a plain employee's list cut to a personal field still reads null for others.
    const redacted = await up.request('GET', '/employees?limit=-1&fields=id,hourly_rate', { token: agent });
    expect(redacted.body.items.every((e: object) => Object.keys(e).join() === 'id,hourly_rate')).toBe(true);
    // Every list takes it, not only employees.
    const teams = await up.request('GET', '/teams?fields=team_name', { token: hr });
    expect(teams.body.items.every((t: object) => Object.keys(t).join() === 'team_name')).toBe(true);
  });

  it('refuses a field no item has and a head_auditing that is not true or false', async () => {
    const typo = await up.request('GET', '/employees?fields=id,nmae', { token: hr });
    expect(typo.status).toBe(400);
    expect(typo.body.message).toBe('fields: unknown field nmae');
    expect((await up.request('GET', '/employees?head_auditing=yes', { token: hr })).status).toBe(400);
  });

  it('rejects bad paging and filter values with 400', async () => {
    for (const q of ['sort_by=password', 'limit=abc', 'ids=1,x', 'active=maybe', 'team_id=abc']) {
      const res = await up.request('GET', `/employees?${q}`, { token: hr });
      expect([q, res.status]).toEqual([q, 400]);
    }
  });

  it('nulls pay and personal fields of others for a plain employee, not their own', async () => {
    const res = await up.request('GET', '/employees?ids=10,20', { token: agent });
    const [own, other] = [10, 20].map((id) => res.body.items.find((e: { id: number }) => e.id === id));
    expect(own.hourly_rate).not.toBeNull();
    expect(own.national_ID).not.toBeNull();
    expect(other).toMatchObject({ hourly_rate: null, monthly_rate: null, base_salary: null, national_ID: null, phone: null });
    const asHr = await up.request('GET', '/employees/20', { token: hr });
    expect(asHr.body.national_ID).not.toBeNull();
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['9999', 'abc']) {
      const res = await up.request('GET', `/employees/${id}`, { token: hr });
      expect(res.body).toEqual({ message: 'Employee not found', errors: [{ message: 'Employee not found', field: null }] });
    }
  });
});

describe('people: firing', () => {
  it('refuses the CEO firing themself', async () => {
    const res = await up.request('DELETE', '/employees/1', { token: ceo });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('You cannot fire yourself');
  });

  it('answers 403 to HR', async () => {
    const res = await up.request('DELETE', '/employees/30', { token: hr });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("You don't have permission to access this resource");
  });

  it('soft-deletes: the row stays with status Terminated and no sign-in account', async () => {
    const res = await up.request('DELETE', '/employees/30', { token: ceo });
    expect(res.status).toBe(200);
    expect(res.body.employee).toMatchObject({ id: 30, active: false, status: 'Terminated' });
    const { rows } = await up.db.query('SELECT count(*)::int AS n FROM users WHERE employee_id = 30');
    expect(rows[0]).toEqual({ n: 0 });
    const list = await up.request('GET', '/employees?active=false&limit=-1', { token: hr });
    expect(list.body.items.map((e: { id: number }) => e.id)).toContain(30);
  });
});

describe('people: give access', () => {
  it(`answers 404 "${NOT_IN_DATABASE}"`, async () => {
    const admin = await up.login('headofhr');
    const res = await up.request('POST', '/employees/give_access', { token: admin, body: { employee_id: 123456 } });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(NOT_IN_DATABASE);
  });

  it('refuses an inactive employee and a missing body', async () => {
    const left = await up.person();
    expect((await up.request('DELETE', `/employees/${left.id}`, { token: ceo })).status).toBe(200);
    const inactive = await up.request('POST', '/employees/give_access', { token: ceo, body: { email: left.email } });
    expect(inactive.status).toBe(422);
    const empty = await up.request('POST', '/employees/give_access', { token: ceo, body: {} });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual([{ field: 'employee_id', message: 'Employee is required' }]);
  });

  it('makes 12-character unambiguous temporary passwords', () => {
    const passwords = new Set(Array.from({ length: 50 }, () => temporaryPassword()));
    expect(passwords.size).toBe(50);
    for (const p of passwords) expect(p).toMatch(/^[A-HJ-NP-Za-km-z2-9]{12}$/);
  });
});

describe('people: lookups', () => {
  it('trims names and refuses blanks and duplicates in any letter case', async () => {
    const made = await up.request('POST', '/statuses', { token: hr, body: { status: { name: '  Seconded ' } } });
    expect(made.status).toBe(201);
    expect(made.body.name).toBe('Seconded');
    const dup = await up.request('POST', '/statuses', { token: hr, body: { status: { name: 'seconded' } } });
    expect(dup.status).toBe(409);
    expect(dup.body.errors).toEqual([{ field: 'name', message: 'Name has already been taken' }]);
    const blank = await up.request('PATCH', `/statuses/${made.body.id}`, { token: hr, body: { status: { name: '  ' } } });
    expect(blank.status).toBe(422);
    expect(blank.body.message).toBe('Name is required');
    const missing = await up.request('PATCH', '/departments/999', { token: hr, body: { department: { department_name: 'X' } } });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Department not found');
  });
});

describe('people: holidays', () => {
  it('validates every field', async () => {
    const res = await up.request('POST', '/vacations', { token: hr, body: { vac_name: '', multiple_of_pay: -1, startdate: '2026-02-30' } });
    expect(res.status).toBe(422);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(['vac_name', 'multiple_of_pay', 'startdate', 'enddate']);
  });
});

describe('people: targets', () => {
  it('parses MM-YYYY and defaults to the current month', () => {
    expect(monthStart('02-2024')).toBe('2024-02-01');
    expect(monthStart(undefined, new Date('2025-07-15T10:00:00Z'))).toBe('2025-07-01');
    expect(() => monthStart('13-2024')).toThrow('month must be MM-YYYY');
  });

  it('counts working days from the join date and to the last working day', async () => {
    // Employee joining on Wednesday 2023-02-15: 10 weekdays left in February 2023 (15-17, 20-24, 27-28); 4 h/day.
    await up.db.query(
      `INSERT INTO employees ("RES_ID", name, email, role, role_title, target_hours_per_day, date_joined, hourly_or_monthly)
       VALUES ('T-1', 'Target Joiner', 'target.joiner@demo.hr', 0, 'Sales Agent', 4, '2023-02-15', 'hourly')`,
    );
    const res = await up.request('GET', '/targets?month=02-2023&search=Target Joiner', { token: hr });
    expect(res.body.items).toEqual([
      expect.objectContaining({ name: 'Target Joiner', worked_hours: 0, target_hours: 40, remaining_hours: 40, bonus_hours: 0 }),
    ]);
    const before = await up.request('GET', '/targets?month=01-2023&search=Target Joiner', { token: hr });
    expect(before.body.count).toBe(0);
  });

  it('shows a manager their people and an agent only themself', async () => {
    const tl = await up.login('teamleader');
    const lead = (await up.request('GET', '/current_user_with_manager', { token: tl })).body.id;
    const joined = await up.person({ manager_id: lead, team_ID: 1 });
    // The team leader and everyone who reports to him: the agent, the person just made, the demo company's others.
    const reports = await up.db.query<{ name: string }>('SELECT name FROM employees WHERE manager_id = $1 AND active', [lead]);
    const team = [demoName('teamleader'), ...reports.rows.map((r) => r.name)].sort();
    expect(team).toEqual(expect.arrayContaining([demoName('agent'), joined.name]));
    const mine = await up.request('GET', '/targets?limit=-1', { token: tl });
    expect(mine.body.items.map((t: { name: string }) => t.name).sort()).toEqual(team);
    const own = await up.request('GET', '/targets', { token: agent });
    expect(own.body.items.map((t: { name: string }) => t.name)).toEqual([demoName('agent')]);
  });
});
