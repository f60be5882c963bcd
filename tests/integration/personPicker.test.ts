/**
 * THE people picker's query (`personOptions`) through GraphQL against the real upstream: at most 20 people, searched on
 * the server by name or RES ID, and for each purpose only whom the role may pick, as the screens had it (leave: the
 * filing rule; actions: the upstream's fileable list; reports: the caller's line; colleagues: everyone but the caller;
 * the role-bound purposes FORBIDDEN to others).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DemoKey } from '../../upstream/src/seed';
import { graphql } from '../generated';
import type { PickerPurpose } from '../generated/graphql';
import { dataOf, demoName, gql, loginAs, startStack, type Stack } from '../support/stack';

const OPTIONS = graphql(`
  query PickerOptions($purpose: PickerPurpose!, $search: String, $limit: Int, $excludeIds: [ID!]) {
    personOptions(purpose: $purpose, search: $search, limit: $limit, excludeIds: $excludeIds) {
      count
      items {
        id
        name
        resId
        canManage
        managerId
        managerName
      }
    }
  }
`);
const LINE = graphql(`
  query PickerLine {
    managedEmployees(limit: -1) {
      items {
        id
      }
    }
    me {
      id
    }
  }
`);
const EVERYONE = graphql(`
  query PickerEveryone {
    employees(limit: -1) {
      count
      items {
        id
        resId
        canManage
      }
    }
  }
`);
const FILEABLE = graphql(`
  query PickerFileable {
    actionManagedEmployees(limit: -1) {
      items {
        id
      }
    }
  }
`);

let stack: Stack;
const tokens = {} as Record<DemoKey, string>;

const options = async (who: DemoKey, purpose: PickerPurpose, more: { search?: string; limit?: number; excludeIds?: string[] } = {}) =>
  gql(stack, OPTIONS, { purpose, ...more }, tokens[who]);
const picked = async (who: DemoKey, purpose: PickerPurpose, more: { search?: string; limit?: number; excludeIds?: string[] } = {}) =>
  dataOf(await options(who, purpose, more)).personOptions;
const ids = (page: { items: { id: string }[] }) => page.items.map((p) => p.id);

beforeAll(async () => {
  stack = await startStack();
  for (const key of ['ceo', 'hr', 'teamleader', 'agent', 'acm', 'auditor'] as DemoKey[]) tokens[key] = await loginAs(stack, key);
});
afterAll(async () => {
  await stack?.close();
});

describe('personOptions', () => {
  it('answers at most 20 people by name, with how many match in all', async () => {
    const everyone = dataOf(await gql(stack, EVERYONE, {}, tokens.hr)).employees;
    expect(everyone.count).toBeGreaterThan(20);
    const page = await picked('hr', 'EMPLOYEES', { limit: 500 });
    expect(page.items).toHaveLength(20);
    expect(page.count).toBe(everyone.count);
    const names = page.items.map((p) => p.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('searches on the server by name or RES ID', async () => {
    const agent = demoName('agent');
    const byName = await picked('hr', 'EMPLOYEES', { search: agent });
    expect(byName.items.map((p) => p.name)).toContain(agent);
    const resId = byName.items.find((p) => p.name === agent)!.resId!;
    const byResId = await picked('hr', 'EMPLOYEES', { search: resId });
    expect(byResId.items.map((p) => p.resId)).toEqual([resId]);
    expect((await picked('hr', 'EMPLOYEES', { search: 'no such person zzz' })).items).toEqual([]);
  });

  it('leaves the caller out of their colleagues, and anyone the picker excludes', async () => {
    const me = dataOf(await gql(stack, LINE, {}, tokens.agent)).me.id;
    const agent = demoName('agent');
    expect(ids(await picked('agent', 'COLLEAGUES', { search: agent }))).not.toContain(me);
    expect(ids(await picked('agent', 'EMPLOYEES', { search: agent }))).toContain(me);
    expect(ids(await picked('agent', 'EMPLOYEES', { search: agent, excludeIds: [me] }))).not.toContain(me);
  });

  it('offers as managers only people who manage, each with their own manager', async () => {
    const everyone = dataOf(await gql(stack, EVERYONE, {}, tokens.hr)).employees.items;
    const managers = everyone.filter((e) => e.canManage).map((e) => e.id);
    const page = await picked('acm', 'MANAGERS');
    expect(page.items.length).toBeGreaterThan(0);
    for (const p of page.items) {
      expect(managers).toContain(p.id);
      expect(p.canManage).toBe(true);
    }
    expect(page.items.some((p) => p.managerId && p.managerName)).toBe(true);
  });

  it("offers a team leader's reports and leave filing only their own line", async () => {
    const line = dataOf(await gql(stack, LINE, {}, tokens.teamleader)).managedEmployees.items.map((e) => e.id);
    expect(line.length).toBeGreaterThan(0);
    for (const purpose of ['REPORTS', 'LEAVE_FILING'] as PickerPurpose[]) {
      const page = await picked('teamleader', purpose);
      expect(page.items.length).toBeGreaterThan(0);
      for (const id of ids(page)) expect(line).toContain(id);
    }
    // The CEO files for anyone.
    expect((await picked('ceo', 'LEAVE_FILING')).count).toBe(dataOf(await gql(stack, EVERYONE, {}, tokens.hr)).employees.count);
  });

  it('offers action targets from the upstream fileable list of the caller', async () => {
    const fileable = dataOf(await gql(stack, FILEABLE, {}, tokens.teamleader)).actionManagedEmployees.items.map((e) => e.id);
    const page = await picked('teamleader', 'ACTION_TARGETS');
    expect(page.items.length).toBeGreaterThan(0);
    for (const id of ids(page)) expect(fileable).toContain(id);
  });

  it('offers active employees for an attrition, searched', async () => {
    const agent = demoName('agent');
    const page = await picked('hr', 'ATTRITION', { search: agent });
    expect(page.items.map((p) => p.name)).toContain(agent);
  });

  it.each([
    ['PAY', 'agent'],
    ['PAY', 'teamleader'],
    ['ATTRITION', 'agent'],
    ['ATTRITION', 'acm'],
    ['SHUFFLE', 'agent'],
    ['SHUFFLE', 'hr'],
    ['ACTION_TARGETS', 'agent'],
    ['ACTION_TARGETS', 'hr'],
    ['LEAVE_FILING', 'agent'],
  ] as [PickerPurpose, DemoKey][])('refuses %s to %s as the screen does', async (purpose, who) => {
    const res = await options(who, purpose);
    expect(res.errors?.[0]).toMatchObject({ extensions: { code: 'FORBIDDEN' } });
  });

  it.each([
    ['PAY', 'hr'],
    ['ATTRITION', 'ceo'],
    ['SHUFFLE', 'acm'],
    ['ACTION_TARGETS', 'auditor'],
    ['LEAVE_FILING', 'teamleader'],
  ] as [PickerPurpose, DemoKey][])('answers %s to %s', async (purpose, who) => {
    const res = await options(who, purpose);
    expect(res.errors).toBeUndefined();
    expect(dataOf(res).personOptions.items.length).toBeGreaterThan(0);
  });
});
