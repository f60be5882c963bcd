/**
 * GET /home/summary: the dashboard's widgets counted in the database for the caller's scope — the company for the CEO
 * and HR, the reporting line (direct and indirect) and themself for a team leader, themself for an agent — equal to
 * what the gateway's composition counts from the SPEC §7 reads (every employee, the month's leave requests and
 * actions, both attendance grids, the company's leaves) on the demo data.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DemoKey } from '../src/seed';
import { startTestUpstream, type TestUpstream } from './harness';

let up: TestUpstream;
const tokens = {} as Record<DemoKey, string>;
const today = new Date().toISOString().slice(0, 10);
const month = today.slice(0, 7);
const monthEnd = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);

beforeAll(async () => {
  up = await startTestUpstream();
  for (const key of ['ceo', 'hr', 'teamleader', 'agent'] as DemoKey[]) tokens[key] = await up.login(key);
  // An indirect report of the team leader: someone reporting to one of their reports, on approved leave today.
  const me = (await up.request('GET', '/current_user_with_manager', { token: tokens.teamleader })).body;
  const reports = (await up.request('GET', '/employees/managed_employees', { token: tokens.teamleader })).body.items;
  const direct = reports.find((e: { manager_id: number }) => e.manager_id === me.id);
  await up.person({ name: 'Ivan Indirect', manager_id: direct.id });
}, 60_000);
afterAll(() => up.close());

type Row = Record<string, unknown>;
const get = async (who: DemoKey, path: string): Promise<Row[]> => {
  const res = await up.request('GET', path, { token: tokens[who] });
  expect(res.status).toBe(200);
  return res.body.items ?? res.body.rows;
};
const tally = (keys: string[]) => Object.fromEntries([...new Set(keys)].map((k) => [k, keys.filter((x) => x === k).length]));
const asMap = (counts: { key: string | null; count: number }[]) => Object.fromEntries(counts.map((c) => [String(c.key), c.count]));

/** What the gateway's composition counts for `who` (gateway/src/modules/home/resolver.ts, its SPEC §7 fallback). */
async function composed(who: DemoKey, company: boolean) {
  const viewer = (await up.request('GET', '/current_user_with_manager', { token: tokens[who] })).body.id as number;
  const reports = company ? [] : (await get(who, '/employees/managed_employees')).map((e) => e.id);
  const scope = company ? null : new Set([viewer, ...reports]);
  const mine = (id: unknown) => scope === null || scope.has(Number(id));
  const leaves = (await get(who, `/leave_requests?month=${month}`)).filter((r) => mine(r.employee_id));
  const actions = (await get(who, `/action_againsts?created_start=${month}-01&created_end=${monthEnd}&limit=-1`)).filter((r) => mine(r.employee_id));
  const grids = [...(await get(who, `/api/monthly_attendances?month=${month}`)), ...(await get(who, `/api/agent_attendances?month=${month}`))];
  const days = grids
    .filter((r) => mine(r.employee_id))
    .flatMap((r) =>
      Object.entries(r.records as Record<string, string>)
        .filter(([date, status]) => status && date <= today)
        .map(([, status]) => status),
    );
  const off = (await get(who, `/leave_requests/company?month=${month}`)).filter((l) => String(l.start_date) <= today && String(l.end_date) >= today);
  return { scope, leaves: tally(leaves.map((r) => String(r.status))), actions: actions.length, attendance: tally(days), off };
}

describe('home: GET /home/summary', () => {
  it.each([
    ['ceo', 'company'],
    ['hr', 'company'],
    ['teamleader', 'reports'],
    ['agent', 'self'],
  ] as [DemoKey, string][])('%s: counts the %s as the composition does', async (who, kind) => {
    const res = await up.request('GET', `/home/summary?today=${today}`, { token: tokens[who] });
    expect(res.status).toBe(200);
    const s = res.body;
    const c = await composed(who, kind === 'company');
    expect(s.scope).toBe(kind);
    expect(asMap(s.leaves.by_status)).toEqual(c.leaves);
    expect(s.leaves.total).toBe(Object.values(c.leaves).reduce((n, x) => n + x, 0));
    expect(s.actions.total).toBe(c.actions);
    expect(asMap(s.attendance)).toEqual(c.attendance);
    expect(s.off_today.count).toBe(c.off.length);
    for (const p of s.off_today.first) {
      const leave = c.off.find((l) => l.employee_id === p.employee_id)!;
      expect(p.leave_type).toBe(c.scope === null || c.scope.has(p.employee_id) ? leave.leave_type_name : null);
    }
    if (kind === 'self') expect(s.headcount).toBeNull();
    else expect(s.headcount.total).toBe(kind === 'company' ? (await get('hr', '/employees?limit=-1')).length : c.scope!.size);
  });

  it('counts the indirect report in the team leader scope', async () => {
    const s = (await up.request('GET', `/home/summary?today=${today}`, { token: tokens.teamleader })).body;
    const reports = await get('teamleader', '/employees/managed_employees');
    expect(reports.map((e) => e.name)).toContain('Ivan Indirect');
    expect(s.headcount.total).toBe(reports.length + 1);
  });

  it('refuses a day that is not a date, and needs a signed-in user', async () => {
    const bad = await up.request('GET', '/home/summary?today=2025-02-30', { token: tokens.agent });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/today/);
    expect((await up.request('GET', '/home/summary')).status).toBe(401);
  });
});
