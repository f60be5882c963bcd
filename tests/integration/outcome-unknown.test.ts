/**
 * A timed-out write means "the outcome is unknown": the mutation's error says so and carries
 * `extensions.outcomeUnknown: true` — and the write may indeed have happened. A timed-out read stays a plain timeout.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { OUTCOME_UNKNOWN_MESSAGE, TIMEOUT_MESSAGE } from '../../gateway/src/errors';
import { graphql } from '../generated';
import { dataOf, clearUpstreamFaults, gql, loginAs, PROFILE, startStack, upstreamFault, type Stack } from '../support/stack';

let stack: Stack;
let hr: string;
let ceo: string;
const before = process.env.UPSTREAM_TIMEOUT_MS;
beforeAll(async () => {
  stack = await startStack();
  hr = await loginAs(stack, 'hr');
  ceo = await loginAs(stack, 'ceo');
  process.env.UPSTREAM_TIMEOUT_MS = '400';
  process.env.REFERENCE_CACHE_TTL_MS = '0'; // the faults hit reference lists (departments): every read must reach them
});
afterEach(() => clearUpstreamFaults(stack));
afterAll(async () => {
  if (before === undefined) delete process.env.UPSTREAM_TIMEOUT_MS;
  else process.env.UPSTREAM_TIMEOUT_MS = before;
  delete process.env.REFERENCE_CACHE_TTL_MS;
  await stack.close();
});

const DEPARTMENTS = graphql(`
  query UnknownDepartments {
    departments(limit: -1) {
      items {
        departmentName
      }
    }
  }
`);

describe('timeouts of writes', () => {
  it('answers outcomeUnknown for a mutation that timed out, and the change did happen', async () => {
    const walid = dataOf(
      await gql(
        stack,
        graphql(`
          query UnknownEmployees {
            employees(search: "RES-0023") {
              items {
                id
              }
            }
          }
        `),
        {},
        hr,
      ),
    ).employees.items[0].id;
    await upstreamFault(stack, { path: `^/employees/${walid}$`, method: 'DELETE', delay_ms: 900, times: 1 });
    const res = await gql(
      stack,
      graphql(`
        mutation UnknownFireEmployee($id: ID!) {
          fireEmployee(id: $id) {
            message
          }
        }
      `),
      { id: walid },
      ceo,
    );
    expect(res.data).toBeNull();
    expect(res.errors?.[0]).toMatchObject({
      message: OUTCOME_UNKNOWN_MESSAGE,
      extensions: { code: 'UPSTREAM_UNAVAILABLE', timeout: true, outcomeUnknown: true },
    });
    await new Promise((resolve) => setTimeout(resolve, 1_000)); // the slow request finishes upstream
    const after = await gql(
      stack,
      graphql(`
        query UnknownEmployee($id: ID!) {
          employee(id: $id) {
            active
          }
        }
      `),
      { id: walid },
      hr,
    );
    if (PROFILE === 'full') expect(after.data?.employee.active).toBe(false);
    else expect(after.data?.employee ?? null).toBeNull(); // a SPEC §7 backend lists active employees only: gone means fired
  });

  it('keeps a plain timeout (no outcomeUnknown) for a query', async () => {
    await upstreamFault(stack, { path: '^/departments$', method: 'GET', delay_ms: 900, times: 1 });
    const res = await gql(stack, DEPARTMENTS, {}, hr);
    expect(res.errors?.[0].message).toBe(TIMEOUT_MESSAGE);
    expect(res.errors?.[0].extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', timeout: true });
    expect(res.errors?.[0].extensions?.outcomeUnknown).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 600));
  });
});
