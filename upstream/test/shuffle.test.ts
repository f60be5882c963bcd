/**
 * Manager shuffle requests and attritions at the upstream: a future effective date survives a restart and is applied
 * when the upstream starts on or after that day (the stored approved-but-unapplied request; routes.ts "Effective
 * date"); likewise an attrition makes the person resigned once its last working day has passed (attrition/routes.ts).
 * The clock is injected (buildUpstream's `today`), so the test does not wait for tomorrow.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { demoName, startTestUpstream, type TestUpstream } from './harness';

const dir = mkdtempSync(join(tmpdir(), 'shuffle-restart-'));
const iso = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
let up: TestUpstream | undefined;
afterAll(async () => {
  await up?.close();
  rmSync(dir, { recursive: true, force: true });
});

const managerOf = async (u: TestUpstream, name: string) =>
  (
    await u.db.query<{ manager: string | null }>('SELECT m.name AS manager FROM employees e LEFT JOIN employees m ON m.id = e.manager_id WHERE e.name = $1', [
      name,
    ])
  ).rows[0].manager;

const statusOf = async (u: TestUpstream, name: string) =>
  (
    await u.db.query<{ active: boolean; status: string }>(
      'SELECT e.active, s.name AS status FROM employees e JOIN statuses s ON s.id = e.status_id WHERE e.name = $1',
      [name],
    )
  ).rows[0];

describe('a future manager change, and a last working day that passes', () => {
  it('waits for its effective date, then applies on the first start on or after it', async () => {
    up = await startTestUpstream({ dataDir: dir });
    const acm = await up.login('acm');
    const hr = await up.login('hr');
    const me = async (token: string) => (await up!.request('GET', '/current_user_with_manager', { token })).body.id;
    const lead = demoName('teamleader');
    // Made here: an agent of the team leader's team, another team leader in the ACM's line, and a leaver.
    const mover = await up.person({ manager_id: await me(await up.login('teamleader')), team_ID: 1 });
    const next = await up.person({ role: 1, role_title: 'Team Leader', can_manage: true, manager_id: await me(acm), team_ID: 3 });
    const leaver = await up.person({ department_id: 5, team_ID: 4, role_title: 'Cold Calling Agent' });
    const filed = await up.request('POST', '/manager_shuffle_requests', {
      token: acm,
      body: {
        manager_shuffle_request: { target_employee_id: mover.id, proposed_manager_id: next.id, effective_date: iso(2) },
      },
    });
    expect(filed.status).toBe(201);
    const approved = await up.request('POST', `/manager_shuffle_requests/${filed.body.id}/approve`, {
      token: hr,
      body: { hr_comment: 'From the first of the month' },
    });
    expect(approved.body).toMatchObject({ status: 'approved', applied_at: null, current_manager_name: lead });
    expect(await managerOf(up, mover.name)).toBe(lead);
    const types = await up.request('GET', '/api/attrition_types?per_page=1000', { token: hr });
    const resignation = types.body.items.find((t: { name: string }) => t.name === 'Resignation').id;
    const attrition = await up.request('POST', '/api/attritions', {
      token: hr,
      body: { attrition: { employee_id: leaver.id, attrition_type_id: resignation, notice_date: iso(-20), last_working_day: iso(1) } },
    });
    expect(attrition.body).toMatchObject({ state: 'upcoming', applied_at: null });
    await up.close();

    // Restart on the same data, one day before: still waiting.
    up = await startTestUpstream({ dataDir: dir, build: { today: () => new Date(Date.now() + 86_400_000) } });
    expect(await managerOf(up, mover.name)).toBe(lead);
    expect(await statusOf(up, leaver.name)).toEqual({ active: true, status: 'Active' }); // her last working day
    await up.close();

    // Restart on the effective date: applied at start-up, the replaced manager recorded.
    up = await startTestUpstream({ dataDir: dir, build: { today: () => new Date(Date.now() + 2 * 86_400_000) } });
    expect(await managerOf(up, mover.name)).toBe(next.name);
    const one = await up.request('GET', `/manager_shuffle_requests/${filed.body.id}`, { token: await up.login('hr') });
    expect(one.body).toMatchObject({ status: 'approved', previous_manager_name: lead, current_manager_name: next.name });
    expect(one.body.applied_at).toEqual(expect.any(String));
    expect(await statusOf(up, leaver.name)).toEqual({ active: false, status: 'Resigned' }); // the day after it
  }, 120_000);
});
