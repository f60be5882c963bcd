/**
 * The audit trail's store: the trigger writes who, what and the before/after in the write's own transaction, a failed
 * write leaves no row, the app role cannot change or remove a row, the owner's own work is not recorded, the
 * search masks what its reader may not read, and the export is formula-safe.
 *
 * @postgres store
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ACME } from '../src/companies/acme';
import { withCompany } from '../src/companies/context';
import { applyDue } from '../src/http/dueJobs';
import { AUDIT_RETENTION_DUE } from '../src/audit/retention';
import { HIDDEN } from '../src/audit/schemas';
import { startTestUpstream, type TestPerson, type TestUpstream } from './harness';

let up: TestUpstream;
let hr: string;
let person: TestPerson;

const rowsOf = async (employeeId: number) =>
  (
    await up.db.query<{
      entity: string;
      action: string;
      actor_name: string | null;
      system: boolean;
      request_id: string | null;
      fields: string[];
      before: any;
      after: any;
    }>('SELECT * FROM audit_log WHERE employee_id = $1 ORDER BY id', [employeeId])
  ).rows;

beforeAll(async () => {
  up = await startTestUpstream();
  hr = await up.login('hr');
  person = await up.person();
});
afterAll(() => up.close());

describe('audit trigger', () => {
  it('records a role change with its actor, request id and before/after', async () => {
    const res = await up.request('PATCH', `/employees/${person.id}`, {
      token: hr,
      body: { employee: { role: 1, role_title: 'Team Leader' } },
      headers: { 'x-request-id': 'req-audit-1' },
    });
    expect(res.status).toBe(200);
    const change = (await rowsOf(person.id)).find((r) => r.request_id === 'req-audit-1');
    expect(change).toMatchObject({ entity: 'employees', action: 'update', system: false, fields: ['role', 'role_title'] });
    expect(change?.before).toEqual({ role: 0, role_title: person.role_title });
    expect(change?.after).toEqual({ role: 1, role_title: 'Team Leader' });
    expect(change?.actor_name).toBeTruthy();
  });

  it('leaves no row for a write that fails, and none for the owner’s own SQL', async () => {
    const before = (await rowsOf(person.id)).length;
    const res = await up.request('PATCH', `/employees/${person.id}`, { token: hr, body: { employee: { role: 99 } } });
    expect(res.status).toBe(422);
    await up.db.query('UPDATE employees SET phone = $2 WHERE id = $1', [person.id, '+201000000000']);
    expect((await rowsOf(person.id)).length).toBe(before);
  });

  it('leaves no row when the write’s transaction rolls back after the trigger ran', async () => {
    const before = (await rowsOf(person.id)).length;
    const actor = JSON.stringify({ employee_id: person.id, name: 'x', role: 'HR', request_id: 'req-rollback' });
    const failing = withCompany(
      1,
      () =>
        up.db.transaction(async (tx) => {
          await tx.query('UPDATE employees SET phone = $2 WHERE id = $1', [person.id, '+201000000009']);
          throw new Error('later step failed');
        }),
      'app',
      actor,
    );
    await expect(failing).rejects.toThrow('later step failed');
    expect((await rowsOf(person.id)).length).toBe(before);
  });

  it('is append-only for the app role', async () => {
    const attempt = (sql: string) => withCompany(1, () => up.db.query(sql));
    await expect(attempt('UPDATE audit_log SET actor_name = $$x$$')).rejects.toThrow(/permission denied|append-only/);
    await expect(attempt('DELETE FROM audit_log')).rejects.toThrow(/permission denied|append-only/);
    // Even given the rights back, the trigger refuses.
    await up.db.exec('GRANT UPDATE, DELETE ON audit_log TO hr_app');
    try {
      await expect(attempt('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
    } finally {
      await up.db.exec('REVOKE UPDATE, DELETE ON audit_log FROM hr_app');
    }
  });

  it('records a job of the app role without an actor as the system', async () => {
    await withCompany(1, () => up.db.query('UPDATE employees SET phone = $2 WHERE id = $1', [person.id, '+201000000001']));
    const last = (await rowsOf(person.id)).at(-1);
    expect(last).toMatchObject({ system: true, actor_name: null, fields: ['phone'] });
  });
});

describe('GET /audit_log', () => {
  it('answers HR with the values and the export formula-safe', async () => {
    await up.db.query('UPDATE employees SET name = $2 WHERE id = $1', [person.id, person.name]);
    await withCompany(1, () => up.db.query('UPDATE employees SET emergency_contact_name = $2 WHERE id = $1', [person.id, '=HYPERLINK("x")']));
    const list = await up.request('GET', `/audit_log?employee_id=${person.id}&field=emergency_contact_name`, { token: hr });
    expect(list.status).toBe(200);
    expect(list.body.items[0].changes).toEqual([{ field: 'emergency_contact_name', before: null, after: '=HYPERLINK("x")' }]);
    const csv = await up.request('GET', `/audit_log/export?employee_id=${person.id}&field=emergency_contact_name`, { token: hr });
    expect(csv.status).toBe(200);
    expect(csv.body).toContain(`'=HYPERLINK`);
  });

  it('refuses the roles that do not read pay, and answers the CEO the history unmasked', async () => {
    const agent = await up.login('agent');
    expect((await up.request('GET', '/audit_log', { token: agent })).status).toBe(403);
    const own = await up.request('GET', `/employees/${person.id}/history`, { token: agent });
    expect(own.status).toBe(403);
    const ceo = await up.login('ceo');
    const history = await up.request('GET', `/employees/${person.id}/history?limit=50&page=1`, { token: ceo });
    expect(history.status).toBe(200);
    expect(history.body.items.length).toBeGreaterThan(0);
    expect(JSON.stringify(history.body.items)).not.toContain(HIDDEN);
  });
});

describe('the other domains', () => {
  it("records kudos in the trail for its readers, and keeps it out of the person's own history", async () => {
    const agentId = (await up.db.query<{ id: number }>('SELECT id FROM employees WHERE email = $1', ['agent@demo.hr'])).rows[0].id;
    const given = await up.request('POST', '/kudos', { token: hr, body: { receiver_id: agentId, message: 'Calm on a hard call' } });
    expect(given.status).toBe(201);

    const trail = await up.request('GET', `/audit_log?entity=kudos&employee_id=${agentId}`, { token: hr });
    expect(trail.status).toBe(200);
    expect(trail.body.items[0]).toMatchObject({ entity: 'kudos', entity_id: String(given.body.id), action: 'create' });
    expect(trail.body.items[0].changes).toContainEqual({ field: 'message', before: null, after: 'Calm on a hard call' });
    const hrHistory = await up.request('GET', `/employees/${agentId}/history?limit=100`, { token: hr });
    expect(hrHistory.body.items.map((i: { entity: string }) => i.entity)).toContain('kudos');

    const own = await up.request('GET', `/employees/${agentId}/history?limit=100`, { token: await up.login('agent') });
    expect(own.status).toBe(200);
    expect(own.body.items.map((i: { entity: string }) => i.entity)).not.toContain('kudos');
  });

  it("leaves the company's sealed Jira token out of a settings change", async () => {
    await withCompany(1, async () => {
      await up.db.query(`INSERT INTO company_settings (key) VALUES ('company') ON CONFLICT DO NOTHING`);
      await up.db.query(`UPDATE company_settings SET copyright = 'Acme', jira_token_sealed = 'sealed-secret'`);
    });
    const { rows } = await up.db.query<{ fields: string[]; after: unknown }>(
      `SELECT fields, after FROM audit_log WHERE entity = 'company_settings' ORDER BY id DESC LIMIT 1`,
    );
    expect(rows[0].fields).toEqual(['copyright']);
    expect(JSON.stringify(rows[0].after)).not.toContain('sealed-secret');
  });
});

describe('retention', () => {
  const oldEntry = (company: number) =>
    up.db.query(
      `INSERT INTO audit_log (company_id, at, system, entity, entity_id, action, fields) VALUES ($1, '2020-01-01', true, 'employees', '1', 'update', '{phone}')`,
      [company],
    );
  const oldCount = async (company: number) =>
    Number((await up.db.query<{ n: number }>(`SELECT count(*) AS n FROM audit_log WHERE company_id = $1 AND at < '2021-01-01'`, [company])).rows[0].n);

  it('keeps everything until a company sets a retention, then deletes only its own older entries, saying so', async () => {
    const acmeId = (await up.db.query<{ id: number }>('SELECT id FROM companies WHERE subdomain = $1', [ACME.subdomain])).rows[0].id;
    await oldEntry(1);
    await oldEntry(acmeId);
    expect(await withCompany(1, () => applyDue(up.app, AUDIT_RETENTION_DUE))).toBe(0);
    expect(await oldCount(1)).toBe(1);

    const ceo = await up.login('ceo');
    const tooShort = await up.request('PUT', '/company/settings', { token: ceo, body: { audit_retention_months: 6 } });
    expect(tooShort.status).toBe(422);
    expect(tooShort.body.errors[0].field).toBe('audit_retention_months');
    const set = await up.request('PUT', '/company/settings', { token: ceo, body: { audit_retention_months: 24 } });
    expect(set.status).toBe(200);
    expect(set.body.audit_retention_months).toBe(24);
    const recent = Number((await up.db.query<{ n: number }>(`SELECT count(*) AS n FROM audit_log WHERE company_id = 1`)).rows[0].n);

    expect(await withCompany(1, () => applyDue(up.app, AUDIT_RETENTION_DUE))).toBe(1);
    expect(await oldCount(1)).toBe(0);
    expect(await oldCount(acmeId)).toBe(1);
    const { rows } = await up.db.query<{ entity: string; system: boolean; before: unknown }>(
      `SELECT entity, system, before FROM audit_log WHERE company_id = 1 ORDER BY id DESC LIMIT 1`,
    );
    expect(rows[0]).toMatchObject({ entity: 'audit_log', system: true, before: { entries: 1 } });
    // The recent entries stay, and a second run finds nothing more to do.
    expect(Number((await up.db.query<{ n: number }>(`SELECT count(*) AS n FROM audit_log WHERE company_id = 1`)).rows[0].n)).toBe(recent);
    expect(await withCompany(1, () => applyDue(up.app, AUDIT_RETENTION_DUE))).toBe(0);

    const cleared = await up.request('PUT', '/company/settings', { token: ceo, body: { audit_retention_months: null } });
    expect(cleared.body.audit_retention_months).toBeNull();
  });
});
