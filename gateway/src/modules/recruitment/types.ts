/**
 * GraphQL types of recruitment: candidates (a node with its interviews, referrer, sourcer and, once onboarded, its
 * employee), interviews with their test scores, and the missing-data review. Contact data and the national ID are
 * personal fields (`@FieldAccess('personal')`): CEO and HR, who alone may read candidates, and the onboarded person.
 */
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { FieldAccess } from '../../access/fieldAccess';
import { Paged } from '../../common/paging';

export const DECISION_TITLES = ['Pending', 'Accepted', 'Rejected', 'No Show'];

/** A RES_ID and name carried by a row (referrer, sourcer, interviewer, employee). */
export interface PersonRef {
  resId: string;
  name: string;
}

@ObjectType({ description: "A cold calling specialist candidate's test scores (whole numbers)" })
export class InterviewScores {
  @Field(() => Int, { nullable: true, description: 'English fluency, 0-10' })
  englishFluency?: number | null;

  @Field(() => Int, { nullable: true, description: 'English pronunciation, 0-10' })
  englishPronunciation?: number | null;

  @Field(() => Int, { nullable: true, description: 'English comprehension, 0-10' })
  englishComprehension?: number | null;

  @Field(() => Int, { nullable: true, description: 'English vocabulary, 0-10' })
  englishVocab?: number | null;

  @Field(() => Int, { nullable: true, description: 'English grammar, 0-10' })
  englishGrammar?: number | null;

  @Field(() => Int, { nullable: true, description: 'Typing speed, words a minute (0-200)' })
  typingSpeed?: number | null;

  @Field(() => Int, { nullable: true, description: 'Typing accuracy, percent (0-100)' })
  typingAccuracy?: number | null;
}

@ObjectType({ description: 'An interview of a candidate (SPEC §3 "Interview")' })
export class Interview {
  @Field(() => ID, { description: 'Interview id' })
  id!: string;

  @Field(() => ID, { description: "The candidate's id" })
  candidateId!: string;

  candidateName?: string;
  candidateType?: string;
  interviewerId?: number | null;
  interviewer?: PersonRef | null;
  candidateEmployeeId?: number | null;
  /** From an upstream with the recruitment settings extension; else the gateway's DEFAULT_PASS_MARK judges. */
  passMark?: number;
  meetsPassMark?: boolean | null;

  @Field(() => String, { description: 'Interview date (YYYY-MM-DD)' })
  interviewDate!: string;

  @Field(() => Int, { description: 'Hiring decision: 0 Pending, 1 Accepted, 2 Rejected, 3 No Show' })
  hiringDecision!: number;

  @Field(() => String, { nullable: true, description: 'Employment type: full_time or part_time' })
  employmentType?: string | null;

  @Field(() => String, { nullable: true, description: 'Experience level: fresh, junior, experienced or senior' })
  experienceLevel?: string | null;

  @Field(() => String, { nullable: true, description: 'Ticket number (onboarding tracker filter)' })
  ticketNumber?: string | null;

  @Field(() => String, { description: 'Onboarded: pending, yes or no' })
  onboarded!: string;

  @Field(() => String, { nullable: true, description: 'Interviewer notes' })
  notes?: string | null;

  @Field(() => InterviewScores, { nullable: true, description: 'Test scores of a cold calling specialist (interview_type_specific)' })
  interviewTypeSpecific?: InterviewScores | null;

  @Field(() => Boolean, { description: 'Whether the interview is tracked for onboarding' })
  trackedForOnboarding!: boolean;

  @Field(() => String, { nullable: true, description: 'When it was tracked for onboarding (ISO 8601)' })
  trackedForOnboardingAt?: string | null;

  @Field(() => String, { description: 'When it was recorded (ISO 8601)' })
  createdAt!: string;
}

@ObjectType({ description: 'A page of interviews' })
export class InterviewPage extends Paged(Interview) {}

@ObjectType({ description: 'A recruitment candidate (SPEC §3 "Candidate")' })
export class Candidate {
  @Field(() => ID, { description: 'Candidate id' })
  id!: string;

  @Field(() => String, { description: 'Full name' })
  fullName!: string;

  @Field(() => String, { nullable: true, description: 'National ID (personal: CEO, HR and the onboarded person)' })
  @FieldAccess('personal', (row) => row.employeeId)
  nationalId?: string | null;

  @Field(() => String, { nullable: true, description: 'Contact number (personal)' })
  @FieldAccess('personal', (row) => row.employeeId)
  contactNumber?: string | null;

  @Field(() => String, { nullable: true, description: 'Contact e-mail (personal)' })
  @FieldAccess('personal', (row) => row.employeeId)
  contactEmail?: string | null;

