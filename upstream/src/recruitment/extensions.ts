/** What the recruitment domain offers beyond SPEC §7 (its manifest's `extensions`); SPEC §7 has no recruitment settings. */
import { LIMIT_ALL, PAGING, type DomainExtensions, type QueryRule } from '../http/extensionRules';

const CANDIDATE_LIST: QueryRule = {
  params: [...PAGING, 'search', 'type', 'source', 'is_contacted', 'vn_evaluation_feedback', 'created_start', 'created_end'],
  extensions: {
    stage: { reason: 'Pipeline stage filter (derived from the latest interview and onboarding), for the candidate pipeline.' },
    ids: { reason: 'Batch look-up of candidates by id (DataLoaders: interview -> candidate).' },
    limit: LIMIT_ALL,
  },
};

export const extensions: DomainExtensions = {
  operations: [
    {
      method: 'GET',
      url: '/candidates/pipeline',
      reason: "The pipeline board: each stage's count and one page of its cards in one call (decision 0211); SPEC §7 only lists candidates.",
    },
    { method: 'GET', url: '/recruitment/settings', reason: 'The pass mark of the interview scorecard (beyond the spec: the average beside the decision).' },
    { method: 'PUT', url: '/recruitment/settings', reason: 'HR changes the pass mark (beyond the spec).' },
  ],
  queryRules: {
    'GET /candidates': CANDIDATE_LIST,
    'GET /candidates/interviewable': CANDIDATE_LIST,
    'GET /candidates/:id/interviews': { params: [...PAGING] },
    'GET /interviews/latest_accepted_interviews': { params: [...PAGING, 'search', 'tracked'] },
    'GET /onboarding_candidates/:type': { params: [...PAGING, 'search', 'ticket_number'] },
  },
};
