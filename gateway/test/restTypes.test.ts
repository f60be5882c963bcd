/**
 * The REST client is typed by the contract (rest/typed.ts): path parameters, query, body and answer. This file is
 * the proof `tsc -p gateway` runs: every `@ts-expect-error` line below must fail to compile, so a field renamed on
 * either side of the REST boundary breaks the type-check instead of a screen. The calls are never made.
 */
import { describe, expect, it } from '@jest/globals';
import { SortedPageArgs } from '../src/kit/sortKeys';
import { RestClient } from '../src/rest/client';

/** Type-checked only: the function is never called. */
async function typedCalls(rest: RestClient): Promise<void> {
  // Bodies: the contract's keys, camelCased.
  await rest.post('/kudos', { body: { kudos: { receiverId: 7, message: 'Thanks' } } });
  // @ts-expect-error a renamed body field (receiver_id is the contract's)
  await rest.post('/kudos', { body: { kudos: { recieverId: 7, message: 'Thanks' } } });
  // A renamed field fails through a spread too (an input class with its own names), where excess-property checks stop.
  const renamed = { recipientId: '7', message: 'Thanks' };
  // @ts-expect-error a renamed body field inside a spread
  await rest.post('/kudos', { body: { kudos: { ...renamed } } });
  // @ts-expect-error a body nested under the wrong wrapper
  await rest.post('/assets', { body: { assets: { name: 'Laptop 1' } } });

  // Queries: the contract's parameter names, camelCased (or as the contract spells them).
  await rest.get('/assets', { query: { employeeId: '4', assetType: 'Laptop', sort_by: 'name' } });
  // @ts-expect-error a renamed query parameter
  await rest.get('/assets', { query: { holderId: '4' } });
  const filters = { page: 1, ownerId: '4' };
  // @ts-expect-error a renamed query parameter in a built query (not a literal)
  await rest.get('/assets', { query: filters });

  // Path parameters: the template's names, and required.
  await rest.get('/goals/{id}', { params: { id: 3 } });
  // @ts-expect-error a path parameter named wrongly
  await rest.get('/goals/{id}', { params: { goalId: 3 } });
  // @ts-expect-error the path parameter missing
  await rest.get('/goals/{id}');
  // @ts-expect-error a path the contract does not have
  await rest.get('/goal/{id}', { params: { id: 3 } });

  // Answers: the contract's, camelCased (raw: the upstream's own keys).
  const goal = await rest.get('/goals/{id}', { params: { id: 3 } });
  const title: string = goal.title;
  // @ts-expect-error a field the answer does not have
  void goal.titel;
  // @ts-expect-error the answer is camelCased: the snake_case key is gone
  void goal.end_date;
  const raw = await rest.get('/goals/{id}', { params: { id: 3 }, raw: true });
  const endDate: string | null = raw.end_date;
  // @ts-expect-error a wrong answer field type
  const progress: string = goal.progress;
  void [title, endDate, progress];

  // Sort keys: a list's enum comes from the path of its REST call, which must declare its sort keys (decision 0167).
  SortedPageArgs('/mail/outbox', 'OutboxMailSortKey');
  // @ts-expect-error a path whose list declares no sort keys (or no such path)
  SortedPageArgs('/mail/outbx', 'OutboxMailSortKey');
}

describe('REST client types', () => {
  it('are checked by tsc (this file compiles only while every renamed field above fails)', () => {
    expect(typeof typedCalls).toBe('function');
  });
});
