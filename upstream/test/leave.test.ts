import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { demoName, startTestUpstream, type TestPerson, type TestUpstream } from './harness';
import { DOCUMENTS } from './documentSamples';

let up: TestUpstream;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
/** Made by the test: someone in the team leader's team, and a sales agent outside it. */
let mona: TestPerson;
let walid: TestPerson;

/** Monday of the week `weeks` ahead, plus `plus` days, as YYYY-MM-DD (always in the future, always weekdays for plus 0–4). */
function weekday(weeks: number, plus = 0): string {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const monday = d.getUTCDate() - ((d.getUTCDay() + 6) % 7);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), monday + weeks * 7 + plus)).toISOString().slice(0, 10);
}

const me = async (token: string): Promise<number> => (await up.request('GET', '/current_user_with_manager', { token })).body.id;
async function typeId(name: string): Promise<number> {
  return (await up.db.query<{ id: number }>('SELECT id FROM leave_types WHERE leave_name = $1', [name])).rows[0].id;
}

function form(fields: Record<string, string | number>, sickNote?: { name: string; text: string | Buffer }): FormData {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, String(v));
  if (sickNote)
    f.append(
      'sick_note',
      new Blob([typeof sickNote.text === 'string' ? sickNote.text : new Uint8Array(sickNote.text)], { type: 'application/pdf' }),
      sickNote.name,
    );
  return f;
}

beforeAll(async () => {
  up = await startTestUpstream();
  for (const key of ['ceo', 'hr', 'head', 'teamleader', 'auditor', 'agent'] as const) tokens[key] = await up.login(key);
  ids.sara = await me(tokens.agent);
  ids.nadia = await me(tokens.hr);
  mona = await up.person({ manager_id: await me(tokens.teamleader), team_ID: 1 });
  walid = await up.person({ department_id: 3, team_ID: 2, role_title: 'Sales Agent' });
  ids.mona = mona.id;
  ids.walid = walid.id;
  ids.sick = await typeId('Sick');
  ids.annual = await typeId('Annual');
});
afterAll(() => up.close());

