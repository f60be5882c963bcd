/** Route schemas of the recruitment domain (http/schema.ts): candidates, interviews, onboarding. */
import { Type } from '@sinclair/typebox';
import { employeeFields } from '../people/schemas';
import {
  Body,
  DateTime,
  Entity,
  Field,
  Id,
  ImportResultSchema,
  UploadBody,
  IsoDate,
  Nullable,
  Page,
  PagingBy,
  Query,
  Search,
  SortBy,
  type RouteSchemaTable,
} from '../http/schema';

const Str = Type.String();
const NStr = Nullable(Type.String());
const PersonRef = Nullable(Type.Object({ res_id: Str, name: Str }, { description: "An employee's RES_ID and name" }));
const tags = ['recruitment'];

/** A candidate's pipeline stages, in the board's order (derived: store.ts STAGE_SQL). */
export const STAGES = ['new', 'contacted', 'interviewing', 'accepted', 'tracked', 'onboarded', 'rejected'] as const;
const Stage = Type.String({ enum: [...STAGES] });

export const CandidateSchema = Entity('Candidate', {
  id: Id,
  full_name: Str,
  national_id: NStr,
  contact_number: NStr,
  contact_email: NStr,
  nationality: NStr,
  city_of_residence: NStr,
  military_status: NStr,
  educational_status: NStr,
  marital_status: NStr,
  is_contacted: Type.String({ enum: ['yes', 'no'] }),
  vn_evaluation_feedback: Type.String({ enum: ['pending', 'accepted', 'rejected'] }),
  type: Str,
  source: Type.String({ enum: ['hr_department', 'referral', 'external_source', 'other'] }),
  external_source: NStr,
  sourced_by_id: Nullable(Id),
  sourced_by: PersonRef,
  referred_by_id: Nullable(Id),
  referred_by: PersonRef,
  employee_id: Nullable(Type.Integer({ minimum: 1, description: 'The employee made by onboarding' })),
  employee: PersonRef,
  onboarded_at: Nullable(DateTime),
  stage: Stage,
  latest_interview_id: Nullable(Id),
  latest_interview_date: Nullable(IsoDate),
  latest_hiring_decision: Nullable(Type.Integer({ enum: [0, 1, 2, 3] })),
  interviews_count: Type.Integer({ minimum: 0 }),
  created_at: DateTime,
  updated_at: DateTime,
});

const Score = Type.Optional(Type.Integer({ minimum: 0 }));
const Scores = Type.Object(
  {
    english_fluency: Score,
    english_pronunciation: Score,
    english_comprehension: Score,
    english_vocab: Score,
    english_grammar: Score,
    typing_speed: Score,
    typing_accuracy: Score,
  },
  { description: 'Cold calling specialist test scores (English 0-10, typing speed 0-200, accuracy 0-100)' },
);

export const InterviewSchema = Entity('Interview', {
  id: Id,
  candidate_id: Id,
  candidate_name: Str,
  candidate_type: Str,
  interview_date: IsoDate,
  hiring_decision: Type.Integer({ enum: [0, 1, 2, 3], description: '0 Pending, 1 Accepted, 2 Rejected, 3 No Show' }),
  hiring_decision_title: Str,
  employment_type: NStr,
  experience_level: NStr,
  ticket_number: NStr,
  onboarded: Type.String({ enum: ['pending', 'yes', 'no'] }),
  notes: NStr,
  interview_type_specific: Nullable(Scores),
  tracked_for_onboarding: Type.Boolean(),
  tracked_for_onboarding_at: Nullable(DateTime),
  interviewer_id: Nullable(Id),
  interviewer: PersonRef,
  candidate_employee_id: Nullable(Id),
  pass_mark: Type.Optional(Type.Number({ minimum: 0, maximum: 10, description: 'The pass mark of the English average (extension)' })),
  meets_pass_mark: Type.Optional(Nullable(Type.Boolean({ description: 'English average at least the pass mark; null without English scores (extension)' }))),
  created_at: DateTime,
  updated_at: DateTime,
});

