/**
 * The directory call: everyone of the company with colleague fields only (no pay, no personal data), searched by name
 * or RES ID, filtered by department, team, supervisor and status, paged and sorted, and nothing of another company.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { withCompany } from '../src/companies/context';
import { startTestUpstream, type TestPerson, type TestUpstream } from './harness';

let up: TestUpstream;
let token: string;
let lead: TestPerson;
let member: TestPerson;
let former: TestPerson;
let otherDepartment: number;

const get = (path: string) => up.request('GET', path, { token });
const ids = (body: { items: { id: number }[] }) => body.items.map((p) => p.id);

beforeAll(async () => {
  up = await startTestUpstream();
  token = await up.login('agent');
  const departments = await get('/departments?limit=-1');
  otherDepartment = departments.body.items.map((d: { id: number }) => d.id).find((id: number) => id !== 2);
  lead = await up.person({ name: 'Quillon Directory Lead', role: 1, can_manage: true, role_title: 'Team Leader', department_id: otherDepartment });
  member = await up.person({ name: 'Quillon Directory Member', manager_id: lead.id, base_salary: 5000, national_ID: '29001010101010' });
  former = await up.person({ name: 'Quillon Directory Former', manager_id: lead.id });
  await up.db.query('UPDATE employees SET active = false WHERE id = $1', [former.id]);
});
afterAll(async () => up?.close());

describe('GET /org_chart/directory', () => {
  it('answers colleague fields only, with the supervisor’s name', async () => {
    const res = await get(`/org_chart/directory?search=${encodeURIComponent(member.name)}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      count: 1,
      items: [
        {
          id: member.id,
          name: member.name,
          role_title: 'Customer Support Agent',
          department_name: expect.any(String),
          team_name: null,
          manager_id: lead.id,
          manager_name: lead.name,
          active: true,
        },
      ],
    });
  });

  it('finds a person by RES ID, and former employees only with active=all', async () => {
    expect(ids((await get(`/org_chart/directory?search=${lead.RES_ID}`)).body)).toEqual([lead.id]);
    expect(ids((await get('/org_chart/directory?search=Quillon%20Directory')).body)).toEqual([lead.id, member.id]);
    const all = await get('/org_chart/directory?search=Quillon%20Directory&active=all');
    expect(ids(all.body)).toEqual([former.id, lead.id, member.id]);
    expect(all.body.items[0].active).toBe(false);
  });

  it('filters by department and supervisor, and pages and sorts', async () => {
    const inDepartment = await get(`/org_chart/directory?department_id=${otherDepartment}&limit=-1`);
    expect(ids(inDepartment.body)).toContain(lead.id);
    expect(ids(inDepartment.body)).not.toContain(member.id);
    expect(ids((await get(`/org_chart/directory?manager_id=${lead.id}&active=all`)).body)).toEqual([former.id, member.id]);
    const second = await get(`/org_chart/directory?search=Quillon&active=all&limit=2&page=2&sort_by=name&sort_dir=desc`);
    expect(second.body).toEqual({ count: 3, items: [expect.objectContaining({ id: former.id })] });
    expect((await get('/org_chart/directory?sort_by=salary')).status).toBe(400);
  });

  it('shows nothing of another company', async () => {
    const made = await up.request('POST', '/companies', {
      body: {
        company_name: 'Other Directory Co',
        industry: 'Retail',
        employee_count_range: '1-10',
        subdomain: 'other-directory',
        email: 'owner@other-directory.test',
        first_name: 'Olu',
        last_name: 'Other',
      },
    });
    expect(made.status).toBe(201);
    const { rows } = await withCompany(made.body.company.id, () => up.db.query<{ id: number }>('SELECT id FROM employees'));
    expect(rows.length).toBeGreaterThan(0);
    const everyone = ids((await get('/org_chart/directory?limit=-1&active=all')).body);
    for (const { id } of rows) expect(everyone).not.toContain(id);
  });
});
