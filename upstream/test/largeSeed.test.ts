/**
 * seed:large keeps the invariants the application keeps, checked at a small size: every manager exists and the
 * reporting tree has no cycle, every team has its leader, leave balances add up (never below zero, as rules.ts
 * computes them), every agent has attendance for every working day of the year, worked days have their hours, and
 * every headcount record, document, manager shuffle, lead, KPI and bonus keeps its rules, and every demo account still
 * signs in.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEFAULT_COMPANY_ID, withCompany } from '../src/companies/context';
import { seedLarge, type LargeSeedReport } from '../src/largeSeed/run';
import { addDays } from '../src/largeSeed/kit';
import { balancesFor } from '../src/leave/store';
import { DEMO_ACCOUNTS } from '../src/seed';
import { startTestUpstream, type TestUpstream } from './harness';

/** A February "today": only January's Annual days have accrued, the tightest case for balances. */
const TODAY = '2026-02-10';
const FROM = addDays(TODAY, -365);
const TO = addDays(TODAY, -1);

let up: TestUpstream;
let report: LargeSeedReport;
const demo = <T = any>(sql: string, params?: unknown[]) => withCompany(DEFAULT_COMPANY_ID, () => up.db.query<T>(sql, params));

beforeAll(async () => {
  up = await startTestUpstream();
  report = await seedLarge(up.db, { people: 200, today: TODAY });
}, 120_000);
afterAll(async () => {
  await up?.close();
});

