/** Arguments and inputs of the attrition operations. */
import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import { PageArgs } from '../../common/paging';
import { AttritionState } from './types';

@ArgsType()
export class AttritionArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: 'Employee name or RES_ID contains' })
  search?: string | null;
  @Field(() => ID, { nullable: true, description: 'Only this attrition type' })
  attritionTypeId?: string | null;
  @Field(() => ID, { nullable: true, description: 'Only this department' })
  departmentId?: string | null;
  @Field(() => AttritionState, { nullable: true, description: 'Only upcoming, left or cancelled ones' })
  state?: AttritionState | null;
  @Field(() => String, { nullable: true, description: 'Last working day on or after (YYYY-MM-DD)' })
  startDate?: string | null;
  @Field(() => String, { nullable: true, description: 'Last working day on or before (YYYY-MM-DD)' })
  endDate?: string | null;
}

@InputType({ description: 'An attrition type to create or replace' })
export class AttritionTypeInput {
  @Field(() => String, { description: 'Name, unique' })
  name!: string;
  @Field(() => Boolean, { nullable: true, description: 'Whether this is the cancelled type' })
  cancels?: boolean | null;
}

@InputType({ description: 'A new attrition' })
export class AttritionInput {
  @Field(() => ID, { description: 'Who leaves (an active employee)' })
  employeeId!: string;
  @Field(() => ID, { description: 'The attrition type (not the cancelled one)' })
  attritionTypeId!: string;
  @Field(() => String, { description: 'When notice was given (YYYY-MM-DD)' })
  noticeDate!: string;
  @Field(() => String, { description: 'Last working day (YYYY-MM-DD), not before the notice date' })
  lastWorkingDay!: string;
  @Field(() => String, { nullable: true, description: 'Why the person leaves' })
  reason?: string | null;
}

@InputType({ description: 'Changes to an attrition (omitted fields keep their value)' })
export class AttritionChangesInput {
  @Field(() => ID, { nullable: true, description: 'The attrition type; the cancelled type cancels the attrition' })
  attritionTypeId?: string | null;
  @Field(() => String, { nullable: true, description: 'Last working day (YYYY-MM-DD)' })
  lastWorkingDay?: string | null;
  @Field(() => String, { nullable: true, description: 'When notice was given (YYYY-MM-DD)' })
  noticeDate?: string | null;
  @Field(() => String, { nullable: true, description: 'Why the person leaves' })
  reason?: string | null;
}

@InputType({ description: 'The exit interview of an attrition' })
export class ExitInterviewInput {
  @Field(() => [String], { description: 'Why the person leaves (values of `exitReasons`)' })
  reasons!: string[];
  @Field(() => Int, { nullable: true, description: 'Overall experience, 1 to 5' })
  ratingOverall?: number | null;
  @Field(() => Int, { nullable: true, description: 'Management, 1 to 5' })
  ratingManagement?: number | null;
  @Field(() => Int, { nullable: true, description: 'Compensation, 1 to 5' })
  ratingCompensation?: number | null;
  @Field(() => Int, { nullable: true, description: 'Growth and development, 1 to 5' })
  ratingGrowth?: number | null;
  @Field(() => Boolean, { nullable: true, description: 'Whether the company would hire the person again' })
  wouldRehire?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: 'Whether the person would recommend the company' })
  wouldRecommend?: boolean | null;
  @Field(() => String, { nullable: true, description: 'Free comments' })
  comments?: string | null;
}
