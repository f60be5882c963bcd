/**
 * GET /candidates/pipeline (extension, decision 0211): each stage's count and one page of its cards, the same candidates
 * GET /candidates?stage= lists, newest first; the list's filters apply; the spec profile has no such route.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestUpstream, type TestUpstream } from './harness';

const STAGES = ['new', 'contacted', 'interviewing', 'accepted', 'tracked', 'onboarded', 'rejected'];

interface Card {
  id: number;
  full_name: string;
  stage: string;
  source: string;
  referred_by: { name: string } | null;
}
interface Column {
  stage: string;
  count: number;
  items: Card[];
}

let up: TestUpstream;
let hr: string;

beforeAll(async () => {
  up = await startTestUpstream();
  hr = await up.login('hr');
}, 60_000);
afterAll(() => up.close());

const pipeline = async (query: string) => {
  const res = await up.request<{ columns: Column[] }>('GET', `/candidates/pipeline${query}`, { token: hr });
  expect(res.status).toBe(200);
  return res.body.columns;
};
const list = async (query: string) => (await up.request<{ items: Card[]; count: number }>('GET', `/candidates${query}`, { token: hr })).body;

describe('GET /candidates/pipeline', () => {
  it("answers every stage in order with its count and its newest cards, as the stage's own list does", async () => {
    const columns = await pipeline('?per_stage=2');
    expect(columns.map((c) => c.stage)).toEqual(STAGES);
    const all = await list('?limit=-1');
    expect(columns.reduce((n, c) => n + c.count, 0)).toBe(all.count);
    for (const column of columns) {
      const own = await list(`?stage=${column.stage}&page=1&limit=2&sort_by=created_at&sort_dir=desc`);
      expect({ stage: column.stage, count: column.count, ids: column.items.map((c) => c.id) }).toEqual({
        stage: column.stage,
        count: own.count,
        ids: own.items.map((c) => c.id),
      });
      expect(column.items.every((c) => c.stage === column.stage)).toBe(true);
    }
    // The demo company has candidates at most stages, so the comparison above is not of empty columns.
    expect(columns.filter((c) => c.count > 1).length).toBeGreaterThanOrEqual(5);
  });

  it("pages one column (`stage`, `page`) and keeps the card's relations", async () => {
    const [first] = await pipeline('?stage=new&per_stage=1');
    const [second] = await pipeline('?stage=NEW&per_stage=1&page=2');
    expect(first.stage).toBe('new');
    expect(second.count).toBe(first.count);
    const own = await list('?stage=new&page=1&limit=2&sort_by=created_at&sort_dir=desc');
    expect([...first.items, ...second.items].map((c) => c.id)).toEqual(own.items.map((c) => c.id));
    const [past] = await pipeline(`?stage=new&per_stage=100&page=${first.count + 1}`);
    expect(past).toEqual({ stage: 'new', count: first.count, items: [] });
    const referred = (await pipeline('?per_stage=100')).flatMap((c) => c.items).find((c) => c.referred_by);
    expect(referred?.referred_by?.name).toEqual(expect.any(String));
  });

  it('applies the list filters (search, source) to the counts and the cards', async () => {
    const someone = (await list('?limit=1&sort_by=created_at&sort_dir=desc')).items[0];
    const found = await pipeline(`?search=${encodeURIComponent(someone.full_name)}`);
    const own = await list(`?search=${encodeURIComponent(someone.full_name)}&limit=-1`);
    expect(found.reduce((n, c) => n + c.count, 0)).toBe(own.count);
    expect(found.find((c) => c.stage === someone.stage)?.items.map((c) => c.full_name)).toContain(someone.full_name);
    const bySource = await pipeline('?source=referral&per_stage=100');
    expect(bySource.flatMap((c) => c.items).every((c) => c.source === 'referral')).toBe(true);
    expect(bySource.reduce((n, c) => n + c.count, 0)).toBe((await list('?source=referral&limit=-1')).count);
  });

  it('refuses a bad stage, page size or page naming the field, and other roles with a 403', async () => {
    const bad = await up.request('GET', '/candidates/pipeline?stage=hired', { token: hr });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('stage must be one of: new, contacted, interviewing, accepted, tracked, onboarded, rejected');
    // The query schema's own check, as on every list: above the bound is 422, below or not a number 400 (http/errors.ts).
    for (const [query, status] of [
      ['per_stage=0', 400],
      ['per_stage=101', 422],
      ['page=0', 400],
      ['per_stage=x', 400],
    ] as const) {
      const res = await up.request('GET', `/candidates/pipeline?${query}`, { token: hr });
      expect({ query, status: res.status, names: JSON.stringify(res.body).includes(query.split('=')[0]) }).toEqual({ query, status, names: true });
    }
    const agent = await up.login('agent');
    expect((await up.request('GET', '/candidates/pipeline', { token: agent })).status).toBe(403);
  });
});

describe('GET /candidates/pipeline on the spec profile', () => {
  it('is not there (404): the gateway falls back to the whole list', async () => {
    const spec = await startTestUpstream({ profile: 'spec' });
    try {
      const token = await spec.login('hr');
      expect((await spec.request('GET', '/candidates/pipeline', { token })).status).toBe(404);
    } finally {
      await spec.close();
    }
  });
});
