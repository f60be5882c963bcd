/** actions REST rules: policies, filing, scope, the X-User-UUID check, status moves, update/delete, import. */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { demoName, startTestUpstream, type TestPerson, type TestUpstream } from './harness';

let up: TestUpstream;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
/** Made by the test: someone in the team leader's team, and a sales agent outside every line but the CEO's. */
let mona: TestPerson;
let walid: TestPerson;

const as = (who: string) => tokens[who];
const me = async (who: string) => (await up.request('GET', '/current_user_with_manager', { token: as(who) })).body.id as number;
const policyId = async (code: string) => (await up.db.query<{ id: number }>('SELECT id FROM action_policies WHERE "action_ID" = $1', [code])).rows[0].id;

async function file(who: string, body: Record<string, unknown>) {
  return up.request('POST', '/action_againsts', { token: as(who), body: { action_against: body } });
}
async function fileOk(who: string, body: Record<string, unknown>) {
  const res = await file(who, body);
  expect(res.status).toBe(201);
  return res.body;
}
const review = (who: string, id: number, verb: string, hr_comment?: string) =>
  up.request('POST', `/action_againsts/${id}/${verb}`, { token: as(who), body: { action_against: { hr_comment } } });

beforeAll(async () => {
  up = await startTestUpstream();
  for (const key of ['ceo', 'hr', 'head', 'teamleader', 'auditor', 'agent', 'acm', 'headofhr']) tokens[key] = await up.login(key as never);
  ids.agent = await me('agent');
  ids.auditor = await me('auditor');
  ids.hr = await me('hr');
  ids.teamleader = await me('teamleader');
  mona = await up.person({ manager_id: ids.teamleader, team_ID: 1 });
  walid = await up.person({ name: 'Test Outsider', department_id: 3, team_ID: 2, role_title: 'Sales Agent' });
  ids.mona = mona.id;
  ids.walid = walid.id;
  ids.late = await policyId('ATT-01'); // monetary 100
  ids.quality = await policyId('QA-01'); // percentage 5
});
afterAll(() => up.close());

