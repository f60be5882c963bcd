/**
 * HR's "update work info" (decision 0206): the extension fields of PATCH /employees/{id} — job type, working hours
 * per day, department, team, supervisor — checked into one 422, written with the role in one transaction, and dropped
 * by the SPEC §7 profile.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestUpstream, type TestUpstream } from './harness';

let up: TestUpstream;
let hr: string;
let ceo: string;
beforeAll(async () => {
  up = await startTestUpstream();
  [hr, ceo] = [await up.login('hr'), await up.login('ceo')];
});
afterAll(() => up.close());

const patch = (token: string, id: number, employee: Record<string, unknown>) => up.request('PATCH', `/employees/${id}`, { token, body: { employee } });

describe('PATCH /employees/{id}: work info', () => {
  it('sets job title, type, hours, department, team and supervisor together (HR), and clears team and supervisor with null', async () => {
    const boss = await up.person({ role: 2, can_manage: true, role_title: 'Operations Manager' });
    const p = await up.person();
    const res = await patch(hr, p.id, {
      role: 0,
      role_title: 'Senior Agent',
      employee_type: 'part time',
      target_hours_per_day: 6,
      department_id: 3,
      team_ID: 1,
      manager_id: boss.id,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      role_title: 'Senior Agent',
      employee_type: 'Part Time',
      target_hours_per_day: 6,
      department_id: 3,
      team_ID: 1,
      manager_id: boss.id,
    });
    const cleared = await patch(ceo, p.id, { role: 0, team_ID: null, manager_id: null, department_id: null });
    expect(cleared.status).toBe(200);
    // null clears team and supervisor; a department is always held, so null keeps it.
    expect(cleared.body).toMatchObject({ team_ID: null, manager_id: null, department_id: 3, target_hours_per_day: 6 });
  });

  it('refuses unknown references, a non-manager supervisor, oneself and a reporting loop in one 422, writing nothing', async () => {
    const boss = await up.person({ role: 2, can_manage: true });
    const p = await up.person({ manager_id: boss.id, can_manage: true });
    const bad = await patch(hr, p.id, { role: 0, role_title: 'Changed', department_id: 999, team_ID: 999, manager_id: 999, target_hours_per_day: 30 });
    expect(bad.status).toBe(422);
    const fields = bad.body.errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['target_hours_per_day']));
    const refs = await patch(hr, p.id, { role: 0, role_title: 'Changed', department_id: 999, team_ID: 999, manager_id: 999 });
    expect(refs.status).toBe(422);
    expect(refs.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'department_id', message: 'Department not found' },
        { field: 'team_ID', message: 'Team not found' },
        { field: 'manager_id', message: 'Supervisor not found' },
      ]),
    );
    const self = await patch(hr, p.id, { role: 0, manager_id: p.id });
    expect(self.body.errors).toEqual([{ field: 'manager_id', message: 'An employee cannot be their own supervisor' }]);
    const loop = await patch(hr, boss.id, { role: 2, manager_id: p.id });
    expect(loop.status).toBe(422);
    expect(loop.body.errors[0].message).toMatch(/reporting loop/);
    const type = await patch(hr, p.id, { role: 0, employee_type: 'Contractor' });
    expect(type.status).toBe(422);
    const after = await up.request('GET', `/employees/${p.id}`, { token: hr });
    expect(after.body.role_title).not.toBe('Changed');
    expect(after.body.manager_id).toBe(boss.id);
  });

  it('checks the body before the record: a bad work-info field on an unknown id is 422, a good one 404', async () => {
    expect((await patch(hr, 999999, { role: 0, team_ID: 0 })).status).toBe(422);
    expect((await patch(hr, 999999, { role: 0 })).status).toBe(404);
  });

  it('is for CEO and HR only', async () => {
    const p = await up.person();
    for (const who of ['agent', 'teamleader', 'head'] as const) {
      const res = await patch(await up.login(who), p.id, { role: 0, target_hours_per_day: 4 });
      expect(res.status).toBe(403);
    }
  });
});

describe('PATCH /employees/{id}: the SPEC §7 profile', () => {
  it('drops the work-info fields (a SPEC §7 backend knows employee{role} only)', async () => {
    const spec = await startTestUpstream({ profile: 'spec' });
    try {
      const token = await spec.login('hr');
      const p = await spec.person();
      const res = await spec.request('PATCH', `/employees/${p.id}`, { token, body: { employee: { role: 0, target_hours_per_day: 3, team_ID: 0 } } });
      expect(res.status).toBe(200);
      expect(res.body.target_hours_per_day).toBe(8);
      expect((await spec.request('PATCH', '/employees/999999', { token, body: { employee: { role: 0, team_ID: 0 } } })).status).toBe(404);
    } finally {
      await spec.close();
    }
  });
});
