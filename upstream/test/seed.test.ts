/**
 * @postgres store
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import bcrypt from 'bcryptjs';
import type { Db } from '../src/db';
import { prepareDb } from '../src/index';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_PASSWORD_HASH, seedIfEmpty } from '../src/seed';
import { DEFAULT_COMPANY_ID, withCompany } from '../src/companies/context';
import { freshDatabase, type TestDatabase } from './testDb';

let fresh: TestDatabase;
/** A query as the demo company (acme, the second demo company, is seeded beside it: companies/acme.ts). */
const demo = <T = any>(sql: string, params?: unknown[]) => withCompany(DEFAULT_COMPANY_ID, () => db.query<T>(sql, params));
let db: Db;
beforeAll(async () => {
  fresh = await freshDatabase({ seeded: false });
  db = await prepareDb(fresh.location);
});
afterAll(async () => {
  await db.close();
  await fresh.drop();
});

describe('the demo company', () => {
  it('has the departments SPEC §6 relies on, each with its head', async () => {
    const { rows } = await demo<{ id: number; department_name: string; head: string | null }>(
      `SELECT d.id, d.department_name, h.name AS head FROM departments d LEFT JOIN employees h ON h.id = d.head_id ORDER BY d.id`,
    );
    expect(rows.slice(0, 6).map((r) => [r.id, r.department_name])).toEqual([
      [1, 'HR'],
      [2, 'Operations'],
      [3, 'Sales'],
      [4, 'Auditing'],
      [5, 'Cold Calling'],
      [6, 'Quality'],
    ]);
    expect(rows.find((r) => r.id === 4)?.head).toBe('Youssef Adel');
    expect(rows.find((r) => r.id === 5)?.head).toBe('Mariam Saleh');
  });

  it('has about 40 employees with unique RES-#### ids, managers who exist, and the four statuses', async () => {
    const { rows } = await demo<{ RES_ID: string; manager_id: number | null; role: number; manager_exists: boolean }>(
      `SELECT e."RES_ID", e.manager_id, e.role, (m.id IS NOT NULL) AS manager_exists
         FROM employees e LEFT JOIN employees m ON m.id = e.manager_id`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(40);
    expect(rows.every((r) => /^RES-\d{4}$/.test(r.RES_ID))).toBe(true);
    expect(new Set(rows.map((r) => r.RES_ID)).size).toBe(rows.length);
    expect(rows.filter((r) => r.manager_id === null)).toHaveLength(1); // only the CEO
    expect(rows.every((r) => r.manager_id === null || r.manager_exists)).toBe(true);
    expect(rows.filter((r) => r.role === 0).length).toBeGreaterThan(20);
    const statuses = (await demo<{ name: string }>('SELECT name FROM statuses')).rows.map((r) => r.name);
    expect(statuses).toEqual(expect.arrayContaining(['Active', 'Resigned', 'Terminated', 'Suspended']));
  });

  it('gives one sign-in account to each demo role, with the seeded title and the demo password', async () => {
    const { rows } = await demo<{ email: string; role_title: string }>(
      'SELECT u.email, e.role_title FROM users u JOIN employees e ON e.id = u.employee_id ORDER BY u.email',
    );
    expect(rows).toEqual([...DEMO_ACCOUNTS].sort((a, b) => a.email.localeCompare(b.email)).map((a) => ({ email: a.email, role_title: a.roleTitle })));
    expect(DEMO_ACCOUNTS.map((a) => a.key)).toEqual(['ceo', 'headofhr', 'hr', 'head', 'headauditing', 'coldhead', 'acm', 'teamleader', 'auditor', 'agent']);
    expect(bcrypt.compareSync(DEMO_PASSWORD, DEMO_PASSWORD_HASH)).toBe(true);
  });

  it('leaves the weekdays of approved leave unmarked in the seeded attendance, so the grid shows the leave', async () => {
    const marked = await demo<{ n: number }>(
      `SELECT count(*)::int AS n FROM leave_requests l
         JOIN attendances a ON a.employee_id = l.employee_id AND a.date BETWEEN l.start_date AND l.end_date
        WHERE l.status = 'approved' AND a.status <> 'weekend'`,
    );
    expect(marked.rows[0].n).toBe(0);
    // The seeded months do hold approved leave (two requests weeks before today), so the check above has days to check.
    const { rows } = await demo<{ n: number }>(
      `SELECT count(*)::int AS n FROM leave_requests l, generate_series(l.start_date, l.end_date, interval '1 day') AS d(day)
        WHERE l.status = 'approved' AND d.day < current_date AND EXISTS (SELECT 1 FROM attendances a WHERE a.date = d.day::date)`,
    );
    expect(rows[0].n).toBeGreaterThanOrEqual(2);
  });

  it('seeds only once', async () => {
    expect(await seedIfEmpty(db)).toBe(false);
  });
});
