/** Inputs and list arguments of recruitment. Field names are the upstream's, camelCased (the client snake-cases them). */
import { ArgsType, Field, InputType } from 'type-graphql';
import { SortedPageArgs } from '../../kit/sortKeys';
import { inputOf } from '../../kit/inputOf';
import { Employee } from '../people/types';
import { Candidate, Interview, InterviewScores } from './types';

@ArgsType()
export class CandidateListArgs extends SortedPageArgs('/candidates', 'CandidateSortKey') {
  @Field(() => String, { nullable: true, description: 'Matches name, national ID, contact number or e-mail, city' })
  search?: string | null;

  @Field(() => String, { nullable: true, description: 'Candidate type (cold calling specialist)' })
  type?: string | null;

  @Field(() => String, { nullable: true, description: 'Source: hr_department, referral, external_source or other' })
  source?: string | null;

  @Field(() => String, { nullable: true, description: 'Contacted: yes or no' })
  isContacted?: string | null;

  @Field(() => String, { nullable: true, description: 'VN evaluation feedback: pending, accepted or rejected' })
  vnEvaluationFeedback?: string | null;

  @Field(() => String, { nullable: true, description: 'Added on or after (YYYY-MM-DD)' })
  createdStart?: string | null;

  @Field(() => String, { nullable: true, description: 'Added on or before (YYYY-MM-DD)' })
  createdEnd?: string | null;
}

@ArgsType()
export class InterviewListArgs extends SortedPageArgs('/candidates/{id}/interviews', 'InterviewSortKey') {
  @Field(() => String, { nullable: true, description: "Matches the candidate's name, national ID or contact number, or the ticket number" })
  search?: string | null;
}

@ArgsType()
export class LatestAcceptedArgs extends InterviewListArgs {
  @Field(() => Boolean, { nullable: true, description: 'Only tracked (true) or untracked (false) interviews; both when omitted' })
  tracked?: boolean | null;
}

@ArgsType()
export class OnboardingListArgs extends InterviewListArgs {
  @Field(() => String, { description: 'Onboarding stage: pending, onboarded or removed' })
  type!: string;

  @Field(() => String, { nullable: true, description: 'Ticket number (contains)' })
  ticketNumber?: string | null;
}

@InputType({ description: 'A candidate (create: fullName and, for a referral, referredByResId are required; update: omitted fields stay)' })
export class CandidateInput extends inputOf(
  Candidate,
  [
    'fullName',
    'nationalId',
    'contactNumber',
    'contactEmail',
    'nationality',
    'cityOfResidence',
    'militaryStatus',
    'educationalStatus',
    'maritalStatus',
    'isContacted',
    'vnEvaluationFeedback',
    'type',
    'source',
    'externalSource',
  ],
  {
    optional: true,
    describe: {
      nationalId: 'National ID',
      contactNumber: 'Contact number',
      contactEmail: 'Contact e-mail',
      militaryStatus: 'Military status (SPEC §9 options)',
      educationalStatus: 'Educational status (SPEC §9 options)',
      externalSource: 'External source name',
    },
  },
) {
  // The row carries the referrer and sourcer as people (referredBy, sourcedBy); a writer names them by RES_ID.
  @Field(() => String, { nullable: true, description: 'RES_ID of the referencing employee (active, not in HR)' })
  referredByResId?: string | null;

  @Field(() => String, { nullable: true, description: 'RES_ID of the recruiter who sourced the candidate' })
  sourcedByResId?: string | null;
}

@InputType({ description: 'Test scores of a cold calling specialist (whole numbers)' })
export class InterviewScoresInput extends inputOf(InterviewScores, [
  'englishFluency',
  'englishPronunciation',
  'englishComprehension',
  'englishVocab',
  'englishGrammar',
  'typingSpeed',
  'typingAccuracy',
]) {}

@InputType({ description: 'An interview (create: interviewDate required; update: omitted fields stay)' })
export class InterviewInput extends inputOf(Interview, ['interviewDate', 'hiringDecision', 'employmentType', 'experienceLevel', 'ticketNumber', 'notes'], {
  optional: true,
  describe: {
    employmentType: 'full_time or part_time',
    experienceLevel: 'fresh, junior, experienced or senior',
    ticketNumber: 'Ticket number',
    notes: 'Notes',
  },
}) {
  // The output's scores are an object type; an input nests the input twin.
  @Field(() => InterviewScoresInput, { nullable: true, description: 'Test scores (all seven are required to accept)' })
  interviewTypeSpecific?: InterviewScoresInput | null;
}

@InputType({ description: "The new employee's work data when onboarding a candidate (name, national ID and phone come from the candidate)" })
export class OnboardInput extends inputOf(
  Employee,
  ['resId', 'email', 'departmentId', 'roleTitle', 'teamId', 'managerId', 'dateJoined', 'hourlyOrMonthly', 'hourlyRate', 'monthlyRate', 'targetHoursPerDay'],
  {
    required: ['resId', 'hourlyOrMonthly'],
    describe: {
      resId: 'RES_ID of the new employee',
      email: "Work e-mail; default the candidate's contact e-mail",
      departmentId: 'Department; default Cold Calling',
      roleTitle: "Role title; default 'Cold Calling Agent'",
      teamId: 'Team',
      managerId: 'Direct manager (employee id)',
      dateJoined: 'Date joined (YYYY-MM-DD); default today',
      hourlyOrMonthly: 'hourly or monthly',
      hourlyRate: 'Hourly rate (hourly employees)',
      monthlyRate: 'Monthly rate (monthly employees)',
      targetHoursPerDay: 'Target hours per day (default 8)',
    },
  },
) {}
