/**
 * The pipeline board's read through GraphQL (decision 0211): `candidatePipeline` answers each stage's count and one
 * page of its cards, newest first, the same candidates the whole list holds at that stage; one upstream call on the
 * full profile (GET /candidates/pipeline), the whole list grouped by the gateway on a SPEC §7 backend; filters, one
 * column's next page, bad arguments and roles alike on both.
 *
 * @spec GET /candidates/pipeline
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
// The board's and the funnel's own documents: a change to either screen's query is tested here too.
import { CandidateFunnelDocument as FUNNEL, CandidatePipelineDocument as PIPELINE } from '../../web/src/features/recruitment/recruitment.generated';
import { dataOf, gql, itFull, loginAs, PROFILE, startStack, upstreamStats, type Stack } from '../support/stack';

const STAGES = ['new', 'contacted', 'interviewing', 'accepted', 'tracked', 'onboarded', 'rejected'];

let stack: Stack;
let hr: string;
/** Every candidate, newest first (as the columns order them), with stage and source: what each column is checked against. */
let all: { id: string; stage: string; source: string }[];

beforeAll(async () => {
  stack = await startStack();
  hr = await loginAs(stack, 'hr');
  all = dataOf(await gql(stack, FUNNEL, {}, hr)).candidates.items;
}, 60_000);
afterAll(() => stack.close());

const idsAt = (stage: string, rows = all) => rows.filter((c) => c.stage === stage).map((c) => c.id);

describe(`candidatePipeline (${PROFILE} profile)`, () => {
  it('answers every stage in order with its count and first cards, referrer and latest interview from the row', async () => {
    await upstreamStats(stack, true);
    const res = await gql(stack, PIPELINE, { perColumn: 3 }, hr);
    expect(res.errors).toBeUndefined();
    const { columns } = dataOf(res).candidatePipeline;
    const calls = await upstreamStats(stack);
    // One call whatever the number of candidates and cards (no N+1 for the referrer or the latest interview).
    if (PROFILE === 'full') expect(calls.by_path).toEqual({ '/candidates/pipeline': 1 });
    expect(columns.map((c) => c.stage)).toEqual(STAGES);
    for (const column of columns) {
      expect({ stage: column.stage, count: column.count, ids: column.items.map((c) => c.id) }).toEqual({
        stage: column.stage,
        count: idsAt(column.stage).length,
        ids: idsAt(column.stage).slice(0, 3),
      });
    }
    expect(columns.filter((c) => c.count > 3).length).toBeGreaterThan(0);
    const interviewed = columns.find((c) => c.stage === 'interviewing')!.items[0];
    expect(interviewed.latestInterview?.interviewDate).toMatch(/^\d{4}-\d{2}-\d{2}/);
  });

  it("answers one column's next page, and the filters narrow counts and cards", async () => {
    const page2 = dataOf(await gql(stack, PIPELINE, { stage: 'new', page: 2, perColumn: 2 }, hr)).candidatePipeline.columns;
    expect(page2.map((c) => ({ stage: c.stage, count: c.count, ids: c.items.map((i) => i.id) }))).toEqual([
      { stage: 'new', count: idsAt('new').length, ids: idsAt('new').slice(2, 4) },
    ]);
    const referral = dataOf(await gql(stack, PIPELINE, { source: 'referral', perColumn: 100 }, hr)).candidatePipeline.columns;
    const referred = all.filter((c) => c.source === 'referral');
    expect(referral.map((c) => c.count)).toEqual(STAGES.map((s) => idsAt(s, referred).length));
    expect(referral.flatMap((c) => c.items).every((c) => c.source === 'referral')).toBe(true);
    const nobody = dataOf(await gql(stack, PIPELINE, { search: 'no such candidate anywhere' }, hr)).candidatePipeline.columns;
    expect(nobody.map((c) => [c.count, c.items.length])).toEqual(STAGES.map(() => [0, 0]));
  });

  it('refuses a bad stage or page size (BAD_USER_INPUT), and roles other than CEO and HR', async () => {
    for (const variables of [{ stage: 'hired' }, { perColumn: 0 }, { perColumn: 101 }, { page: 0 }]) {
      const res = await gql(stack, PIPELINE, variables, hr);
      expect({ variables, code: res.errors?.[0]?.extensions?.code }).toEqual({ variables, code: 'BAD_USER_INPUT' });
    }
    for (const role of ['agent', 'teamleader'] as const) {
      const res = await gql(stack, PIPELINE, {}, await loginAs(stack, role));
      expect({ role, code: res.errors?.[0]?.extensions?.code }).toEqual({ role, code: 'FORBIDDEN' });
    }
  });

  itFull('asks the upstream once more per column page, never for the whole list', async () => {
    await upstreamStats(stack, true);
    await gql(stack, PIPELINE, { stage: 'rejected', page: 1, perColumn: 30 }, hr);
    expect((await upstreamStats(stack)).by_path).toEqual({ '/candidates/pipeline': 1 });
  });
});