describe('action policies', () => {
  it('lists the catalogue for any signed-in user with the typed deduction columns', async () => {
    const res = await up.request('GET', '/actionpolicies', { token: as('agent') });
    expect(res.status).toBe(200);
    const late = res.body.items.find((p: { action_ID: string }) => p.action_ID === 'ATT-01');
    expect(late).toMatchObject({ action_name: 'Late arrival', action_type: 1, deduction: 100, money_deduction: 100, days_deduction: null });
  });

  it('lets HR create and update a policy (201, then 200) and refuses a duplicate action_ID with 409', async () => {
    const created = await up.request('POST', '/actionpolicies', {
      token: as('hr'),
      body: { actionpolicy: { action_ID: 'T-1', action_name: 'Test', action_type: 2, days_deduction: 3 } },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ action_ID: 'T-1', deduction: 3, days_deduction: 3, action_type: 2 });
    const updated = await up.request('PUT', `/actionpolicies/${created.body.id}`, {
      token: as('ceo'),
      body: { actionpolicy: { action_name: 'Test renamed', deduction: 4 } },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ action_name: 'Test renamed', deduction: 4 });
    const dup = await up.request('POST', '/actionpolicies', {
      token: as('hr'),
      body: { actionpolicy: { action_ID: 'ATT-01', action_name: 'Again', action_type: 1, deduction: 1 } },
    });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('Action ID already exists');
    // Another case is the same ID (found in a QA walk: "att-01" was created beside "ATT-01"), on create and on rename.
    const otherCase = await up.request('POST', '/actionpolicies', {
      token: as('hr'),
      body: { actionpolicy: { action_ID: 'att-01', action_name: 'Again', action_type: 1, deduction: 1 } },
    });
    expect(otherCase.status).toBe(409);
    expect(otherCase.body.errors).toEqual([{ field: 'action_ID', message: 'Action ID already exists' }]);
    const renamed = await up.request('PUT', `/actionpolicies/${created.body.id}`, { token: as('hr'), body: { actionpolicy: { action_ID: 'Att-01' } } });
    expect(renamed.status).toBe(409);
    expect(renamed.body.message).toBe('Action ID already exists');
    const ownCase = await up.request('PUT', `/actionpolicies/${created.body.id}`, { token: as('hr'), body: { actionpolicy: { action_ID: 't-1' } } });
    expect(ownCase.status).toBe(200);
    expect(ownCase.body.action_ID).toBe('t-1');
    const { rows } = await up.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM action_policies WHERE lower("action_ID") = 'att-01'`);
    expect(rows[0].n).toBe(1);
  });

  it('validates a policy with 422 field errors', async () => {
    const res = await up.request('POST', '/actionpolicies', {
      token: as('hr'),
      body: { actionpolicy: { action_ID: '', action_name: 'x', action_type: 3, deduction: 150 } },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      { field: 'action_ID', message: 'Action ID is required' },
      { field: 'deduction', message: 'Percentage deduction must be at most 100' },
    ]);
    const bad = await up.request('POST', '/actionpolicies', { token: as('hr'), body: { action_ID: 'Z', action_name: 'Z', action_type: 9 } });
    expect(bad.body.errors[0].message).toMatch(/^Action type must be 1 \(Monetary Deduction\)/);
  });

  it.each(['agent', 'teamleader', 'auditor', 'head'])('refuses %s writing policies with 403', async (who) => {
    const res = await up.request('POST', '/actionpolicies', { token: as(who), body: { action_ID: 'N', action_name: 'N', action_type: 1, deduction: 1 } });
    expect(res.status).toBe(403);
    expect((await up.request('PUT', `/actionpolicies/${ids.late}`, { token: as(who), body: { deduction: 1 } })).status).toBe(403);
  });
});

describe('filing an action', () => {
  it('takes the deduction from the policy and answers the action taken fields', async () => {
    const action = await fileOk('auditor', { employee_id: ids.agent, actionpolicy_id: ids.late, date: '2025-03-03', details: 'Late' });
    expect(action).toMatchObject({
      RES_ID: 'RES-0010',
      employee_name: demoName('agent'),
      auditor_name: demoName('auditor'),
      auditor_ID: ids.auditor,
      approver_name: 'Not approved yet',
      approved_by_ID: null,
      actionpolicy_action_name: 'Late arrival',
      action_ID: 'ATT-01',
      date: '2025-03-03',
      status: 0,
      action_type: 1,
      deduction: 100,
      monetary_deduction: 100,
      days_deduction: null,
      percentage_deduction: null,
      override_deduction: false,
      details: 'Late',
      hr_comment: null,
    });
  });

  it('uses an overriding deduction with its type', async () => {
    const action = await fileOk('auditor', {
      employee_id: ids.agent,
      actionpolicy_id: ids.late,
      date: '2025-03-04',
      override_deduction: true,
      deduction_type: 'percentage',
      deduction: 7.5,
    });
    expect(action).toMatchObject({ action_type: 3, deduction: 7.5, percentage_deduction: 7.5, monetary_deduction: null, override_deduction: true });
  });

  it('answers 422 with every field error', async () => {
    const res = await file('auditor', { employee_id: '', actionpolicy_id: 99999, date: '2025-02-30', override_deduction: true, deduction_type: 'hours' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      { field: 'employee_id', message: 'Employee is required' },
      { field: 'actionpolicy_id', message: 'Action policy not found' },
      { field: 'date', message: 'Date must be a valid date (YYYY-MM-DD)' },
      { field: 'deduction_type', message: 'Deduction type must be monetary, days or percentage' },
    ]);
    expect(res.body.message).toBe(res.body.errors.map((e: { message: string }) => e.message).join(', '));
  });

  it('refuses filing against yourself (422) and outside the people a team leader manages (403)', async () => {
    const self = await file('auditor', { employee_id: ids.auditor, actionpolicy_id: ids.late, date: '2025-03-01' });
    expect(self.status).toBe(422);
    expect(self.body.message).toBe('You cannot file an action against yourself');
    const outside = await file('teamleader', { employee_id: ids.walid, actionpolicy_id: ids.late, date: '2025-03-01' });
    expect(outside.status).toBe(403);
    expect(outside.body.message).toBe('You can only file actions against employees you manage');
    await fileOk('teamleader', { employee_id: ids.mona, actionpolicy_id: ids.late, date: '2025-03-01' });
  });

  it.each(['agent', 'hr', 'acm'])('refuses %s filing with 403 (CEO, head, TL, auditor only)', async (who) => {
    expect((await file(who, { employee_id: ids.walid, actionpolicy_id: ids.late, date: '2025-03-01' })).status).toBe(403);
    expect((await up.request('GET', '/action_againsts/managed_employees', { token: as(who) })).status).toBe(403);
  });

  it('lists the employees a team leader may file against: their team, not themself', async () => {
    const res = await up.request('GET', '/action_againsts/managed_employees?limit=-1', { token: as('teamleader') });
    expect(res.status).toBe(200);
    const names = res.body.items.map((e: { name: string }) => e.name);
    expect(names).toEqual(expect.arrayContaining([demoName('agent'), mona.name]));
    expect(names).not.toContain(walid.name);
    expect(names).not.toContain(demoName('teamleader'));
    const auditor = await up.request('GET', '/action_againsts/managed_employees?search=outsider', { token: as('auditor') });
    expect(auditor.body.items.map((e: { name: string }) => e.name)).toEqual([walid.name]);
  });
});

describe('lists and scope', () => {
  it('defaults to page 1 of 10, newest first, with the count of every match', async () => {
    const res = await up.request('GET', '/action_againsts', { token: as('hr') });
    expect(res.status).toBe(200);
    expect(res.body.items.length).toBeLessThanOrEqual(10);
    expect(res.body.count).toBeGreaterThanOrEqual(res.body.items.length);
    const dates = res.body.items.map((a: { date: string }) => a.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('scopes an agent to their own actions and a team leader to filed/managed ones', async () => {
    await fileOk('auditor', { employee_id: ids.walid, actionpolicy_id: ids.late, date: '2025-03-05' });
    const agent = await up.request('GET', '/action_againsts?limit=-1', { token: as('agent') });
    expect(agent.body.count).toBeGreaterThan(0);
    expect(agent.body.items.every((a: { employee_id: number }) => a.employee_id === ids.agent)).toBe(true);
    const tl = await up.request('GET', '/action_againsts?limit=-1', { token: as('teamleader') });
    expect(tl.body.items.some((a: { employee_name: string }) => a.employee_name === walid.name)).toBe(false);
    const all = await up.request('GET', '/action_againsts?limit=-1', { token: as('head') });
    expect(all.body.count).toBeGreaterThan(tl.body.count);
  });

  it('filters by search, dates, status, approver and sorts with sortBy/sortDesc', async () => {
    const q = (s: string) => up.request('GET', `/action_againsts?limit=-1&${s}`, { token: as('hr') }).then((r) => r.body);
    const agent = demoName('agent');
    const firstName = encodeURIComponent(agent.split(' ')[0].toLowerCase());
    expect((await q(`action_search_input=${firstName}`)).items.every((a: { employee_name: string }) => a.employee_name === agent)).toBe(true);
    const march = await q('created_start=2025-03-01&created_end=2025-03-31');
    expect(march.count).toBeGreaterThan(0);
    expect(march.items.every((a: { date: string }) => a.date >= '2025-03-01' && a.date <= '2025-03-31')).toBe(true);
    expect((await q('status=1')).items.every((a: { status: number }) => a.status === 1)).toBe(true);
    const hr = demoName('hr');
    expect((await q(`approver_name=${encodeURIComponent(hr)}`)).items.every((a: { approver_name: string }) => a.approver_name === hr)).toBe(true);
    const byName = await q('sortBy=employee_name&sortDesc=false');
    const names = byName.items.map((a: { employee_name: string }) => a.employee_name);
    expect([...names].sort((a: string, b: string) => a.localeCompare(b))).toEqual(names);
    const bad = await up.request('GET', '/action_againsts?status=7', { token: as('hr') });
    expect(bad.status).toBe(400);
  });

  it('searches HR comments only with include_hr_comment=true', async () => {
    const a = await fileOk('auditor', { employee_id: ids.walid, actionpolicy_id: ids.late, date: '2025-04-01' });
    await review('hr', a.id, 'reject', 'duplicate of zebra-case');
    const without = await up.request('GET', '/action_againsts?action_search_input=zebra-case', { token: as('hr') });
    const withComment = await up.request('GET', '/action_againsts?action_search_input=zebra-case&include_hr_comment=true', { token: as('hr') });
    expect(without.body.count).toBe(0);
    expect(withComment.body.items.map((x: { id: number }) => x.id)).toEqual([a.id]);
  });

  it('answers the pending and approved lists', async () => {
    const pending = await up.request('GET', '/action_againsts/pending?limit=-1', { token: as('hr') });
    const approved = await up.request('GET', '/action_againsts/approved?limit=-1', { token: as('hr') });
    expect(pending.body.count).toBeGreaterThan(0);
    expect(pending.body.items.every((a: { status: number }) => a.status === 0)).toBe(true);
    expect(approved.body.items.every((a: { status: number; approver_name: string }) => a.status === 1 && a.approver_name !== 'Not approved yet')).toBe(true);
  });

  it('answers the approver names', async () => {
    const res = await up.request('GET', '/action_againsts/approver_names', { token: as('agent') });
    expect(res.body.items).toContain(demoName('hr'));
  });
});

describe('GET/PUT/DELETE /action_againsts/{id} and X-User-UUID', () => {
  let id: number;
  beforeAll(async () => {
    id = (await fileOk('auditor', { employee_id: ids.agent, actionpolicy_id: ids.quality, date: '2025-05-01', details: 'one' })).id;
  });
  const withUuid = (who: string, uuid: number | string | null, method = 'GET', body?: unknown) =>
    up.request(method, `/action_againsts/${id}`, {
      token: as(who),
      headers: uuid === null ? {} : { 'x-user-uuid': String(uuid) },
      body,
    });

  it('needs the header, matching the signed-in user (403 otherwise)', async () => {
    const missing = await withUuid('hr', null);
    expect([missing.status, missing.body.message]).toEqual([403, 'X-User-UUID header is required']);
    const other = await withUuid('hr', ids.agent);
    expect([other.status, other.body.message]).toEqual([403, 'X-User-UUID does not match the signed-in user']);
    const ok = await withUuid('hr', ids.hr);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ id, details: 'one' });
  });

  it('hides actions outside the caller scope (403) and answers 404 for a missing one', async () => {
    expect((await withUuid('teamleader', ids.teamleader)).status).toBe(200); // the agent is in the team
    const acmId = await me('acm');
    // The agent reports to the ACM through her team leader: his line, so he sees it; the outsider is not in it
    expect((await withUuid('acm', acmId)).status).toBe(200);
    const outside = (await fileOk('auditor', { employee_id: ids.walid, actionpolicy_id: ids.quality, date: '2025-05-02' })).id;
    const other = await up.request('GET', `/action_againsts/${outside}`, { token: as('acm'), headers: { 'x-user-uuid': String(acmId) } });
    expect(other.status).toBe(403);
    const missing = await up.request('GET', '/action_againsts/999999', { token: as('hr'), headers: { 'x-user-uuid': String(ids.hr) } });
    expect([missing.status, missing.body.message]).toEqual([404, 'Action not found']);
  });

  it('lets the filer update a pending action (deduction re-taken from a new policy) but not add an HR comment', async () => {
    const res = await withUuid('auditor', ids.auditor, 'PUT', { action_against: { actionpolicy_id: ids.late, details: 'two' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ details: 'two', action_ID: 'ATT-01', deduction: 100, action_type: 1 });
    const comment = await withUuid('auditor', ids.auditor, 'PUT', { action_against: { hr_comment: 'x' } });
    expect([comment.status, comment.body.message]).toEqual([403, 'Only HR can add an HR comment']);
    const hr = await withUuid('hr', ids.hr, 'PUT', { action_against: { hr_comment: 'checked' } });
    expect(hr.body.hr_comment).toBe('checked');
    const agent = await withUuid('agent', ids.agent, 'PUT', { action_against: { details: 'mine' } });
    expect(agent.status).toBe(403);
  });

  it('refuses updating or deleting once reviewed (409) and deletes a pending one (204)', async () => {
    const other = await fileOk('auditor', { employee_id: ids.agent, actionpolicy_id: ids.late, date: '2025-05-02' });
    const del = await up.request('DELETE', `/action_againsts/${other.id}`, { token: as('auditor'), headers: { 'x-user-uuid': String(ids.auditor) } });
    expect(del.status).toBe(204);
    expect((await review('hr', id, 'approve')).status).toBe(200);
    const put = await withUuid('hr', ids.hr, 'PUT', { action_against: { details: 'late edit' } });
    expect([put.status, put.body.message]).toEqual([409, 'Only pending actions can be updated (this action is Approved)']);
    const gone = await withUuid('hr', ids.hr, 'DELETE');
    expect([gone.status, gone.body.message]).toEqual([409, 'Only pending actions can be deleted (this action is Approved)']);
  });
});

describe('status moves', () => {
  const fresh = async () => (await fileOk('auditor', { employee_id: ids.walid, actionpolicy_id: ids.late, date: '2025-06-01' })).id as number;

  it('approves a pending action, recording the approver and the HR comment', async () => {
    const id = await fresh();
    const res = await review('hr', id, 'approve', 'confirmed on the recording');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 1,
      status_name: 'Approved',
      approver_name: demoName('hr'),
      approved_by_ID: ids.hr,
      hr_comment: 'confirmed on the recording',
    });
  });

  it('rejects and waives pending actions; the approver stays "Not approved yet"', async () => {
    for (const [verb, status] of [
      ['reject', 2],
      ['waive', 3],
    ] as const) {
      const res = await review('ceo', await fresh(), verb);
      expect(res.body).toMatchObject({ status, approver_name: 'Not approved yet' });
    }
  });

  it('waives an approved action and keeps its approver', async () => {
    const id = await fresh();
    await review('hr', id, 'approve');
    const res = await review('hr', id, 'waive', 'forgiven');
    expect(res.body).toMatchObject({ status: 3, status_name: 'Waived', approver_name: demoName('hr'), hr_comment: 'forgiven' });
  });

  it.each([
    ['approved', 'approve', 'Only pending actions can be approved (this action is Approved)'],
    ['approved', 'reject', 'Only pending actions can be rejected (this action is Approved)'],
    ['rejected', 'approve', 'Only pending actions can be approved (this action is Rejected)'],
    ['rejected', 'reject', 'Only pending actions can be rejected (this action is Rejected)'],
    ['rejected', 'waive', 'Only pending or approved actions can be waived (this action is Rejected)'],
    ['waived', 'approve', 'Only pending actions can be approved (this action is Waived)'],
    ['waived', 'reject', 'Only pending actions can be rejected (this action is Waived)'],
    ['waived', 'waive', 'Only pending or approved actions can be waived (this action is Waived)'],
  ])('refuses moving a %s action with %s: 409', async (state, verb, message) => {
    const id = await fresh();
    await review('hr', id, { approved: 'approve', rejected: 'reject', waived: 'waive' }[state]!);
    const res = await review('hr', id, verb);
    expect([res.status, res.body.message]).toEqual([409, message]);
  });

  it.each(['auditor', 'teamleader', 'head', 'agent'])('refuses %s reviewing with 403', async (who) => {
    const res = await review(who, await fresh(), 'approve');
    expect([res.status, res.body.message]).toEqual([403, 'Only HR can approve, reject or waive actions']);
  });

  it('refuses HR reviewing an action against themself and answers 404 for a missing action', async () => {
    const own = await fileOk('ceo', { employee_id: ids.hr, actionpolicy_id: ids.late, date: '2025-06-02' });
    const res = await review('hr', own.id, 'approve');
    expect([res.status, res.body.message]).toEqual([403, 'You cannot review an action against yourself']);
    expect((await review('hr', 999999, 'approve')).status).toBe(404);
  });
});

describe('import', () => {
  const upload = (csv: string, who = 'auditor') => {
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'actions.csv');
    return up.request('POST', '/action_againsts/import', { token: as(who), body: form });
  };

  it('creates the valid rows and reports the failed ones', async () => {
    const csv = [
      'RES_ID,action_ID,date,details,deduction_type,deduction',
      'RES-0010,ATT-01,2025-07-01,imported one,,',
      `${walid.RES_ID},QA-01,2025-07-02,imported two,days,2`,
      'RES-9999,ATT-01,2025-07-03,nobody,,',
      'RES-0010,NOPE,not-a-date,bad,,',
      'RES-0010,ATT-01,2025-07-04,negative,monetary,-50',
    ].join('\n');
    const res = await upload(csv);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Processed 5 records, successfully created 2 actions, 3 failed');
    expect(res.body).toMatchObject({ processed: 5, created: 2 });
    expect(res.body.failed).toEqual([
      { row: 4, RES_ID: 'RES-9999', action_ID: 'ATT-01', message: 'Employee not found' },
      { row: 5, RES_ID: 'RES-0010', action_ID: 'NOPE', message: 'Action policy not found, Date must be a valid date (YYYY-MM-DD)' },
      // Once also ", Deduction is required", though a deduction was given (found in a QA walk).
      { row: 6, RES_ID: 'RES-0010', action_ID: 'ATT-01', message: 'Deduction must be a positive number.' },
    ]);
    const two = await up.request('GET', '/action_againsts?action_search_input=imported%20two', { token: as('hr') });
    expect(two.body.items[0]).toMatchObject({ action_type: 2, deduction: 2, override_deduction: true, auditor_name: demoName('auditor') });
  });

  it('refuses a missing file and non-filers', async () => {
    expect((await upload('RES_ID,action_ID,date\n', 'auditor')).body.message).toBe('The CSV file has no records');
    expect((await upload('RES_ID,action_ID,date\nRES-0010,ATT-01,2025-07-01', 'agent')).status).toBe(403);
  });
});
