/** The recruitment pages under /main: see app/routeTypes.ts for the fields, docs/adding-a-domain.md for the whole. */
import { SolutionOutlined } from '@ant-design/icons';
import type { AppRoute, MenuGroupDef } from '../../app/routeTypes';

/** The side menu's "Candidates" group. */
export const menuGroup = { group: 'CANDIDATES', label: 'Candidates', icon: SolutionOutlined, order: 50 } satisfies MenuGroupDef;

export const routes = [
  {
    path: 'candidates',
    access: 'CANDIDATES_MANAGE',
    menu: { group: 'CANDIDATES', label: 'Candidates', order: 10 },
    title: 'Candidates',
    lazy: () => import('./CandidatesPage'),
  },
  {
    path: 'candidates/add',
    access: 'CANDIDATES_MANAGE',
    menu: { group: 'CANDIDATES', label: 'Add Candidate', order: 20 },
    title: 'Add Candidate',
    lazy: () => import('./AddCandidatePage'),
  },
  {
    path: 'intervieweesTracker',
    access: 'CANDIDATES_MANAGE',
    menu: { group: 'CANDIDATES', label: 'Interviewees Tracker', order: 30 },
    title: 'Interviewees Tracker',
    lazy: () => import('./IntervieweesTrackerPage'),
  },
  {
    path: 'passedInterviewsTracker',
    access: 'CANDIDATES_MANAGE',
    menu: { group: 'CANDIDATES', label: 'Passed Interviews Tracker', order: 40 },
    title: 'Passed Interviews Tracker',
    lazy: () => import('./PassedInterviewsTrackerPage'),
  },
  {
    path: 'onboarding-candidates',
    access: 'CANDIDATES_MANAGE',
    menu: { group: 'CANDIDATES', label: 'Onboarding Tracker', order: 50 },
    title: 'Onboarding Tracker',
    lazy: () => import('./OnboardingCandidatesPage'),
  },
  { path: 'onboarding-candidates/:type', access: 'CANDIDATES_MANAGE', lazy: () => import('./OnboardingCandidatesPage') },
  { path: 'candidates/:candidateId', access: 'CANDIDATES_MANAGE', lazy: () => import('./CandidateDetailsPage') },
  { path: 'candidates/:candidateId/update', access: 'CANDIDATES_MANAGE', lazy: () => import('./UpdateCandidatePage') },
  { path: 'candidates/:candidateId/interviews', access: 'CANDIDATES_MANAGE', lazy: () => import('./CandidateInterviewsPage') },
  { path: 'candidates/:candidateId/interviews/:interviewId', access: 'CANDIDATES_MANAGE', lazy: () => import('./InterviewPage') },
  { path: 'candidate-missing-details/:candidateId/missing_data', access: 'CANDIDATES_MANAGE', lazy: () => import('./MissingDataPage') },
] as const satisfies readonly AppRoute[];
