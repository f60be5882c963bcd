/**
 * Companies sealed from each other by the database (companies/): every company table has company_id and the
 * row-level policy; raw SQL with no company filter in one company's transaction sees that company's rows only;
 * X-Company names the company (unknown: 404, absent: the demo company) and a token opens its own company only.
 *
 * @postgres store
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import jwt from 'jsonwebtoken';
import { startTestUpstream, type TestUpstream } from './harness';
import { withCompany } from '../src/companies/context';
import { companyTables, GLOBAL_TABLES } from '../src/companies/scope';
import { ACME } from '../src/companies/acme';
import { companyKey } from '../src/auth/tokens';
import { migrations } from '../src/migrations';
import { DEMO_PASSWORD } from '../src/seed';

let up: TestUpstream;
let acmeId: number;
const ACME_HEADERS = { 'x-company': 'acme' };

beforeAll(async () => {
  up = await startTestUpstream();
  acmeId = (await up.db.query<{ id: number }>('SELECT id FROM companies WHERE subdomain = $1', [ACME.subdomain])).rows[0].id;
});
afterAll(async () => up?.close());

describe('the schema', () => {
  it('gives every table but the global ones company_id and the company policy', async () => {
    const { rows } = await up.db.query<{ table: string; column: boolean; forced: boolean; policy: boolean }>(
      `SELECT c.relname AS table,
              EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'company_id' AND NOT a.attisdropped) AS column,
              c.relrowsecurity AND c.relforcerowsecurity AS forced,
              EXISTS (SELECT 1 FROM pg_policies p WHERE p.tablename = c.relname AND p.policyname = 'company_isolation') AS policy
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind = 'r' ORDER BY 1`,
    );
    expect(GLOBAL_TABLES).toEqual(['schema_migrations', 'companies', 'registration_attempts']);
    const scoped = rows.filter((r) => !GLOBAL_TABLES.includes(r.table));
    expect(scoped.filter((r) => !(r.column && r.forced && r.policy)).map((r) => r.table)).toEqual([]);
    expect(scoped.map((r) => r.table).sort()).toEqual([...companyTables(migrations)].sort());
  });

  it('makes every foreign key between company tables name the company on both sides', async () => {
    const { rows } = await up.db.query<{ key: string; columns: string[]; refs: string[] }>(
      `SELECT c.conrelid::regclass || '.' || c.conname AS key,
              ARRAY(SELECT a.attname::text FROM unnest(c.conkey) k JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k) AS columns,
              ARRAY(SELECT a.attname::text FROM unnest(c.confkey) k JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k) AS refs
         FROM pg_constraint c WHERE c.contype = 'f' AND c.conrelid::regclass::text = ANY($1) AND c.confrelid::regclass::text = ANY($1)`,
      [companyTables(migrations)],
    );
    expect(rows.length).toBeGreaterThan(50);
    expect(rows.filter((r) => !r.columns.includes('company_id') || !r.refs.includes('company_id')).map((r) => r.key)).toEqual([]);
  });

  it("refuses, even to the owner who bypasses the policies, a row that points at another company's row", async () => {
    const demoDepartment = (await up.db.query<{ id: number }>(`SELECT min(id)::int AS id FROM departments WHERE company_id = 1`)).rows[0].id;
    await expect(
      up.db.query(`INSERT INTO employees (company_id, "RES_ID", name, email, department_id) VALUES ($1, 'ACME-X', 'Cross Link', 'x@acme.test', $2)`, [
        acmeId,
        demoDepartment,
      ]),
    ).rejects.toThrow(/foreign key/);
    // ON DELETE SET NULL clears the reference, never the company.
    const after = await withCompany(acmeId, () =>
      up.db.transaction(async (tx) => {
        const before = await tx.query<{ department_id: number }>(`SELECT department_id FROM employees WHERE "RES_ID" = 'ACME-005'`);
        await tx.query(`INSERT INTO departments (department_name) VALUES ('Short-lived')`);
        await tx.query(`UPDATE employees SET department_id = (SELECT id FROM departments WHERE department_name = 'Short-lived') WHERE "RES_ID" = 'ACME-005'`);
        await tx.query(`DELETE FROM departments WHERE department_name = 'Short-lived'`);
        const row = await tx.query<{ department_id: number | null; company_id: number }>(
          `SELECT department_id, company_id FROM employees WHERE "RES_ID" = 'ACME-005'`,
        );
        await tx.query(`UPDATE employees SET department_id = $1 WHERE "RES_ID" = 'ACME-005'`, [before.rows[0].department_id]);
        return row.rows[0];
      }),
    );
    expect(after).toEqual({ department_id: null, company_id: acmeId });
  });

  it('makes the unique rules per company: acme may reuse a demo RES_ID, e-mail and department name', async () => {
    await withCompany(acmeId, () =>
      up.db.transaction(async (tx) => {
        await tx.query(`INSERT INTO departments (department_name) VALUES ('Auditing')`);
        await tx.query(`INSERT INTO employees ("RES_ID", name, email) VALUES ('RES-0001', 'Same Id', 'ceo@demo.hr')`);
        await tx.query(`DELETE FROM employees WHERE "RES_ID" = 'RES-0001'`);
        await tx.query(`DELETE FROM departments WHERE department_name = 'Auditing'`);
      }),
    );
    const demo = await withCompany(1, () => up.db.query(`SELECT name FROM employees WHERE "RES_ID" = 'RES-0001'`));
    expect(demo.rows).toHaveLength(1);
  });
});

describe('row-level security', () => {
  it("answers a query without a company filter with the transaction's company's rows only", async () => {
    const count = (sql: string) => up.db.query<{ n: number }>(sql).then((r) => r.rows[0].n);
    const all = await count('SELECT count(*)::int AS n FROM employees');
    const demo = await withCompany(1, () => count('SELECT count(*)::int AS n FROM employees'));
    const acme = await withCompany(acmeId, () =>
      up.db.transaction(async (tx) => (await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM employees')).rows[0].n),
    );
    expect(acme).toBe(5);
    expect(demo + acme).toBe(all);
    const names = await withCompany(acmeId, () => up.db.query<{ email: string }>('SELECT email FROM users'));
    expect(names.rows.map((r) => r.email)).toEqual([ACME.admin]);
  });

  it("refuses to write a row into another company's", async () => {
    await expect(withCompany(acmeId, () => up.db.query(`UPDATE departments SET company_id = 1`))).rejects.toThrow(/row-level security/);
    const moved = await withCompany(acmeId, () => up.db.query(`UPDATE employees SET name = name WHERE company_id = 1`));
    expect(moved.affectedRows).toBe(0);
  });

  it('leaves nothing of the company on the connection afterwards', async () => {
    await withCompany(acmeId, () => up.db.query('SELECT 1'));
    const { rows } = await up.db.query<{ role: string; company: string | null }>(
      `SELECT current_user AS role, current_setting('app.company', true) AS company`,
    );
    expect(rows[0].role).not.toBe('hr_app');
    expect(rows[0].company ?? '').toBe('');
  });

  it("seals statements that open new connections inside a company (PostgreSQL's pool grows mid-request)", async () => {
    // More statements at once than the pool holds idle: the new connections are opened from inside the company.
    const seen = await withCompany(acmeId, () =>
      Promise.all(
        Array.from({ length: 8 }, () =>
          up.db.query<{ role: string; n: number }>('SELECT current_user AS role, (SELECT count(*)::int FROM employees) AS n').then((r) => r.rows[0]),
        ),
      ),
    );
    expect(seen).toEqual(Array.from({ length: 8 }, () => ({ role: 'hr_app', n: 5 })));
  });
});

describe('X-Company', () => {
  it('signs in on acme with its own admin, who sees acme people only', async () => {
    const token = await up.request<{ token: string }>('POST', '/login', { headers: ACME_HEADERS, body: { email: ACME.admin, password: DEMO_PASSWORD } });
    expect(token.status).toBe(200);
    const list = await up.request<{ items: { name: string }[] }>('GET', '/employees?limit=100', { token: token.body.token, headers: ACME_HEADERS });
    expect(list.status).toBe(200);
    expect(list.body.items.map((e) => e.name).sort()).toEqual(['Alice Carter', 'Ben Foster', 'Chloe Grant', 'David Hughes', 'Emma Irving']);
  });

  it('does not sign a demo account in on acme, nor acme on the demo company', async () => {
    const demoOnAcme = await up.request('POST', '/login', { headers: ACME_HEADERS, body: { email: 'ceo@demo.hr', password: DEMO_PASSWORD } });
    expect(demoOnAcme.status).toBe(401);
    const acmeOnDemo = await up.request('POST', '/login', { body: { email: ACME.admin, password: DEMO_PASSWORD } });
    expect(acmeOnDemo.status).toBe(401);
  });

  it('refuses a demo token on acme (401) and keeps it working without a header', async () => {
    const token = await up.login('ceo');
    expect((await up.request('GET', '/current_user_with_manager', { token, headers: ACME_HEADERS })).status).toBe(401);
    expect((await up.request('GET', '/current_user_with_manager', { token, headers: { 'x-company': 'demo' } })).status).toBe(200);
    expect((await up.request('GET', '/current_user_with_manager', { token })).status).toBe(200);
  });

  it("checks a token with its company's own key: one re-signed for acme with the demo key, or with its cid rewritten, is refused", async () => {
    const secret = (await up.db.query<{ value: string }>(`SELECT value FROM app_settings WHERE key = 'token_secret' AND company_id = 1`)).rows[0].value;
    const login = await up.request<{ token: string }>('POST', '/login', { headers: ACME_HEADERS, body: { email: ACME.admin, password: DEMO_PASSWORD } });
    const claims = jwt.decode(login.body.token, { json: true })!;
    const me = (token: string) => up.request('GET', '/current_user_with_manager', { token, headers: ACME_HEADERS }).then((r) => r.status);
    expect(claims.cid).toBe(acmeId);
    expect(await me(login.body.token)).toBe(200);
    expect(await me(jwt.sign(claims, companyKey(secret, acmeId), { algorithm: 'HS256' }))).toBe(200);
    expect(await me(jwt.sign(claims, companyKey(secret, 1), { algorithm: 'HS256' }))).toBe(401);
    expect(await me(jwt.sign(claims, secret, { algorithm: 'HS256' }))).toBe(401);
    // A demo token whose payload claims acme keeps the demo signature, which acme's key does not verify.
    const demo = (await up.login('ceo')).split('.');
    const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(demo[1], 'base64url').toString()), cid: acmeId })).toString('base64url');
    expect(await me([demo[0], forged, demo[2]].join('.'))).toBe(401);
  });

  it('answers 404 for an unknown company', async () => {
    const res = await up.request('POST', '/login', { headers: { 'x-company': 'nobody' }, body: { email: 'ceo@demo.hr', password: DEMO_PASSWORD } });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Company "nobody" not found');
  });
});
