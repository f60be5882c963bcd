/**
 * Recruitment over the upstream (upstream/src/recruitment/routes.ts documents the REST side and the decisions).
 * Every query and mutation is CEO and HR (`candidates.manage`, SPEC §6), as at the upstream. Candidate relations
 * (referrer, sourcer, employee) answer from the row when only its RES_ID and name are asked, else load through the
 * people loader; `latestInterview` answers from the row's summary the same way; `interviews` is one call per candidate.
 */
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, Authorized, Ctx, FieldResolver, Float, ID, Info, Mutation, Query, Resolver, Root } from 'type-graphql';
import { pageQuery } from '../../common/paging';
import { ImportResult } from '../../common/types';
import { Upload, type FileUpload } from '../../common/scalars';
import { fromRow } from '../../kit/relation';
import { sharedAnswer } from '../../kit/reference';
import { withExtension } from '../../kit/capabilities';
import { GraphQLError } from 'graphql';
import type { Context } from '../../context';
import type { RowOf } from '../../kit/loaders';
import { declareRelations, relation } from '../../kit/relations';
import type { GetAnswer } from '../../rest/typed';
import { employeeRelation } from '../people/loaders';
import { CandidateInput, CandidateListArgs, InterviewInput, InterviewListArgs, LatestAcceptedArgs, OnboardingListArgs, OnboardInput } from './inputs';
import { candidateById, interviewsOfCandidate } from './loaders';
import {
  Candidate,
  CandidateMissingData,
  CandidatePage,
  DECISION_TITLES,
  DEFAULT_PASS_MARK,
  englishAverage,
  Interview,
  meetsPassMark,
  RecruitmentSettings,
  InterviewPage,
  TrackResult,
  type PersonRef,
} from './types';
import { filterQuery } from '../../kit/filterQuery';

const ACCESS = 'candidates.manage';
/** Body keys the client would otherwise send with irregular casing (national_ID is the employee's spelling). */
const CANDIDATE_KEYS = { nationalId: 'national_id' } as const;

/** What a row tells of a linked person (name and RES_ID), for the employee relations. */
const person = (ref: PersonRef | null | undefined) => ({ name: ref?.name, resId: ref?.resId });

@Resolver(() => Candidate)
export class CandidateResolver {
  @Authorized(ACCESS)
  @Query(() => CandidatePage, { description: 'Candidates (CEO, HR), paged, sorted and filtered' })
  candidates(@Args(() => CandidateListArgs) args: CandidateListArgs, @Ctx() ctx: Context) {
    return ctx.rest.get('/candidates', { query: filterQuery(args) });
  }

  @Authorized(ACCESS)
  @Query(() => CandidatePage, { description: 'Candidates to interview: not onboarded, latest interview not accepted (the interviewees tracker)' })
  interviewableCandidates(@Args(() => CandidateListArgs) args: CandidateListArgs, @Ctx() ctx: Context) {
    return ctx.rest.get('/candidates/interviewable', { query: filterQuery(args) });
  }

  @Authorized(ACCESS)
  @Query(() => Candidate, { description: 'One candidate' })
  candidate(@Arg('id', () => ID, { description: 'Candidate id' }) id: string, @Ctx() ctx: Context) {
    return ctx.rest.get('/candidates/{id}', { params: { id } });
  }

  @Authorized(ACCESS)
  @Query(() => CandidateMissingData, { description: 'What a candidate still lacks for onboarding' })
  candidateMissingData(@Arg('id', () => ID, { description: 'Candidate id' }) id: string, @Ctx() ctx: Context) {
    return ctx.rest.get('/candidates/{id}/missing_data', { params: { id } });
  }

  @Authorized(ACCESS)
  @Mutation(() => Candidate, {
    description:
      'Adds a candidate. A referral needs an active referrer outside HR (BAD_USER_INPUT otherwise); a duplicate national ID or contact: CONFLICT naming the candidate',
  })
  addCandidate(@Arg('input', () => CandidateInput, { description: 'The candidate' }) input: CandidateInput, @Ctx() ctx: Context) {
    return ctx.rest.post('/candidates', { body: { candidate: { ...input } }, keys: CANDIDATE_KEYS });
  }

  @Authorized(ACCESS)
  @Mutation(() => Candidate, { description: 'Changes a candidate (omitted fields stay)' })
  updateCandidate(
    @Arg('id', () => ID, { description: 'Candidate id' }) id: string,
    @Arg('input', () => CandidateInput, { description: 'The changes' }) input: CandidateInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.rest.patch('/candidates/{id}', { params: { id }, body: { candidate: { ...input } }, keys: CANDIDATE_KEYS });
  }

  @Authorized(ACCESS)
  @Mutation(() => ImportResult, {
    description: 'Imports candidates from a CSV (columns = the candidate fields in snake_case, referred_by_res_id, sourced_by_res_id)',
  })
  importCandidates(@Arg('file', () => Upload, { description: 'The CSV file' }) file: Promise<FileUpload>, @Ctx() ctx: Context): Promise<ImportResult> {
    return ctx.rest.post('/candidates/import', { multipart: { files: { file } }, timeoutMs: 60_000 });
  }

