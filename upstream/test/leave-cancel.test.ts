/**
 * Self-service leave at the upstream: every employee files their own leave, and the "canceled" step
 * (POST /leave_requests/{id}/cancel): the requester before the first day, a manager up the line, HR or the CEO at any
 * time; a wrong state answers 409, a wrong person 403, and a canceled leave gives its days back.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { demoName, startTestUpstream, type TestPerson, type TestUpstream } from './harness';

let up: TestUpstream;
const tokens: Record<string, string> = {};
let agentId = 0;
let annual = 0;
let sick = 0;
/** Made by the test: someone outside every demo account's reporting line. */
let outsider: TestPerson;

/** Monday of the week `weeks` ahead (negative: past), plus `plus` days, as YYYY-MM-DD. */
function weekday(weeks: number, plus = 0): string {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const monday = d.getUTCDate() - ((d.getUTCDay() + 6) % 7);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), monday + weeks * 7 + plus)).toISOString().slice(0, 10);
}

/** A Wednesday of this calendar year (balances count leaves starting this year): next week's, or last week's in late December. */
const thisYearsWednesday = () => (weekday(1, 2).slice(0, 4) === weekday(0, 0).slice(0, 4) ? weekday(1, 2) : weekday(-1, 2));

const file = (token: string, body: Record<string, unknown>) => up.request('POST', '/leave_requests', { token, body: { leave_type_id: annual, ...body } });
const cancel = (token: string, id: number) => up.request('POST', `/leave_requests/${id}/cancel`, { token, body: {} });
async function sickLeft(): Promise<number> {
  const res = await up.request('GET', '/leave_requests/balances', { token: tokens.agent });
  return res.body.find((b: { leave_type_id: number }) => b.leave_type_id === sick).remaining_balance;
}

beforeAll(async () => {
  up = await startTestUpstream();
  for (const key of ['ceo', 'hr', 'head', 'teamleader', 'auditor', 'agent'] as const) tokens[key] = await up.login(key);
  agentId = (await up.request('GET', '/current_user_with_manager', { token: tokens.agent })).body.id;
  const typeId = async (name: string) => (await up.db.query<{ id: number }>('SELECT id FROM leave_types WHERE leave_name = $1', [name])).rows[0].id;
  annual = await typeId('Annual');
  sick = await typeId('Sick');
  outsider = await up.person({ department_id: 3, role_title: 'Sales Agent' });
});
afterAll(() => up.close());

describe('filing one’s own leave', () => {
  it('lets an agent file their own leave, but not for someone else', async () => {
    const own = await file(tokens.agent, { start_date: weekday(12, 0), end_date: weekday(12, 1) });
    expect(own.status).toBe(201);
    expect(own.body).toMatchObject({ employee_id: agentId, submitted_by_id: agentId, status: 'pending', canceled_by_id: null, canceled_at: null });
    const forOther = await file(tokens.agent, { employee_id: outsider.id, start_date: weekday(12, 2), end_date: weekday(12, 2) });
    expect(forOther.status).toBe(403);
  });
});

describe('canceling', () => {
  it('lets the requester cancel their pending leave before it starts, records who and when, and frees the period', async () => {
    const filed = await file(tokens.agent, { start_date: weekday(13, 0), end_date: weekday(13, 1) });
    const res = await cancel(tokens.agent, filed.body.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'canceled', canceled_by_id: agentId, canceled_by_name: demoName('agent') });
    expect(Date.parse(res.body.canceled_at)).not.toBeNaN();

    const again = await cancel(tokens.agent, filed.body.id);
    expect([again.status, again.body.message]).toEqual([
      409,
      'Only pending, approved or partially approved leave requests can be canceled (this one is canceled)',
    ]);
    const approve = await up.request('POST', `/leave_requests/${filed.body.id}/approve`, { token: tokens.hr, body: {} });
    expect(approve.status).toBe(409);
    const edit = await up.request('PUT', `/leave_requests/${filed.body.id}`, { token: tokens.agent, body: { notes: 'x' } });
    expect(edit.status).toBe(409);
    // A canceled leave no longer holds its days: the same period can be asked for again.
    expect((await file(tokens.agent, { start_date: weekday(13, 0), end_date: weekday(13, 1) })).status).toBe(201);

    const listed = await up.request('GET', `/leave_requests?status=canceled&employee_id=${agentId}`, { token: tokens.agent });
    expect(listed.body.items.map((r: { id: number }) => r.id)).toEqual([filed.body.id]);
  });

  it('gives an approved leave’s days back when HR cancels it', async () => {
    const before = await sickLeft();
    const day = thisYearsWednesday();
    const filed = await file(tokens.agent, { leave_type_id: sick, start_date: day, end_date: day });
    expect((await up.request('POST', `/leave_requests/${filed.body.id}/approve`, { token: tokens.hr, body: {} })).status).toBe(200);
    expect(await sickLeft()).toBe(before - 1);
    const res = await cancel(tokens.hr, filed.body.id);
    expect(res.body).toMatchObject({ status: 'canceled', canceled_by_name: demoName('hr') });
    expect(await sickLeft()).toBe(before);
  });

  it('refuses the requester once the leave has started; their manager and the CEO may still cancel', async () => {
    const started = await file(tokens.teamleader, { employee_id: agentId, start_date: weekday(-1, 0), end_date: weekday(-1, 0) });
    expect(started.status).toBe(201);
    const own = await cancel(tokens.agent, started.body.id);
    expect([own.status, own.body.message]).toEqual([409, 'This leave has already started; ask your manager or HR to cancel it']);
    const lead = await cancel(tokens.teamleader, started.body.id);
    expect(lead.body).toMatchObject({ status: 'canceled', canceled_by_name: demoName('teamleader') });

    const other = await file(tokens.teamleader, { employee_id: agentId, start_date: weekday(-2, 0), end_date: weekday(-2, 0) });
    expect((await cancel(tokens.ceo, other.body.id)).body.status).toBe('canceled');
  });

  it('refuses everyone else: 403 for a head outside the line, 403 for a request one may not see, 404 for none', async () => {
    const theirs = await file(tokens.ceo, { employee_id: outsider.id, start_date: weekday(15, 0), end_date: weekday(15, 0) });
    expect(theirs.status).toBe(201);
    const head = await cancel(tokens.head, theirs.body.id);
    expect([head.status, head.body.message]).toEqual([
      403,
      'Only the requester, a manager up their reporting line, HR or the CEO can cancel this leave request',
    ]);
    expect((await cancel(tokens.agent, theirs.body.id)).status).toBe(403);
    expect((await cancel(tokens.agent, 999999)).status).toBe(404);
    const unchanged = await up.request('GET', `/leave_requests/${theirs.body.id}`, { token: tokens.hr });
    expect(unchanged.body).toMatchObject({ status: 'pending', canceled_by_id: null, canceled_at: null });
  });

  it('refuses a rejected leave with 409', async () => {
    const filed = await file(tokens.agent, { start_date: weekday(16, 0), end_date: weekday(16, 0) });
    await up.request('POST', `/leave_requests/${filed.body.id}/reject`, { token: tokens.hr, body: { reviewer_comments: 'Busy week' } });
    const res = await cancel(tokens.agent, filed.body.id);
    expect([res.status, res.body.message]).toEqual([409, 'Only pending, approved or partially approved leave requests can be canceled (this one is rejected)']);
  });
});
