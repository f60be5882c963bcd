/**
 * The pipeline board loads each column's count and first cards only, and a column's next page when asked (decision
 * 0211): "Show more" (the keyboard's way, and jsdom's, which has no IntersectionObserver) adds the next page under
 * the cards already there; the filters ask again with every column starting over.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { button, makeUser, renderApp, signIn, signOut } from '../../test/render';
import type { CandidatePipelineQueryVariables } from '../../generated/graphql';
import { CARDS_AT_ONCE } from './PipelineBoard';

afterEach(() => signOut());

const SLOW = { timeout: 15000 };
const user = makeUser({ routes: ['SIGNED_IN', 'CANDIDATES_MANAGE'], menuGroups: ['CANDIDATES'] });
const STAGES = ['new', 'contacted', 'interviewing', 'accepted', 'tracked', 'onboarded', 'rejected'];
/** Candidates per stage on the fake backend: more than a page in New, a few elsewhere, none onboarded. */
const TOTALS: Record<string, number> = { new: 45, contacted: 3, interviewing: 2, accepted: 1, tracked: 1, onboarded: 0, rejected: 2 };

const card = (stage: string, n: number) => ({
  __typename: 'Candidate' as const,
  id: `${stage}-${n}`,
  fullName: `${stage} candidate ${n}`,
  source: 'hr_department',
  stage,
  isContacted: stage === 'new' ? 'no' : 'yes',
  cityOfResidence: 'Cairo',
  createdAt: '2026-01-10T09:00:00Z',
  referrer: null,
  latestInterview: null,
});

/** The backend: each stage's page `page` of `perColumn` cards (one stage when asked), its total beside it. */
function pipeline(v: CandidatePipelineQueryVariables) {
  const per = v.perColumn ?? 20;
  const from = ((v.page ?? 1) - 1) * per;
  const totals = v.search ? { ...TOTALS, new: 1, contacted: 0, interviewing: 0, accepted: 0, tracked: 0, rejected: 0 } : TOTALS;
  const columns = (v.stage ? [v.stage] : STAGES).map((stage) => ({
    __typename: 'PipelineColumn' as const,
    stage,
    count: totals[stage],
    items: Array.from({ length: Math.max(0, Math.min(per, totals[stage] - from)) }, (_, i) => card(stage, from + i + 1)),
  }));
  return { data: { candidatePipeline: { __typename: 'CandidatePipeline' as const, columns } } };
}

const cardsIn = (stage: string) => [...document.querySelectorAll(`[data-stage=${stage}] [data-candidate]`)].map((el) => el.getAttribute('data-candidate'));
const badge = (stage: string) => document.querySelector(`[data-stage=${stage}] [aria-label$=" candidates"]`)?.getAttribute('aria-label');

async function openBoard() {
  signIn(user);
  const app = renderApp('/main/candidates', {
    user,
    answers: {
      Candidates: () => ({ data: { candidates: { __typename: 'CandidatePage' as const, count: 0, items: [] } } }),
      CandidatePipeline: pipeline,
    },
  });
  fireEvent.click(await screen.findByText('Pipeline', {}, SLOW));
  await waitFor(() => expect(cardsIn('new')).toHaveLength(CARDS_AT_ONCE), SLOW);
  return app.client.calls;
}

describe('the candidate pipeline board', () => {
  it("shows each column's total and first cards, and the next page of a column on Show more", async () => {
    const calls = await openBoard();
    expect(STAGES.map(badge)).toEqual(STAGES.map((s) => `${TOTALS[s]} candidates`));
    expect(cardsIn('contacted')).toEqual(['contacted candidate 1', 'contacted candidate 2', 'contacted candidate 3']);
    expect(document.querySelector('[data-stage=onboarded]')?.textContent).toContain('None');
    expect(calls.filter((c) => c.operationName === 'CandidatePipeline').map((c) => c.variables)).toEqual([
      { search: null, source: null, type: null, perColumn: CARDS_AT_ONCE },
    ]);
    // Only the column that has more offers more.
    expect(screen.queryByText(/^Show more/, { selector: '[data-stage=contacted] *' })).toBeNull();

    const more = button('Show more (15 more)');
    expect(more.getAttribute('aria-label')).toBe('Show more (15 more) of New');
    fireEvent.click(more);
    await waitFor(() => expect(cardsIn('new')).toHaveLength(45), SLOW);
    expect(cardsIn('new').slice(28, 32)).toEqual(['new candidate 29', 'new candidate 30', 'new candidate 31', 'new candidate 32']);
    expect(calls.filter((c) => c.operationName === 'CandidatePipeline').map((c) => c.variables)[1]).toEqual({
      search: null,
      source: null,
      type: null,
      stage: 'new',
      page: 2,
      perColumn: CARDS_AT_ONCE,
    });
    expect(screen.queryByText(/^Show more/)).toBeNull();
    expect(badge('new')).toBe('45 candidates');
  });

  it('asks again with a search, every column starting over with its new total', async () => {
    const calls = await openBoard();
    const search = screen.getByRole('searchbox', { name: 'Search candidates' });
    fireEvent.change(search, { target: { value: 'new candidate 1' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter' });
    await waitFor(() => expect(cardsIn('new')).toEqual(['new candidate 1']), SLOW);
    expect(badge('new')).toBe('1 candidates');
    expect(badge('contacted')).toBe('0 candidates');
    expect(calls.at(-1)?.variables).toMatchObject({ search: 'new candidate 1', perColumn: CARDS_AT_ONCE });
  });
});
