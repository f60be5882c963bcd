/** Unit tests of the gateway kit: request-scoped GET de-duplication, batchById/wholeList, fallbacks, relations, typed paths. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { parse, type FragmentDefinitionNode, type OperationDefinitionNode, type FieldNode } from 'graphql';
import { createContext } from '../src/context';
import { EXTENSIONS, knownMissing, resetCapabilities, withExtension } from '../src/kit/capabilities';
import { batchById, fetchAll, wholeList } from '../src/kit/loaders';
import { coveredBy, fromRow, selectedFields } from '../src/kit/relation';
import { fillPath } from '../src/rest/typed';
import { json, startFakeUpstream, type FakeUpstream } from './fakeUpstream';

let upstream: FakeUpstream;
beforeAll(async () => {
  upstream = await startFakeUpstream();
});
afterAll(() => upstream.close());
beforeEach(() => {
  upstream.calls.length = 0;
  resetCapabilities();
});

const ctx = () => createContext({ upstreamUrl: upstream.url, authorization: 'Bearer t' });
const rows = (ids: number[]) => ({ items: ids.map((id) => ({ id, name: `E${id}` })), count: ids.length });

describe('request-scoped GET de-duplication', () => {
  it('makes one call for identical reads of one request, and reads again after a write', async () => {
    upstream.handle((_c, res) => json(res, 200, rows([1])));
    const c = ctx();
    await Promise.all([c.rest.get('/teams'), c.rest.get('/teams'), c.rest.get('/teams', { query: { page: 1 } })]);
    expect(upstream.calls.map((x) => x.url)).toEqual(['/teams', '/teams?page=1']);
    await c.rest.request('POST', '/teams', { body: {} });
    await c.rest.get('/teams');
    expect(upstream.calls).toHaveLength(4);
    await ctx().rest.get('/teams'); // another request: its own read
    expect(upstream.calls).toHaveLength(5);
  });

  it('fills path placeholders from params, URI-encoded', () => {
    expect(fillPath('/employees/{id}/x/{b}', { id: 7, b: 'a/b' })).toBe('/employees/7/x/a%2Fb');
    expect(() => fillPath('/employees/{id}', {})).toThrow('Missing path parameter id');
  });
});

describe('batchById and wholeList', () => {
  it('batches every id of one tick into one call, answers null for empty or unknown ids without asking', async () => {
    upstream.handle((_c, res) => json(res, 200, rows([1, 2])));
    const byId = batchById('/employees', 'ids', { query: { active: 'all' } });
    const c = ctx();
    const found = await Promise.all([byId(c).load(1), byId(c).load('2'), byId(c).load(3), byId(c).load(null), byId(c).load('')]);
    expect(found.map((e) => e?.id ?? null)).toEqual([1, 2, null, null, null]);
    expect(upstream.calls.map((x) => decodeURIComponent(x.url))).toEqual(['/employees?active=all&ids=1,2,3']);
  });

  it('filters an answer whose upstream ignored the batch parameter, and reads the whole list from then on', async () => {
    upstream.handle((_c, res) => json(res, 200, rows([1, 2, 3, 4])));
    const byId = batchById('/employees', 'ids');
    expect((await byId(ctx()).loadMany([2, 4])).map((e) => e?.id)).toEqual([2, 4]);
    expect(knownMissing(ctx(), EXTENSIONS.employeesByIds)).toBe(true);
    await byId(ctx()).load(3);
    expect(upstream.calls.map((x) => decodeURIComponent(x.url))).toEqual(['/employees?ids=2,4', '/employees']);
  });

  it('fetches a small list once per request whatever the number of keys and ticks', async () => {
    upstream.handle((_c, res) => json(res, 200, rows([1, 2])));
    const teamById = wholeList('/teams');
    const c = ctx();
    await teamById(c).load(1);
    await teamById(c).load(2);
    await teamById(c).load(9);
    expect(upstream.calls).toHaveLength(1);
  });

  it('reads the remaining pages when an upstream pages a list the gateway needs whole', async () => {
    upstream.handle((call, res) => {
      const page = new URL(call.url, 'http://x').searchParams.get('page');
      if (!page) return json(res, 200, { items: [{ id: 1 }], count: 3 }); // a default page size of 1
      return json(res, 200, { items: [{ id: 1 }, { id: 2 }, { id: 3 }], count: 3 });
    });
    const all = await fetchAll(ctx(), '/action_againsts', (r) => r, { query: { limit: -1 } });
    expect(all).toHaveLength(3);
    expect(upstream.calls.map((x) => x.url)).toEqual(['/action_againsts?limit=-1', '/action_againsts?page=1&limit=500']);
  });
});

describe('withExtension (SPEC §7 fallbacks)', () => {
  const missingRoute = (_c: unknown, res: Parameters<Parameters<FakeUpstream['handle']>[0]>[1]) =>
    json(res, 404, { message: 'Route GET /leave_requests/company not found' });

  it('takes the fallback on a 404 and remembers it per process and upstream', async () => {
    upstream.handle(missingRoute);
    const call = (c: ReturnType<typeof ctx>) =>
      withExtension<unknown>(
        c,
        EXTENSIONS.companyLeaves,
        () => c.rest.get('/leave_requests/company'),
        async () => 'fallback',
      );
    expect(await call(ctx())).toBe('fallback');
    expect(await call(ctx())).toBe('fallback');
    expect(upstream.calls).toHaveLength(1);
  });

  it('keeps a record 404 of an ambiguous extension when the fallback does not find it either', async () => {
    upstream.handle((_c, res) => json(res, 404, { message: 'Employee not found' }));
    const c = ctx();
    const call = withExtension(
      c,
      EXTENSIONS.employeeById,
      () => c.rest.getUnchecked('/employees/9'),
      async () => null,
      { ambiguous404: true },
    );
    await expect(call).rejects.toMatchObject({ message: 'Employee not found' });
    expect(knownMissing(c, EXTENSIONS.employeeById)).toBe(false);
  });

  it('passes other failures through', async () => {
    upstream.handle((_c, res) => json(res, 403, { message: 'nope' }));
    const c = ctx();
    await expect(
      withExtension(
        c,
        EXTENSIONS.leaveBalances,
        () => c.rest.getUnchecked('/x'),
        async () => 'fallback',
      ),
    ).rejects.toMatchObject({ message: 'nope' });
  });
});

describe('selection-aware relations', () => {
  /** The resolve info of field `employee` in `query`. */
  const infoOf = (query: string) => {
    const doc = parse(query);
    const op = doc.definitions.find((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition')!;
    const fragments = Object.fromEntries(
      doc.definitions.filter((d): d is FragmentDefinitionNode => d.kind === 'FragmentDefinition').map((f) => [f.name.value, f]),
    );
    const field = op.selectionSet.selections[0] as FieldNode;
    return { fieldNodes: [field], fragments };
  };

  it('collects fields through fragments and inline fragments', () => {
    const info = infoOf('{ employee { id ...F ... on Employee { email } } } fragment F on Employee { name __typename }');
    expect([...selectedFields(info)].sort()).toEqual(['__typename', 'email', 'id', 'name']);
  });

  it("walks a field's selection once: rows sharing its field nodes share the answer, other fields get their own", () => {
    const info = infoOf('{ employee { id ...F } } fragment F on Employee { name }');
    const first = selectedFields(info);
    expect(selectedFields({ ...info })).toBe(first);
    const other = infoOf('{ employee { id ...F } } fragment F on Employee { email }');
    expect([...selectedFields(other)].sort()).toEqual(['email', 'id']);
    expect([...first].sort()).toEqual(['id', 'name']);
  });

  it('answers from the row when it carries every selected field, loads otherwise', async () => {
    const carried = { id: '1', name: 'Sara' };
    expect(coveredBy(infoOf('{ employee { id name __typename } }'), carried)).toBe(true);
    expect(fromRow(infoOf('{ employee { name } }'), carried, async () => ({ id: '1', name: 'loaded' }))).toBe(carried);
    expect(await fromRow(infoOf('{ employee { name email } }'), carried, async () => ({ id: '1', name: 'loaded' }))).toEqual({ id: '1', name: 'loaded' });
    expect(coveredBy(infoOf('{ employee { name } }'), { id: '1', name: undefined })).toBe(false);
    expect(fromRow(infoOf('{ employee { name } }'), null, async () => carried)).toBeNull();
  });
});
