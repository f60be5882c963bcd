/**
 * Decisions the web asks the gateway for instead of re-deriving role rules, one test per rule:
 * `leaveFilingEmployees` (whom the caller may file leave for, upstream/src/leave/access.ts assertMayFileFor) and
 * `adjustableAgents` (whose agents the caller may move, POST /employees/adjust_teams).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { graphql } from '../generated';
import { dataOf, gql, loginAs, startStack, type Stack } from '../support/stack';
import type { DemoKey } from '../../upstream/src/seed';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

const FILING = graphql(`
  query DecisionsLeaveFilingEmployees {
    leaveFilingEmployees(limit: -1) {
      count
      items {
        id
      }
    }
  }
`);
const ALL = graphql(`
  query DecisionsEmployees {
    employees(limit: -1) {
      count
    }
  }
`);
const MANAGED = graphql(`
  query DecisionsManagedEmployees {
    managedEmployees(limit: -1) {
      count
      items {
        id
      }
    }
  }
`);
const ADJUSTABLE = graphql(`
  query DecisionsAdjustableAgents($departmentId: ID) {
    adjustableAgents(limit: -1, departmentId: $departmentId) {
      count
      items {
        id
        departmentId
      }
    }
  }
`);
const AGENTS = graphql(`
  query DecisionsAgents($departmentId: ID) {
    agents(limit: -1, departmentId: $departmentId) {
      count
    }
  }
`);
const FILE_LEAVE = graphql(`
  mutation DecisionsCreateLeaveRequest($input: LeaveRequestInput!) {
    createLeaveRequest(input: $input) {
      id
    }
  }
`);

const ask = async <T, V extends Record<string, unknown>>(role: DemoKey, query: TypedDocumentNode<T, V>, variables?: V) =>
  gql(stack, query, variables, await loginAs(stack, role));

describe('leaveFilingEmployees', () => {
  it.each<DemoKey>(['ceo', 'head', 'auditor'])('lists every current employee for %s', async (role) => {
    const res = await ask(role, FILING);
    expect(res.errors).toBeUndefined();
    expect(res.data?.leaveFilingEmployees.count).toBe((await ask(role, ALL)).data?.employees.count);
  });

  it("lists only a team leader's own team (everyone below them)", async () => {
    const res = await ask('teamleader', FILING);
    const team = dataOf(await ask('teamleader', MANAGED)).managedEmployees;
    expect(res.data?.leaveFilingEmployees.count).toBe(team.count);
    expect(res.data?.leaveFilingEmployees.count).toBeGreaterThan(0);
    expect(res.data?.leaveFilingEmployees.items.map((e: { id: string }) => e.id).sort()).toEqual(team.items.map((e: { id: string }) => e.id).sort());
    expect(res.data?.leaveFilingEmployees.count).toBeLessThan(dataOf(await ask('teamleader', ALL)).employees.count);
  });

  it('agrees with the upstream: a team leader may file for someone listed', async () => {
    const token = await loginAs(stack, 'teamleader');
    const someone = dataOf(await gql(stack, FILING, {}, token)).leaveFilingEmployees.items[0].id;
    const types = dataOf(
      await gql(
        stack,
        graphql(`
          query DecisionsLeaveTypes {
            leaveTypes(limit: -1) {
              items {
                id
              }
            }
          }
        `),
        {},
        token,
      ),
    ).leaveTypes.items;
    const res = await gql(
      stack,
      FILE_LEAVE,
      { input: { employeeId: someone, leaveTypeId: types[0].id, startDate: '2031-03-03', endDate: '2031-03-04', notes: 'filing rule check' } },
      token,
    );
    expect(res.errors).toBeUndefined();
  });

  it.each<DemoKey>(['hr', 'agent'])('refuses %s (may not file for someone else)', async (role) => {
    const res = await ask(role, FILING);
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('lets the ACM file for their reporting line: the demo ACM holds MANAGE_LEAVE_REQUESTS (team space)', async () => {
    const res = await ask('acm', FILING);
    expect(res.errors).toBeUndefined();
  });
});

describe('adjustableAgents', () => {
  it.each<DemoKey>(['hr', 'headofhr', 'acm'])('lists every agent for %s (HR or role type 2)', async (role) => {
    const res = await ask(role, ADJUSTABLE);
    expect(res.errors).toBeUndefined();
    expect(res.data?.adjustableAgents.count).toBe((await ask(role, AGENTS)).data?.agents.count);
  });

  it("lists only the cold-calling head's own department, whatever department is asked for", async () => {
    const own = dataOf(await ask('coldhead', AGENTS, { departmentId: '5' })).agents.count;
    for (const departmentId of [null, '5', '1']) {
      const res = await ask('coldhead', ADJUSTABLE, { departmentId });
      expect(res.data?.adjustableAgents.count).toBe(own);
      expect(res.data?.adjustableAgents.items.every((e) => e.departmentId === '5')).toBe(true);
    }
  });

  it.each<DemoKey>(['agent', 'teamleader', 'head'])('refuses %s', async (role) => {
    const res = await ask(role, ADJUSTABLE);
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
