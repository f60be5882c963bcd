/** Inputs and list arguments of recruitment. Field names are the upstream's, camelCased (the client snake-cases them). */
import { ArgsType, Field, Float, ID, InputType, Int } from 'type-graphql';
import { PageArgs } from '../../common/paging';

@ArgsType()
export class CandidateListArgs extends PageArgs {
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
export class InterviewListArgs extends PageArgs {
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
export class CandidateInput {
  @Field(() => String, { nullable: true, description: 'Full name' })
  fullName?: string | null;

  @Field(() => String, { nullable: true, description: 'National ID' })
  nationalId?: string | null;

  @Field(() => String, { nullable: true, description: 'Contact number' })
  contactNumber?: string | null;

  @Field(() => String, { nullable: true, description: 'Contact e-mail' })
  contactEmail?: string | null;

  @Field(() => String, { nullable: true, description: 'Nationality' })
  nationality?: string | null;

  @Field(() => String, { nullable: true, description: 'City of residence' })
  cityOfResidence?: string | null;

  @Field(() => String, { nullable: true, description: 'Military status (SPEC §9 options)' })
  militaryStatus?: string | null;

  @Field(() => String, { nullable: true, description: 'Educational status (SPEC §9 options)' })
  educationalStatus?: string | null;

  @Field(() => String, { nullable: true, description: 'Marital status: Single, Engaged or Married' })
  maritalStatus?: string | null;

  @Field(() => String, { nullable: true, description: 'Contacted: yes or no' })
  isContacted?: string | null;

  @Field(() => String, { nullable: true, description: 'VN evaluation feedback: pending, accepted or rejected' })
  vnEvaluationFeedback?: string | null;

  @Field(() => String, { nullable: true, description: 'Candidate type (cold calling specialist)' })
  type?: string | null;

  @Field(() => String, { nullable: true, description: 'Source: hr_department, referral, external_source or other' })
  source?: string | null;

  @Field(() => String, { nullable: true, description: 'External source name' })
  externalSource?: string | null;

  @Field(() => String, { nullable: true, description: 'RES_ID of the referencing employee (active, not in HR)' })
  referredByResId?: string | null;

  @Field(() => String, { nullable: true, description: 'RES_ID of the recruiter who sourced the candidate' })
  sourcedByResId?: string | null;
}

@InputType({ description: 'Test scores of a cold calling specialist (whole numbers)' })
export class InterviewScoresInput {
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

@InputType({ description: 'An interview (create: interviewDate required; update: omitted fields stay)' })
export class InterviewInput {
  @Field(() => String, { nullable: true, description: 'Interview date (YYYY-MM-DD)' })
  interviewDate?: string | null;

  @Field(() => Int, { nullable: true, description: 'Hiring decision: 0 Pending, 1 Accepted, 2 Rejected, 3 No Show' })
  hiringDecision?: number | null;

  @Field(() => String, { nullable: true, description: 'full_time or part_time' })
  employmentType?: string | null;

  @Field(() => String, { nullable: true, description: 'fresh, junior, experienced or senior' })
  experienceLevel?: string | null;

  @Field(() => String, { nullable: true, description: 'Ticket number' })
  ticketNumber?: string | null;

  @Field(() => String, { nullable: true, description: 'Notes' })
  notes?: string | null;

  @Field(() => InterviewScoresInput, { nullable: true, description: 'Test scores (all seven are required to accept)' })
  interviewTypeSpecific?: InterviewScoresInput | null;
}

@InputType({ description: "The new employee's work data when onboarding a candidate (name, national ID and phone come from the candidate)" })
export class OnboardInput {
  @Field(() => String, { description: 'RES_ID of the new employee' })
  resId!: string;

  @Field(() => String, { nullable: true, description: "Work e-mail; default the candidate's contact e-mail" })
  email?: string | null;

  @Field(() => ID, { nullable: true, description: 'Department; default Cold Calling' })
  departmentId?: string | null;

  @Field(() => String, { nullable: true, description: "Role title; default 'Cold Calling Agent'" })
  roleTitle?: string | null;

  @Field(() => ID, { nullable: true, description: 'Team' })
  teamId?: string | null;

  @Field(() => ID, { nullable: true, description: 'Direct manager (employee id)' })
  managerId?: string | null;

  @Field(() => String, { nullable: true, description: 'Date joined (YYYY-MM-DD); default today' })
  dateJoined?: string | null;

  @Field(() => String, { description: 'hourly or monthly' })
  hourlyOrMonthly!: string;

  @Field(() => Float, { nullable: true, description: 'Hourly rate (hourly employees)' })
  hourlyRate?: number | null;

  @Field(() => Float, { nullable: true, description: 'Monthly rate (monthly employees)' })
  monthlyRate?: number | null;

  @Field(() => Float, { nullable: true, description: 'Target hours per day (default 8)' })
  targetHoursPerDay?: number | null;
}