describe('seed:large at 200 people', () => {
  it('grows the demo company to the size asked, once', async () => {
    expect(report.grown).toBe(true);
    expect((await demo('SELECT count(*)::int AS n FROM employees')).rows[0].n).toBe(200);
    expect((await seedLarge(up.db, { people: 200, today: TODAY })).grown).toBe(false);
  });

  it('gives everyone but the CEO an existing manager, in a tree without cycles', async () => {
    const { rows } = await demo<{ id: number; manager_id: number | null }>('SELECT id, manager_id FROM employees');
    const managerOf = new Map(rows.map((r) => [r.id, r.manager_id]));
    expect(rows.filter((r) => r.manager_id === null)).toHaveLength(1);
    for (const r of rows) {
      const seen = new Set<number>();
      let at: number | null = r.id;
      while (at !== null) {
        expect(seen.has(at)).toBe(false);
        seen.add(at);
        expect(managerOf.has(at)).toBe(true);
        at = managerOf.get(at) ?? null;
      }
    }
  });

  it('leads every new team by one team leader its agents report to', async () => {
    const { rows } = await demo<{ team_name: string; leaders: number; agents: number; led: number }>(
      `SELECT t.team_name,
              count(*) FILTER (WHERE e.role = 1 AND e.can_manage)::int AS leaders,
              count(*) FILTER (WHERE e.role = 0)::int AS agents,
              count(*) FILTER (WHERE e.role = 0 AND m.role = 1 AND m."team_ID" = t."team_ID")::int AS led
         FROM teams t JOIN employees e ON e."team_ID" = t."team_ID" LEFT JOIN employees m ON m.id = e.manager_id
        WHERE t.team_name ~ ' \\d{3}$' GROUP BY t.team_name`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect([r.team_name, r.leaders, r.agents > 0, r.led]).toEqual([r.team_name, 1, true, r.agents]);
  });

  it('keeps every leave balance at or above zero, this year and last', async () => {
    const approved = await demo(`SELECT count(*)::int AS n FROM leave_requests WHERE status = 'approved' AND start_date >= $1`, [FROM]);
    expect(approved.rows[0].n).toBeGreaterThan(100);
    const { rows: people } = await demo<{ id: number; date_joined: string }>(`SELECT id, date_joined FROM employees WHERE "RES_ID" LIKE 'RES-_____'`);
    for (const year of [2025, 2026]) {
      const balances = await withCompany(DEFAULT_COMPANY_ID, () => balancesFor(up.db, people, year, TODAY));
      const below = [...balances.entries()].flatMap(([id, list]) => list.filter((b) => b.remaining_balance < 0).map((b) => [id, b]));
      expect(below).toEqual([]);
    }
  });

  it('marks every working day of the year for every agent, or shows their approved leave', async () => {
    const { rows } = await demo(
      `SELECT e.id, d::date AS day FROM employees e
         CROSS JOIN LATERAL generate_series($1::date, LEAST($2::date, COALESCE(e.last_working_day, $2::date)), interval '1 day') AS d
        WHERE e.role = 0 AND e."RES_ID" LIKE 'RES-_____'
          AND NOT EXISTS (SELECT 1 FROM attendances a WHERE a.employee_id = e.id AND a.date = d::date)
          AND NOT EXISTS (SELECT 1 FROM leave_requests l WHERE l.employee_id = e.id AND l.status = 'approved'
                             AND d::date BETWEEN l.start_date AND l.end_date)`,
      [FROM, TO],
    );
    expect(rows).toEqual([]);
    const unworked = await demo(
      `SELECT count(*)::int AS n FROM attendances a JOIN employees e ON e.id = a.employee_id
        WHERE e."RES_ID" LIKE 'RES-_____' AND a.status IN ('present', 'late', 'half_day') AND a.date >= $1
          AND NOT EXISTS (SELECT 1 FROM dialer_data h WHERE h.employee_id = a.employee_id AND h.date = a.date)`,
      [FROM],
    );
    expect(unworked.rows[0].n).toBe(0);
  });

  it('records the applied resignation of everyone who left, and goals and kudos for those who stayed', async () => {
    const { rows } = await demo(
      `SELECT count(*) FILTER (WHERE e.last_working_day IS NOT NULL)::int AS left,
              count(a.id) FILTER (WHERE a.applied_at IS NOT NULL AND a.last_working_day = e.last_working_day)::int AS applied
         FROM employees e LEFT JOIN attritions a ON a.employee_id = e.id WHERE e."RES_ID" LIKE 'RES-_____'`,
    );
    expect(rows[0].left).toBeGreaterThan(0);
    expect(rows[0].applied).toBe(rows[0].left);
    expect(report.made.goals).toBeGreaterThan(0);
    expect(report.made.kudos).toBeGreaterThan(0);
  });

  it('interviews candidates, recording a decision only once the interview has taken place', async () => {
    expect(report.made.candidates).toBe(200);
    const { rows } = await demo(
      `SELECT count(*)::int AS n FROM interviews i JOIN candidates c ON c.id = i.candidate_id
        WHERE c.contact_email LIKE '%@applicants.test' AND i.hiring_decision <> 0 AND i.interview_date > $1`,
      [TODAY],
    );
    expect(rows[0].n).toBe(0);
    expect(report.made.interviews).toBeGreaterThan(200);
  });

  it('gives every person a headcount record, and contracts on file whose document names its own file', async () => {
    const { rows } = await demo(
      `SELECT count(*)::int AS people, count(h.employee_id)::int AS records,
              count(*) FILTER (WHERE h.contract_expiration_date <= h.contract_signed_date)::int AS backwards
         FROM employees e LEFT JOIN headcount_details h ON h.employee_id = e.id`,
    );
    expect(rows[0]).toEqual({ people: 200, records: 200, backwards: 0 });
    const docs = await demo(
      `SELECT count(*)::int AS n, count(DISTINCT d.file_id)::int AS files, count(*) FILTER (WHERE f.filename <> d.filename)::int AS misnamed
         FROM documents d JOIN files f ON f.id = d.file_id JOIN employees e ON e.id = d.employee_id WHERE e."RES_ID" LIKE 'RES-_____'`,
    );
    expect(docs.rows[0].n).toBeGreaterThan(0);
    expect(docs.rows[0]).toEqual({ n: report.made.documents, files: report.made.documents, misnamed: 0 });
  });

  it('shuffles managers as the app would: applied moves end at the current manager, one pending at most, only to team leaders', async () => {
    const { rows } = await demo<{ status: string; n: number; wrong: number }>(
      `SELECT r.status, count(*)::int AS n,
              count(*) FILTER (WHERE NOT (p.can_manage AND p.role = 1) OR r.proposed_manager_id = r.target_employee_id
                OR (r.status = 'approved' AND (r.applied_at IS NULL OR r.proposed_manager_id <> t.manager_id
                    OR r.previous_manager_id IS NULL OR r.previous_manager_id = t.manager_id OR r.effective_date > $1))
                OR (r.status = 'rejected' AND (r.reviewed_at IS NULL OR r.applied_at IS NOT NULL))
                OR (r.status = 'pending' AND (r.effective_date <= $1 OR r.reviewed_at IS NOT NULL OR NOT p.active)))::int AS wrong
         FROM manager_shuffle_requests r
         JOIN employees t ON t.id = r.target_employee_id JOIN employees p ON p.id = r.proposed_manager_id
        WHERE t."RES_ID" LIKE 'RES-_____' GROUP BY r.status ORDER BY r.status`,
      [TODAY],
    );
    expect(rows.map((r) => r.status)).toEqual(['approved', 'pending', 'rejected']);
    for (const r of rows) expect([r.status, r.n > 0, r.wrong]).toEqual([r.status, true, 0]);
  });

  it('pays leads, KPIs and bonuses to agents only, month by month while they worked here', async () => {
    const { rows } = await demo(
      `SELECT x.kind, count(*)::int AS n,
              count(*) FILTER (WHERE e.role <> 0 OR x.month > COALESCE(date_trunc('month', e.last_working_day)::date, $1::date)
                OR extract(day FROM x.month) <> 1)::int AS wrong
         FROM (SELECT 'bonus' AS kind, employee_id, month FROM pay_bonuses UNION ALL SELECT 'kpi', employee_id, month FROM pay_kpis
               UNION ALL SELECT 'leads', employee_id, month FROM pay_leads) x
         JOIN employees e ON e.id = x.employee_id
        WHERE e."RES_ID" LIKE 'RES-_____' GROUP BY x.kind ORDER BY x.kind`,
      [TODAY],
    );
    expect(rows.map((r) => [r.kind, r.n > 100, r.wrong])).toEqual([
      ['bonus', true, 0],
      ['kpi', true, 0],
      ['leads', true, 0],
    ]);
    expect(rows.map((r) => r.n)).toEqual([report.made.pay_bonuses, report.made.pay_kpis, report.made.pay_leads]);
  });

  it('still signs in every demo account', async () => {
    for (const account of DEMO_ACCOUNTS) await expect(up.login(account.key)).resolves.toEqual(expect.any(String));
  });
});
