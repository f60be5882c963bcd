/** Inputs of the profile module. */
import { ArgsType, Field, ID, InputType } from 'type-graphql';
import { SortedPageArgs } from '../../kit/sortKeys';
import { ChangeField, ChangeStatus } from './types';

const text = (description: string) => ({ nullable: true, description });

@InputType({ description: 'Changes to a profile; a field left out keeps its value, null clears it' })
export class ProfileInput {
  @Field(() => String, text('Phone number (SPEC §5 phone rule: "Invalid Phone Number")'))
  phone?: string | null;
  @Field(() => String, text('Emergency contact name'))
  emergencyContactName?: string | null;
  @Field(() => String, text('Emergency number (phone rule)'))
  emergencyContactNumber?: string | null;
  @Field(() => String, text('Home address (at most 300 characters)'))
  address?: string | null;
  @Field(() => String, text('A few words about the person (at most 1000 characters)'))
  bio?: string | null;
  @Field(() => String, text('IANA time zone, e.g. Africa/Cairo'))
  timezone?: string | null;
  @Field(() => String, text('A facebook.com link'))
  facebook?: string | null;
  @Field(() => String, text('A twitter.com or x.com link'))
  twitter?: string | null;
  @Field(() => String, text('A linkedin.com link'))
  linkedin?: string | null;
  @Field(() => String, text('A github.com link'))
  github?: string | null;
  @Field(() => String, text('First name (HR and CEO only; the name becomes "first last")'))
  firstName?: string | null;
  @Field(() => String, text('Last name (HR and CEO only)'))
  lastName?: string | null;
  @Field(() => String, text('Office (HR and CEO only)'))
  office?: string | null;
  @Field(() => String, text('Project (HR and CEO only)'))
  project?: string | null;
  @Field(() => String, text('Level (HR and CEO only)'))
  level?: string | null;
}

@InputType({ description: 'A change of payment account or national ID asked of HR' })
export class ProfileChangeRequestInput {
  @Field(() => ChangeField, { description: 'What to change' })
  field!: ChangeField;
  @Field(() => String, { description: 'The new value (at most 200 characters)' })
  newValue!: string;
  @Field(() => String, text('Why (at most 500 characters)'))
  reason?: string | null;
}

@ArgsType()
export class ProfileChangeRequestArgs extends SortedPageArgs('/profile_change_requests', 'ProfileChangeRequestSortKey') {
  @Field(() => ChangeStatus, { nullable: true, description: 'Only requests in this state' })
  status?: ChangeStatus | null;
  @Field(() => ID, { nullable: true, description: "Only this person's requests" })
  employeeId?: string | null;
}