export const CandidateSort = SortBy(['id', 'full_name', 'city_of_residence', 'nationality', 'created_at', 'latest_interview_date', 'stage', 'source']);
/** The candidate list's filters, shared by the list and the pipeline board. */
const CandidateFilterQuery = {
  search: Type.Optional(Search),
  type: Type.Optional(Str),
  source: Type.Optional(Str),
  is_contacted: Type.Optional(Type.String({ description: 'yes or no' })),
  vn_evaluation_feedback: Type.Optional(Type.String({ description: 'pending, accepted or rejected' })),
  created_start: Type.Optional(Type.String({ description: 'YYYY-MM-DD (creation day, from)' })),
  created_end: Type.Optional(Type.String({ description: 'YYYY-MM-DD (creation day, to)' })),
  stage: Type.Optional(Type.String({ description: 'new, contacted, interviewing, accepted, tracked, onboarded or rejected' })),
};
export const CandidateListQuery = Query({
  ...PagingBy(CandidateSort),
  ...CandidateFilterQuery,
  ids: Type.Optional(Type.String({ description: 'Comma list of candidate ids' })),
});

/** The pipeline board's read (extension): the list's filters, then `per_stage` cards of each column from `page`. */
export const CandidatePipelineQuery = Query({
  ...CandidateFilterQuery,
  per_stage: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, description: 'Cards per column (1-100, default 20)' })),
  page: Type.Optional(Type.Integer({ minimum: 1, description: "1-based page of each column's cards (default 1)" })),
});

export const CandidatePipelineSchema = Entity('CandidatePipeline', {
  columns: Type.Array(
    Type.Object({
      stage: Stage,
      count: Type.Integer({ minimum: 0, description: 'Candidates of the stage matching the filters, over all pages' }),
      items: Type.Array(CandidateSchema, { description: 'This page of the column, newest first' }),
    }),
    { description: 'Every stage in pipeline order (one with `stage`), empty ones included' },
  ),
});

const candidateFields = {
  full_name: Field.text('Full name', { required: true, max: 100 }),
  national_id: Field.text('National ID', { max: 30 }),
  contact_number: Field.phone('Contact number', { max: 30 }),
  contact_email: Field.email('Contact email'),
  nationality: Field.text('Nationality', { max: 60 }),
  city_of_residence: Field.text('City of residence', { max: 60 }),
  military_status: Field.enum('Military status', ['Exempted', 'Yet to be adhered to', 'Postponed', 'Not required', 'Completed'] as const),
  educational_status: Field.enum('Educational status', ['Graduate', 'Drop out', 'Under-graduate', 'Gap year'] as const),
  marital_status: Field.enum('Marital status', ['Single', 'Engaged', 'Married'] as const),
  is_contacted: Field.enum('Is contacted', ['yes', 'no'] as const),
  vn_evaluation_feedback: Field.enum('VN evaluation feedback', ['pending', 'accepted', 'rejected'] as const),
  type: Field.enum('Type', ['cold calling specialist'] as const),
  source: Field.enum('Source', ['hr_department', 'referral', 'external_source', 'other'] as const),
  external_source: Field.text('External source', { max: 100 }),
  referred_by_res_id: Field.text('Referred by', { max: 50, description: 'RES_ID of the referencing employee (active, not HR)' }),
  sourced_by_res_id: Field.text('Sourced by', { max: 50, description: 'RES_ID of the recruiter' }),
};
/** A new candidate (`candidate{...}` or flat; also one CSV row of the import). */
export const CandidateInput = Body(candidateFields, 'candidate');
/** A candidate update: absent fields keep their value; a required one sent blank is refused as on create. */
export const CandidateUpdate = Body(candidateFields, 'candidate', { partial: true });

