/**
 * The employee directory through GraphQL: every signed-in person (an agent tried) lists the company's people with
 * colleague fields only (the type's field list is exact: no pay, no personal data), searched by name or RES ID,
 * filtered by department, supervisor and status, a page at a time. On a SPEC §7-only upstream the capability is off
 * and the query answers NOT_FOUND.
 *
 * @spec GET /org_chart/directory
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { resetCapabilities } from '../../gateway/src/kit/capabilities';
import { DirectoryDocument } from '../../web/src/features/org/directory.generated';
import { CapabilitiesDocument } from '../../web/src/shared/capabilities.generated';
import { builders, type Person } from '../support/builders';
import { dataOf, describeFull, gql, itFull, itSpec, loginAs, startStack, type Stack } from '../support/stack';

let stack: Stack;
let agent: string;
let lead: Person;
let member: Person;
let former: Person;

beforeAll(async () => {
  resetCapabilities();
  stack = await startStack();
  agent = await loginAs(stack, 'agent');
  const seed = await builders(stack);
  lead = await seed.person({ role: 'teamleader', department: 'Sales' });
  member = await seed.person({ manager: lead, department: 'Quality' });
  former = await seed.person({ manager: lead });
  // Fired by the CEO: no longer active, the row kept.
  const fired = await fetch(`${stack.upstream.url}/employees/${former.id}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${await loginAs(stack, 'ceo')}` },
  });
  expect(fired.ok).toBe(true);
}, 60_000);
afterAll(() => stack.close());

const list = async (variables: Record<string, unknown>) => dataOf(await gql(stack, DirectoryDocument, variables, agent)).directory;

describeFull('directory (full profile)', () => {
  it('shows an agent a colleague with their job, department and supervisor', async () => {
    const page = await list({ search: member.RES_ID });
    expect(page.items).toContainEqual({
      id: String(member.id),
      name: member.name,
      roleTitle: member.role_title,
      departmentName: 'Quality',
      teamName: null,
      managerId: String(lead.id),
      managerName: lead.name,
      active: true,
    });
  });

  it('filters by supervisor and department, and shows former employees only when asked', async () => {
    const reports = await list({ managerId: String(lead.id), limit: -1 });
    expect(reports.items.map((p) => p.id)).toEqual([String(member.id)]);
    const withFormer = await list({ managerId: String(lead.id), includeFormer: true, limit: -1, sortBy: 'name', sortDir: 'DESC' });
    expect(withFormer.count).toBe(2);
    expect(withFormer.items.find((p) => p.id === String(former.id))?.active).toBe(false);
    const sales = await list({ departmentId: String(lead.department_id), limit: -1 });
    expect(sales.items.map((p) => p.id)).toContain(String(lead.id));
    expect(sales.items.every((p) => p.departmentName === 'Sales')).toBe(true);
  });

  it('pages the list', async () => {
    const first = await list({ managerId: String(lead.id), includeFormer: true, page: 1, limit: 1 });
    const second = await list({ managerId: String(lead.id), includeFormer: true, page: 2, limit: 1 });
    expect([first.count, second.count]).toEqual([2, 2]);
    expect(first.items[0].id).not.toBe(second.items[0].id);
  });
});

describe('directory type', () => {
  it('carries colleague fields only: no pay, no personal data', async () => {
    const res = await gql(stack, '{ __type(name: "DirectoryPerson") { fields { name } } }', {}, agent);
    const fields = (res.data as { __type: { fields: { name: string }[] } }).__type.fields.map((f) => f.name);
    expect(fields.sort()).toEqual(['active', 'departmentName', 'id', 'managerId', 'managerName', 'name', 'roleTitle', 'teamName']);
  });

  itFull('is offered on the full upstream', async () => {
    expect(dataOf(await gql(stack, CapabilitiesDocument, {}, agent)).capabilities.orgChart).toBe(true);
  });

  itSpec('is hidden on a SPEC §7-only upstream, whose directory answers NOT_FOUND', async () => {
    expect(dataOf(await gql(stack, CapabilitiesDocument, {}, agent)).capabilities.orgChart).toBe(false);
    const res = await gql(stack, DirectoryDocument, {}, agent);
    expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(res.errors?.[0]?.message).toContain('not in SPEC §7');
  });
});
