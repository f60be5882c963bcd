/**
 * The audit trail through GraphQL: HR's changes to a person's role, HR record and pay, and a deduction, each leave an
 * entry with who, the request and the fields before and after; the person's history shows its values per SPEC §6
 * (table-driven over roles); the log is searched by CEO, HR and admins only; a write that fails leaves no entry; the
 * app's database role cannot change or remove an entry; another company sees none of it; the export is formula-safe.
 * On a SPEC §7-only upstream the capability is off and both queries answer NOT_FOUND.
 *
 * @spec GET /audit_log, GET /audit_log/export, GET /employees/{id}/history
 * @postgres audit
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { resetCapabilities } from '../../gateway/src/kit/capabilities';
import { AUDITED_FIRST, AUDITED_LATER } from '../../upstream/src/audit/migrations';
import { ACME } from '../../upstream/src/companies/acme';
import { withCompany } from '../../upstream/src/companies/context';
import { DEMO_PASSWORD, type DemoKey } from '../../upstream/src/seed';
import { CreateActionTakenDocument } from '../../web/src/features/actions/actions.generated';
import { AuditLogDocument, EmployeeHistoryDocument, type AuditEntryRowFragment } from '../../web/src/features/audit/audit.generated';
import { ENTITY_LABELS } from '../../web/src/features/audit/entities';
import { LoginDocument } from '../../web/src/features/auth/auth.generated';
import { UpdateHeadcountEmployeeDocument } from '../../web/src/features/headcount/headcount.generated';
import { AddBonusDocument } from '../../web/src/features/pay/pay.generated';
import { UpdateEmployeeRoleDocument } from '../../web/src/features/people/people.generated';
import { CapabilitiesDocument } from '../../web/src/shared/capabilities.generated';
import { demoPerson } from '../support/builders';
import { dataOf, describeFull, gql, itFull, itSpec, loginAs, startStack, type Stack } from '../support/stack';

let stack: Stack;
const tokens: Partial<Record<DemoKey, string>> = {};
const token = (key: DemoKey) => tokens[key]!;
/** The demo agent: the person whose records change (their team leader manages them; the auditor does not). */
let agentId: string;

const MONTH = new Date().toISOString().slice(0, 7);
const NATIONAL_ID = '29001011234567';
const CUSTODY = '=HYPERLINK("http://evil.example","x")';

const changeOf = (entries: readonly AuditEntryRowFragment[], entity: string, field: string) =>
  entries.find((e) => e.entity === entity && e.changes.some((c) => c.field === field))?.changes.find((c) => c.field === field);

beforeAll(async () => {
  resetCapabilities();
  stack = await startStack();
  for (const key of ['ceo', 'headofhr', 'hr', 'teamleader', 'auditor', 'agent'] as const) tokens[key] = await loginAs(stack, key);
  agentId = String((await demoPerson(stack, 'agent')).id);
}, 60_000);
afterAll(() => stack.close());

