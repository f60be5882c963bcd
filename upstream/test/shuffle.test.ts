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
import { startTestUpstream, type TestUpstream } from './harness';

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
    const id = async (name: string) => (await up!.db.query<{ id: number }>('SELECT id FROM employees WHERE name = $1', [name])).rows[0].id;
    const filed = await up.request('POST', '/manager_shuffle_requests', {
      token: acm,
      body: {
        manager_shuffle_request: { target_employee_id: await id('Heba Anwar'), proposed_manager_id: await id('Nour El-Din Aziz'), effective_date: iso(2) },
      },
    });
    expect(filed.status).toBe(201);
    const approved = await up.request('POST', `/manager_shuffle_requests/${filed.body.id}/approve`, {
      token: hr,
      body: { hr_comment: 'From the first of the month' },
    });
    expect(approved.body).toMatchObject({ status: 'approved', applied_at: null, current_manager_name: 'Ahmed Samir' });
    expect(await managerOf(up, 'Heba Anwar')).toBe('Ahmed Samir');
    const types = await up.request('GET', '/api/attrition_types?per_page=1000', { token: hr });
    const resignation = types.body.items.find((t: { name: string }) => t.name === 'Resignation').id;
    const attrition = await up.request('POST', '/api/attritions', {
      token: hr,
      body: { attrition: { employee_id: await id('Noha Samy'), attrition_type_id: resignation, notice_date: iso(-20), last_working_day: iso(1) } },
    });
    expect(attrition.body).toMatchObject({ state: 'upcoming', applied_at: null });
    await up.close();

    // Restart on the same data, one day before: still waiting.
    up = await startTestUpstream({ dataDir: dir, build: { today: () => new Date(Date.now() + 86_400_000) } });
    expect(await managerOf(up, 'Heba Anwar')).toBe('Ahmed Samir');
    expect(await statusOf(up, 'Noha Samy')).toEqual({ active: true, status: 'Active' }); // her last working day
    await up.close();

    // Restart on the effective date: applied at start-up, the replaced manager recorded.
    up = await startTestUpstream({ dataDir: dir, build: { today: () => new Date(Date.now() + 2 * 86_400_000) } });
    expect(await managerOf(up, 'Heba Anwar')).toBe('Nour El-Din Aziz');
    const one = await up.request('GET', `/manager_shuffle_requests/${filed.body.id}`, { token: await up.login('hr') });
    expect(one.body).toMatchObject({ status: 'approved', previous_manager_name: 'Ahmed Samir', current_manager_name: 'Nour El-Din Aziz' });
    expect(one.body.applied_at).toEqual(expect.any(String));
    expect(await statusOf(up, 'Noha Samy')).toEqual({ active: false, status: 'Resigned' }); // the day after it
  }, 120_000);
});
