/**
 * GraphQL over HTTP, as docs/decisions/0102-graphql-errors-answer-400.md decides: parse and validation errors answer
 * 400 with the GraphQL error body, for `application/json` as for `application/graphql-response+json`.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startStack, type Stack } from '../support/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(() => stack.close());

async function post(query: string, accept: string) {
  const res = await fetch(`${stack.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept },
    body: JSON.stringify({ query }),
  });
  return { status: res.status, type: res.headers.get('content-type'), body: (await res.json()) as { errors?: { extensions?: { code?: string } }[] } };
}

describe('status of request errors', () => {
  it.each(['application/json', 'application/graphql-response+json'])('answers 400 for a parse or validation error (%s)', async (accept) => {
    const parse = await post('{ me { name ', accept);
    expect([parse.status, parse.body.errors?.[0]?.extensions?.code]).toEqual([400, 'GRAPHQL_PARSE_FAILED']);
    const invalid = await post('{ me { noSuchField } }', accept);
    expect([invalid.status, invalid.body.errors?.[0]?.extensions?.code]).toEqual([400, 'GRAPHQL_VALIDATION_FAILED']);
    expect(invalid.type).toContain(accept);
  });
});
