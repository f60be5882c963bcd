/** The recruitment domain: its resolvers and its rules of the access table. */
import { defineManifest, type ResolverClass } from '../manifest';

export const manifest = defineManifest({
  name: 'recruitment',
  resolvers: async (): Promise<ResolverClass[]> => {
    const { CandidateResolver, InterviewResolver, RecruitmentSettingsResolver } = await import('./resolver');
    const { CandidatePipelineResolver } = await import('./pipeline');
    return [CandidateResolver, InterviewResolver, RecruitmentSettingsResolver, CandidatePipelineResolver];
  },
  access: [
    {
      key: 'candidates.manage',
      routes: [
        '/candidates/add',
        '/candidates',
        '/intervieweesTracker',
        '/passedInterviewsTracker',
        '/candidates/:candidateId',
        '/candidates/:candidateId/interviews',
        '/candidates/:candidateId/update',
        '/candidates/:candidateId/interviews/:interviewId',
        '/onboarding-candidates/:type?',
        '/candidate-missing-details/:candidateId/missing_data',
      ],
      allowed: ['ceo', 'hr'],
      holders: ['ceo', 'headofhr', 'hr'],
    },
  ],
});
