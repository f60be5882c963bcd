/**
 * SPEC §3's head_auditing on the employee lists: sent to the upstream, and checked on its answer — a server that
 * ignored it (or reads it otherwise) is asked again with SPEC's department_id of the auditing department.
 */
import 'reflect-metadata';
import { describe, expect, it } from '@jest/globals';
import type { Context } from '../src/context';
import { employeeList } from '../src/modules/people/resolver';

type Query = Record<string, unknown>;

/** A context whose REST client answers `answer(query)` and records each query sent. */
function fakeContext(answer: (query: Query) => { departmentId: number }[]) {
  const sent: Query[] = [];
  const get = async (_path: string, options: { query: Query }) => {
    sent.push(options.query);
    const items = answer(options.query);
    return { items, count: items.length };
  };
  return { ctx: { rest: { get } } as unknown as Context, sent };
}

describe('employee lists: headAuditing', () => {
  it('asks the upstream once when it applied head_auditing', async () => {
    const { ctx, sent } = fakeContext(() => [{ departmentId: 4 }, { departmentId: 4 }]);
    const page = await employeeList(ctx, '/employees', { headAuditing: true, limit: -1 });
    expect(page.count).toBe(2);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ headAuditing: 'true' });
  });

  it("falls back to department_id when the upstream's answer holds other departments", async () => {
    const { ctx, sent } = fakeContext((q) => (q.departmentId === '4' ? [{ departmentId: 4 }] : [{ departmentId: 1 }, { departmentId: 4 }]));
    const page = await employeeList(ctx, '/employees', { headAuditing: true, limit: -1 });
    expect(page.items).toEqual([{ departmentId: 4 }]);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toMatchObject({ departmentId: '4', headAuditing: undefined });
  });

  it('answers nothing for another department, and sends nothing extra without it', async () => {
    const { ctx, sent } = fakeContext(() => [{ departmentId: 1 }]);
    expect(await employeeList(ctx, '/employees', { headAuditing: true, departmentId: '2' })).toEqual({ items: [], count: 0 });
    expect(sent).toHaveLength(0);
    await employeeList(ctx, '/employees', {});
    expect(sent[0]?.headAuditing).toBeUndefined();
  });
});