describeFull('audit trail (full profile)', () => {
  beforeAll(async () => {
    dataOf(await gql(stack, UpdateEmployeeRoleDocument, { id: agentId, role: 1, roleTitle: 'Senior Sales Agent' }, token('hr')));
    dataOf(
      await gql(
        stack,
        UpdateHeadcountEmployeeDocument,
        { id: agentId, input: { nationalId: NATIONAL_ID, contractExpirationDate: '2027-06-30', custody: CUSTODY } },
        token('hr'),
      ),
    );
    dataOf(await gql(stack, AddBonusDocument, { input: { employeeIds: [agentId], month: MONTH, amount: 321, note: 'Audit bonus' } }, token('hr')));
    const { rows } = await stack.upstream.db.query<{ id: number }>('SELECT id FROM action_policies WHERE company_id = 1 ORDER BY id LIMIT 1');
    const input = {
      employeeId: agentId,
      actionpolicyId: String(rows[0].id),
      date: `${MONTH}-01`,
      overrideDeduction: true,
      deductionType: 'MONETARY' as const,
      deduction: 45,
    };
    dataOf(await gql(stack, CreateActionTakenDocument, { input }, token('ceo')));
  });

  it('records HR’s role, HR-record and pay changes and the deduction with who and before/after', async () => {
    const log = dataOf(await gql(stack, AuditLogDocument, { employeeId: agentId, limit: -1 }, token('hr'))).auditLog.items;
    const role = log.find((e) => e.entity === 'employees' && e.changes.some((c) => c.field === 'role_title'));
    expect(role).toMatchObject({ action: 'update', actorName: (await demoPerson(stack, 'hr')).name, system: false });
    expect(role?.requestId).toBeTruthy();
    expect(changeOf(log, 'employees', 'role')).toEqual({ field: 'role', before: '0', after: '1' });
    expect(changeOf(log, 'employees', 'role_title')).toEqual({ field: 'role_title', before: 'Sales Agent', after: 'Senior Sales Agent' });
    expect(changeOf(log, 'employees', 'national_ID')).toMatchObject({ after: NATIONAL_ID });
    expect(changeOf(log, 'headcount_details', 'contract_expiration_date')).toMatchObject({ after: '2027-06-30' });
    expect(changeOf(log, 'pay_bonuses', 'amount')).toEqual({ field: 'amount', before: null, after: '321' });
    expect(changeOf(log, 'action_againsts', 'deduction')).toEqual({ field: 'deduction', before: null, after: '45' });
    const byField = dataOf(await gql(stack, AuditLogDocument, { field: 'role_title', employeeId: agentId }, token('ceo'))).auditLog;
    expect(byField.count).toBe(1);
  });

  // What each role reads of the agent's history: pay (the bonus), personal (national ID), HR record (contract end).
  it.each([
    ['hr', true, NATIONAL_ID, '2027-06-30'],
    ['ceo', true, NATIONAL_ID, '2027-06-30'],
    ['agent', true, NATIONAL_ID, 'hidden'],
    ['teamleader', false, 'hidden', 'hidden'],
  ] as const)('shows the %s the history with pay %s, national ID %s, contract end %s', async (who, pay, nationalId, contract) => {
    const history = dataOf(await gql(stack, EmployeeHistoryDocument, { employeeId: agentId, limit: -1 }, token(who))).employeeHistory.items;
    expect(changeOf(history, 'pay_bonuses', 'amount')?.after).toBe(pay ? '321' : 'hidden');
    expect(changeOf(history, 'action_againsts', 'deduction')?.after).toBe(pay ? '45' : 'hidden');
    expect(changeOf(history, 'employees', 'national_ID')?.after).toBe(nationalId);
    expect(changeOf(history, 'headcount_details', 'contract_expiration_date')?.after).toBe(contract);
    expect(changeOf(history, 'employees', 'role_title')?.after).toBe('Senior Sales Agent');
  });

  it.each([
    ['ceo', true],
    ['headofhr', true],
    ['hr', true],
    ['teamleader', false],
    ['auditor', false],
    ['agent', false],
  ] as const)('lets the %s search the log: %s', async (who, allowed) => {
    const res = await gql(stack, AuditLogDocument, { limit: 1 }, token(who));
    if (allowed) expect(dataOf(res).auditLog.count).toBeGreaterThan(0);
    else expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses the history to someone outside the person’s reporting line', async () => {
    const res = await gql(stack, EmployeeHistoryDocument, { employeeId: agentId }, token('auditor'));
    expect(res.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('leaves no entry for a write that fails', async () => {
    const count = async () => dataOf(await gql(stack, AuditLogDocument, { employeeId: agentId, limit: 1 }, token('hr'))).auditLog.count;
    const before = await count();
    const res = await gql(stack, AddBonusDocument, { input: { employeeIds: [agentId, '99999999'], month: MONTH, amount: 10 } }, token('hr'));
    expect(res.errors?.length).toBeGreaterThan(0);
    expect(await count()).toBe(before);
  });

  it('keeps the app’s database role from changing or removing an entry', async () => {
    const asApp = (sql: string) => withCompany(1, () => stack.upstream.db.query(sql));
    await expect(asApp(`UPDATE audit_log SET after = '{}'::jsonb`)).rejects.toThrow(/permission denied|append-only/);
    await expect(asApp('DELETE FROM audit_log')).rejects.toThrow(/permission denied|append-only/);
    const { rows } = await stack.upstream.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log WHERE entity = 'pay_bonuses'`);
    expect(rows[0].n).toBeGreaterThan(0);
  });

  it('shows another company none of it', async () => {
    const acme = { 'x-company': ACME.subdomain };
    const acmeToken = dataOf(await gql(stack, LoginDocument, { email: ACME.admin, password: DEMO_PASSWORD }, null, acme)).login.token;
    const log = dataOf(await gql(stack, AuditLogDocument, { employeeId: agentId, limit: -1 }, acmeToken, acme)).auditLog;
    expect(log.count).toBe(0);
    const history = await gql(stack, EmployeeHistoryDocument, { employeeId: agentId }, acmeToken, acme);
    expect(history.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('exports the search formula-safe', async () => {
    const res = await fetch(`${stack.upstream.url}/audit_log/export?employee_id=${agentId}&field=custody`, {
      headers: { authorization: `Bearer ${token('hr')}` },
    });
    expect(res.status).toBe(200);
    const csv = await res.text();
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(csv).not.toMatch(/(^|,)"?=HYPERLINK/m);
  });
});

describe('audit capability', () => {
  itSpec('is hidden on a SPEC §7-only upstream, whose queries answer NOT_FOUND', async () => {
    expect(dataOf(await gql(stack, CapabilitiesDocument, {}, token('hr'))).capabilities.auditLog).toBe(false);
    expect((await gql(stack, AuditLogDocument, {}, token('hr'))).errors?.[0].extensions?.code).toBe('NOT_FOUND');
    expect((await gql(stack, EmployeeHistoryDocument, { employeeId: agentId }, token('hr'))).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  itFull('is offered on the full upstream', async () => {
    expect(dataOf(await gql(stack, CapabilitiesDocument, {}, token('hr'))).capabilities.auditLog).toBe(true);
  });
});

describe('audited tables', () => {
  it('each has a name on screen for the log\'s "Record" filter', () => {
    // audit_log: the retention's note of what it deleted (audit/retention.ts).
    const tables = [...AUDITED_FIRST, ...AUDITED_LATER].map(([table]) => table).concat('audit_log');
    expect(tables.filter((t) => !ENTITY_LABELS[t])).toEqual([]);
    expect(Object.keys(ENTITY_LABELS).sort()).toEqual([...tables].sort());
  });
});