/** One test score: a whole number from 0 to `max`, sent in snake or camel case (the shared area's spellings too). */
const score = (label: string, max: number, required: boolean, aliases: string[]) => Field.integer(label, { max, required, aliases });
/** Cold-calling-specialist test scores; `required` when the interview is accepted (all seven, SPEC §5). */
export const scoreFields = (required: boolean) => ({
  english_fluency: score('English fluency', 10, required, ['englishFluency']),
  english_pronunciation: score('Pronunciation', 10, required, ['englishPronunciation', 'englishPrononcuation']),
  english_comprehension: score('Comprehension', 10, required, ['englishComprehension']),
  english_vocab: score('Vocabulary', 10, required, ['englishVocab']),
  english_grammar: score('Grammar', 10, required, ['englishGrammar']),
  typing_speed: score('Typing speed', 200, required, ['typingSpeed']),
  typing_accuracy: score('Typing accuracy', 100, required, ['typingAccuracy']),
});
/** The scores an accepted interview must have (checked by the route once the decision is known). */
export const AcceptedScores = Body(scoreFields(true));

const interviewFields = {
  interview_date: Field.date('Interview date', { required: true }),
  hiring_decision: Field.integer('Hiring decision', {
    max: 3,
    description: '0 Pending, 1 Accepted, 2 Rejected, 3 No Show (default 0)',
    messages: { max: 'Hiring decision must be 0 (Pending), 1 (Accepted), 2 (Rejected) or 3 (No Show)' },
  }),
  employment_type: Field.enum('Employment type', ['full_time', 'part_time'] as const),
  experience_level: Field.enum('Experience level', ['fresh', 'junior', 'experienced', 'senior'] as const),
  ticket_number: Field.text('Ticket number', { max: 50 }),
  notes: Field.text('Notes', { max: 2000 }),
  interview_type_specific: Field.object('Scores', scoreFields(false), {
    description: 'Cold calling specialist test scores (English 0-10, typing speed 0-200, accuracy 0-100)',
  }),
};
/** A new interview (`interview{...}` or flat). */
export const InterviewInput = Body(interviewFields, 'interview');
/** An interview change: absent fields keep their value (the scores, when sent, replace the stored ones). */
export const InterviewChanges = Body(interviewFields, 'interview', { partial: true });

const TRACK_MESSAGE = 'interview_ids must be a non-empty list of interview ids';
/** The interviews to track for onboarding (flat or in `interview`), at most 500. */
export const TrackInput = Body(
  { interview_ids: Field.ids('Interviews', { required: true, max: 500, messages: { required: TRACK_MESSAGE, invalid: TRACK_MESSAGE, max: TRACK_MESSAGE } }) },
  'interview',
);

/**
 * Onboarding data: POST /employees' fields, none required here (the candidate's record and the onboarding defaults
 * fill the rest; the merged record is then checked as EmployeeInput). E-mail defaults to the candidate's contact one.
 */
export const OnboardInput = Body(employeeFields(false), ['candidateData', 'candidate_data']);

/** The recruitment settings (extension): the pass mark of the English average, 0–10. */
export const RecruitmentSettingsInput = Body({ pass_mark: Field.number('Pass mark', { required: true, max: 10 }) }, 'settings');
const RecruitmentSettingsSchema = Entity('RecruitmentSettings', {
  pass_mark: Type.Number({ minimum: 0, maximum: 10, description: 'Pass mark of the English average (out of 10)' }),
});

const CandidateParams = Type.Object({ id: Type.String({ description: 'Candidate id' }) });
const InterviewParams = Type.Object({ id: Type.String({ description: 'Candidate id' }), interview_id: Type.String({ description: 'Interview id' }) });
const TypeParams = Type.Object({ type: Type.String({ description: 'pending, onboarded or removed' }) });
export const InterviewSort = SortBy(['id', 'interview_date', 'candidate_name', 'hiring_decision', 'ticket_number', 'tracked_for_onboarding_at']);
export const InterviewListQuery = Query({
  ...PagingBy(InterviewSort),
  search: Type.Optional(Search),
  tracked: Type.Optional(Type.String({ description: 'true or false' })),
  ticket_number: Type.Optional(Search),
});

