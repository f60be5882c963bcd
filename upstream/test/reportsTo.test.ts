/** people/store's one reporting-chain helper (SUBORDINATES_SQL, reportsTo, subordinateIds) against the seeded org chart. */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { reportsTo, subordinateIds } from '../src/people/store';
import { startTestUpstream, type TestUpstream } from './harness';

let up: TestUpstream;
let managers: Map<number, number | null>;

beforeAll(async () => {
  up = await startTestUpstream();
  const { rows } = await up.db.query<{ id: number; manager_id: number | null }>('SELECT id, manager_id FROM employees');
  managers = new Map(rows.map((r) => [r.id, r.manager_id]));
});
afterAll(async () => up?.close());

/** The chain walked in JavaScript: everyone whose managers, followed up, reach `boss`. */
const below = (boss: number) =>
  [...managers.keys()]
    .filter((id) => {
      const seen = new Set<number>();
      for (let m = managers.get(id) ?? null; m !== null && !seen.has(m); m = managers.get(m) ?? null) {
        if (m === boss) return true;
        seen.add(m);
      }
      return false;
    })
    .sort((a, b) => a - b);

describe('reporting chain', () => {
  it('lists everyone below a manager, directly or not, and no one else', async () => {
    const bosses = [...new Set([...managers.values()].filter((m): m is number => m !== null))];
    expect(bosses.length).toBeGreaterThan(0);
    for (const boss of bosses) expect((await subordinateIds(up.db, boss)).sort((a, b) => a - b)).toEqual(below(boss));
  });

  it('answers whether one employee reports to another', async () => {
    const [employee, manager] = [...managers.entries()].find(([, m]) => m !== null)!;
    expect(await reportsTo(up.db, employee, manager!)).toBe(true);
    expect(await reportsTo(up.db, manager!, employee)).toBe(false);
    expect(await reportsTo(up.db, employee, employee)).toBe(false);
  });
});
