/**
 * The supervisors page and its org chart through GraphQL: every signed-in person reads the same reporting line (an
 * agent and a manager tried), a chain runs from the person up to the top, direct reports come a page at a time with
 * their report counts, and the type carries colleague fields only (no pay, no personal data). On a SPEC §7-only
 * upstream the capability is off and both queries answer NOT_FOUND.
 *
 * @spec GET /org_chart/{id}/chain, GET /org_chart/reports
 * @postgres org
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { resetCapabilities } from '../../gateway/src/kit/capabilities';
import { MeDocument } from '../../web/src/features/auth/auth.generated';
import { DirectReportsDocument, SupervisorChainDocument } from '../../web/src/features/org/org.generated';
import { CapabilitiesDocument } from '../../web/src/shared/capabilities.generated';
import { builders, type Person } from '../support/builders';
import { dataOf, describeFull, gql, itFull, itSpec, loginAs, startStack, type Stack } from '../support/stack';

let stack: Stack;
const tokens: Record<'agent' | 'manager', string> = { agent: '', manager: '' };
let boss: Person;
let reports: Person[];

beforeAll(async () => {
  resetCapabilities();
  stack = await startStack();
  tokens.agent = await loginAs(stack, 'agent');
  tokens.manager = await loginAs(stack, 'acm');
  const seed = await builders(stack);
  boss = await seed.person({ role: 'manager' });
  reports = [await seed.person({ manager: boss }), await seed.person({ manager: boss }), await seed.person({ role: 'teamleader', manager: boss })];
  await seed.person({ manager: reports[2] });
}, 60_000);
afterAll(() => stack.close());

describeFull('org chart (full profile)', () => {
  it.each(['agent', 'manager'] as const)('answers the %s their own chain from themselves up to the top of the company', async (who) => {
    const me = dataOf(await gql(stack, MeDocument, {}, tokens[who])).me;
    const chain = dataOf(await gql(stack, SupervisorChainDocument, { employeeId: me.id }, tokens[who])).supervisorChain;
    expect(chain[0]).toMatchObject({ id: me.id, name: me.name });
    expect(chain[1]).toMatchObject({ id: me.manager?.id, name: me.manager?.name });
    expect(chain.at(-1)?.managerId).toBeNull();
    chain.slice(0, -1).forEach((p, i) => expect(p.managerId).toBe(chain[i + 1].id));
  });

  it.each(['agent', 'manager'] as const)('shows the %s anyone’s direct reports, a page at a time, with their report counts', async (who) => {
    const all = dataOf(await gql(stack, DirectReportsDocument, { managerId: String(boss.id), limit: -1 }, tokens[who])).directReports;
    expect(all.count).toBe(3);
    expect(all.items.map((p) => p.id).sort()).toEqual(reports.map((p) => String(p.id)).sort());
    expect(all.items.find((p) => p.id === String(reports[2].id))).toMatchObject({ roleTitle: 'Team Leader', reportCount: 1, managerId: String(boss.id) });
    const second = dataOf(await gql(stack, DirectReportsDocument, { managerId: String(boss.id), page: 2, limit: 2 }, tokens[who])).directReports;
    expect(second).toEqual({ count: 3, items: [all.items[2]] });
    const chain = dataOf(await gql(stack, SupervisorChainDocument, { employeeId: String(reports[0].id) }, tokens[who])).supervisorChain;
    expect(chain.map((p) => p.id)).toEqual([String(reports[0].id), String(boss.id)]);
  });

  it('lists the top of the company without a manager id', async () => {
    const top = dataOf(await gql(stack, DirectReportsDocument, { limit: -1 }, tokens.agent)).directReports.items;
    expect(top.map((p) => p.id)).toContain(String(boss.id));
    expect(top.every((p) => p.reportCount >= 0)).toBe(true);
  });

  it('answers NOT_FOUND for someone who is not in the company', async () => {
    const res = await gql(stack, SupervisorChainDocument, { employeeId: '999999' }, tokens.agent);
    expect(res.errors?.[0]).toMatchObject({ message: 'Employee not found', extensions: { code: 'NOT_FOUND' } });
  });
});

describe('org chart type', () => {
  it('carries colleague fields only: no pay, no personal data', async () => {
    const res = await gql(stack, '{ __type(name: "OrgPerson") { fields { name } } }', {}, tokens.agent);
    const fields = (res.data as { __type: { fields: { name: string }[] } }).__type.fields.map((f) => f.name);
    expect(fields.sort()).toEqual(['departmentName', 'id', 'managerId', 'name', 'reportCount', 'roleTitle', 'teamName']);
  });

  itFull('is offered on the full upstream', async () => {
    expect(dataOf(await gql(stack, CapabilitiesDocument, {}, tokens.agent)).capabilities.orgChart).toBe(true);
  });

  itSpec('is hidden on a SPEC §7-only upstream, whose queries answer NOT_FOUND', async () => {
    expect(dataOf(await gql(stack, CapabilitiesDocument, {}, tokens.agent)).capabilities.orgChart).toBe(false);
    const me = dataOf(await gql(stack, MeDocument, {}, tokens.agent)).me;
    for (const res of [
      await gql(stack, SupervisorChainDocument, { employeeId: me.id }, tokens.agent),
      await gql(stack, DirectReportsDocument, { managerId: me.id }, tokens.agent),
    ]) {
      expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect(res.errors?.[0]?.message).toContain('not in SPEC §7');
    }
  });
});