export const recruitmentSchemas: RouteSchemaTable = {
  'GET /recruitment/settings': { summary: 'Recruitment settings: the pass mark (CEO, HR; extension)', tags, response: { 200: RecruitmentSettingsSchema } },
  'PUT /recruitment/settings': {
    summary: 'Change the pass mark (CEO, HR; extension)',
    tags,
    body: RecruitmentSettingsInput,
    response: { 200: RecruitmentSettingsSchema },
  },
  'GET /candidates': { summary: 'Candidates (CEO, HR), paged and filtered', tags, querystring: CandidateListQuery, response: { 200: Page(CandidateSchema) } },
  'GET /candidates/pipeline': {
    summary: "The candidate pipeline (extension): each stage's count and its first cards, newest first",
    tags,
    querystring: CandidatePipelineQuery,
    response: { 200: CandidatePipelineSchema },
  },
  'POST /candidates': { summary: 'Add a candidate (CEO, HR)', tags, body: CandidateInput, response: { 201: CandidateSchema } },
  'GET /candidates/interviewable': {
    summary: 'Candidates to interview: not onboarded, latest interview not accepted',
    tags,
    querystring: CandidateListQuery,
    response: { 200: Page(CandidateSchema) },
  },
  'POST /candidates/import': {
    summary: 'Import candidates from CSV (columns = the candidate fields, referred_by_res_id, sourced_by_res_id)',
    tags,
    consumes: ['multipart/form-data'],
    body: UploadBody('The CSV file (multipart field `file`)'),
    response: { 200: ImportResultSchema },
  },
  'GET /candidates/:id': { summary: 'One candidate', tags, params: CandidateParams, response: { 200: CandidateSchema } },
  'PATCH /candidates/:id': { summary: 'Change a candidate', tags, params: CandidateParams, body: CandidateUpdate, response: { 200: CandidateSchema } },
  'GET /candidates/:id/missing_data': {
    summary: 'What the candidate still lacks for onboarding',
    tags,
    params: CandidateParams,
    response: {
      200: Entity('CandidateMissingData', {
        candidate_id: Id,
        full_name: Str,
        complete: Type.Boolean(),
        missing: Type.Array(Type.Object({ field: Str, label: Str })),
      }),
    },
  },
  'POST /candidates/:id/onboard': {
    summary: 'Onboard a candidate: creates the employee (CEO, HR)',
    tags,
    params: CandidateParams,
    body: OnboardInput,
    response: { 201: CandidateSchema },
  },
  'GET /candidates/:id/interviews': {
    summary: "A candidate's interviews, newest first",
    tags,
    params: CandidateParams,
    querystring: InterviewListQuery,
    response: { 200: Page(InterviewSchema) },
  },
  'POST /candidates/:id/interviews': {
    summary: 'Record an interview',
    tags,
    params: CandidateParams,
    body: InterviewInput,
    response: { 201: InterviewSchema },
  },
  'GET /candidates/:id/interviews/:interview_id': { summary: 'One interview', tags, params: InterviewParams, response: { 200: InterviewSchema } },
  'PATCH /candidates/:id/interviews/:interview_id': {
    summary: 'Change an interview',
    tags,
    params: InterviewParams,
    body: InterviewChanges,
    response: { 200: InterviewSchema },
  },
  'GET /interviews/latest_accepted_interviews': {
    summary: "Each candidate's latest interview when accepted and not yet onboarded",
    tags,
    querystring: InterviewListQuery,
    response: { 200: Page(InterviewSchema) },
  },
  'PATCH /interviews/track_for_onboarding': {
    summary: 'Track accepted interviews for onboarding',
    tags,
    body: TrackInput,
    response: { 200: Type.Object({ message: Str, items: Type.Array(InterviewSchema), count: Type.Integer() }) },
  },
  'GET /onboarding_candidates/:type': {
    summary: 'Tracked interviews by onboarding stage (pending, onboarded, removed)',
    tags,
    params: TypeParams,
    querystring: InterviewListQuery,
    response: { 200: Page(InterviewSchema) },
  },
  'DELETE /onboarding_candidates/:type/:id': {
    summary: 'Remove from onboarding (pending -> removed; removed -> back to passed interviews)',
    tags,
    params: Type.Object({ type: Type.String({ description: 'pending or removed' }), id: Type.String({ description: 'Interview id' }) }),
    response: { 200: InterviewSchema },
  },
};