  @Field(() => String, { nullable: true, description: 'Nationality' })
  nationality?: string | null;

  @Field(() => String, { nullable: true, description: 'City of residence' })
  cityOfResidence?: string | null;

  @Field(() => String, { nullable: true, description: 'Military status: Exempted, Yet to be adhered to, Postponed, Not required or Completed' })
  militaryStatus?: string | null;

  @Field(() => String, { nullable: true, description: 'Educational status: Graduate, Drop out, Under-graduate or Gap year' })
  educationalStatus?: string | null;

  @Field(() => String, { nullable: true, description: 'Marital status: Single, Engaged or Married' })
  maritalStatus?: string | null;

  @Field(() => String, { description: 'Contacted: yes or no' })
  isContacted!: string;

  @Field(() => String, { description: 'VN evaluation feedback: pending, accepted or rejected' })
  vnEvaluationFeedback!: string;

  @Field(() => String, { description: 'Candidate type (cold calling specialist)' })
  type!: string;

  @Field(() => String, { description: 'Source: hr_department, referral, external_source or other' })
  source!: string;

  @Field(() => String, { nullable: true, description: 'The external source (for source external_source or other)' })
  externalSource?: string | null;

  @Field(() => String, { description: 'Pipeline stage: new, contacted, interviewing, accepted, tracked, onboarded or rejected' })
  stage!: string;

  @Field(() => Int, { description: 'Number of interviews' })
  interviewsCount!: number;

  @Field(() => String, { nullable: true, description: 'When the candidate was onboarded (ISO 8601)' })
  onboardedAt?: string | null;

  @Field(() => String, { description: 'When the candidate was added (ISO 8601)' })
  createdAt!: string;

  referredById?: number | null;
  referredBy?: PersonRef | null;
  sourcedById?: number | null;
  sourcedBy?: PersonRef | null;
  employeeId?: number | null;
  employee?: PersonRef | null;
  latestInterviewId?: number | null;
  latestInterviewDate?: string | null;
  latestHiringDecision?: number | null;
}

@ObjectType({ description: 'A page of candidates' })
export class CandidatePage extends Paged(Candidate) {}

@ObjectType({ description: 'A field a candidate still lacks for onboarding' })
export class MissingField {
  @Field(() => String, { description: 'Field (snake_case, as the upstream names it)' })
  field!: string;

  @Field(() => String, { description: 'What is missing, in words' })
  label!: string;
}

@ObjectType({ description: 'What a candidate still lacks for onboarding' })
export class CandidateMissingData {
  @Field(() => ID, { description: 'Candidate id' })
  candidateId!: string;

  @Field(() => String, { description: "The candidate's full name" })
  fullName!: string;

  @Field(() => Boolean, { description: 'True when nothing is missing' })
  complete!: boolean;

  @Field(() => [MissingField], { description: 'The missing fields' })
  missing!: MissingField[];
}

@ObjectType({ description: 'The outcome of tracking interviews for onboarding' })
export class TrackResult {
  @Field(() => String, { description: 'e.g. "Tracked 2 interviews for onboarding"' })
  message!: string;

  @Field(() => [Interview], { description: 'The tracked interviews' })
  items!: Interview[];

  @Field(() => Int, { description: 'How many' })
  count!: number;
}

/** Average of the test scores given (English out of 10); null without scores. */
export function englishAverage(scores: InterviewScores | null | undefined): number | null {
  if (!scores) return null;
  const values = [scores.englishFluency, scores.englishPronunciation, scores.englishComprehension, scores.englishVocab, scores.englishGrammar].filter(
    (v): v is number => typeof v === 'number',
  );
  return values.length ? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 10) / 10 : null;
}

/**
 * The pass mark used when the upstream lacks `GET /recruitment/settings` (a SPEC §7-only backend): the upstream's own
 * default (upstream/src/recruitment/settings.ts), so both judge interviews alike until HR sets a mark.
 */
export const DEFAULT_PASS_MARK = 7;

/** Whether an English average meets the mark; null without an average. */
export function meetsPassMark(average: number | null, mark: number): boolean | null {
  return average === null ? null : average >= mark;
}

@ObjectType({ description: 'Recruitment settings: the pass mark of the interview scorecard' })
export class RecruitmentSettings {
  @Field(() => Float, { description: 'Pass mark of the English average (0-10): an interview passes at or above it' })
  passMark!: number;

  @Field(() => Boolean, { description: 'False on a backend without the recruitment settings extension: the default mark applies and cannot be changed' })
  configurable!: boolean;
}