describe('leave types', () => {
  it('lists the seeded types for anyone', async () => {
    const res = await up.request('GET', '/leave_types', { token: tokens.agent });
    expect(res.status).toBe(200);
    expect(res.body.items.map((t: { leave_name: string }) => t.leave_name)).toEqual(
      expect.arrayContaining(['Annual', 'Casual', 'Sick', 'Paid Leave', 'Training']),
    );
    expect(res.body.items.find((t: { leave_name: string }) => t.leave_name === 'Annual')).toMatchObject({ yearly_limit: 21, monthly_fraction: 1.75 });
  });

  it('lets HR create (201), update and delete a type; refuses duplicates, bad numbers and other roles', async () => {
    const created = await up.request('POST', '/leave_types', {
      token: tokens.hr,
      body: { leave_type: { leave_name: 'Bereavement', yearly_limit: 3, monthly_fraction: 0 } },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ leave_name: 'Bereavement', yearly_limit: 3, monthly_fraction: 0 });

    const dup = await up.request('POST', '/leave_types', { token: tokens.ceo, body: { leave_name: 'bereavement', yearly_limit: 1 } });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toBe('Leave type bereavement already exists');

    const bad = await up.request('POST', '/leave_types', { token: tokens.hr, body: { yearly_limit: -1 } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([
      { field: 'leave_name', message: 'Leave name is required' },
      { field: 'yearly_limit', message: 'Yearly limit must be a positive number.' },
    ]);

    for (const who of ['agent', 'head', 'teamleader']) {
      const refused = await up.request('POST', '/leave_types', { token: tokens[who], body: { leave_name: 'X', yearly_limit: 1 } });
      expect([who, refused.status]).toEqual([who, 403]);
    }

    const updated = await up.request('PUT', `/leave_types/${created.body.id}`, {
      token: tokens.hr,
      body: { leave_name: 'Bereavement', yearly_limit: 5, monthly_fraction: 0 },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.yearly_limit).toBe(5);

    expect((await up.request('DELETE', `/leave_types/${created.body.id}`, { token: tokens.hr })).status).toBe(204);
    expect((await up.request('PUT', '/leave_types/99999', { token: tokens.hr, body: { leave_name: 'A', yearly_limit: 1 } })).status).toBe(404);
  });

  it('refuses to delete a type in use with a clear 409', async () => {
    const res = await up.request('DELETE', `/leave_types/${ids.annual}`, { token: tokens.hr });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/^Leave type Annual is used by \d+ leave requests? and can't be deleted$/);
  });
});

describe('filing leave requests', () => {
  it('lets a team leader file for their agent with a sick note (multipart) and answers every field', async () => {
    const res = await up.request('POST', '/leave_requests', {
      token: tokens.teamleader,
      body: form(
        { employee_id: ids.sara, leave_type_id: ids.sick, start_date: weekday(2, 0), end_date: weekday(2, 1), notes: 'Fever' },
        { name: 'note.pdf', text: '%PDF-1.4 sick note' },
      ),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      employee_id: ids.sara,
      employee_name: demoName('agent'),
      leave_type_id: ids.sick,
      leave_type_name: 'Sick',
      start_date: weekday(2, 0),
      end_date: weekday(2, 1),
      status: 'pending',
      notes: 'Fever',
      submitted_by_name: demoName('teamleader'),
      manager_email: 'teamleader@demo.hr',
      reviewed_by_id: null,
      reviewer_comments: null,
      sick_note_url: `/leave_requests/${res.body.id}/sick_note`,
      leave_duration: 2,
      passed_probation: true,
    });
    expect(res.body.worked_days_this_year).toBeGreaterThan(0);
    expect(res.body.leave_balances).toEqual(
      expect.arrayContaining([expect.objectContaining({ leave_type: 'Sick', leave_type_id: ids.sick, remaining_balance: 30, approved_leaves_this_year: 0 })]),
    );

    const link = await up.request('GET', `/leave_requests/${res.body.id}/download_sick_note`, { token: tokens.agent });
    expect(link.body).toEqual({ url: `/leave_requests/${res.body.id}/sick_note`, filename: 'note.pdf' });
    const file = await up.request('GET', link.body.url, { token: tokens.agent });
    expect(file.status).toBe(200);
    expect(file.body).toBe('%PDF-1.4 sick note');
    expect(file.headers.get('content-disposition')).toContain('note.pdf');
  });

  it('refuses a sick note that is not a document, and writes nothing', async () => {
    const before = (await up.db.query<{ n: number }>('SELECT count(*)::int AS n FROM leave_requests')).rows[0].n;
    const res = await up.request('POST', '/leave_requests', {
      token: tokens.teamleader,
      body: form(
        { employee_id: ids.sara, leave_type_id: ids.sick, start_date: weekday(7, 0), end_date: weekday(7, 0) },
        { name: 'evil.html', text: '<script>alert(1)</script>' },
      ),
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ field: 'sick_note', message: 'The sick note must be a PDF, DOCX, DOC, PNG or JPEG file' }]);
    expect((await up.db.query<{ n: number }>('SELECT count(*)::int AS n FROM leave_requests')).rows[0].n).toBe(before);
  });

  it('refuses a period overlapping another request of the employee', async () => {
    const res = await up.request('POST', '/leave_requests', {
      token: tokens.teamleader,
      body: form({ employee_id: ids.sara, leave_type_id: ids.annual, start_date: weekday(2, 1), end_date: weekday(2, 3) }),
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Employee already has a leave request overlapping this period.');
  });

  it('refuses an end before the start and weekend days with the exact messages', async () => {
    const back = await up.request('POST', '/leave_requests', {
      token: tokens.hr,
      body: { leave_type_id: ids.annual, start_date: weekday(5, 3), end_date: weekday(5, 1) },
    });
    expect(back.status).toBe(422);
    expect(back.body.message).toBe("End date can't be before start date");
    const weekend = await up.request('POST', '/leave_requests', {
      token: tokens.hr,
      body: { leave_type_id: ids.annual, start_date: weekday(5, 4), end_date: weekday(6, 0) },
    });
    expect(weekend.status).toBe(422);
    expect(weekend.body.message).toBe("Can't apply for leave on Saturday or Sunday, please split in 2 leaves if needed");
    const missing = await up.request('POST', '/leave_requests', { token: tokens.hr, body: {} });
    expect(missing.body.errors.map((e: { field: string }) => e.field)).toEqual(['leave_type_id', 'start_date', 'end_date']);
  });

  it('applies the filing rules: agents only for themselves, team leaders only for their team', async () => {
    const forOther = await up.request('POST', '/leave_requests', {
      token: tokens.agent,
      body: { employee_id: ids.walid, leave_type_id: ids.annual, start_date: weekday(7, 0), end_date: weekday(7, 0) },
    });
    expect(forOther.status).toBe(403);
    const other = await up.request('POST', '/leave_requests', {
      token: tokens.teamleader,
      body: { employee_id: ids.walid, leave_type_id: ids.annual, start_date: weekday(7, 0), end_date: weekday(7, 0) },
    });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('Team leaders can only file leave requests for their own team');
    const hrForOther = await up.request('POST', '/leave_requests', {
      token: tokens.hr,
      body: { employee_id: ids.walid, leave_type_id: ids.annual, start_date: weekday(7, 0), end_date: weekday(7, 0) },
    });
    expect(hrForOther.status).toBe(403);
    const auditor = await up.request('POST', '/leave_requests', {
      token: tokens.auditor,
      body: { employee_id: ids.walid, leave_type_id: ids.annual, start_date: weekday(7, 0), end_date: weekday(7, 0) },
    });
    expect(auditor.status).toBe(201);
  });
});

describe('seeing, updating and reviewing', () => {
  let saraLeave: number;
  beforeAll(async () => {
    const res = await up.request('POST', '/leave_requests', {
      token: tokens.teamleader,
      body: { employee_id: ids.sara, leave_type_id: ids.sick, start_date: weekday(9, 0), end_date: weekday(9, 2) },
    });
    saraLeave = res.body.id;
    const monas = await up.request('POST', '/leave_requests', {
      token: tokens.teamleader,
      body: { employee_id: ids.mona, leave_type_id: ids.annual, start_date: weekday(9, 3), end_date: weekday(9, 4) },
    });
    expect(monas.status).toBe(201);
  });

  it('shows an agent only their own requests, a team leader their team, HR everything', async () => {
    const mine = await up.request('GET', '/leave_requests?limit=100', { token: tokens.agent });
    expect(mine.body.items.length).toBeGreaterThan(0);
    expect(new Set(mine.body.items.map((r: { employee_name: string }) => r.employee_name))).toEqual(new Set([demoName('agent')]));
    const team = await up.request('GET', '/leave_requests?limit=100', { token: tokens.teamleader });
    const names = new Set(team.body.items.map((r: { employee_name: string }) => r.employee_name));
    expect(names.has(mona.name)).toBe(true);
    expect(names.has(walid.name)).toBe(false);
    const all = await up.request('GET', '/leave_requests?limit=100', { token: tokens.hr });
    expect(all.body.count).toBeGreaterThan(team.body.count);
    const walids = all.body.items.find((r: { employee_name: string }) => r.employee_name === walid.name);
    const hidden = await up.request('GET', `/leave_requests/${walids.id}`, { token: tokens.agent });
    expect(hidden.status).toBe(403);
    expect((await up.request('GET', '/leave_requests/999999', { token: tokens.hr })).status).toBe(404);
  });

  it('filters and pages the list', async () => {
    const pending = await up.request('GET', `/leave_requests?status=pending&employee_id=${ids.sara}&page=1&limit=1&sort_by=start_date&sort_dir=asc`, {
      token: tokens.hr,
    });
    expect(pending.body.items).toHaveLength(1);
    expect(pending.body.count).toBeGreaterThanOrEqual(2);
    expect(pending.body.items[0].start_date).toBe(weekday(2, 0));
    const period = await up.request('GET', `/leave_requests?start_date=${weekday(9, 1)}&end_date=${weekday(9, 1)}`, { token: tokens.hr });
    expect(period.body.items.map((r: { id: number }) => r.id)).toEqual([saraLeave]);
  });

  it('updates a pending request (multipart, partial) and keeps the overlap rule', async () => {
    const res = await up.request('PUT', `/leave_requests/${saraLeave}`, {
      token: tokens.agent,
      body: form({ notes: 'Doctor appointment', end_date: weekday(9, 3) }, { name: 'scan.png', text: DOCUMENTS.png.content }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ notes: 'Doctor appointment', end_date: weekday(9, 3), leave_duration: 4 });
    expect(res.body.sick_note_url).toBe(`/leave_requests/${saraLeave}/sick_note`);
  });

  it('lets HR approve with a comment; the balance drops; only pending requests can be reviewed', async () => {
    const agentTry = await up.request('POST', `/leave_requests/${saraLeave}/approve`, { token: tokens.agent, body: {} });
    expect(agentTry.status).toBe(403);
    const approved = await up.request('POST', `/leave_requests/${saraLeave}/approve`, {
      token: tokens.hr,
      body: { reviewer_comments: 'Get well soon' },
    });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', reviewed_by_name: demoName('hr'), reviewer_comments: 'Get well soon' });
    // The leave is next weeks: it counts in its start year's balance.
    if (weekday(9, 0).slice(0, 4) === new Date().toISOString().slice(0, 4)) {
      expect(approved.body.leave_balances.find((b: { leave_type: string }) => b.leave_type === 'Sick')).toMatchObject({
        remaining_balance: 26,
        approved_leaves_this_year: 4,
      });
    }
    const again = await up.request('POST', `/leave_requests/${saraLeave}/reject`, { token: tokens.hr, body: { reviewer_comments: 'x' } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Only pending leave requests can be rejected (this one is already approved)');
    const edit = await up.request('PUT', `/leave_requests/${saraLeave}`, { token: tokens.hr, body: { notes: 'late' } });
    expect(edit.status).toBe(409);
  });

  it("refuses approving beyond the balance, and reviewing one's own request; rejecting needs a comment", async () => {
    const tiny = await up.request('POST', '/leave_types', { token: tokens.hr, body: { leave_name: 'Tiny', yearly_limit: 1, monthly_fraction: 0 } });
    const leave = await up.request('POST', '/leave_requests', {
      token: tokens.teamleader,
      body: { employee_id: ids.mona, leave_type_id: tiny.body.id, start_date: weekday(11, 0), end_date: weekday(11, 1) },
    });
    const res = await up.request('POST', `/leave_requests/${leave.body.id}/approve`, { token: tokens.head, body: {} });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('No enough balance to approve this leave request');

    const noComment = await up.request('POST', `/leave_requests/${leave.body.id}/reject`, { token: tokens.head, body: {} });
    expect(noComment.status).toBe(422);
    const rejected = await up.request('POST', `/leave_requests/${leave.body.id}/reject`, {
      token: tokens.head,
      body: { reviewer_comments: 'Not enough balance' },
    });
    expect(rejected.body).toMatchObject({ status: 'rejected', reviewed_by_name: demoName('head') });

    const ownLeave = await up.request('POST', '/leave_requests', {
      token: tokens.hr,
      body: { leave_type_id: ids.sick, start_date: weekday(12, 0), end_date: weekday(12, 0) },
    });
    expect(ownLeave.status).toBe(201);
    const own = await up.request('POST', `/leave_requests/${ownLeave.body.id}/approve`, { token: tokens.hr, body: {} });
    expect(own.status).toBe(403);
    expect(own.body.message).toBe("You can't review your own leave request");
  });

  it('deletes a pending request (and refuses others for non-HR)', async () => {
    const leave = await up.request('POST', '/leave_requests', {
      token: tokens.teamleader,
      body: { employee_id: ids.mona, leave_type_id: ids.sick, start_date: weekday(13, 0), end_date: weekday(13, 0) },
    });
    expect((await up.request('DELETE', `/leave_requests/${leave.body.id}`, { token: tokens.teamleader })).status).toBe(204);
    expect((await up.request('GET', `/leave_requests/${leave.body.id}`, { token: tokens.hr })).status).toBe(404);
    const approved = await up.request('DELETE', `/leave_requests/${saraLeave}`, { token: tokens.agent });
    expect(approved.status).toBe(409);
  });

  it('lists approved leaves of the whole company for anyone (who is off)', async () => {
    const month = weekday(9, 0).slice(0, 7);
    const res = await up.request('GET', `/leave_requests/company?month=${month}`, { token: tokens.agent });
    expect(res.status).toBe(200);
    expect(res.body.items.every((r: { status: string }) => r.status === 'approved')).toBe(true);
    expect(res.body.items.some((r: { id: number }) => r.id === saraLeave)).toBe(true);
    expect(res.body.items[0]).not.toHaveProperty('notes');
  });
});

describe('import', () => {
  it('saves good rows, reports bad rows with row number and reason, and never half-imports a row', async () => {
    const other = (await up.person()).RES_ID;
    const csv = [
      'RES_ID,leave_type,start_date,end_date,notes',
      `${mona.RES_ID},Annual,${weekday(15, 0)},${weekday(15, 1)},Imported`,
      `${mona.RES_ID},Annual,${weekday(15, 1)},${weekday(15, 2)},Overlaps the row above`,
      `RES-9999,Annual,${weekday(15, 0)},${weekday(15, 0)},`,
      `${other},Holiday,${weekday(15, 0)},${weekday(15, 0)},`,
      `${other},Sick,${weekday(15, 3)},${weekday(15, 1)},`,
      `${other},Sick,${weekday(15, 0).split('-').reverse().join('/')},${weekday(15, 0).split('-').reverse().join('/')},DD/MM/YYYY`,
    ].join('\n');
    const body = new FormData();
    body.append('file', new Blob([csv], { type: 'text/csv' }), 'leaves.csv');
    const refused = await up.request('POST', '/leave_requests/import', { token: tokens.agent, body });
    expect(refused.status).toBe(403);
    const res = await up.request('POST', '/leave_requests/import', { token: tokens.hr, body });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'Processed 6 records, successfully created 2 leave requests, 4 failed',
      processed: 6,
      created: 2,
      failed: [
        { row: 3, message: 'Employee already has a leave request overlapping this period.' },
        { row: 4, message: 'Employee RES-9999 not found' },
        { row: 5, message: 'Leave type Holiday not found' },
        { row: 6, message: "End date can't be before start date" },
      ],
    });
    const saved = await up.request('GET', `/leave_requests?start_date=${weekday(15, 0)}&end_date=${weekday(15, 4)}`, { token: tokens.hr });
    expect(saved.body.count).toBe(2);
  });
});
