/**
 * Hostile or absurd inputs at the REST level (NUL bytes, out-of-range values, an empty import) are refused as bad
 * input with a field message (SPEC §5 forms), never reach the database as errors, and search terms match literally.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { csvForm, startTestUpstream, type TestUpstream } from './harness';

let up: TestUpstream;
let hr: string;
let auditor: string;
let admin: string;
beforeAll(async () => {
  up = await startTestUpstream();
  [hr, auditor, admin] = await Promise.all([up.login('hr'), up.login('auditor'), up.login('headofhr')]);
});
afterAll(() => up.close());

describe('NUL bytes', () => {
  it('refuses a NUL in a JSON body field with 422 naming the field', async () => {
    const res = await up.request('POST', '/departments', { token: hr, body: { department: { department_name: 'QA\u0000nul' } } });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: 'Department name contains an invalid character (NUL)',
      errors: [{ field: 'department_name', message: 'Department name contains an invalid character (NUL)' }],
    });
  });

  it('refuses a NUL in a search parameter', async () => {
    const res = await up.request('GET', '/employees?search=a%00b', { token: hr });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ field: 'search', message: 'Search contains an invalid character (NUL)' }]);
  });

  it('refuses a NUL in a multipart field (leave notes)', async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ leave_type_id: '1', start_date: '2031-03-03', end_date: '2031-03-03', notes: 'x\u0000y' })) form.append(k, v);
    const res = await up.request('POST', '/leave_requests', { token: hr, body: form });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ field: 'notes', message: 'Notes contains an invalid character (NUL)' }]);
  });

  it('reports a NUL inside an imported CSV row as that row failing', async () => {
    const res = await up.request('POST', '/leave_requests/import', {
      token: hr,
      body: csvForm('RES_ID,leave_type,start_date,end_date,notes\nRES-0010,Annual,2031-03-03,2031-03-03,bad\u0000note\n'),
    });
    expect(res.status).toBe(200);
    expect(res.body.failed).toEqual([{ row: 2, message: 'Notes contains an invalid character (NUL)' }]);
  });
});

describe('bounds on numbers and dates', () => {
  it('refuses an absurd yearly limit', async () => {
    const res = await up.request('POST', '/leave_types', { token: hr, body: { leave_type: { leave_name: 'Huge', yearly_limit: 1e308 } } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ field: 'yearly_limit', message: 'Yearly limit must be at most 366' }]);
  });

  it('refuses an absurd policy deduction', async () => {
    const res = await up.request('POST', '/actionpolicies', {
      token: hr,
      body: { actionpolicy: { action_ID: 'BIG', action_name: 'Big', action_type: 1, deduction: 1e308 } },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ field: 'deduction', message: 'Monetary deduction must be at most 1000000000' }]);
  });

  it('refuses an action dated in the future', async () => {
    const employee = (await up.db.query<{ id: number }>(`SELECT id FROM employees WHERE "RES_ID" = 'RES-0010'`)).rows[0].id;
    const policy = (await up.db.query<{ id: number }>('SELECT id FROM action_policies ORDER BY id LIMIT 1')).rows[0].id;
    const res = await up.request('POST', '/action_againsts', {
      token: auditor,
      body: { action_against: { employee_id: employee, actionpolicy_id: policy, date: '2099-01-01', details: 'Later' } },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ field: 'date', message: "Date can't be in the future" }]);
  });

  it('refuses an HR comment longer than 2000 characters', async () => {
    const action = (await up.db.query<{ id: number }>('SELECT id FROM action_againsts WHERE status = 0 ORDER BY id LIMIT 1')).rows[0].id;
    const res = await up.request('POST', `/action_againsts/${action}/reject`, { token: hr, body: { action_against: { hr_comment: 'x'.repeat(2001) } } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ field: 'hr_comment', message: 'HR comment must be less than 2000 characters' }]);
  });

  it('refuses a leave date beyond 2100', async () => {
    const res = await up.request('POST', '/leave_requests', {
      token: hr,
      body: { leave_type_id: 1, start_date: '2201-03-03', end_date: '2201-03-03' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(expect.arrayContaining([{ field: 'start_date', message: 'Start date is not a valid date' }]));
  });
});

describe('search terms', () => {
  it.each(['%', '_', '\\'])('matches %s literally, not as a wildcard', async (term) => {
    for (const path of ['/employees', '/actionpolicies', '/employees/access_employees', '/targets', '/leave_requests']) {
      const res = await up.request('GET', `${path}?search=${encodeURIComponent(term)}`, { token: admin });
      expect({ path, status: res.status, count: res.body.count }).toEqual({ path, status: 200, count: 0 });
    }
    const actions = await up.request('GET', `/action_againsts?action_search_input=${encodeURIComponent(term)}`, { token: hr });
    expect(actions.body.count).toBe(0);
  });

  it('caps a search term with a clear 422', async () => {
    const res = await up.request('GET', `/employees?search=${'a'.repeat(201)}`, { token: hr });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ field: 'search', message: 'Search must be less than 200 characters' }]);
    expect((await up.request('GET', `/employees?search=${'a'.repeat(200)}`, { token: hr })).status).toBe(200);
  });
});

describe('empty imports', () => {
  it('refuses an empty leave import like the other imports', async () => {
    const res = await up.request('POST', '/leave_requests/import', { token: hr, body: csvForm('RES_ID,leave_type,start_date,end_date\n') });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ field: 'file', message: 'The CSV file has no records' }]);
  });
});
