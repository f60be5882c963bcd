/** Arguments and inputs of the attrition operations. */
import { ArgsType, Field, ID, InputType } from 'type-graphql';
import { SortedPageArgs } from '../../kit/sortKeys';
import { inputOf } from '../../kit/inputOf';
import { Attrition, AttritionState, AttritionType, ExitInterview } from './types';

@ArgsType()
export class AttritionTypeArgs extends SortedPageArgs('/api/attrition_types', 'AttritionTypeSortKey') {}

@ArgsType()
export class AttritionArgs extends SortedPageArgs('/api/attritions', 'AttritionSortKey') {
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
export class AttritionTypeInput extends inputOf(AttritionType, ['name', 'cancels'], {
  optional: ['cancels'],
  describe: { name: 'Name, unique', cancels: 'Whether this is the cancelled type' },
}) {}

const ATTRITION_FIELDS = ['attritionTypeId', 'lastWorkingDay', 'noticeDate', 'reason'] as const;

@InputType({ description: 'A new attrition' })
export class AttritionInput extends inputOf(Attrition, ['employeeId', ...ATTRITION_FIELDS], {
  required: ['lastWorkingDay'],
  describe: {
    employeeId: 'Who leaves (an active employee)',
    attritionTypeId: 'The attrition type (not the cancelled one)',
    lastWorkingDay: 'Last working day (YYYY-MM-DD), not before the notice date',
  },
}) {}

@InputType({ description: 'Changes to an attrition (omitted fields keep their value)' })
export class AttritionChangesInput extends inputOf(Attrition, ATTRITION_FIELDS, {
  optional: true,
  describe: { attritionTypeId: 'The attrition type; the cancelled type cancels the attrition', lastWorkingDay: 'Last working day (YYYY-MM-DD)' },
}) {}

@InputType({ description: 'The exit interview of an attrition' })
export class ExitInterviewInput extends inputOf(ExitInterview, [
  'reasons',
  'ratingOverall',
  'ratingManagement',
  'ratingCompensation',
  'ratingGrowth',
  'wouldRehire',
  'wouldRecommend',
  'comments',
]) {}