  @Authorized(ACCESS)
  @Mutation(() => Candidate, {
    description:
      "Onboards a candidate: creates their employee record from the candidate's data. CONFLICT: already onboarded, not tracked, national ID already an employee's",
  })
  onboardCandidate(
    @Arg('id', () => ID, { description: 'Candidate id' }) id: string,
    @Arg('input', () => OnboardInput, { description: "The new employee's work data" }) input: OnboardInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.rest.post('/candidates/{id}/onboard', { params: { id }, body: { candidateData: { ...input } }, keys: { candidateData: 'candidateData' } });
  }

  @FieldResolver(() => [Interview], { description: "The candidate's interviews, newest first" })
  interviews(@Root() row: CandidateRow, @Ctx() ctx: Context) {
    return interviewsOfCandidate(ctx).load(String(row.id));
  }

  @FieldResolver(() => Interview, { nullable: true, description: 'The latest interview (from the row when only id, date and decision are asked)' })
  latestInterview(@Root() row: CandidateRow, @Ctx() ctx: Context, @Info() info: GraphQLResolveInfo) {
    if (row.latestInterviewId == null) return null;
    const carried: Partial<Interview> = {
      id: String(row.latestInterviewId),
      candidateId: String(row.id),
      interviewDate: row.latestInterviewDate ?? undefined,
      hiringDecision: row.latestHiringDecision ?? undefined,
    };
    return fromRow(info, carried, async () => {
      const all = await interviewsOfCandidate(ctx).load(String(row.id));
      return all.find((i) => String(i.id) === String(row.latestInterviewId)) ?? null;
    });
  }
}

@Resolver(() => Interview)
export class InterviewResolver {
  @Authorized(ACCESS)
  @Query(() => InterviewPage, { description: "A candidate's interviews, newest first" })
  candidateInterviews(
    @Arg('candidateId', () => ID, { description: 'Candidate id' }) candidateId: string,
    @Args(() => InterviewListArgs) args: InterviewListArgs,
    @Ctx() ctx: Context,
  ) {
    return ctx.rest.get('/candidates/{id}/interviews', { params: { id: candidateId }, query: pageQuery(args) });
  }

  @Authorized(ACCESS)
  @Query(() => Interview, { description: 'One interview of a candidate' })
  interview(
    @Arg('candidateId', () => ID, { description: 'Candidate id' }) candidateId: string,
    @Arg('id', () => ID, { description: 'Interview id' }) id: string,
    @Ctx() ctx: Context,
  ) {
    return ctx.rest.get('/candidates/{id}/interviews/{interview_id}', { params: { id: candidateId, interview_id: id } });
  }

  @Authorized(ACCESS)
  @Query(() => InterviewPage, { description: "Each candidate's latest interview when accepted and not yet onboarded (the passed-interviews tracker)" })
  latestAcceptedInterviews(@Args(() => LatestAcceptedArgs) args: LatestAcceptedArgs, @Ctx() ctx: Context) {
    const tracked = args.tracked == null ? undefined : String(args.tracked);
    return ctx.rest.get('/interviews/latest_accepted_interviews', { query: { ...pageQuery(args), search: args.search || undefined, tracked } });
  }

  @Authorized(ACCESS)
  @Query(() => InterviewPage, { description: 'Tracked interviews by onboarding stage (pending, onboarded, removed), with a ticket number filter' })
  onboardingCandidates(@Args(() => OnboardingListArgs) args: OnboardingListArgs, @Ctx() ctx: Context) {
    return ctx.rest.get('/onboarding_candidates/{type}', {
      params: { type: args.type },
      query: filterQuery(args, { type: undefined }),
    });
  }

  @Authorized(ACCESS)
  @Mutation(() => Interview, { description: 'Records an interview of a candidate' })
  addInterview(
    @Arg('candidateId', () => ID, { description: 'Candidate id' }) candidateId: string,
    @Arg('input', () => InterviewInput, { description: 'The interview' }) input: InterviewInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.rest.post('/candidates/{id}/interviews', { params: { id: candidateId }, body: { interview: { ...input } } });
  }

  @Authorized(ACCESS)
  @Mutation(() => Interview, { description: 'Changes an interview (decision, scores, ...)' })
  updateInterview(
    @Arg('candidateId', () => ID, { description: 'Candidate id' }) candidateId: string,
    @Arg('id', () => ID, { description: 'Interview id' }) id: string,
    @Arg('input', () => InterviewInput, { description: 'The changes' }) input: InterviewInput,
    @Ctx() ctx: Context,
  ) {
    return ctx.rest.patch('/candidates/{id}/interviews/{interview_id}', { params: { id: candidateId, interview_id: id }, body: { interview: { ...input } } });
  }

  @Authorized(ACCESS)
  @Mutation(() => TrackResult, { description: 'Tracks accepted interviews for onboarding (each the latest of its candidate)' })
  trackForOnboarding(@Arg('interviewIds', () => [ID], { description: 'Interview ids' }) interviewIds: string[], @Ctx() ctx: Context) {
    return ctx.rest.patch('/interviews/track_for_onboarding', { body: { interviewIds: interviewIds.map(Number) } });
  }

