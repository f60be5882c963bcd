/**
 * Hostile or absurd inputs (NUL bytes, out-of-range values) where a user meets them: through GraphQL they come back as
 * BAD_USER_INPUT with a field message, never as a database error; search terms match literally.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { graphql } from '../generated';
import { gql, loginAs, startStack, type Stack } from '../support/stack';

let stack: Stack;
let hr: string;
beforeAll(async () => {
  stack = await startStack();
  hr = await loginAs(stack, 'hr');
});
afterAll(() => stack.close());

describe('bad input through the gateway', () => {
  it('refuses a NUL byte in a name with a field message', async () => {
    const res = await gql(
      stack,
      graphql(`
        mutation InputsAddDepartment($n: String!) {
          addDepartment(departmentName: $n) {
            id
          }
        }
      `),
      { n: 'QA\u0000nul' },
      hr,
    );
    expect(res.errors?.[0]).toMatchObject({
      message: 'Department name contains an invalid character (NUL)',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(JSON.stringify(res.errors)).not.toMatch(/byte sequence/i);
  });

  it('refuses an absurd yearly limit with a SPEC §5 message', async () => {
    const res = await gql(
      stack,
      graphql(`
        mutation InputsCreateLeaveType($i: LeaveTypeInput!) {
          createLeaveType(input: $i) {
            id
          }
        }
      `),
      { i: { leaveName: 'Huge', yearlyLimit: 1e308 } },
      hr,
    );
    expect(res.errors?.[0]).toMatchObject({ message: 'Yearly limit must be at most 366', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('matches % and _ in a search literally', async () => {
    for (const search of ['%', '_']) {
      const res = await gql(
        stack,
        graphql(`
          query InputsEmployees($s: String) {
            employees(search: $s) {
              count
            }
          }
        `),
        { s: search },
        hr,
      );
      expect(res.data?.employees.count).toBe(0);
    }
  });

  it('caps a search term with a clear message', async () => {
    const res = await gql(
      stack,
      graphql(`
        query InputsEmployees2($s: String) {
          employees(search: $s) {
            count
          }
        }
      `),
      { s: 'a'.repeat(201) },
      hr,
    );
    expect(res.errors?.[0]).toMatchObject({ message: 'Search must be less than 200 characters', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it("answers a search of several KB with the same message, not the upstream's header-size failure", async () => {
    const long = 'a'.repeat(8 * 1024);
    for (const query of [
      'query($s: String) { employees(search: $s) { count } }',
      'query($s: String) { actionsTaken(search: $s) { count } }',
      'query($s: String) { attendanceExport(family: AGENTS, search: $s) { url } }',
    ]) {
      const res = await gql(stack, query, { s: long }, hr);
      expect(res.errors?.[0]).toMatchObject({
        message: 'Search must be less than 200 characters',
        extensions: { code: 'BAD_USER_INPUT', fieldErrors: [{ field: 'search', message: 'Search must be less than 200 characters' }] },
      });
    }
  });
});
