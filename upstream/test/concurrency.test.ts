/**
 * Writes that can race, fired in parallel (TEST_DB=postgres runs them against a real PostgreSQL server, where requests
 * really interleave; on PGlite they pass through one connection and must give the same answers):
 * reviews of one leave / one action, balances under parallel approvals, overlapping leave requests, all-or-nothing
 * bulk imports, and ids / unique keys under parallel creates. Then two upstreams on one PostgreSQL database, as when
 * the upstream is scaled out: tokens, passwords and files made on one work on the other.
 *
 * @postgres store
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { demoName, startTestUpstream, type TestResponse, type TestUpstream } from './harness';
import { freshDatabase, onPostgres, TEST_DB, type TestDatabase } from './testDb';

let up: TestUpstream;
const tokens: Record<string, string> = {};
const REVIEWERS = ['ceo', 'hr', 'headofhr', 'head', 'headauditing', 'coldhead'] as const;

const idOf = async (sql: string, param: string) => (await up.db.query<{ id: number }>(sql, [param])).rows[0].id;
/** A new employee (harness `person`), made for the test that races on them. */
const employee = async () => (await up.person()).id;
const leaveType = (name: string) => idOf('SELECT id FROM leave_types WHERE leave_name = $1', name);
const statuses = (answers: TestResponse[]) => answers.map((r) => r.status).sort();
/** `iso` plus `days` days, as YYYY-MM-DD. */
const plusDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Files a leave request as the CEO (who may file for anyone) and answers its id. */
async function fileLeave(employeeId: number, typeId: number, start: string, end: string): Promise<number> {
  const res = await up.request('POST', '/leave_requests', {
    token: tokens.ceo,
    body: { employee_id: employeeId, leave_type_id: typeId, start_date: start, end_date: end },
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

describe(`concurrent writes (${TEST_DB})`, () => {
  beforeAll(async () => {
    up = await startTestUpstream();
    for (const key of [...REVIEWERS, 'teamleader', 'agent'] as const) tokens[key] = await up.login(key);
  });
  afterAll(() => up?.close());

  it('approves a leave once when several reviewers approve or reject it at the same moment', async () => {
    const id = await fileLeave(await employee(), await leaveType('Annual'), '2031-03-03', '2031-03-04');
    const answers = await Promise.all(
      REVIEWERS.map((who, i) =>
        up.request('POST', `/leave_requests/${id}/${i % 3 === 2 ? 'reject' : 'approve'}`, {
          token: tokens[who],
          body: { reviewer_comments: `by ${who}` },
        }),
      ),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    for (const lost of answers.filter((r) => r.status !== 200)) {
      expect(lost.status).toBe(409);
      expect(lost.body.message).toMatch(/^Only pending leave requests can be (approved|rejected) \(this one is already (approved|rejected)\)$/);
    }
    const winner = answers.find((r) => r.status === 200)!.body;
    const stored = await up.request('GET', `/leave_requests/${id}`, { token: tokens.hr });
    expect(stored.body).toMatchObject({ status: winner.status, reviewed_by_id: winner.reviewed_by_id, reviewer_comments: winner.reviewer_comments });
  });

  it('never lets parallel approvals take a balance below zero', async () => {
    // Training: 5 days a year. Five 2-day requests in 2031 approved at once by five reviewers: two fit, three must not.
    const who = await employee();
    const training = await leaveType('Training');
    const ids = [];
    for (const week of [0, 1, 2, 3, 4]) ids.push(await fileLeave(who, training, plusDays('2031-06-02', week * 7), plusDays('2031-06-03', week * 7)));
    const answers = await Promise.all(ids.map((id, i) => up.request('POST', `/leave_requests/${id}/approve`, { token: tokens[REVIEWERS[i]], body: {} })));
    expect(statuses(answers)).toEqual([200, 200, 422, 422, 422]);
    for (const refused of answers.filter((r) => r.status === 422)) expect(refused.body.message).toBe('No enough balance to approve this leave request');
    const { rows } = await up.db.query<{ days: number }>(
      `SELECT count(*) * 2 AS days FROM leave_requests WHERE employee_id = $1 AND leave_type_id = $2 AND status = 'approved'`,
      [who, training],
    );
    expect(rows[0].days).toBe(4);
  });

  it('stores one of several overlapping leave requests filed at the same moment', async () => {
    const who = await employee();
    const casual = await leaveType('Casual');
    const starts = ['2031-09-01', '2031-09-02', '2031-09-03', '2031-09-02'];
    const answers = await Promise.all(
      starts.map((day) =>
        up.request('POST', '/leave_requests', {
          token: tokens.ceo,
          body: { employee_id: who, leave_type_id: casual, start_date: day, end_date: '2031-09-03' },
        }),
      ),
    );
    expect(statuses(answers)).toEqual([201, 422, 422, 422]);
    // A loser asking for the winner's very days is told it was already requested; the others that they overlap.
    const won = starts[answers.findIndex((r) => r.status === 201)];
    answers.forEach((r, i) => {
      if (r.status !== 422) return;
      const expected =
        starts[i] === won ? 'This leave has already been requested for this employee' : 'Employee already has a leave request overlapping this period.';
      expect(r.body.message).toBe(expected);
    });
  });

  it('reviews an action once when HR and the CEO act on it at the same moment', async () => {
    const policy = (await up.db.query<{ id: number }>(`SELECT id FROM action_policies WHERE "action_ID" = 'ATT-01'`)).rows[0].id;
    const filed = await up.request('POST', '/action_againsts', {
      token: tokens.ceo,
      body: { action_against: { employee_id: await employee(), actionpolicy_id: policy, date: '2025-01-06', details: 'Late' } },
    });
    expect(filed.status).toBe(201);
    const id = filed.body.id;
    const answers = await Promise.all(
      (['ceo', 'hr', 'headofhr', 'ceo', 'hr', 'headofhr'] as const).map((who, i) =>
        up.request('POST', `/action_againsts/${id}/${['approve', 'approve', 'reject', 'reject', 'approve', 'reject'][i]}`, {
          token: tokens[who],
          body: { action_against: { hr_comment: `by ${who} ${i}` } },
        }),
      ),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    for (const lost of answers.filter((r) => r.status !== 200)) {
      expect(lost.status).toBe(409);
      expect(lost.body.message).toMatch(/^Only pending actions can be (approved|rejected) \(this action is (Approved|Rejected)\)$/);
    }
  });

  it('applies a waiver racing an approval to the approved action, never silently dropping it', async () => {
    const policy = (await up.db.query<{ id: number }>(`SELECT id FROM action_policies WHERE "action_ID" = 'ATT-01'`)).rows[0].id;
    const filed = await up.request('POST', '/action_againsts', {
      token: tokens.ceo,
      body: { action_against: { employee_id: await employee(), actionpolicy_id: policy, date: '2025-01-07' } },
    });
    const id = filed.body.id;
    const [approve, waive] = await Promise.all([
      up.request('POST', `/action_againsts/${id}/approve`, { token: tokens.hr, body: {} }),
      up.request('POST', `/action_againsts/${id}/waive`, { token: tokens.ceo, body: {} }),
    ]);
    const stored = (await up.db.query<{ status: number }>('SELECT status FROM action_againsts WHERE id = $1', [id])).rows[0].status;
    // Pending -> Approved -> Waived, or Pending -> Waived and the approval refused: either way the waiver stands.
    expect(waive.status).toBe(200);
    expect(waive.body.status_name).toBe('Waived');
    expect(stored).toBe(3);
    expect([200, 409]).toContain(approve.status);
  });

  it('keeps an approved leave out of reach of an edit or a delete racing the approval', async () => {
    // The agent is in the team leader's team, so he may edit and delete her requests.
    const who = (await up.request('GET', '/current_user_with_manager', { token: tokens.agent })).body.id;
    const annual = await leaveType('Annual');
    const id = await fileLeave(who, annual, '2031-10-06', '2031-10-07');
    const other = await fileLeave(who, annual, '2031-10-13', '2031-10-14');
    const [approved, edited] = await Promise.all([
      up.request('POST', `/leave_requests/${id}/approve`, { token: tokens.hr, body: {} }),
      up.request('PUT', `/leave_requests/${id}`, { token: tokens.teamleader, body: { end_date: '2031-10-10' } }),
    ]);
    expect(approved.status).toBe(200);
    const row = (await up.db.query<{ end_date: string; status: string }>('SELECT end_date, status FROM leave_requests WHERE id = $1', [id])).rows[0];
    // Either the edit landed first (and was approved as edited) or it was refused: never an approved leave changed after.
    if (edited.status === 200) expect(approved.body.end_date).toBe('2031-10-10');
    else expect(edited.status).toBe(409);
    expect(row).toEqual({ end_date: approved.body.end_date, status: 'approved' });

    const [approved2, deleted] = await Promise.all([
      up.request('POST', `/leave_requests/${other}/approve`, { token: tokens.hr, body: {} }),
      up.request('DELETE', `/leave_requests/${other}`, { token: tokens.teamleader }),
    ]);
    const left = (await up.db.query<{ status: string }>('SELECT status FROM leave_requests WHERE id = $1', [other])).rows;
    if (deleted.status === 204) {
      expect(approved2.status).toBe(404);
      expect(left).toEqual([]);
    } else {
      expect(deleted.status).toBe(409);
      expect(approved2.status).toBe(200);
      expect(left).toEqual([{ status: 'approved' }]);
    }
  });

  it('imports attendance all-or-nothing: parallel overlapping bulk imports each land whole, without deadlocks', async () => {
    const people = (await Promise.all([1, 2, 3, 4, 5, 6].map(() => up.person()))).map((p) => p.RES_ID);
    const days = Array.from({ length: 20 }, (_, i) => `2024-0${i < 10 ? 4 : 5}-${String((i % 10) + 1).padStart(2, '0')}`).filter((d) =>
      d.startsWith('2024-04'),
    );
    const rows = (status: string, reverse: boolean) => {
      const all = people.flatMap((p) => days.map((date) => ({ user_res_id: p, date, status })));
      return reverse ? all.reverse() : all;
    };
    const answers = await Promise.all(
      ['present', 'absent', 'remote', 'sick'].map((status, i) =>
        up.request('POST', '/api/agent_attendances/bulk', { token: tokens.hr, body: { month: '2024-04', attendances: rows(status, i % 2 === 1) } }),
      ),
    );
    expect(statuses(answers)).toEqual([200, 200, 200, 200]);
    const stored = await up.db.query<{ status: string; n: number }>(
      `SELECT a.status, count(*)::int AS n FROM attendances a JOIN employees e ON e.id = a.employee_id
        WHERE e."RES_ID" = ANY($1::text[]) AND a.date BETWEEN '2024-04-01' AND '2024-04-30' GROUP BY a.status`,
      [people],
    );
    // One import was last over every cell: no mix of two imports.
    expect(stored.rows).toHaveLength(1);
    expect(stored.rows[0].n).toBe(people.length * days.length);

    // A bad row anywhere stores nothing at all.
    const bad = [...rows('late', false), { user_res_id: 'RES-9999', date: '2024-04-02', status: 'present' }];
    const refused = await up.request('POST', '/api/agent_attendances/bulk', { token: tokens.hr, body: { month: '2024-04', attendances: bad } });
    expect(refused.status).toBe(422);
    const after = await up.db.query(`SELECT 1 FROM attendances WHERE status = 'late' AND date BETWEEN '2024-04-01' AND '2024-04-30'`);
    expect(after.rows).toEqual([]);
  });

  it('gives parallel creates distinct ids, and one winner to a duplicate key', async () => {
    const departments = await Promise.all(
      Array.from({ length: 8 }, (_, i) => up.request('POST', '/departments', { token: tokens.hr, body: { department: { department_name: `Parallel ${i}` } } })),
    );
    expect(statuses(departments)).toEqual(Array(8).fill(201));
    expect(new Set(departments.map((r) => r.body.id)).size).toBe(8);

    const who = await employee();
    const sick = await leaveType('Sick');
    const leaves = await Promise.all(
      [1, 2, 3, 4, 5].map((d) =>
        up.request('POST', '/leave_requests', {
          token: tokens.ceo,
          body: { employee_id: who, leave_type_id: sick, start_date: `2032-03-0${d}`, end_date: `2032-03-0${d}` },
        }),
      ),
    );
    expect(statuses(leaves)).toEqual(Array(5).fill(201));
    expect(new Set(leaves.map((r) => r.body.id)).size).toBe(5);

    const newcomer = (i: number) => ({
      employee: {
        RES_ID: 'RES-7777',
        name: `Parallel Newcomer ${i}`,
        email: `newcomer${i}@demo.hr`,
        department_id: 2,
        role_title: 'Sales Agent',
        target_hours_per_day: 8,
        date_joined: '2030-01-01',
        hourly_or_monthly: 'monthly',
        monthly_rate: 1000,
      },
    });
    const hires = await Promise.all([0, 1, 2, 3].map((i) => up.request('POST', '/employees', { token: tokens.hr, body: newcomer(i) })));
    expect(statuses(hires)).toEqual([201, 409, 409, 409]);
    for (const lost of hires.filter((r) => r.status === 409)) expect(lost.body.message).toBe('RES ID has already been taken');
  });
});

/** Two upstream processes' worth of state on one PostgreSQL database: nothing either keeps in memory matters. */
(onPostgres ? describe : describe.skip)('two upstreams on one PostgreSQL database', () => {
  let fresh: TestDatabase;
  let a: TestUpstream;
  let b: TestUpstream;
  beforeAll(async () => {
    fresh = await freshDatabase();
    [a, b] = await Promise.all([startTestUpstream({ databaseUrl: fresh.location }), startTestUpstream({ databaseUrl: fresh.location })]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await fresh.drop();
  });

  it('accepts on one the tokens, passwords and files made on the other', async () => {
    const token = await a.login('teamleader');
    expect((await b.request('GET', '/current_user_with_manager', { token })).body.name).toBe(demoName('teamleader'));

    const changed = await a.request('PATCH', '/employees/change_password', { token, body: { old_password: 'Passw0rd!', new_password: 'Shared-4567' } });
    expect(changed.status).toBe(200);
    await expect(b.login('teamleader')).rejects.toThrow(/401/);
    expect(await b.login({ email: 'teamleader@demo.hr', password: 'Shared-4567' })).toEqual(expect.any(String));

    const form = new FormData();
    const sara = (await a.request('GET', '/current_user_with_manager', { token: await a.login('agent') })).body.id;
    const sick = (await a.db.query<{ id: number }>(`SELECT id FROM leave_types WHERE leave_name = 'Sick'`)).rows[0].id;
    for (const [k, v] of Object.entries({ employee_id: sara, leave_type_id: sick, start_date: '2031-11-03', end_date: '2031-11-03' }))
      form.append(k, String(v));
    form.append('sick_note', new Blob(['%PDF-1.4 doctor says rest'], { type: 'application/pdf' }), 'note.pdf');
    const filed = await a.request('POST', '/leave_requests', { token, body: form });
    expect(filed.status).toBe(201);
    const note = await b.request('GET', `/leave_requests/${filed.body.id}/sick_note`, { token });
    expect(note.status).toBe(200);
    expect(note.body).toBe('%PDF-1.4 doctor says rest');
  });
});