  @Authorized(ACCESS)
  @Mutation(() => Interview, { description: 'Removes an interview from onboarding: pending -> removed, removed -> back to the passed-interviews tracker' })
  removeOnboardingCandidate(
    @Arg('type', () => String, { description: 'pending or removed' }) type: string,
    @Arg('id', () => ID, { description: 'Interview id' }) id: string,
    @Ctx() ctx: Context,
  ) {
    return ctx.rest.delete('/onboarding_candidates/{type}/{id}', { params: { type, id } });
  }

  @FieldResolver(() => String, { description: 'Hiring decision in words: Pending, Accepted, Rejected or No Show' })
  hiringDecisionTitle(@Root() row: InterviewRow): string {
    return DECISION_TITLES[row.hiringDecision] ?? 'Pending';
  }

  @FieldResolver(() => Float, { nullable: true, description: 'Average of the English scores (out of 10); null without scores' })
  englishAverage(@Root() row: InterviewRow): number | null {
    return englishAverage(row.interviewTypeSpecific);
  }

  @FieldResolver(() => Float, {
    description: `Pass mark of the English average (the stored recruitment setting; ${DEFAULT_PASS_MARK} on a backend without it)`,
  })
  passMark(@Root() row: InterviewRow): number {
    return row.passMark ?? DEFAULT_PASS_MARK;
  }

  @FieldResolver(() => Boolean, { nullable: true, description: 'Whether the English average is at least the pass mark; null without English scores' })
  meetsPassMark(@Root() row: InterviewRow): boolean | null {
    if (row.meetsPassMark !== undefined) return row.meetsPassMark;
    return meetsPassMark(englishAverage(row.interviewTypeSpecific), row.passMark ?? DEFAULT_PASS_MARK);
  }
}

/** The recruitment settings extension (GET and PUT /recruitment/settings, upstream/src/recruitment/settings.ts). */
const SETTINGS = 'GET /recruitment/settings';

@Resolver(() => RecruitmentSettings)
export class RecruitmentSettingsResolver {
  @Authorized(ACCESS)
  @Query(() => RecruitmentSettings, {
    description: `Recruitment settings (CEO, HR): the pass mark; ${DEFAULT_PASS_MARK}, not configurable, on a backend without them`,
  })
  recruitmentSettings(@Ctx() ctx: Context): Promise<RecruitmentSettings> {
    return withExtension<RecruitmentSettings>(
      ctx,
      SETTINGS,
      // One setting, the same for every reader: from the reference cache, dropped by the update below.
      async () => ({ ...(await sharedAnswer(ctx, '/recruitment/settings')), configurable: true }),
      async () => ({ passMark: DEFAULT_PASS_MARK, configurable: false }),
    );
  }

  @Authorized(ACCESS)
  @Mutation(() => RecruitmentSettings, { description: 'Changes the pass mark (CEO, HR): 0-10, BAD_USER_INPUT with the field message otherwise' })
  updateRecruitmentSettings(
    @Arg('passMark', () => Float, { description: 'Pass mark of the English average (0-10)' }) passMark: number,
    @Ctx() ctx: Context,
  ): Promise<RecruitmentSettings> {
    return withExtension<RecruitmentSettings>(
      ctx,
      SETTINGS, // GET and PUT come together: a backend without one lacks both
      async () => ({ ...(await ctx.rest.put('/recruitment/settings', { body: { settings: { passMark } } })), configurable: true }),
      async () => null,
      { notFound: () => new GraphQLError('This backend has no recruitment settings: the pass mark cannot be changed', { extensions: { code: 'NOT_FOUND' } }) },
    );
  }
}

/** A candidate and an interview as the upstream answers them: what the relations below receive. */
type CandidateRow = RowOf<'/candidates'>;
export type InterviewRow = GetAnswer<'/candidates/{id}/interviews'>['items'][number];

declareRelations(CandidateResolver, {
  referrer: employeeRelation(
    'The employee who referred the candidate',
    (row: CandidateRow) => row.referredById,
    (row) => person(row.referredBy),
  ),
  sourcer: employeeRelation(
    'The recruiter who sourced the candidate (none: a referral)',
    (row: CandidateRow) => row.sourcedById,
    (row) => person(row.sourcedBy),
  ),
  employee: employeeRelation(
    'The employee made from the candidate by onboarding',
    (row: CandidateRow) => row.employeeId,
    (row) => person(row.employee),
  ),
});

declareRelations(InterviewResolver, {
  candidate: relation(
    () => Candidate,
    (row: InterviewRow) => row.candidateId,
    candidateById,
    {
      description: 'The candidate (from the row when only id, name and type are asked)',
      carried: (row) => ({ fullName: row.candidateName, type: row.candidateType }),
    },
  ),
  interviewer: employeeRelation(
    'Who recorded the interview',
    (row: InterviewRow) => row.interviewerId,
    (row) => person(row.interviewer),
  ),
});
