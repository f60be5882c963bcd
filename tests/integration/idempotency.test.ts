/**
 * A retried bonus pays once: addBonus with an idempotency key, sent twice (the retry after an "outcome unknown"
 * timeout), answers the first result and stores one bonus; the same key with another amount is refused; two copies
 * racing each other pay once too. Runs on PGlite and, with TEST_DB=postgres, on PostgreSQL; on the SPEC-only upstream
 * the key is dropped and the bonus still paid.
 *
 * @spec
 * @postgres pay
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect } from '@jest/globals';
import { graphql } from '../generated';
import { builders } from '../support/builders';
import { dataOf, describeFull, gql, itFull, itSpec, loginAs, startStack, type Stack } from '../support/stack';

let stack: Stack;
let hr = '';
let agentId = '';

beforeAll(async () => {
  stack = await startStack();
  hr = await loginAs(stack, 'hr');
  agentId = String((await (await builders(stack)).person()).id);
}, 60_000);
afterAll(() => stack.close());

const ADD = graphql(`
  mutation IdempotentAddBonus($input: BonusInput!, $key: String) {
    addBonus(input: $input, idempotencyKey: $key) {
      count
      items {
        id
        employeeId
        month
        amount
      }
    }
  }
`);
const BONUSES = graphql(`
  query IdempotentBonuses($m: String) {
    bonuses(month: $m) {
      items {
        employeeId
        amount
      }
    }
  }
`);
const paid = async (month: string) => dataOf(await gql(stack, BONUSES, { m: month }, hr)).bonuses.items.filter((b) => b.employeeId === agentId);

describeFull('idempotent money writes', () => {
  itFull('the same addBonus twice with one key pays once and answers the first result', async () => {
    const key = randomUUID();
    const input = { employeeIds: [agentId], month: '2020-05', amount: 250 };
    const first = await gql(stack, ADD, { input, key }, hr);
    expect(first.errors).toBeUndefined();
    const retry = await gql(stack, ADD, { input, key }, hr);
    expect(retry.errors).toBeUndefined();
    expect(dataOf(retry).addBonus).toEqual(dataOf(first).addBonus);
    expect(await paid('2020-05')).toEqual([{ employeeId: agentId, amount: 250 }]);

    const other = await gql(stack, ADD, { input: { ...input, amount: 300 }, key }, hr);
    expect(other.errors?.[0]).toMatchObject({
      message: 'This Idempotency-Key was already used for a different request',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const fresh = await gql(stack, ADD, { input, key: randomUUID() }, hr);
    expect(fresh.errors).toBeUndefined();
    expect(await paid('2020-05')).toHaveLength(2); // a new submission is a new payment
  });

  itFull('two copies of one submission racing each other pay once', async () => {
    const key = randomUUID();
    const input = { employeeIds: [agentId], month: '2020-06', amount: 75 };
    const answers = await Promise.all([1, 2, 3].map(() => gql(stack, ADD, { input, key }, hr)));
    for (const a of answers) if (a.errors) expect(a.errors[0].extensions?.code).toBe('CONFLICT');
    expect(answers.some((a) => !a.errors)).toBe(true);
    expect(await paid('2020-06')).toEqual([{ employeeId: agentId, amount: 75 }]);
  });
});

// A SPEC §7-only backend ignores the header: the key is forwarded without the guarantee, and the bonus is still paid.
itSpec('against a SPEC §7-only upstream addBonus with a key works as without one', async () => {
  const res = await gql(stack, ADD, { input: { employeeIds: [agentId], month: '2020-07', amount: 40 }, key: randomUUID() }, hr);
  expect(res.errors).toBeUndefined();
  expect(dataOf(res).addBonus.count).toBe(1);
});
