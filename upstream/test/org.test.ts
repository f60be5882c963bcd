/**
 * The org chart calls: a person's chain of managers up to the top (cycle-safe, active managers only), pages of direct
 * reports with their report counts, and nothing of another company.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { withCompany } from '../src/companies/context';
import { startTestUpstream, type TestPerson, type TestUpstream } from './harness';

let up: TestUpstream;
let token: string;
let boss: TestPerson;
let lead: TestPerson;
const reports: TestPerson[] = [];

beforeAll(async () => {
  up = await startTestUpstream();
  token = await up.login('agent');
  boss = await up.person({ role: 2, can_manage: true, role_title: 'Operations Manager' });
  lead = await up.person({ manager_id: boss.id, role: 1, can_manage: true, role_title: 'Team Leader' });
  for (let i = 0; i < 3; i++) reports.push(await up.person({ manager_id: lead.id }));
});
afterAll(async () => up?.close());

const get = (path: string) => up.request('GET', path, { token });

describe('GET /org_chart/:id/chain', () => {
  it('answers the person, then each manager up to the top, with colleague fields only', async () => {
    const res = await get(`/org_chart/${reports[0].id}/chain`);
    expect(res.status).toBe(200);
    expect(res.body.items.map((p: { id: number }) => p.id)).toEqual([reports[0].id, lead.id, boss.id]);
    expect(res.body.items[1]).toEqual({
      id: lead.id,
      name: lead.name,
      role_title: 'Team Leader',
      department_name: expect.any(String),
      team_name: null,
      manager_id: boss.id,
      report_count: 3,
    });
  });

  it('stops a reporting loop at the first person met twice', async () => {
    const first = await up.person();
    const second = await up.person({ manager_id: first.id });
    // The writes refuse loops; old data may still hold one.
    await up.db.query('UPDATE employees SET manager_id = $1 WHERE id = $2', [second.id, first.id]);
    const res = await get(`/org_chart/${first.id}/chain`);
    expect(res.body.items.map((p: { id: number }) => p.id)).toEqual([first.id, second.id]);
  });

  it('answers 404 for an unknown id', async () => {
    const res = await get('/org_chart/999999/chain');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Employee not found');
  });
});

describe('GET /org_chart/reports', () => {
  it('pages the direct reports of a manager', async () => {
    const all = await get(`/org_chart/reports?manager_id=${lead.id}`);
    expect(all.body.count).toBe(3);
    const second = await get(`/org_chart/reports?manager_id=${lead.id}&limit=2&page=2`);
    expect(second.body).toEqual({ items: [expect.objectContaining({ id: all.body.items[2].id, report_count: 0 })], count: 3 });
  });

  it('lists the top of the company without manager_id, and never someone with an active manager', async () => {
    const res = await get('/org_chart/reports?limit=-1');
    const ids = res.body.items.map((p: { id: number }) => p.id);
    expect(ids).toContain(boss.id);
    expect(ids).not.toContain(lead.id);
    expect(res.body.items.find((p: { id: number }) => p.id === boss.id).report_count).toBe(1);
  });

  it('shows nothing of another company', async () => {
    const made = await up.request('POST', '/companies', {
      body: {
        company_name: 'Other Org Co',
        industry: 'Retail',
        employee_count_range: '1-10',
        subdomain: 'other-org',
        email: 'owner@other-org.test',
        first_name: 'Olu',
        last_name: 'Other',
      },
    });
    expect(made.status).toBe(201);
    const { rows } = await withCompany(made.body.company.id, () => up.db.query<{ id: number }>('SELECT id FROM employees'));
    expect(rows.length).toBeGreaterThan(0);
    const top = await get('/org_chart/reports?limit=-1');
    for (const { id } of rows) {
      expect(top.body.items.map((p: { id: number }) => p.id)).not.toContain(id);
      expect((await get(`/org_chart/${id}/chain`)).status).toBe(404);
    }
  });
});
